import type { Message } from '../../../../electron/shared/i18n/catalogue';
import type { UiLanguage } from '../../../../electron/shared/i18n/language';
import {
  checkNumberPattern,
  DOCUMENT_SETTINGS_LIMITS,
  type DocumentSettings,
  type LetterTexts,
} from '../../../../electron/shared/quote/quote-letter';
import {
  checkEmail,
  checkFooterColumn,
  checkLetterText,
  checkLine,
  checkTerms,
  checkValidityDays,
  type Checked,
} from '../quote/letter-checks';

/** Settings → Quote documents as typed: every field text, so nothing typed is lost when a field is refused. */
export interface TypedDocumentSettings {
  numberPattern: string;
  validityDays: string;
  name: string;
  phone: string;
  email: string;
  terms: string;
  footer: [string, string, string];
  /** Salutation, intro and closing per document language. */
  letterTexts: Record<UiLanguage, LetterTexts>;
}

/** A letter text's field in the form: the text and its document language ("introDe"). */
export type LetterTextSetting = `${keyof LetterTexts}${'De' | 'En'}`;

export type DocumentSettingsField =
  Exclude<keyof TypedDocumentSettings, 'footer' | 'letterTexts'> | 'footer1' | 'footer2' | 'footer3' | LetterTextSetting;

/** The letter texts' fields of one document language, in the order they are shown. */
export const LETTER_TEXT_SETTINGS: Readonly<Record<UiLanguage, readonly [LetterTextSetting, keyof LetterTexts][]>> = {
  de: [
    ['salutationDe', 'salutation'],
    ['introDe', 'intro'],
    ['closingDe', 'closing'],
  ],
  en: [
    ['salutationEn', 'salutation'],
    ['introEn', 'intro'],
    ['closingEn', 'closing'],
  ],
};

/** The fields in the order they are shown: the first refused one gets the cursor. */
export const DOCUMENT_SETTINGS_FIELDS: readonly DocumentSettingsField[] = [
  'numberPattern',
  'validityDays',
  'name',
  'phone',
  'email',
  'terms',
  'footer1',
  'footer2',
  'footer3',
  'salutationDe',
  'introDe',
  'closingDe',
  'salutationEn',
  'introEn',
  'closingEn',
];

/** The settings as the form shows them. */
export function typedDocumentSettings(settings: DocumentSettings): TypedDocumentSettings {
  return {
    numberPattern: settings.numberPattern,
    validityDays: String(settings.validityDays),
    name: settings.salesperson.name,
    phone: settings.salesperson.phone,
    email: settings.salesperson.email,
    terms: settings.terms,
    footer: [settings.footer[0] ?? '', settings.footer[1] ?? '', settings.footer[2] ?? ''],
    letterTexts: { de: { ...settings.letterTexts.de }, en: { ...settings.letterTexts.en } },
  };
}

export type CheckedDocumentSettings =
  { ok: true; value: DocumentSettings } | { ok: false; errors: Partial<Record<DocumentSettingsField, Message>> };

/** Every field checked as main's schema will check it, each refusal with its own message. */
export function checkDocumentSettings(typed: TypedDocumentSettings): CheckedDocumentSettings {
  const limits = DOCUMENT_SETTINGS_LIMITS;
  const numberPattern = checkNumberPattern(typed.numberPattern);
  const validityDays = checkValidityDays(typed.validityDays, false);
  const name = checkLine(typed.name, limits.salespersonLength);
  const phone = checkLine(typed.phone, limits.salespersonLength);
  const email = checkEmail(typed.email, limits.salespersonLength);
  const terms = checkTerms(typed.terms);
  const footer = typed.footer.map((column) => checkFooterColumn(column, limits.footerLines, limits.footerLineLength));
  const [footer1, footer2, footer3] = footer;
  const texts: Partial<Record<LetterTextSetting, Checked<string>>> = {};
  for (const language of ['de', 'en'] as const)
    for (const [setting, field] of LETTER_TEXT_SETTINGS[language])
      texts[setting] = checkLetterText(typed.letterTexts[language][field], field);
  const checked = { numberPattern, validityDays, name, phone, email, terms, footer1, footer2, footer3, ...texts };
  const errors: Partial<Record<DocumentSettingsField, Message>> = {};
  for (const field of DOCUMENT_SETTINGS_FIELDS) {
    const result = checked[field];
    if (result && !result.ok) errors[field] = result.message;
  }
  if (!numberPattern.ok || !validityDays.ok || !name.ok || !phone.ok || !email.ok || !terms.ok) return { ok: false, errors };
  if (Object.values(texts).some((text) => !text.ok)) return { ok: false, errors };
  const text = (setting: LetterTextSetting): string => {
    const result = texts[setting];
    return result?.ok ? result.value : '';
  };
  const letterTexts = {
    de: { salutation: text('salutationDe'), intro: text('introDe'), closing: text('closingDe') },
    en: { salutation: text('salutationEn'), intro: text('introEn'), closing: text('closingEn') },
  };
  const columns: string[] = [];
  for (const column of footer) {
    if (!column.ok) return { ok: false, errors };
    columns.push(column.value);
  }
  // Empty columns at the end are none; one in between keeps the place of those after it.
  while (columns.length > 0 && columns.at(-1) === '') columns.pop();
  return {
    ok: true,
    value: {
      numberPattern: numberPattern.value,
      validityDays: validityDays.value,
      salesperson: { name: name.value, phone: phone.value, email: email.value },
      terms: terms.value,
      footer: columns,
      letterTexts,
    },
  };
}
