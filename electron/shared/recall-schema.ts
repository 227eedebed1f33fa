// The lookups main keeps and is sent (recent lookups, favourites, a lookup to star), described once: the
// types of recall.ts are these schemas'.
import { z } from 'zod';
import { customerRefSchema } from './customer';
import { asCheckedLookup } from './lookup-input';
import { lookupFields } from './lookup-request-schema';
import { priceInfoSchema } from './price-info-schema';

const isoTime = z.string().max(40);
/** Whether a lookup is exactly what the input rules make of itself: stored and sent lookups are checked ones. */
const isCheckedLookup = (lookup: unknown): boolean => asCheckedLookup(lookup) !== null;

/** A checked lookup, as the renderer sends it to be starred. */
export const lookupRequestSchema = lookupFields.refine(isCheckedLookup, 'not a checked lookup');

/** One lookup as the history keeps it: what was asked, when, and the price seen then. */
export const recentLookupSchema = lookupFields
  .extend({
    /** When the answer came (ISO 8601). */
    at: isoTime,
    // The price for this factor as shown first in the result (the factor price when a factor was given),
    // as the price's own fields, so any answer the client accepts can be kept.
    price: priceInfoSchema.shape.price,
    currencySign: priceInfoSchema.shape.currencySign,
    source: z.enum(['service', 'demo']),
    // Set when the service could not be reached and main answered with a kept price: when that price was
    // fetched. Without it the price was current at `at` (and in entries kept before the mark was kept).
    lastKnown: z.object({ fetchedAt: z.iso.datetime() }).optional(),
    // The customer picked when it was looked up (their name as it was then); absent in entries kept before
    // customers were picked, and for lookups made for none.
    customer: customerRefSchema.optional(),
  })
  .refine(isCheckedLookup, 'not a checked lookup');

/** A starred lookup, kept by article number and country (one favourite per pair); `addedAt`: when it was starred. */
export const favouriteSchema = lookupFields.extend({ addedAt: isoTime }).refine(isCheckedLookup, 'not a checked lookup');
