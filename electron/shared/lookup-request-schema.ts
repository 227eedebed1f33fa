// A leaf (no rules of lookup-input.ts): the shape of a checked lookup, which `LookupRequest` is.
import { z } from 'zod';
import { COUNTRY_CODES } from './countries';

/** A lookup's fields as kept and sent, bounded. */
export const lookupFields = z.object({
  artnr: z.string().max(100),
  country: z.enum(COUNTRY_CODES),
  /** Exact decimal text with `.` and no exponent, or null for no factor. */
  factor: z.string().max(40).nullable(),
  profile: z.string().max(100).nullable(),
});
