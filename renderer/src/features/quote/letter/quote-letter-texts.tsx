import { useState } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import { type DocumentSettings } from '@shared/quote/quote-letter';
import { LETTER_TEXT_LIMITS, type LetterTextField } from '@shared/quote/letter-limits';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { useI18n } from '../../../i18n/i18n';
import { StoredInput, StoredTextarea, useRecordKey } from '../../../ui/stored-field';
import { offeredPlaceholders } from '@shared/quote/placeholders';
import { checkLetterText } from './letter-checks';
import { withLetter, withLetterField } from './quote-letter-model';

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
  // Messages, not text: a switch of the UI language rewords what is already shown. Of this quote only (its
  // record key: the quote made by another field's text is the same one, and its fields keep what they say).
  const [errors, setErrors] = useState<{ generation: number; byField: Partial<Record<LetterTextField, Message>> }>({
    generation: 0,
    byField: {},
  });
  const quoteId = quote?.id ?? null;
  const generation = useRecordKey(quoteId);
  const shown = errors.generation === generation ? errors.byField : {};
  const letter = quote?.letter;
  const language = letter?.documentLanguage ?? words.language;
  const texts = defaults.letterTexts[language];

  const apply = (field: LetterTextField, typed: string): boolean => {
    const checked = checkLetterText(typed, field, language);
    setErrors({ generation, byField: { ...shown, [field]: checked.ok ? undefined : checked.message } });
    if (!checked.ok) return false;
    const value = checked.value === '' ? null : checked.value;
    onEdit((target) => withLetter(target, withLetterField(target.letter, field, value)));
    return true;
  };
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
