// The quotes file as main reads and checks it: its schema, and each quote and line read on its own.
import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { checkArticleNumber, parseFactor } from '../shared/lookup-input';
import { MAX_DESCRIPTION_LENGTH, MAX_QUOTE_LINES, MAX_QUOTE_NAME_LENGTH, MAX_QUOTES } from '../shared/quote/quote-limits';
import { PRICE_BASES } from '../shared/quote/quote-figures';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import { quoteIssueSchema, quoteLetterSchema, quoteRevisionSchema } from '../shared/quote/quote-letter-schema';
import type { QuotesEdit, SavedQuote, SavedQuoteLine, SavedQuotes } from '../shared/quote/saved-quote';
import { priceInfoSchema } from '../shared/price-info-schema';
import { parseJson, readEach } from './store-entries';

const factor = z
  .string()
  .nullable()
  // A factor as kept, never a percentage as typed ("25 %"), which would be taken as a factor's text.
  .refine((value) => value === null || isKeptFactor(value), 'not a factor');
const id = z.string().min(1).max(64);

function isKeptFactor(value: string): boolean {
  const parsed = parseFactor(value);
  return parsed.ok && !parsed.percent;
}

/** What a line was priced at. Optional: files saved before prices were kept have none, and still read. */
const keptPricing = z.object({
  pricedAt: z.iso.datetime(),
  source: z.enum(['service', 'demo']),
  country: z.enum(COUNTRY_CODES),
  factor,
  info: priceInfoSchema,
});

const savedLine = z.object({
  id,
  artnr: z.string().refine((artnr) => checkArticleNumber(artnr).ok, 'not an article number'),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  factor,
  // Added with descriptions: older lines have none.
  description: z
    .string()
    .refine((value) => [...value].length <= MAX_DESCRIPTION_LENGTH && !/[\r\n]/.test(value), 'not a description')
    .optional(),
  pricing: keptPricing.optional(),
}) satisfies z.ZodType<SavedQuoteLine>;
/** A line whose kept pricing alone cannot be read: kept without it, to be priced again. */
const unpricedLine = savedLine.omit({ pricing: true });

const quoteFields = {
  id,
  name: z.string().trim().min(1).max(MAX_QUOTE_NAME_LENGTH),
  country: z.enum(COUNTRY_CODES),
  factor,
  // Added with the choice of net or gross: older quotes have none and show gross.
  priceBasis: z.enum(PRICE_BASES).optional(),
  updatedAt: z.string().max(40),
  // Added with the quote letter: older quotes have none.
  letter: quoteLetterSchema.optional(),
  // Added with revisions: only a revision has one, and main keeps it as it first accepted it.
  revises: quoteRevisionSchema.optional(),
};

/** The quotes as the renderer sends them: what to price, never what a line was priced at (main keeps that). */
export const quotesEditSchema = z.object({
  quotes: z.array(z.object({ ...quoteFields, lines: z.array(unpricedLine).max(MAX_QUOTE_LINES) })).max(MAX_QUOTES),
  activeId: id.nullable(),
}) satisfies z.ZodType<QuotesEdit>;

/** The file: this version only; a file of another version (a newer app) is kept aside, not overwritten. */
const quotesFile = z.object({
  version: z.literal(1),
  data: z.object({ quotes: z.array(z.unknown()), activeId: z.unknown() }),
});
/** A quote as read: its own fields checked, its lines each on their own. */
const quoteHead = z.object({ ...quoteFields, issue: quoteIssueSchema.optional(), lines: z.array(z.unknown()) });

/** What a file's quotes came to: every one that reads, and how much was left out. */
export interface ReadQuotes {
  saved: SavedQuotes;
  /** Quotes left out, lines left out (their quote kept), lines kept without their unreadable pricing. */
  skipped: { quotes: number; lines: number; unpriced: number };
}

/** Each quote that reads, each with the lines that read; null when the file as a whole is not this version's. */
export function readQuotes(text: string): ReadQuotes | null {
  const file = quotesFile.safeParse(parseJson(text));
  if (!file.success) return null;
  const skipped = { quotes: 0, lines: 0, unpriced: 0 };
  const heads = readEach(file.data.data.quotes, quoteHead);
  skipped.quotes = heads.skipped + Math.max(0, heads.entries.length - MAX_QUOTES);
  const quotes = heads.entries.slice(0, MAX_QUOTES).map((head): SavedQuote => {
    const lines: SavedQuoteLine[] = [];
    for (const item of head.lines) {
      const line = savedLine.safeParse(item);
      const unpriced = line.success ? null : unpricedLine.safeParse(item);
      if (line.success) lines.push(line.data);
      else if (unpriced?.success) {
        lines.push(unpriced.data);
        skipped.unpriced += 1;
      } else skipped.lines += 1;
    }
    skipped.lines += Math.max(0, lines.length - MAX_QUOTE_LINES);
    return { ...head, lines: lines.slice(0, MAX_QUOTE_LINES) };
  });
  const activeId = id.safeParse(file.data.data.activeId);
  return { saved: { quotes, activeId: activeId.success ? activeId.data : null }, skipped };
}
