import type { Translator } from '@shared/i18n/create-translator';
import type { UiLanguage } from '@shared/i18n/language';
import { msg } from '@shared/i18n/catalogue';
import { offeredPlaceholders } from '@shared/quote/placeholders';
import { MAIL_TEXT_LIMITS } from '@shared/quote/letter-limits';
import { keptFooterColumns, type DocumentSettings, type LetterTexts } from '@shared/quote/quote-letter';
import { DOCUMENT_SETTINGS_LIMITS, LETTER_TEXT_LIMITS, TERMS_LIMITS, VALIDITY_DAYS_LIMIT } from '@shared/quote/letter-limits';
import { checkNumberPattern } from '@shared/quote/number-pattern';
import { DEFAULT_MAIL_SETTINGS } from '@shared/quote/letter-defaults';
import type { Checked, FieldRule } from '../../ui/save-as-you-go';
import {
  checkEmail,
  checkFooterColumn,
  checkLetterText,
  checkLine,
  checkPlaceholders,
  checkTerms,
  checkValidityDays,
} from '../quote/letter/letter-checks';

type Words = Pick<Translator, 't'>;

/** One field of Settings → Quote documents: how it is shown, checked and put into the settings. */
export interface DocumentField extends FieldRule<DocumentSettings> {
  field: string;
  /** The input's id (and the start of its hint's, error's and status's). */
  id: string;
  label: (words: Words) => string;
  hint?: (words: Words) => string;
  /** A text area of this many rows; else one line. */
  rows?: number;
  input?: { inputMode?: 'numeric'; type?: 'email' | 'tel' };
  /** Shown among the footer's columns, which IT may set (then read-only). */
  footer?: true;
  /** Shown among the letter's texts of this document language. */
  letterTexts?: UiLanguage;
  /** Shown among the e-mail's texts ("Send by e-mail"). */
  mail?: true;
}

/** A checked value put into the settings, or the refusal as it is. */
const put = <T>(checked: Checked<T>, into: (value: T) => DocumentSettings): Checked<DocumentSettings> =>
  checked.ok ? { ok: true, value: into(checked.value) } : checked;

const { salespersonLength, footerLines, footerLineLength } = DOCUMENT_SETTINGS_LIMITS;

/** The salesperson's contact, one of its three lines. */
const salesperson = (
  key: 'name' | 'phone' | 'email',
  id: string,
  label: (words: Words) => string,
  extra: Partial<DocumentField> = {},
): DocumentField => ({
  field: key,
  id,
  label,
  ...extra,
  shown: (settings) => settings.salesperson[key],
  apply: (typed, settings) =>
    put(key === 'email' ? checkEmail(typed, salespersonLength) : checkLine(typed, salespersonLength), (value) => ({
      ...settings,
      salesperson: { ...settings.salesperson, [key]: value },
    })),
});

/** A footer column; an empty one between two keeps the place of those after it, empty ones at the end are none. */
const footerColumn = (column: number): DocumentField => ({
  field: `footer${column + 1}`,
  id: `document-footer-${column + 1}`,
  label: ({ t }) => t('letter.settings.footer', { column: column + 1 }),
  rows: footerLines,
  footer: true,
  shown: (settings) => settings.footer[column] ?? '',
  apply: (typed, settings) =>
    put(checkFooterColumn(typed, footerLines, footerLineLength), (value) => {
      const columns = Array.from({ length: DOCUMENT_SETTINGS_LIMITS.footerColumns }, (_, at) => settings.footer[at] ?? '');
      columns[column] = value;
      return { ...settings, footer: keptFooterColumns(columns) };
    }),
});

const TEXT_LABELS = { salutation: 'letter.salutation.label', intro: 'letter.intro.label', closing: 'letter.closing.label' } as const;
const LANGUAGE_SUFFIX: Readonly<Record<UiLanguage, string>> = { de: 'De', en: 'En' };

/** Salutation, intro or closing of one document language ("introDe"); empty is none. */
const letterText = (language: UiLanguage, text: keyof LetterTexts): DocumentField => ({
  field: `${text}${LANGUAGE_SUFFIX[language]}`,
  id: `document-${text}-${language}`,
  label: ({ t }) => t(TEXT_LABELS[text]),
  hint: ({ t }) => t('letter.text.placeholders', { placeholders: offeredPlaceholders(text, language).join(', ') }),
  letterTexts: language,
  ...(LETTER_TEXT_LIMITS[text].lines === 1 ? {} : { rows: 3 }),
  shown: (settings) => settings.letterTexts[language][text],
  apply: (typed, settings) =>
    put(checkLetterText(typed, text, language), (value) => ({
      ...settings,
      letterTexts: { ...settings.letterTexts, [language]: { ...settings.letterTexts[language], [text]: value } },
    })),
});

