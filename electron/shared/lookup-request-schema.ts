import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { customerRefSchema } from './customer';
import { validateLookupInput, type LookupRequest } from './lookup-input';
import { priceInfoSchema } from './price-info-schema';
import { sameLookup } from './recall';

/** A lookup's fields as kept and sent, bounded. */
export const lookupFields = z.object({
  artnr: z.string().max(100),
  country: z.enum(COUNTRY_CODES),
  /** Exact decimal text with `.` and no exponent, or null for no factor. */
  factor: z.string().max(40).nullable(),
  profile: z.string().max(100).nullable(),
});

/** Whether a lookup is exactly what the input rules make of itself: stored and sent lookups are checked ones. */
const isCheckedLookup = (request: LookupRequest): boolean => {
  const checked = validateLookupInput({ ...request, factor: request.factor ?? '', profile: request.profile ?? '' });
  return checked.ok && sameLookup(checked.request, request);
};

/** A checked lookup, as the renderer sends it to be starred. */
export const lookupRequestSchema = lookupFields.refine(isCheckedLookup, 'not a checked lookup');

const isoTime = z.string().max(40);

/** One lookup as the history keeps it: what was asked, when, and the price seen then. */
export const recentLookupSchema = lookupFields
  .extend({
    /** When the answer came (ISO 8601). */
    at: isoTime,
    /** The price for this factor as shown first in the result (the factor price when a factor was given); any the client accepts. */
    price: priceInfoSchema.shape.price,
    currencySign: priceInfoSchema.shape.currencySign,
    source: z.enum(['service', 'demo']),
    /**
     * Set when the service could not be reached and main answered with a kept price: when that price was
     * fetched (ISO 8601). Without it (and in entries kept before the mark) the price was current at `at`.
     */
    lastKnown: z.object({ fetchedAt: z.iso.datetime() }).optional(),
    /** The customer picked when it was looked up (their name as it was then); missing in entries kept before, and for none. */
    customer: customerRefSchema.optional(),
  })
  .refine(isCheckedLookup, 'not a checked lookup');

/** A starred lookup, kept by article number and country (one favourite per pair); `addedAt`: when it was starred (ISO 8601). */
export const favouriteSchema = lookupFields.extend({ addedAt: isoTime }).refine(isCheckedLookup, 'not a checked lookup');
