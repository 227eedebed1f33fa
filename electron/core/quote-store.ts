import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { msg, type Message } from '../shared/i18n/catalogue';
import { checkArticleNumber, parseFactor } from '../shared/lookup-input';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from './atomic-file';
import { keepAside } from './keep-aside';
import { keptPriceInfoSchema } from './last-known-store';
import { createWriteQueue } from './write-queue';

export const MAX_QUOTES = 200;
export const MAX_QUOTE_LINES = 10_000;

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
  info: keptPriceInfoSchema,
});

/** The shape of saved quotes, for the file and for what the renderer sends. */
export const savedQuotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        id,
        name: z.string().trim().min(1).max(100),
        country: z.enum(COUNTRY_CODES),
        factor,
        lines: z
          .array(
            z.object({
              id,
              artnr: z.string().refine((artnr) => checkArticleNumber(artnr).ok, 'not an article number'),
              quantity: z.number().int().min(1).max(MAX_QUANTITY),
              factor,
              pricing: keptPricing.optional(),
            }),
          )
          .max(MAX_QUOTE_LINES),
        updatedAt: z.string().max(40),
      }),
    )
    .max(MAX_QUOTES),
  activeId: id.nullable(),
});

/** The file: this version only; a file of another version (a newer app) is kept aside, not overwritten. */
const quotesFile = z.object({ version: z.literal(1), data: savedQuotesSchema });

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
  /** Reads the quotes; an unreadable file is kept aside first. Rejects when the file cannot be read or moved. */
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
    async load() {
      // Until this read succeeds, nothing may be written over the file.
      loaded = false;
      let text: string | null;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        text = null;
      }
      if (text === null) {
        loaded = true;
        return { saved: EMPTY, notice: null };
      }
      let parsed: ReturnType<typeof quotesFile.safeParse>;
      try {
        parsed = quotesFile.safeParse(JSON.parse(text));
      } catch {
        parsed = quotesFile.safeParse(undefined);
      }
      if (parsed.success) {
        loaded = true;
        return { saved: parsed.data.data, notice: null };
      }
      const backup = await keepAside(file, now());
      loaded = true;
      return { saved: EMPTY, notice: msg('errors.quotes.reset', { backup }) };
    },
    save(saved) {
      if (!loaded) return Promise.reject(new QuotesNotLoadedError());
      // One write at a time, in order, so the newest quote state is the one on disk.
      return queue.run(() => writeFileAtomic(file, `${JSON.stringify({ version: 1, data: saved })}\n`));
    },
    flush: () => queue.idle(),
  };
}
