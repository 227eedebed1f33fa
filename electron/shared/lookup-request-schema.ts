import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { validateLookupInput, type LookupRequest } from './lookup-input';
import { sameLookup } from './recall';

/** A lookup's fields as kept and sent, bounded. */
export const lookupFields = z.object({
  artnr: z.string().max(100),
  country: z.enum(COUNTRY_CODES),
  factor: z.string().max(40).nullable(),
  profile: z.string().max(100).nullable(),
});

/** Whether a lookup is exactly what the input rules make of itself: stored and sent lookups are checked ones. */
export const isCheckedLookup = (request: LookupRequest): boolean => {
  const checked = validateLookupInput({ ...request, factor: request.factor ?? '', profile: request.profile ?? '' });
  return checked.ok && sameLookup(checked.request, request);
};

/** A checked lookup, as the renderer sends it to be starred. */
export const lookupRequestSchema = lookupFields.refine(isCheckedLookup, 'not a checked lookup');
