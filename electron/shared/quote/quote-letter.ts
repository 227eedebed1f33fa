import { msg, type Message } from '../i18n/catalogue';
import { de as germanMainWords, en as englishMainWords } from '../i18n/catalogues/main';
import type { UiLanguage } from '../i18n/language';
import { de as germanMailWords, en as englishMailWords } from '../i18n/catalogues/mail';
import type { MailSettings } from './mail-text';

/** Who a quote is addressed to; a recipient with every field empty is none. */
export interface Recipient {
  name: string;
  contact: string;
  address: string[];
  customerNumber: string;
  /** Where "Send by e-mail" addresses the draft; missing in quotes saved before it (none). Not printed on the letter. */
  email?: string | undefined;
}

/**
 * Bounds of a recipient: the address field of a DIN 5008 letter holds nine lines 80 mm wide, so the
 * name, the contact and four address lines of this length fit in it even when the name wraps once.
 */
export const RECIPIENT_LIMITS = {
  nameLength: 80,
  contactLength: 50,
  addressLines: 4,
  lineLength: 50,
  customerNumberLength: 30,
  emailLength: 254,
} as const;

/** The letter's fields a sales person edits per quote; null takes the default from Settings (or the UI language). */
export interface QuoteLetter {
  recipient: Recipient | null;
  validityDays: number | null;
  terms: string | null;
  documentLanguage: UiLanguage | null;
  /** The letter's subject; none: "Quotation" and the number. Missing in quotes saved before it (as null). */
  subject?: string | null | undefined;
  /** Salutation, intro and closing of this quote; none: Settings' for the document language. */
  salutation?: string | null | undefined;
  intro?: string | null | undefined;
  closing?: string | null | undefined;
}

export const EMPTY_LETTER: QuoteLetter = { recipient: null, validityDays: null, terms: null, documentLanguage: null };

/** The texts of a letter written per quote, or set per document language in Settings. */
export type LetterTextField = 'subject' | 'salutation' | 'intro' | 'closing';

/**
 * Bounds of the letter's texts, in characters (code points) and lines: a subject and a salutation are a
 * line each; an intro and a closing a short paragraph, so the letter stays a letter around its lines.
 */
export const LETTER_TEXT_LIMITS: Readonly<Record<LetterTextField, { length: number; lines: number }>> = {
  subject: { length: 120, lines: 1 },
  salutation: { length: 100, lines: 1 },
  intro: { length: 600, lines: 6 },
  closing: { length: 400, lines: 6 },
};

/** Salutation, intro and closing of one document language, as Settings keeps them (empty: none). */
export interface LetterTexts {
  salutation: string;
  intro: string;
  closing: string;
}

/** Days a quote is valid: at least one, at most a year. */
export const VALIDITY_DAYS_LIMIT = 365;
const DEFAULT_VALIDITY_DAYS = 14;
/** Payment and delivery terms: a paragraph or a few, not a contract. */
export const TERMS_LIMITS = { length: 1_500, lines: 15 } as const;

/**
 * Main's, given when the quote's document is first saved or printed and kept with the quote: the
 * number is never given again, also after the quote is deleted or the app restarted.
 */
export interface QuoteIssue {
  number: string;
  /** The quote's date, the local calendar day it was issued (YYYY-MM-DD): no time zone can move it. */
  issuedOn: string;
  /** When a PDF of it was first saved or it was first printed (ISO 8601); null: issued, not sent yet. */
  sentAt: string | null;
  /** The last day it is valid, as the sent document says ("valid until"); missing in quotes sent before it was kept. */
  validUntil?: string | undefined;
  /** The customer's answer to the sent quote, as the user marked it; missing or null: none yet. */
  outcome?: QuoteOutcome | null | undefined;
}

/** The customer's answer to a sent quote: accepted or declined, and when the user marked it (ISO 8601). */
interface QuoteOutcome {
  kind: 'accepted' | 'declined';
  at: string;
}

/** Sent once a PDF of it was saved or it was printed; a draft before, also when it already has a number. */
export const isSent = (quote: { issue?: QuoteIssue | undefined }): boolean => Boolean(quote.issue?.sentAt);

/** Settings → Quote documents. */
export interface DocumentSettings {
  numberPattern: string;
  validityDays: number;
  salesperson: { name: string; phone: string; email: string };
  terms: string;
  /** Up to three columns of company details (register, VAT ID, bank) at the foot of every page; lines split by "\n". */
  footer: string[];
  /** Salutation, intro and closing per document language; a quote can say otherwise. */
  letterTexts: Record<UiLanguage, LetterTexts>;
  /** "Send by e-mail": the body per document language and the salesperson's signature. */
  mail: MailSettings;
}

const DEFAULT_NUMBER_PATTERN = 'A-{year}-{seq:4}';

// The built-in texts are settings main keeps and a user changes, in both languages whatever the UI speaks:
// main's words, taken as they stand from its catalogue (plain text, no placeholders; letter-words.test.ts
// checks), not through a translator, which the window has only for its own language.
const builtIn = (words: Record<'main.letter.salutation' | 'main.letter.intro' | 'main.letter.closing', string>): LetterTexts => ({
  salutation: words['main.letter.salutation'],
  intro: words['main.letter.intro'],
  closing: words['main.letter.closing'],
});

