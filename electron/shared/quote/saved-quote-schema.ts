// A saved quote's shape, the schema of main's quotes file; the types of saved-quote.ts are its.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries';
import { checkArticleNumber, parseFactor } from '../lookup-input';
import { MAX_DESCRIPTION_LENGTH, MAX_QUOTE_LINES, MAX_QUOTE_NAME_LENGTH } from './quote-limits';
import { PRICE_BASES } from './quote-figures';
import { vatTreatmentSchema } from './vat-treatment-schema';
import { checkEuVatId, VAT_ID_LENGTH } from '../vat-id';
import { MAX_QUANTITY } from './quote-lines';
import { quoteIssueSchema, quoteLetterSchema, quoteRevisionSchema } from './quote-letter-schema';
import { priceInfoSchema } from '../price-info-schema';

/** A factor as kept ("1.25"), or null for none. */
export const factor = z
  .string()
  .nullable()
  // A factor as kept, never a percentage as typed ("25 %"), which would be taken as a factor's text.
  .refine((value) => value === null || isKeptFactor(value), 'not a factor');
export const id = z.string().min(1).max(64);

function isKeptFactor(value: string): boolean {
  const parsed = parseFactor(value);
  return parsed.ok && !parsed.percent;
}

/**
 * What a line was priced at, kept with it: a saved quote is a document, shown as it was priced until
 * its country or factor changes or the user re-checks it.
 */
export const keptPricing = z.object({
  /** When the answer was fetched (ISO 8601); for a last-known answer, when that answer was fetched. */
  pricedAt: z.iso.datetime(),
  /** Demo prices never stand in for the service's, nor the other way round. */
  source: z.enum(['service', 'demo']),
  country: z.enum(COUNTRY_CODES),
  /** The factor the line was priced with (the quote's or its own), or null. */
  factor,
  info: priceInfoSchema,
});

export const savedLine = z.object({
  id,
  artnr: z.string().refine((artnr) => checkArticleNumber(artnr).ok, 'not an article number'),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  /** Overrides the quote's factor for this line; null uses the quote's. */
  factor,
  /** What the article is, as pasted or typed, printed under its number; missing in lines saved before (none). */
  description: z
    .string()
    .refine((value) => [...value].length <= MAX_DESCRIPTION_LENGTH && !/[\r\n]/.test(value), 'not a description')
    .optional(),
  /** Missing in quotes saved before prices were kept, and for lines not priced yet. */
  pricing: keptPricing.optional(),
  /**
   * The window's, on a line of a duplicate: the line it was copied from, whose kept pricing main takes over
   * where it still holds for this line (validKeptPricing). Never kept in the file.
   */
  copiedFrom: z.object({ quoteId: id, lineId: id }).optional(),
});
/** A line whose kept pricing alone cannot be read: kept without it, to be priced again. */
export const unpricedLine = savedLine.omit({ pricing: true });

const quoteFields = {
  id,
  name: z.string().trim().min(1).max(MAX_QUOTE_NAME_LENGTH),
  country: z.enum(COUNTRY_CODES),
  factor,
  /** Net prices (business customers) or gross (consumers); missing in quotes saved before it was chosen: gross. */
  priceBasis: z.enum(PRICE_BASES).optional(),
  /**
   * How the quote is taxed for its customer (vat-treatment.ts) and the recipient's VAT ID its intra-Community
   * note names ('' none, else as checkEuVatId keeps it); missing in quotes saved before: VAT charged.
   */
  vat: z
    .object({
      treatment: vatTreatmentSchema,
      vatId: z
        .string()
        .max(VAT_ID_LENGTH)
        .refine((value) => {
          const checked = checkEuVatId(value);
          return checked.ok && checked.value === value;
        }, 'not an EU VAT ID'),
    })
    .optional(),
  updatedAt: z.string().max(40),
  /** Recipient, validity, terms and document language; missing in quotes saved before documents had them. */
  letter: quoteLetterSchema.optional(),
  /**
   * A revision of a sent quote: the quote it revises. Proposed by the window when it makes the revision;
   * main keeps it only when that quote was sent with that number, and from then on as it kept it.
   */
  revises: quoteRevisionSchema.optional(),
  /** The customer the quote is for, when it was made for (or given) one from the customers; missing in others. */
  customerId: id.optional(),
};

/** A named quote as main keeps it: one country and one factor for all its lines. */
export const savedQuoteSchema = z.object({
  ...quoteFields,
  lines: z.array(savedLine).max(MAX_QUOTE_LINES),
  /** Main's, like a line's pricing: the number and date given when the document was first saved or printed. */
  issue: quoteIssueSchema.optional(),
});
