import { type DocumentSettings } from '@shared/quote/quote-letter';
import { LETTER_TEXT_LIMITS, type LetterTextField } from '@shared/quote/letter-limits';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useI18n } from '../../../i18n/i18n';
import { StoredInput, StoredTextarea } from '../../../ui/stored-field';
import { offeredPlaceholders } from '@shared/quote/placeholders';
import { checkLetterText } from './letter-checks';
import { useLetterApply } from './letter-apply';
import { withLetterField } from './quote-letter-model';

const FIELDS: readonly LetterTextField[] = ['subject', 'salutation', 'intro', 'closing'];
const LABELS = {
  subject: 'letter.subject.label',
  salutation: 'letter.salutation.label',
  intro: 'letter.intro.label',
  closing: 'letter.closing.label',
} as const;

/**
 * The letter's subject, salutation, intro and closing for this quote. Empty takes Settings' text for
 * the document's language (the subject: "Quote" and the number), shown as the placeholder. Each
 * applies when left (a one-line one on Enter too); one that cannot be kept stays as typed, explained.
 */
export function QuoteLetterTexts({
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
  const { generation, refused: shown, apply: applyChecked } = useLetterApply<LetterTextField>(quote?.id ?? null, onEdit);
  const letter = quote?.letter;
  const language = letter?.documentLanguage ?? words.language;
  const texts = defaults.letterTexts[language];

  const apply = (field: LetterTextField, typed: string): boolean =>
    applyChecked(field, checkLetterText(typed, field, language), (letter, value) =>
      withLetterField(letter, field, value === '' ? null : value),
    );
  const placeholder = (field: LetterTextField): string => {
    if (field === 'subject') return t('letter.subject.placeholder', { language });
    return texts[field] === '' ? t('letter.text.noDefault') : texts[field];
  };
  return (
    <fieldset className="quote-letter-texts">
      <legend>{t('letter.texts.group')}</legend>
      <p id="letter-texts-hint" className="field-hint">
        {t('letter.texts.intro')} {t('letter.text.placeholders', { placeholders: offeredPlaceholders('intro', language).join(', ') })}
      </p>
      {FIELDS.map((field) => {
        const id = `letter-${field}`;
        const common = {
          id,
          stored: letter?.[field] ?? '',
          onApply: (typed: string) => apply(field, typed),
          readOnly,
          placeholder: placeholder(field),
          'aria-invalid': shown[field] ? true : undefined,
          'aria-describedby': [shown[field] ? `${id}-error` : null, 'letter-texts-hint'].filter(Boolean).join(' '),
        };
        return (
          <div className="field" key={field}>
            <label htmlFor={id}>{t(LABELS[field])}</label>
            {LETTER_TEXT_LIMITS[field].lines === 1 ? (
              // Drawn anew for another quote; a new value of this one shows unless typed over (useStoredField).
              <StoredInput key={generation} {...common} />
            ) : (
              <StoredTextarea key={generation} {...common} rows={3} />
            )}
            {shown[field] ? (
              <p id={`${id}-error`} className="field-error">
                {words.text(shown[field])}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