/** The built-in salutation, intro and closing of each document language. */
// Pure: a window that never reads the defaults (main sends the settings) leaves the catalogue out of its bundle.
export const DEFAULT_LETTER_TEXTS: Readonly<Record<UiLanguage, LetterTexts>> = {
  de: /* @__PURE__ */ builtIn(germanMainWords),
  en: /* @__PURE__ */ builtIn(englishMainWords),
};

/** The built-in salutation, intro and closing of a document language. */
export function defaultLetterTexts(language: UiLanguage): LetterTexts {
  return DEFAULT_LETTER_TEXTS[language];
}

/** The built-in e-mail texts: the catalogue's template per language (its placeholders are the template's), no signature. */
export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  body: { de: germanMailWords['mail.defaultBody'], en: englishMailWords['mail.defaultBody'] },
  signature: '',
};

export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  numberPattern: DEFAULT_NUMBER_PATTERN,
  validityDays: DEFAULT_VALIDITY_DAYS,
  salesperson: { name: '', phone: '', email: '' },
  terms: '',
  footer: [],
  letterTexts: DEFAULT_LETTER_TEXTS,
  mail: DEFAULT_MAIL_SETTINGS,
};

export const DOCUMENT_SETTINGS_LIMITS = {
  patternLength: 40,
  salespersonLength: 80,
  footerColumns: 3,
  footerLines: 5,
  footerLineLength: 60,
} as const;

/** Footer columns as kept: empty columns at the end are none; an empty one between keeps its place. */
export function keptFooterColumns(columns: readonly string[]): string[] {
  const kept = [...columns];
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

const PLACEHOLDER = /\{([^{}]*)\}/g;
// Characters Windows or macOS refuse in a file name, where the number goes too (control characters as well).
const FILE_NAME_UNSAFE = /[<>:"/\\|?*]/;
const hasControl = (text: string): boolean => [...text].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/**
 * A number pattern as typed: `{year}` and one `{seq}` or `{seq:N}` (at least N digits, 1–9), the rest
 * kept as written; nothing a file name cannot hold.
 */
export function checkNumberPattern(typed: string): Checked<string> {
  const pattern = typed.trim();
  if (pattern === '') return { ok: false, message: msg('document.pattern.empty') };
  if ([...pattern].length > DOCUMENT_SETTINGS_LIMITS.patternLength) {
    return { ok: false, message: msg('document.pattern.tooLong', { max: DOCUMENT_SETTINGS_LIMITS.patternLength }) };
  }
  let sequences = 0;
  for (const [, name] of pattern.matchAll(PLACEHOLDER)) {
    if (name === 'year') continue;
    if (name !== undefined && /^seq(:[1-9])?$/.test(name)) {
      sequences += 1;
      continue;
    }
    return { ok: false, message: msg('document.pattern.unknownPlaceholder', { placeholder: `{${name ?? ''}}` }) };
  }
  if (sequences !== 1) return { ok: false, message: msg('document.pattern.oneSequence') };
  const literal = pattern.replace(PLACEHOLDER, '');
  if (/[{}]/.test(literal) || FILE_NAME_UNSAFE.test(literal) || hasControl(literal))
    return { ok: false, message: msg('document.pattern.unsafe') };
  return { ok: true, value: pattern };
}

/** The series a number belongs to: the pattern with its year filled in and the sequence's width left out. */
export function numberSeries(pattern: string, year: number): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (name === 'year' ? String(year) : name.startsWith('seq') ? '{seq}' : whole));
}

/** The number `seq` of the series, e.g. A-2026-0007 for `A-{year}-{seq:4}`. */
export function formatQuoteNumber(pattern: string, year: number, seq: number): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'year') return String(year);
    const width = /^seq(?::([1-9]))?$/.exec(name);
    return width ? String(seq).padStart(Number(width[1] ?? '1'), '0') : whole;
  });
}

/** The sequence of a number in a series, or null when it is not one of the series'. */
export function sequenceOf(number: string, series: string): number | null {
  const at = series.indexOf('{seq}');
  if (at === -1) return null;
  const head = series.slice(0, at);
  const tail = series.slice(at + '{seq}'.length);
  if (!number.startsWith(head) || !number.endsWith(tail) || number.length <= head.length + tail.length) return null;
  const digits = number.slice(head.length, number.length - tail.length);
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
}

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function localDay(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A calendar day `days` later, counted on the calendar (no hours, so no daylight saving change moves it). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A calendar day as a Date at its midnight UTC, to be formatted with `timeZone: 'UTC'`. */
function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** A calendar day (YYYY-MM-DD) in the regional format; in UTC, as the day is one already and no zone may move it. */
export function formatDay(day: string, locale: string, style: 'medium' | 'long' | 'digits' = 'medium'): string {
  // Digits only: no month name of the regional format's language in a sentence of another.
  const options: Intl.DateTimeFormatOptions =
    style === 'digits' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: style };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(dayAsDate(day));
}

/** A recipient as typed: trimmed, empty lines dropped; none when it has no name and nothing else. */
export function tidyRecipient(recipient: Recipient): Recipient | null {
  const tidy = {
    name: recipient.name.trim(),
    contact: recipient.contact.trim(),
    address: recipient.address.map((line) => line.trim()).filter((line) => line !== ''),
    customerNumber: recipient.customerNumber.trim(),
    ...(recipient.email?.trim() ? { email: recipient.email.trim() } : {}),
  };
  const empty = tidy.name === '' && tidy.contact === '' && tidy.address.length === 0 && tidy.customerNumber === '' && !tidy.email;
  return empty ? null : tidy;
}