/** Lines as typed, at most so many characters and lines (an e-mail text, the signature); trailing blanks dropped. */
function checkMailText(typed: string, length: number, lines: number): Checked<string> {
  const value = typed
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  return [...value].length > length || value.split('\n').length > lines
    ? { ok: false, message: msg('mail.settings.tooLong', { max: length, lines }) }
    : { ok: true, value };
}

/** An e-mail body as typed: its lines and characters (checkMailText), and only placeholders it can fill. */
function checkMailBody(typed: string, language: UiLanguage): Checked<string> {
  const checked = checkMailText(typed, MAIL_TEXT_LIMITS.bodyLength, MAIL_TEXT_LIMITS.bodyLines);
  return checked.ok ? checkPlaceholders(checked.value, 'mail', language) : checked;
}

/** The e-mail's body of one document language, with placeholders; empty takes nothing away: the built-in text. */
const mailBody = (language: UiLanguage): DocumentField => ({
  field: `mailBody${LANGUAGE_SUFFIX[language]}`,
  id: `document-mail-body-${language}`,
  label: ({ t }) => t('mail.settings.body', { language: t(`language.${language}`) }),
  hint: ({ t }) =>
    t('mail.settings.bodyHint', {
      placeholders: offeredPlaceholders('mail', language).join(', '),
      max: MAIL_TEXT_LIMITS.bodyLength,
    }),
  mail: true,
  rows: 7,
  shown: (settings) => settings.mail.body[language],
  apply: (typed, settings) =>
    put(checkMailBody(typed, language), (value) => ({
      ...settings,
      mail: { ...settings.mail, body: { ...settings.mail.body, [language]: value === '' ? DEFAULT_MAIL_SETTINGS.body[language] : value } },
    })),
});

/**
 * The fields of Settings → Quote documents in the order they are shown; each is saved as you go. A new
 * setting joins the panel by being listed here.
 */
export const DOCUMENT_FIELDS: readonly DocumentField[] = [
  {
    field: 'numberPattern',
    id: 'document-number-pattern',
    label: ({ t }) => t('letter.settings.pattern'),
    hint: ({ t }) => t('letter.settings.patternHint'),
    // A pattern half typed is no pattern yet: it is checked when the field is left.
    whenLeft: true,
    shown: (settings) => settings.numberPattern,
    apply: (typed, settings) => put(checkNumberPattern(typed), (numberPattern) => ({ ...settings, numberPattern })),
  },
  {
    field: 'validityDays',
    id: 'document-validity',
    label: ({ t }) => t('letter.settings.validity'),
    hint: ({ t }) => t('letter.settings.validityHint', { max: VALIDITY_DAYS_LIMIT }),
    input: { inputMode: 'numeric' },
    shown: (settings) => String(settings.validityDays),
    apply: (typed, settings) => put(checkValidityDays(typed, false), (validityDays) => ({ ...settings, validityDays })),
  },
  salesperson('name', 'document-salesperson-name', ({ t }) => t('letter.settings.salespersonName')),
  salesperson('phone', 'document-salesperson-phone', ({ t }) => t('letter.settings.salespersonPhone'), { input: { type: 'tel' } }),
  // An address half typed is no address yet: it is checked when the field is left.
  salesperson('email', 'document-salesperson-email', ({ t }) => t('letter.settings.salespersonEmail'), {
    input: { type: 'email' },
    whenLeft: true,
  }),
  {
    field: 'terms',
    id: 'document-terms',
    label: ({ t }) => t('letter.settings.terms'),
    hint: ({ t }) => t('letter.settings.termsHint', { lines: TERMS_LIMITS.lines }),
    rows: 4,
    shown: (settings) => settings.terms,
    apply: (typed, settings) => put(checkTerms(typed), (terms) => ({ ...settings, terms })),
  },
  footerColumn(0),
  footerColumn(1),
  footerColumn(2),
  ...(['de', 'en'] as const).flatMap((language) => (['salutation', 'intro', 'closing'] as const).map((text) => letterText(language, text))),
  mailBody('de'),
  mailBody('en'),
  {
    field: 'mailSignature',
    id: 'document-mail-signature',
    label: ({ t }) => t('mail.settings.signature'),
    hint: ({ t }) => t('mail.settings.signatureHint', { lines: MAIL_TEXT_LIMITS.signatureLines }),
    mail: true,
    rows: 4,
    shown: (settings) => settings.mail.signature,
    apply: (typed, settings) =>
      put(checkMailText(typed, MAIL_TEXT_LIMITS.signatureLength, MAIL_TEXT_LIMITS.signatureLines), (signature) => ({
        ...settings,
        mail: { ...settings.mail, signature },
      })),
  },
];

/** The fields' rules by name, as the saving takes them. */
export const DOCUMENT_FIELD_RULES: Readonly<Record<string, FieldRule<DocumentSettings>>> = Object.fromEntries(
  DOCUMENT_FIELDS.map((field) => [field.field, field]),
);
