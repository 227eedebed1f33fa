import { z } from 'zod';
import { UI_LANGUAGES } from '../i18n/language';
import { MAX_DOCUMENT_CHARS } from './quote-document';

// The shapes of a quote's printed page and of the values it was drawn with, as main makes them and a
// sent customer copy keeps them (sent-documents.ts): each described here once.

/** How Chromium lays the document out: paper and margins (mm). */
const layoutSchema = z.object({
  pageSize: z.enum(['A4', 'Letter']),
  /** The page's own @page margins, for printers that take them as options (printToPDF); the page says the same. */
  marginsMm: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }),
});
export type DocumentLayout = z.infer<typeof layoutSchema>;
export type PaperSize = DocumentLayout['pageSize'];

/** A document ready for Chromium's printing: the page and how to lay it out; a kept one is never over a page's bound. */
export const renderedDocumentSchema = z.object({ html: z.string().max(MAX_DOCUMENT_CHARS), layout: layoutSchema });
export type RenderedDocument = z.infer<typeof renderedDocumentSchema>;

// Bounds for a kept file (sent-documents.ts), not the Settings' own: generous, so a copy kept by an
// earlier version with other limits still reads.
const short = z.string().max(10_000);

/**
 * The values a quote's document is drawn with, but its logo: what a sent customer copy keeps, so it is
 * sent again as it was.
 */
export const frozenContextSchema = z.object({
  /** Words: the quote's document language, else the UI language. */
  language: z.enum(UI_LANGUAGES),
  /** Money, numbers, the date and the paper: the regional format. */
  regionalLocale: z.string().max(100),
  company: z.object({ name: short, address: z.array(short).max(50) }).nullable(),
  /** The quote's number, its date and the last day it is valid (calendar days, YYYY-MM-DD). */
  issue: z.object({ number: z.string().max(200), issuedOn: z.string().max(10), validUntil: z.string().max(10) }),
  /** Who the customer calls back (Settings); empty fields are left out. */
  salesperson: z.object({ name: short, phone: short, email: short }),
  /** Payment and delivery terms, the quote's own or Settings'; empty: none. */
  terms: short,
  /** Up to three columns of company details at the foot of every page. */
  footer: z.array(short).max(10),
  /** The company's legal details (register, managing directors, VAT ID), printed first in the footer; none: left out. */
  legal: z.object({ registerCourt: short, registerNumber: short, managingDirectors: short, vatId: short }).nullable().optional(),
  /**
   * The sender's country as decided when drawn (senderCountry: Settings', else guessed), upper case; null: not known.
   * Older sent copies have none: theirs is guessed from their VAT ID and regional format, as it was then.
   */
  senderCountry: z.string().max(3).nullable().optional(),
  /** Salutation, intro and closing from Settings for the document's language; the built-in ones without. */
  letterTexts: z.object({ salutation: short, intro: short, closing: short }).optional(),
});

/** The values a sent quote was drawn with; the logo is in the page only (internal copies take today's). */
export type FrozenContext = z.infer<typeof frozenContextSchema>;

/** The values a quote's document is drawn with. */
export type DocumentContext = FrozenContext & {
  /** The company's logo as a data: URL (PNG or JPEG, checked when it was chosen); null for none. */
  logo: string | null;
  /** A preview: marked as a draft on every page, its number a word that says no number was given. Never kept. */
  draft?: boolean;
};
