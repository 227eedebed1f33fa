import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { decimalText, priceInfoSchema } from '../shared/price-info-schema';
import { parseJson } from './store-entries';

// The shape of `last-known-prices.json`, beside the store that reads and writes it.

// How many times the kept prices were cleared: a counter, never a time (a clock ahead once would hide every
// later answer). A file of an earlier version says only when it was last cleared: its answers are those kept since.
const clearMark = z.object({ generation: z.number().int().nonnegative().optional(), clearedAt: z.string().optional() });
// How many times the file was written: which answers another process wrote since this one last read the
// file is told by this counter, not by times (an answer fetched while the clock was ahead would outrank later ones).
const writeMark = z.object({ writes: z.number().int().nonnegative().optional() });

/** How many times a store file was written; 0 for a file of an earlier version, which did not count. */
export function writesOf(text: string): number {
  const mark = writeMark.safeParse(parseJson(text));
  return mark.success ? (mark.data.writes ?? 0) : 0;
}

/** The clear generation a store file is at: its counter; a file with only an earlier version's time of a clear, 1. */
export function generationOf(text: string): number {
  const mark = clearMark.safeParse(parseJson(text));
  if (!mark.success) return 0;
  return mark.data.generation ?? (mark.data.clearedAt === undefined ? 0 : 1);
}

/** One kept answer as the file holds it. */
export const entry = z.object({
  source: z.enum(['service', 'demo']),
  baseUrl: z.string().max(2_048).nullable(),
  // Absent in answers kept before they were kept per account: those are nobody's (see `owned`).
  account: z.string().max(1_024).nullable().optional(),
  artnr: z.string().max(64),
  country: z.enum(COUNTRY_CODES),
  factor: decimalText.nullable(),
  profile: z.string().max(64).nullable(),
  fetchedAt: z.iso.datetime(),
  // The file's write counter when this answer was first written; absent (0) in files of an earlier version.
  written: z.number().int().nonnegative().optional(),
  info: priceInfoSchema,
});
/** One kept answer as the file holds it. */
export type Entry = z.infer<typeof entry>;
