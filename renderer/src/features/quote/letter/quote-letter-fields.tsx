import { COUNTRY_CODES } from '@shared/countries';
import { UI_LANGUAGES } from '@shared/i18n/language';
import { FORMS_OF_ADDRESS } from '@shared/quote/salutation';
import { type DocumentSettings } from '@shared/quote/quote-letter';
import { RECIPIENT_LIMITS } from '@shared/quote/letter-limits';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { useCountryOptions } from '../../lookup/country-options';
import { StoredInput, StoredTextarea } from '../../../ui/stored-field';
import { checkAddress, checkLine, checkRecipientEmail, checkTerms, checkValidityDays } from './letter-checks';
import { useLetterApply } from './letter-apply';
import { issueSummary, withLetter, withLetterField, withRecipientField, type RecipientField } from './quote-letter-model';

// Country and form of address are chosen, not typed.
type LineField = Exclude<RecipientField, 'address' | 'country' | 'formOfAddress'> | 'validityDays';
type FieldName = LineField | 'address' | 'terms';

const LINE_LIMITS: Readonly<Record<Exclude<LineField, 'validityDays'>, number>> = {
  name: RECIPIENT_LIMITS.nameLength,
  contact: RECIPIENT_LIMITS.contactLength,
  customerNumber: RECIPIENT_LIMITS.customerNumberLength,
  email: RECIPIENT_LIMITS.emailLength,
};

const LABELS = {
  name: 'letter.recipient.name',
  contact: 'letter.recipient.contact',
  customerNumber: 'letter.recipient.customerNumber',
  email: 'letter.recipient.email',
  validityDays: 'letter.validity.label',
} as const;

/**
 * Recipient, validity, terms and document language of the quote's letter. Each field applies when it is
 * left (a single-line one on Enter too); what cannot be kept stays as typed, explained below it. Empty
 * validity and terms take the defaults from Settings, shown as placeholders.
 */
