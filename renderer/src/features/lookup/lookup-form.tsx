import { useEffect, useRef, type FormEvent } from 'react';
import { isCountryCode } from '../../../../electron/shared/countries';
import type { FieldError, LookupField, LookupInput } from '../../../../electron/shared/lookup-input';
import { useI18n } from '../../i18n/i18n';
import { useCountryOptions } from './country-options';
import { Field } from '../../ui/field';

interface LookupFormProps {
  fields: Required<LookupInput>;
  errors: readonly FieldError[];
  busy: boolean;
  /** Whether the lookup view is the one shown: coming back to it puts the cursor in the article number. */
  active: boolean;
  onChange: (fields: Required<LookupInput>) => void;
  onCountryChosen: (country: string) => void;
  /** Checks the form and looks up; false when the input was refused (the errors come back as `errors`). */
  onSubmit: () => boolean;
  /** ArrowDown in the article number: move into the list below (recent lookups); false when there is none. */
  onArticleArrowDown?: () => boolean;
  /** Each new value puts the cursor in the article number with its text selected (e.g. after running a recent lookup). */
  focusRequest?: number;
}

/** The fields in the order they are shown: a refused lookup puts the cursor in the first one at fault. */
const FIELD_ORDER: readonly LookupField[] = ['artnr', 'country', 'factor', 'profile'];

const focusAndSelect = (input: HTMLInputElement | null): void => {
  input?.focus();
  input?.select();
};

/**
 * Article number, country, factor and the tucked-away profile; Enter looks up. After a lookup the
 * article number stays focused and selected, so the next number typed replaces it.
 */
export function LookupForm({
  fields,
  errors,
  busy,
  active,
  onChange,
  onCountryChosen,
  onSubmit,
  onArticleArrowDown,
  focusRequest = 0,
}: LookupFormProps) {
  const words = useI18n();
  const { t } = words;
  const options = useCountryOptions();
  const form = useRef<HTMLFormElement>(null);
  const article = useRef<HTMLInputElement>(null);
  const errorOf = (field: LookupField): string | undefined => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? words.text(error.message) : undefined;
  };
  const set = (field: keyof LookupInput, value: string): void => onChange({ ...fields, [field]: value });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (onSubmit()) focusAndSelect(article.current);
  };
  // Errors are set only by a refused lookup, each time a new list; focused after rendering, so the
  // profile field is already shown when "More options" opens for its error.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors.some((error) => error.field === field));
    if (first) form.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
  }, [errors]);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) focusAndSelect(article.current);
    wasActive.current = active;
  }, [active]);
  useEffect(() => {
    if (focusRequest > 0) focusAndSelect(article.current);
  }, [focusRequest]);

  return (
    <form ref={form} className="lookup-form" onSubmit={submit} noValidate aria-label={t('lookup.form.name')}>
      <div className="lookup-row">
        <Field id="artnr" label={t('lookup.form.artnr')} error={errorOf('artnr')}>
          {(describedBy) => (
            <input
              id="artnr"
              ref={article}
              className="input-artnr"
              value={fields.artnr}
              onChange={(event) => set('artnr', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' && onArticleArrowDown?.()) event.preventDefault();
              }}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errorOf('artnr') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id="country" label={t('lookup.form.country')} error={errorOf('country')}>
          {(describedBy) => (
            <select
              id="country"
              value={fields.country}
              onChange={(event) => {
                set('country', event.target.value);
                if (isCountryCode(event.target.value)) onCountryChosen(event.target.value);
              }}
              onKeyDown={(event) => {
                // Enter looks up, as in the other fields (a closed list does nothing with it by itself).
                if (event.key !== 'Enter') return;
                event.preventDefault();
                form.current?.requestSubmit();
              }}
              aria-invalid={errorOf('country') ? true : undefined}
              aria-describedby={describedBy}
            >
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="factor" label={t('lookup.form.factor')} error={errorOf('factor')}>
          {(describedBy) => (
            <input
              id="factor"
              className="input-factor"
              value={fields.factor}
              onChange={(event) => set('factor', event.target.value)}
              inputMode="decimal"
              placeholder={t('lookup.form.factorPlaceholder')}
              autoComplete="off"
              aria-invalid={errorOf('factor') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className="button-primary" aria-busy={busy || undefined}>
          {t('lookup.form.submit')}
        </button>
      </div>
      <details className="more-options" open={errorOf('profile') !== undefined || undefined}>
        <summary>{t('lookup.form.moreOptions')}</summary>
        <Field id="profile" label={t('lookup.form.profile')} error={errorOf('profile')} hint={t('lookup.form.profileHint')}>
          {(describedBy) => (
            <input
              id="profile"
              value={fields.profile}
              onChange={(event) => set('profile', event.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errorOf('profile') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </details>
    </form>
  );
}
