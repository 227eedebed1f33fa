import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { msg, type Message } from '../shared/i18n/catalogue';
import { checkArticleNumber, parseFactor } from '../shared/lookup-input';
import { MAX_QUOTE_LINES, MAX_QUOTE_NAME_LENGTH, MAX_QUOTES } from '../shared/quote/quote-limits';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import type { SavedQuote, SavedQuoteLine, SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from './atomic-file';
import { copyAside, keepAside } from './keep-aside';
import { priceInfoSchema } from '../shared/price-info-schema';
import { parseJson, readEach } from './store-entries';
import { createWriteQueue } from './write-queue';

export { MAX_QUOTE_LINES, MAX_QUOTES };

const factor = z
  .string()
  .nullable()
  .refine((value) => value === null || parseFactor(value).ok, 'not a factor');
const id = z.string().min(1).max(64);

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
  pricing: keptPricing.optional(),
}) satisfies z.ZodType<SavedQuoteLine>;
/** A line whose kept pricing alone cannot be read: kept without it, to be priced again. */
const unpricedLine = savedLine.omit({ pricing: true });

const quoteFields = {
  id,
  name: z.string().trim().min(1).max(MAX_QUOTE_NAME_LENGTH),
  country: z.enum(COUNTRY_CODES),
  factor,
  updatedAt: z.string().max(40),
};

/** The shape of saved quotes, for the file and for what the renderer sends. */
export const savedQuotesSchema = z.object({
  quotes: z.array(z.object({ ...quoteFields, lines: z.array(savedLine).max(MAX_QUOTE_LINES) })).max(MAX_QUOTES),
  activeId: id.nullable(),
});

/** The file: this version only; a file of another version (a newer app) is kept aside, not overwritten. */
const quotesFile = z.object({
  version: z.literal(1),
  data: z.object({ quotes: z.array(z.unknown()), activeId: z.unknown() }),
});
/** A quote as read: its own fields checked, its lines each on their own. */
const quoteHead = z.object({ ...quoteFields, lines: z.array(z.unknown()) });

/** What a file's quotes came to: every one that reads, and how much was left out. */
interface ReadQuotes {
  saved: SavedQuotes;
  /** Quotes left out, lines left out (their quote kept), lines kept without their unreadable pricing. */
  skipped: { quotes: number; lines: number; unpriced: number };
}

/** Each quote that reads, each with the lines that read; null when the file as a whole is not this version's. */
function readQuotes(text: string): ReadQuotes | null {
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

/** Saving before the quotes were read, or after reading failed, would replace what is on disk. */
export class QuotesNotLoadedError extends Error {
  /** What the user is told. */
  readonly userMessage: Message = msg('errors.quotes.notLoaded');
  constructor() {
    super('The saved quotes have not been read, so they are not overwritten.');
    this.name = 'QuotesNotLoadedError';
  }
}

export interface QuoteStore {
  readonly file: string;
  /**
   * Reads the quotes, after every save asked for before. A quote or line that cannot be read is left out
   * alone (the file as it was copied aside, `notice` says so); a file that cannot be read at all is kept
   * aside. Rejects when the file cannot be read, moved or copied; a quote store once loaded stays loaded.
   */
  load(): Promise<{ saved: SavedQuotes; notice: Message | null }>;
  /** Saves all quotes; refuses (QuotesNotLoadedError) until a load has succeeded. */
  save(saved: SavedQuotes): Promise<void>;
  /** Resolves once every save asked for so far has finished. */
  flush(): Promise<void>;
}

const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Quotes as JSON in the user data folder, written atomically; a broken file is kept aside, never replaced unread. */
export function createQuoteStore(dir: string, now: () => Date = () => new Date()): QuoteStore {
  const file = join(dir, 'quotes.json');
  const queue = createWriteQueue();
  let loaded = false;
  return {
    file,
    load() {
      // In the write queue: a load waits for the saves asked for before it, and a save asked for after it lands after it.
      return queue.run(async () => {
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          loaded = true;
          return { saved: EMPTY, notice: null };
        }
        const read = readQuotes(text);
        if (read === null) {
          const backup = await keepAside(file, now());
          loaded = true;
          return { saved: EMPTY, notice: msg('errors.quotes.reset', { backup }) };
        }
        const { quotes, lines, unpriced } = read.skipped;
        if (quotes + lines + unpriced === 0) {
          loaded = true;
          return { saved: read.saved, notice: null };
        }
        // What is left out stays in the copy; when it cannot be copied, the load fails and nothing is written over.
        const backup = await copyAside(file, now());
        loaded = true;
        return { saved: read.saved, notice: msg('errors.quotes.skipped', { quotes, lines, unpriced, backup }) };
      });
    },
    save(saved) {
      if (!loaded) return Promise.reject(new QuotesNotLoadedError());
      // One write at a time, in order, so the newest quote state is the one on disk.
      return queue.run(() => writeFileAtomic(file, `${JSON.stringify({ version: 1, data: saved })}\n`));
    },
    flush: () => queue.idle(),
  };
}