export function QuoteLetterFields({
  quote,
  defaults,
  onEdit,
  readOnly = false,
}: {
  quote: SavedQuote | null;
  defaults: DocumentSettings;
  onEdit: (change: (quote: SavedQuote) => SavedQuote) => void;
  /** A sent quote: its letter is shown as it was sent, not changeable. */
  readOnly?: boolean;
}) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const countries = useCountryOptions();
  const { generation, refused: shownErrors, apply } = useLetterApply<FieldName>(quote?.id ?? null, onEdit);
  const letter = quote?.letter;
  const recipient = letter?.recipient ?? null;
  const applyLine = (field: LineField, typed: string): boolean => {
    if (field === 'validityDays')
      return apply(field, checkValidityDays(typed, true), (before, days) => withLetterField(before, 'validityDays', days));
    if (field === 'email') return apply(field, checkRecipientEmail(typed), (before, text) => withRecipientField(before, 'email', text));
    return apply(field, checkLine(typed, LINE_LIMITS[field]), (before, text) => withRecipientField(before, field, text));
  };
  const describedBy = (field: FieldName, hint?: string): string | undefined =>
    [shownErrors[field] ? `letter-${field}-error` : undefined, hint].filter(Boolean).join(' ') || undefined;
  const error = (field: FieldName) =>
    shownErrors[field] ? (
      <p id={`letter-${field}-error`} className="field-error">
        {words.text(shownErrors[field])}
      </p>
    ) : null;

  const storedLine = (field: LineField): string =>
    field === 'validityDays' ? (letter?.validityDays == null ? '' : String(letter.validityDays)) : (recipient?.[field] ?? '');
  const lineField = (field: LineField, placeholder?: string) => (
    <div className="field" key={field}>
      <label htmlFor={`letter-${field}`}>{t(LABELS[field])}</label>
      <StoredInput
        id={`letter-${field}`}
        // Drawn anew for another quote; a new value of this one shows unless typed over (useStoredField).
        key={generation}
        stored={storedLine(field)}
        onApply={(typed) => applyLine(field, typed)}
        readOnly={readOnly}
        {...(field === 'validityDays' ? { inputMode: 'numeric' as const, className: 'input-factor' } : {})}
        {...(field === 'email' ? { type: 'email', inputMode: 'email' as const, autoComplete: 'off' } : {})}
        {...(placeholder === undefined ? {} : { placeholder })}
        aria-invalid={shownErrors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      {error(field)}
    </div>
  );

  const address = recipient?.address.join('\n') ?? '';
  const terms = letter?.terms ?? '';
  const summary = quote ? issueSummary(quote, { now: new Date(), defaultValidityDays: defaults.validityDays }, locale) : null;
  return (
    <fieldset className="quote-letter">
      <legend>{t('letter.group')}</legend>
      {summary ? <p className="quote-issue">{words.text(summary)}</p> : null}
      {lineField('name')}
      {lineField('contact')}
      <div className="field">
        <label htmlFor="letter-form-of-address">{t('letter.recipient.formOfAddress')}</label>
        <select
          id="letter-form-of-address"
          value={recipient?.formOfAddress ?? ''}
          disabled={readOnly}
          onChange={(event) => {
            const form = FORMS_OF_ADDRESS.find((candidate) => candidate === event.target.value);
            onEdit((target) => withLetter(target, withRecipientField(target.letter, 'formOfAddress', form)));
          }}
        >
          <option value="">{t('letter.recipient.formOfAddressNone')}</option>
          <option value="mr">{t('letter.recipient.formOfAddressMr')}</option>
          <option value="ms">{t('letter.recipient.formOfAddressMs')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="letter-address">{t('letter.recipient.address')}</label>
        <StoredTextarea
          id="letter-address"
          key={generation}
          rows={RECIPIENT_LIMITS.addressLines}
          stored={address}
          onApply={(typed) => apply('address', checkAddress(typed), (before, lines) => withRecipientField(before, 'address', lines))}
          readOnly={readOnly}
          aria-invalid={shownErrors.address ? true : undefined}
          aria-describedby={describedBy('address', 'letter-address-hint')}
        />
        {error('address')}
        <p id="letter-address-hint" className="field-hint">
          {t('letter.recipient.addressHint', { max: RECIPIENT_LIMITS.addressLines })}
        </p>
      </div>
      <div className="field">
        <label htmlFor="letter-country">{t('letter.recipient.country')}</label>
        <select
          id="letter-country"
          value={recipient?.country ?? ''}
          disabled={readOnly}
          aria-describedby="letter-country-hint"
          onChange={(event) => {
            const country = COUNTRY_CODES.find((code) => code === event.target.value);
            onEdit((target) => withLetter(target, withRecipientField(target.letter, 'country', country)));
          }}
        >
          <option value="">{t('letter.recipient.countryNone')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
        <p id="letter-country-hint" className="field-hint">
          {t('letter.recipient.countryHint')}
        </p>
      </div>
      {lineField('customerNumber')}
      {lineField('email')}
      {lineField('validityDays', t('letter.validity.placeholder', { days: defaults.validityDays }))}
      <div className="field">
        <label htmlFor="letter-terms">{t('letter.terms.label')}</label>
        <StoredTextarea
          id="letter-terms"
          key={generation}
          rows={3}
          stored={terms}
          onApply={(typed) =>
            apply('terms', checkTerms(typed), (before, text) => withLetterField(before, 'terms', text === '' ? null : text))
          }
          readOnly={readOnly}
          placeholder={defaults.terms === '' ? t('letter.terms.noDefault') : defaults.terms}
          aria-invalid={shownErrors.terms ? true : undefined}
          aria-describedby={describedBy('terms', 'letter-terms-hint')}
        />
        {error('terms')}
        <p id="letter-terms-hint" className="field-hint">
          {t('letter.terms.hint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor="letter-language">{t('letter.language.label')}</label>
        <select
          id="letter-language"
          value={letter?.documentLanguage ?? ''}
          disabled={readOnly}
          onChange={(event) => {
            const language = UI_LANGUAGES.find((candidate) => candidate === event.target.value) ?? null;
            onEdit((target) => ({ ...target, letter: withLetterField(target.letter, 'documentLanguage', language) }));
          }}
        >
          <option value="">{t('letter.language.app')}</option>
          <option value="de">{t('language.de')}</option>
          <option value="en">{t('language.en')}</option>
        </select>
      </div>
    </fieldset>
  );
}
