import Big from 'big.js';
import { memo, useContext, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isCountryCode } from '@shared/countries';
import type { Decimal } from '@shared/decimal';
import { parseFactor, type FieldError, type LookupField, type LookupInput } from '@shared/lookup-input';
import { factorQuestion, type FactorQuestion as Question, type FactorReading } from '@shared/usual-factor';
import { formatDecimal, formatDecimalInput, formatFactor, formatSignedPercent } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { useCountryOptions } from './country-options';
import { Field } from '../../ui/field';
import { FactorQuestion } from '../factor/factor-question';
import { NEXT_CALL_ARIA_KEYS } from './next-call';
import { MAC_KEYS } from '../../ui/command-key';
import { LookupBusy } from './stable-callback';
import type { Customer } from '@shared/customer';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { CustomerChip } from '../customers/customer-chip';
import { CustomerCombobox } from '../customers/customer-combobox';

interface LookupFormProps {
  bridge: PriceLookupBridge;
  /** The customer picked at the top (their country and markup then fill the form); null for none. */
  customer: Customer | null;
  onPickCustomer: (customer: Customer) => void;
  onRemoveCustomer: () => void;
  /** The customer field, for the key that focuses it. */
  customerInput: RefObject<HTMLInputElement | null>;
  fields: Required<LookupInput>;
  errors: readonly FieldError[];
  /** Whether the lookup view is the one shown: coming back to it puts the cursor in the article number. */
  active: boolean;
  onChange: (fields: Required<LookupInput>) => void;
  onCountryChosen: (country: string) => void;
  /** Checks the form (or the fields given) and looks up; false when the input was refused (the errors come back as `errors`). */
  onSubmit: (fields?: Required<LookupInput>) => boolean;
  /** Checks the form without looking up: the errors of the form as it is now, none when it is fine. */
  onCheck: () => boolean;
  /** ArrowDown in the article number: move into the list below (recent lookups); false when there is none. */
  onArticleArrowDown?: () => boolean;
  /** Each new value puts the cursor in the article number with its text selected (e.g. after running a recent lookup). */
  focusRequest?: number;
  /** "Next call": clears the form and the result for the next caller (the view does it; the button is here). */
  onNextCall: () => void;
  /** Each new value is a next call done: no question stays open, the cursor goes to the (empty) article number. */
  nextCalls: number;
  /** Whether the form was just cleared for the next call (said in the status beside the button). */
  readyForNextCall: boolean;
  /** Tells the view whether a question about the factor is open (Escape then answers it, and starts no next call). */
  onQuestionOpen: (open: boolean) => void;
}

/** The fields in the order they are shown: a refused lookup puts the cursor in the first one at fault. */
const FIELD_ORDER: readonly LookupField[] = ['artnr', 'country', 'factor', 'profile'];

const focusAndSelect = (input: HTMLInputElement | null): void => {
  input?.focus();
  input?.select();
};

// Unusual factors the person chose to keep, for as long as the app runs: asked once, not at every lookup.
const keptFactors = new Set<string>();

/**
 * Article number, country, factor and the tucked-away profile; Enter looks up. After a lookup the
 * article number stays focused and selected, so the next number typed replaces it.
 */
