import type { UiLanguage } from '../i18n/language';
import { DEFAULT_LETTER_TEXTS, DEFAULT_MAIL_SETTINGS } from './letter-defaults';
import type { DocumentSettings, LetterTexts } from './quote-letter';

const DEFAULT_VALIDITY_DAYS = 14;

const DEFAULT_NUMBER_PATTERN = 'A-{year}-{seq:4}';

/** The built-in salutation, intro and closing of a document language. */
export function defaultLetterTexts(language: UiLanguage): LetterTexts {
  return DEFAULT_LETTER_TEXTS[language];
}

/** Settings → Quote documents as they are before a user changes them. */
export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  numberPattern: DEFAULT_NUMBER_PATTERN,
  validityDays: DEFAULT_VALIDITY_DAYS,
  salesperson: { name: '', phone: '', email: '' },
  terms: '',
  footer: [],
  letterTexts: DEFAULT_LETTER_TEXTS,
  mail: DEFAULT_MAIL_SETTINGS,
};
