// A saved quote's shape, one schema for main's quotes file and for the quotes the window sends to be
// saved (\`saveQuotes\`); the types of saved-quote.ts are checked against it.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { checkArticleNumber, parseFactor } from '../lookup-input';
import { MAX_DESCRIPTION_LENGTH, MAX_QUOTE_LINES, MAX_QUOTE_NAME_LENGTH, MAX_QUOTES } from './quote-limits';
import { PRICE_BASES } from './quote-figures';
import { MAX_QUANTITY } from './quote-lines';
import { quoteLetterSchema, quoteRevisionSchema } from './quote-letter-schema';
import type { QuotesEdit, SavedQuoteLine } from './saved-quote';
import { priceInfoSchema } from '../price-info-schema';

const factor = z
  .string()
  .nullable()
  // A factor as kept, never a percentage as typed ("25 %"), which would be taken as a factor's text.
  .refine((value) => value === null || isKeptFactor(value), 'not a factor');
export const id = z.string().min(1).max(64);

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

export const savedLine = z.object({
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
export const unpricedLine = savedLine.omit({ pricing: true });

export const quoteFields = {
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
