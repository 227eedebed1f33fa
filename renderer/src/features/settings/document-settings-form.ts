import type { Translator } from '@shared/i18n/create-translator';
import type { UiLanguage } from '@shared/i18n/language';
import {
  checkNumberPattern,
  DOCUMENT_SETTINGS_LIMITS,
  keptFooterColumns,
  LETTER_TEXT_LIMITS,
  TERMS_LIMITS,
  VALIDITY_DAYS_LIMIT,
  type DocumentSettings,
  type LetterTexts,
} from '@shared/quote/quote-letter';
import type { Checked, FieldRule } from '../../ui/save-as-you-go';
import { checkEmail, checkFooterColumn, checkLetterText, checkLine, checkTerms, checkValidityDays } from '../quote/letter-checks';

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
  letterTexts: language,
  ...(LETTER_TEXT_LIMITS[text].lines === 1 ? {} : { rows: 3 }),
  shown: (settings) => settings.letterTexts[language][text],
  apply: (typed, settings) =>
    put(checkLetterText(typed, text), (value) => ({
      ...settings,
      letterTexts: { ...settings.letterTexts, [language]: { ...settings.letterTexts[language], [text]: value } },
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
];

/** The fields' rules by name, as the saving takes them. */
export const DOCUMENT_FIELD_RULES: Readonly<Record<string, FieldRule<DocumentSettings>>> = Object.fromEntries(
  DOCUMENT_FIELDS.map((field) => [field.field, field]),
);
