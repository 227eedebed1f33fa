import { useMemo, type FormEvent } from 'react';
import { isCountryCode } from '../../../../electron/shared/countries';
import type { FieldError, LookupField, LookupInput } from '../../../../electron/shared/lookup-input';
import { countryOptions } from './country-options';
import { Field } from './field';

interface LookupFormProps {
  fields: Required<LookupInput>;
  errors: readonly FieldError[];
  busy: boolean;
  onChange: (fields: Required<LookupInput>) => void;
  onCountryChosen: (country: string) => void;
  onSubmit: () => void;
}

/** Article number, country, factor and the tucked-away profile; Enter looks up. */
export function LookupForm({ fields, errors, busy, onChange, onCountryChosen, onSubmit }: LookupFormProps) {
  const options = useMemo(() => countryOptions(navigator.language), []);
  const errorOf = (field: LookupField): string | undefined => errors.find((error) => error.field === field)?.message;
  const set = (field: keyof LookupInput, value: string): void => onChange({ ...fields, [field]: value });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="lookup-form" onSubmit={submit} noValidate aria-label="Look up an article">
      <div className="lookup-row">
        <Field id="artnr" label="Article number" error={errorOf('artnr')}>
          {(describedBy) => (
            <input
              id="artnr"
              className="input-artnr"
              value={fields.artnr}
              onChange={(event) => set('artnr', event.target.value)}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errorOf('artnr') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id="country" label="Country" error={errorOf('country')}>
          {(describedBy) => (
            <select
              id="country"
              value={fields.country}
              onChange={(event) => {
                set('country', event.target.value);
                if (isCountryCode(event.target.value)) onCountryChosen(event.target.value);
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
        <Field id="factor" label="Factor" error={errorOf('factor')}>
          {(describedBy) => (
            <input
              id="factor"
              className="input-factor"
              value={fields.factor}
              onChange={(event) => set('factor', event.target.value)}
              inputMode="decimal"
              placeholder="optional, e.g. 1,25"
              autoComplete="off"
              aria-invalid={errorOf('factor') ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <button type="submit" className="button-primary" aria-busy={busy || undefined}>
          Look up
        </button>
      </div>
      <details className="more-options" open={errorOf('profile') !== undefined || undefined}>
        <summary>More options</summary>
        <Field id="profile" label="Profile" error={errorOf('profile')} hint="Leave empty for the service's default profile.">
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
