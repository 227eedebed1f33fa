import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { checkArticleNumber, parseFactor } from '../shared/lookup-input';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from './atomic-file';
import { createWriteQueue } from './write-queue';

export const MAX_QUOTES = 200;
export const MAX_QUOTE_LINES = 10_000;

const factor = z.string().nullable().refine((value) => value === null || parseFactor(value).ok, 'not a factor');
const id = z.string().min(1).max(64);

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
            }),
          )
          .max(MAX_QUOTE_LINES),
        updatedAt: z.string().max(40),
      }),
    )
    .max(MAX_QUOTES),
  activeId: id.nullable(),
});

export interface QuoteStore {
  load(): Promise<{ saved: SavedQuotes; notice: string | null }>;
  save(saved: SavedQuotes): Promise<void>;
  /** Resolves once every save asked for so far has finished. */
  flush(): Promise<void>;
}

const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Quotes as JSON in the user data folder, written atomically; a broken file is kept aside, not lost. */
export function createQuoteStore(dir: string, now: () => Date = () => new Date()): QuoteStore {
  const file = join(dir, 'quotes.json');
  const queue = createWriteQueue();
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { saved: EMPTY, notice: null };
        throw error;
      }
      try {
        const parsed = savedQuotesSchema.safeParse((JSON.parse(text) as { data?: unknown }).data);
        if (parsed.success) return { saved: parsed.data, notice: null };
      } catch {
        // Falls through to keeping the file aside.
      }
      const backup = `${file}.unreadable-${now().toISOString().replace(/[:.]/g, '-')}`;
      await rename(file, backup);
      return { saved: EMPTY, notice: `The saved quotes could not be read. The old file was kept as ${backup}.` };
    },
    save(saved) {
      // One write at a time, in order, so the newest quote state is the one on disk.
      return queue.run(() => writeFileAtomic(file, `${JSON.stringify({ version: 1, data: saved })}\n`));
    },
    flush: () => queue.idle(),
  };
}
