import type { z } from 'zod';
import type { UiLanguage } from '../i18n/language';
import type { documentSettingsSchema, quoteIssueSchema, quoteLetterSchema, recipientSchema } from './quote-letter-schema';

// The letter's shapes are their schemas' (quote-letter-schema.ts), described there once. Its defaults, which
// carry the catalogue's built-in texts, are a module of their own (document-defaults.ts): the window's start
// uses this module's day and status helpers and leaves the catalogue out.

/** Who a quote is addressed to; a recipient with every field empty is none. */
export type Recipient = z.infer<typeof recipientSchema>;

/** The letter's fields a sales person edits per quote; null takes the default from Settings (or the UI language). */
export type QuoteLetter = z.infer<typeof quoteLetterSchema>;

export const EMPTY_LETTER: QuoteLetter = { recipient: null, validityDays: null, terms: null, documentLanguage: null };

/** Settings → Quote documents. */
export type DocumentSettings = z.infer<typeof documentSettingsSchema>;

/** Salutation, intro and closing of one document language, as Settings keeps them (empty: none). */
export type LetterTexts = DocumentSettings['letterTexts'][UiLanguage];

/**
 * Main's, given when the quote's document is first saved or printed and kept with the quote: the
 * number is never given again, also after the quote is deleted or the app restarted.
 */
export type QuoteIssue = z.infer<typeof quoteIssueSchema>;

/** Sent once a PDF of it was saved or it was printed; a draft before, also when it already has a number. */
export const isSent = (quote: { issue?: QuoteIssue | undefined }): boolean => Boolean(quote.issue?.sentAt);

/** Footer columns as kept: empty columns at the end are none; an empty one between keeps its place. */
export function keptFooterColumns(columns: readonly string[]): string[] {
  const kept = [...columns];
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept;
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
    ...(recipient.country === undefined ? {} : { country: recipient.country }),
    ...(recipient.formOfAddress === undefined ? {} : { formOfAddress: recipient.formOfAddress }),
  };
  const empty = tidy.name === '' && tidy.contact === '' && tidy.address.length === 0 && tidy.customerNumber === '' && !tidy.email;
  return empty ? null : tidy;
}
