// The letter's and Settings → Quote documents' shapes, described once: the types of quote-letter.ts and
// mail-text.ts are these schemas'. Their limits and rules come from leaves (letter-limits.ts,
// number-pattern.ts, letter-defaults.ts) that import none of those types.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { isCustomerEmail } from '../customer';
import { UI_LANGUAGES } from '../i18n/language';
import { DEFAULT_LETTER_TEXTS, DEFAULT_MAIL_SETTINGS } from './letter-defaults';
import {
  DOCUMENT_SETTINGS_LIMITS,
  LETTER_TEXT_LIMITS,
  type LetterTextField,
  MAIL_TEXT_LIMITS,
  RECIPIENT_LIMITS,
  TERMS_LIMITS,
  VALIDITY_DAYS_LIMIT,
} from './letter-limits';
import { checkNumberPattern } from './number-pattern';
import { FORMS_OF_ADDRESS } from './salutation';

// Lengths in code points, as the fields count them where the user types.
const text = (max: number) => z.string().refine((value) => [...value].length <= max, `longer than ${max}`);
const noBreaks = (max: number) => text(max).refine((value) => !/[\r\n]/.test(value), 'a line break');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const recipientSchema = z.object({
  name: noBreaks(RECIPIENT_LIMITS.nameLength),
  contact: noBreaks(RECIPIENT_LIMITS.contactLength),
  address: z.array(noBreaks(RECIPIENT_LIMITS.lineLength)).max(RECIPIENT_LIMITS.addressLines),
  customerNumber: noBreaks(RECIPIENT_LIMITS.customerNumberLength),
  // Where "Send by e-mail" addresses the draft; not printed on the letter. Added with it: older quotes have none.
  email: noBreaks(RECIPIENT_LIMITS.emailLength).refine(isCustomerEmail, 'not an e-mail address').optional(),
  // Added with the country line and the salutation to the contact person: older quotes have neither.
  /** The recipient's country: the letter adds it as the address's last line when it is not the sender's. */
  country: z.enum(COUNTRY_CODES).optional(),
  /** How the contact person is addressed: the salutation greets them by name ("Sehr geehrter Herr Keller,"). */
  formOfAddress: z.enum(FORMS_OF_ADDRESS).optional(),
});

const validityDaysSchema = z.number().int().min(1).max(VALIDITY_DAYS_LIMIT);
export const termsSchema = text(TERMS_LIMITS.length).refine((value) => value.split('\n').length <= TERMS_LIMITS.lines, 'too many lines');

/** A letter text as the limits of its field allow: so many characters, so many lines. */
const letterTextSchema = (field: LetterTextField) =>
  text(LETTER_TEXT_LIMITS[field].length).refine((value) => value.split('\n').length <= LETTER_TEXT_LIMITS[field].lines, 'too many lines');

export const quoteLetterSchema = z.object({
  recipient: recipientSchema.nullable(),
  validityDays: validityDaysSchema.nullable(),
  terms: termsSchema.nullable(),
  documentLanguage: z.enum(UI_LANGUAGES).nullable(),
  // Added with the letter's texts: older quotes have none (as null). No subject: "Quote" and the number;
  // no salutation, intro or closing: Settings' for the document language.
  subject: letterTextSchema('subject').nullable().optional(),
  salutation: letterTextSchema('salutation').nullable().optional(),
  intro: letterTextSchema('intro').nullable().optional(),
  closing: letterTextSchema('closing').nullable().optional(),
});

const letterTextsSchema = z.object({
  salutation: letterTextSchema('salutation'),
  intro: letterTextSchema('intro'),
  closing: letterTextSchema('closing'),
});

/**
 * A revision's link to the quote it revises, main's to keep: the number it revises and the number its
 * own is made from ("A-2026-0001" for a revision of A-2026-0001 or of A-2026-0001-2).
 */
export const quoteRevisionSchema = z.object({
  quoteId: z.string().min(1).max(64),
  /** The number of the quote revised. */
  number: z.string().min(1).max(80),
  /** The first quote's number: the revisions are numbered "<base>-2", "<base>-3" … */
  base: z.string().min(1).max(80),
});

export const quoteIssueSchema = z.object({
  number: z.string().min(1).max(80),
  /** The quote's date, the local calendar day it was issued (YYYY-MM-DD): no time zone can move it. */
  issuedOn: day,
  /** When a PDF of it was first saved or it was first printed (ISO 8601); null: issued, not sent yet. */
  sentAt: z.iso.datetime().nullable(),
  // Added with the quote's status: quotes sent before have neither.
  /** The last day it is valid, as the sent document says ("valid until"). */
  validUntil: day.optional(),
  /** The customer's answer to the sent quote, as the user marked it (and when); missing or null: none yet. */
  outcome: z
    .object({ kind: z.enum(['accepted', 'declined']), at: z.iso.datetime() })
    .nullable()
    .optional(),
});

const linesOf = (max: number, lines: number) => text(max).refine((value) => value.split('\n').length <= lines, 'too many lines');
const mailBody = linesOf(MAIL_TEXT_LIMITS.bodyLength, MAIL_TEXT_LIMITS.bodyLines);
/** Settings → Quote documents → e-mail: the body per document language, with placeholders, and the signature under it. */
export const mailSettingsSchema = z.object({
  body: z.object({ de: mailBody, en: mailBody }),
  signature: linesOf(MAIL_TEXT_LIMITS.signatureLength, MAIL_TEXT_LIMITS.signatureLines),
});

const footerColumn = text(DOCUMENT_SETTINGS_LIMITS.footerLines * (DOCUMENT_SETTINGS_LIMITS.footerLineLength + 1)).refine((column) => {
  const lines = column.split('\n');
  return (
    lines.length <= DOCUMENT_SETTINGS_LIMITS.footerLines &&
    lines.every((line) => [...line].length <= DOCUMENT_SETTINGS_LIMITS.footerLineLength)
  );
}, 'too many or too long lines');

export const documentSettingsSchema = z.object({
  numberPattern: z.string().refine((pattern) => checkNumberPattern(pattern).ok, 'not a number pattern'),
  validityDays: validityDaysSchema,
  salesperson: z.object({
    name: noBreaks(DOCUMENT_SETTINGS_LIMITS.salespersonLength),
    phone: noBreaks(DOCUMENT_SETTINGS_LIMITS.salespersonLength),
    email: noBreaks(DOCUMENT_SETTINGS_LIMITS.salespersonLength),
  }),
  terms: termsSchema,
  /** Up to three columns of company details (register, VAT ID, bank) at the foot of every page; lines split by "\n". */
  footer: z.array(footerColumn).max(DOCUMENT_SETTINGS_LIMITS.footerColumns),
  // Salutation, intro and closing per document language (a quote can say otherwise). Added with the
  // letter's texts: an older file gets the built-in ones.
  letterTexts: z.object({ de: letterTextsSchema, en: letterTextsSchema }).default(DEFAULT_LETTER_TEXTS),
  // "Send by e-mail": the body per document language and the signature. An older file gets the built-in texts.
  mail: mailSettingsSchema.default(DEFAULT_MAIL_SETTINGS),
});
