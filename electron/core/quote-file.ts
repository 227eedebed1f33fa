// The quotes file as main reads and checks it: its schema, and each quote and line read on its own.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { msg, type Message } from '../shared/i18n/catalogue';
import { copyAside, keepAside } from './keep-aside';
import { MAX_QUOTE_LINES, MAX_QUOTES } from '../shared/quote/quote-limits';
import { id, savedLine, savedQuoteSchema, unpricedLine } from '../shared/quote/saved-quote-schema';
import type { SavedQuote, SavedQuoteLine, SavedQuotes } from '../shared/quote/saved-quote';
import { parseJson, readEach } from './store-entries';

/** The quotes' file in the user data folder. */
export const QUOTES_FILE_NAME = 'quotes.json';

/** The file: this version only; a file of another version (a newer app) is kept aside, not overwritten. */
const quotesFile = z.object({
  version: z.literal(1),
  data: z.object({ quotes: z.array(z.unknown()), activeId: z.unknown() }),
});
/** A quote as read: its own fields checked, its lines each on their own. */
const quoteHead = savedQuoteSchema.extend({ lines: z.array(z.unknown()) });

/** What a file's quotes came to: every one that reads, and how much was left out. */
interface ReadQuotes {
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

/**
 * The quotes of a file (none when there is none). A file that cannot be read at all is kept aside, one with
 * quotes or lines that cannot be read is copied aside before it is written over; `notice` says so. Rejects
 * when the file cannot be read, moved or copied: then nothing may be written over it.
 */
export async function readQuotesFile(file: string, now: () => Date): Promise<{ saved: SavedQuotes; notice: Message | null }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return { saved: { quotes: [], activeId: null }, notice: null };
  }
  const read = readQuotes(text);
  if (read === null)
    return { saved: { quotes: [], activeId: null }, notice: msg('errors.quotes.reset', { backup: await keepAside(file, now()) }) };
  const { quotes, lines, unpriced } = read.skipped;
  if (quotes + lines + unpriced === 0) return { saved: read.saved, notice: null };
  const backup = await copyAside(file, now());
  return { saved: read.saved, notice: msg('errors.quotes.skipped', { quotes, lines, unpriced, backup }) };
}