export const LookupForm = memo(function LookupForm({
  bridge,
  customer,
  onPickCustomer,
  onRemoveCustomer,
  customerInput,
  fields,
  errors,
  active,
  onChange,
  onCountryChosen,
  onSubmit,
  onCheck,
  onArticleArrowDown,
  focusRequest = 0,
  onNextCall,
  nextCalls,
  readyForNextCall,
  onQuestionOpen,
}: LookupFormProps) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const options = useCountryOptions();
  const [question, setQuestion] = useState<Question | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const article = useRef<HTMLInputElement>(null);
  const errorOf = (field: LookupField): string | undefined => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? words.text(error.message) : undefined;
  };
  // A change answers no question asked about the value before it.
  const set = (field: keyof LookupInput, value: string): void => {
    setQuestion(null);
    onChange({ ...fields, [field]: value });
  };
  const lookUp = (with_?: Required<LookupInput>): void => {
    setQuestion(null);
    if (onSubmit(with_)) focusAndSelect(article.current);
  };
  // The factor in force, shown beside the form so it is not carried into the next lookups unnoticed.
  const parsedFactor = parseFactor(fields.factor);
  const activeFactor = parsedFactor.ok ? parsedFactor.value : null;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const asked =
      parsedFactor.ok && parsedFactor.value !== null && !keptFactors.has(new Big(parsedFactor.value).toFixed())
        ? factorQuestion(parsedFactor.value, parsedFactor.percent)
        : null;
    // Asked only about a form that is otherwise fine, so no error of an earlier try stays beside the question.
    if (asked) {
      if (onCheck()) setQuestion(asked);
    } else lookUp();
  };
  /** A reading taken goes into the field as it reads: "+25 %" for a markup, "1,25" for a factor. */
  const takeReading = (reading: FactorReading): void => {
    const typed =
      reading.kind === 'percent' ? `+${formatDecimalInput(reading.percent, locale)} %` : formatDecimalInput(reading.factor, locale);
    const corrected = { ...fields, factor: typed };
    onChange(corrected);
    lookUp(corrected);
  };
  const keepFactor = (factor: Decimal): void => {
    keptFactors.add(new Big(factor).toFixed());
    lookUp();
  };
  const cancelQuestion = (): void => {
    setQuestion(null);
    form.current?.querySelector<HTMLInputElement>('#factor')?.focus();
  };
  useEffect(() => {
    onQuestionOpen(question !== null);
  }, [question, onQuestionOpen]);
  // A next call answers no question asked for the caller before (set while rendering, as React advises for state that follows a prop).
  const [callsSeen, setCallsSeen] = useState(nextCalls);
  if (callsSeen !== nextCalls) {
    setCallsSeen(nextCalls);
    setQuestion(null);
  }
  useEffect(() => {
    if (nextCalls > 0) focusAndSelect(article.current);
  }, [nextCalls]);
  const removeFactor = (): void => {
    set('factor', '');
    focusAndSelect(article.current);
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
      <CustomerCombobox
        id="lookup-customer"
        bridge={bridge}
        label={t('customerPick.label')}
        hint={t('customerPick.hint', { keys: t('customerPick.keys', { mac: MAC_KEYS ? 'yes' : 'no' }) })}
        inputRef={customerInput}
        onPick={onPickCustomer}
      />
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
              placeholder={t('lookup.form.factorPlaceholder', {
                factor: formatDecimal('1.25', locale),
                percent: formatSignedPercent('25', locale, words.language),
              })}
              autoComplete="off"
              aria-invalid={errorOf('factor') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <SubmitButton label={t('lookup.form.submit')} />
      </div>
      {question ? (
        <FactorQuestion
          question={question}
          action="lookUp"
          onReading={takeReading}
          onKeep={() => keepFactor(question.factor)}
          onCancel={cancelQuestion}
        />
      ) : null}
      <div className="lookup-aside">
        {/* Always there, so "ready for the next call" is announced when it appears. */}
        <span role="status" className="field-hint">
          {readyForNextCall ? t('lookup.nextCall.ready') : null}
        </span>
        {/* While the factor is asked about, it is not yet the one in force. */}
        {customer !== null && question === null ? (
          <CustomerChip customer={customer} factor={activeFactor} onRemove={onRemoveCustomer} />
        ) : null}
        {customer === null && activeFactor !== null && question === null ? (
          <button
            type="button"
            className="factor-chip"
            aria-label={t('lookup.factorChip.remove', { factor: formatFactor(activeFactor, locale, words.language) })}
            aria-keyshortcuts="Delete"
            onClick={removeFactor}
            onKeyDown={(event) => {
              if (event.key !== 'Delete' && event.key !== 'Backspace') return;
              event.preventDefault();
              removeFactor();
            }}
          >
            {t('lookup.factorChip.label', { factor: formatFactor(activeFactor, locale, words.language) })}
            <span aria-hidden="true"> {t('quote.lines.removeMark')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="next-call"
          onClick={onNextCall}
          aria-keyshortcuts={NEXT_CALL_ARIA_KEYS}
          title={t('lookup.nextCall.hint')}
        >
          {t('lookup.nextCall.button', { keys: t('lookup.nextCall.keys', { mac: MAC_KEYS ? 'yes' : 'no' }) })}
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
});

/** Marked busy while a lookup runs (from `LookupBusy`, so only the button follows a lookup's start and end). */
function SubmitButton({ label }: { label: string }) {
  const busy = useContext(LookupBusy);
  return (
    <button type="submit" className="button-primary" aria-busy={busy || undefined}>
      {label}
    </button>
  );
}
