import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES } from '../shared/countries';
import { msg, type Message } from '../shared/i18n/catalogue';
import { checkArticleNumber, parseFactor } from '../shared/lookup-input';
import { MAX_QUOTE_LINES, MAX_QUOTE_NAME_LENGTH, MAX_QUOTES } from '../shared/quote/quote-limits';
import { PRICE_BASES } from '../shared/quote/quote-figures';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import type { QuoteIssue } from '../shared/quote/quote-letter';
import { quoteIssueSchema, quoteLetterSchema } from '../shared/quote/quote-letter-schema';
import type { KeptPricing, QuotesEdit, SavedQuote, SavedQuoteLine, SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from './atomic-file';
import { copyAside, keepAside } from './keep-aside';
import { priceInfoSchema } from '../shared/price-info-schema';
import { parseJson, readEach } from './store-entries';
import { createWriteQueue } from './write-queue';

export { MAX_QUOTE_LINES, MAX_QUOTES };

const factor = z
  .string()
  .nullable()
  // A factor as kept, never a percentage as typed ("25 %"), which would be taken as a factor's text.
  .refine((value) => value === null || isKeptFactor(value), 'not a factor');
const id = z.string().min(1).max(64);

function isKeptFactor(value: string): boolean {
  const parsed = parseFactor(value);
  return parsed.ok && !parsed.percent;
}

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
  // Added with the choice of net or gross: older quotes have none and show gross.
  priceBasis: z.enum(PRICE_BASES).optional(),
  updatedAt: z.string().max(40),
  // Added with the quote letter: older quotes have none.
  letter: quoteLetterSchema.optional(),
};

/** The quotes as the renderer sends them: what to price, never what a line was priced at (main keeps that). */
export const quotesEditSchema = z.object({
  quotes: z.array(z.object({ ...quoteFields, lines: z.array(unpricedLine).max(MAX_QUOTE_LINES) })).max(MAX_QUOTES),
  activeId: id.nullable(),
}) satisfies z.ZodType<QuotesEdit>;

/** The file: this version only; a file of another version (a newer app) is kept aside, not overwritten. */
const quotesFile = z.object({
  version: z.literal(1),
  data: z.object({ quotes: z.array(z.unknown()), activeId: z.unknown() }),
});
/** A quote as read: its own fields checked, its lines each on their own. */
const quoteHead = z.object({ ...quoteFields, issue: quoteIssueSchema.optional(), lines: z.array(z.unknown()) });

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
  /**
   * Saves the quotes as the user edited them; each line keeps the pricing main kept for it (also a line
   * that comes back, e.g. a deleted quote restored). Refuses (QuotesNotLoadedError) until a load has succeeded.
   */
  save(edit: QuotesEdit): Promise<void>;
  /** A line as main holds it now, with its quote; null when there is no such line (or nothing is loaded). */
  line(quoteId: string, lineId: string): { quote: SavedQuote; line: SavedQuoteLine } | null;
  /**
   * Keeps what a line was priced at, saved with it. A line not (or not yet) known gets it when a save
   * brings it; a line priced since for another article, country or factor does not.
   */
  keepPricing(quoteId: string, lineId: string, artnr: string, pricing: KeptPricing): Promise<void>;
  /** The number and date a quote was issued with, also of a quote deleted (and perhaps restored) in this run. */
  issue(quoteId: string): QuoteIssue | null;
  /**
   * Keeps a quote's number and date (or marks it sent), saved with it before this resolves. A quote not
   * (or not yet) saved gets it when a save brings it.
   */
  keepIssue(quoteId: string, issue: QuoteIssue): Promise<void>;
  /** The numbers of every quote kept (and deleted in this run): none of them is given again. */
  numbers(): string[];
  /** Resolves once every save asked for so far has finished. */
  flush(): Promise<void>;
}

const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** How long kept pricings wait to be written with the ones that follow. */
export const PRICING_WRITE_DELAY_MS = 250;

/** Whether a pricing was made for this line as it stands. */
const pricedFor = (quote: Pick<SavedQuote, 'country' | 'factor'>, line: SavedQuoteLine, artnr: string, pricing: KeptPricing): boolean =>
  line.artnr === artnr && pricing.country === quote.country && pricing.factor === (line.factor ?? quote.factor);

/** Quotes as JSON in the user data folder, written atomically; a broken file is kept aside, never replaced unread. */
export function createQuoteStore(dir: string, now: () => Date = () => new Date()): QuoteStore {
  const file = join(dir, 'quotes.json');
  const queue = createWriteQueue();
  let current: SavedQuotes | null = null;
  // Pricings of lines not on any quote now: removed (they may come back) or priced before their save arrived. Oldest first.
  const loose = new Map<string, KeptPricing>();
  const keepLoose = (lineId: string, pricing: KeptPricing): void => {
    loose.delete(lineId);
    loose.set(lineId, pricing);
    if (loose.size > MAX_QUOTE_LINES) loose.delete(loose.keys().next().value ?? lineId);
  };
  // Numbers of quotes not in the list now: deleted (they may come back) or issued before their first save.
  const looseIssues = new Map<string, QuoteIssue>();
  const keepLooseIssue = (quoteId: string, issue: QuoteIssue): void => {
    looseIssues.delete(quoteId);
    looseIssues.set(quoteId, issue);
    if (looseIssues.size > MAX_QUOTES) looseIssues.delete(looseIssues.keys().next().value ?? quoteId);
  };
  const findLine = (lineId: string): { quote: SavedQuote; line: SavedQuoteLine } | null => {
    for (const quote of current?.quotes ?? []) for (const line of quote.lines) if (line.id === lineId) return { quote, line };
    return null;
  };
  // One write for any number of changes asked for while it waits: it writes the quotes as they are when it starts.
  let pending: Promise<void> | null = null;
  const write = (): Promise<void> => {
    if (soon !== null) {
      // Written now with whatever asked for it: those waiting for the delayed write get this one.
      const waiting = soon;
      soon = null;
      clearTimeout(waiting.timer);
      const written = write();
      waiting.done(written);
      return written;
    }
    pending ??= queue.run(async () => {
      pending = null;
      await writeFileAtomic(file, `${JSON.stringify({ version: 1, data: current ?? EMPTY })}\n`);
    });
    return pending;
  };
  // Answers of a long quote arrive many a second: they are written together a moment later, not one file each.
  let soon: { timer: NodeJS.Timeout; written: Promise<void>; done: (written: Promise<void>) => void } | null = null;
  const writeSoon = (): Promise<void> => {
    if (soon === null) {
      let done: (written: Promise<void>) => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        done = resolve;
      });
      soon = { timer: setTimeout(() => void write(), PRICING_WRITE_DELAY_MS), written, done };
    }
    return soon.written;
  };
  return {
    file,
    load() {
      // In the write queue: a load waits for the saves asked for before it, and a save asked for after it lands after it.
      return queue.run(async () => {
        if (current !== null) return { saved: current, notice: null };
        let text: string;
        try {
          text = await readFile(file, 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          current = EMPTY;
          return { saved: current, notice: null };
        }
        const read = readQuotes(text);
        if (read === null) {
          const backup = await keepAside(file, now());
          current = EMPTY;
          return { saved: current, notice: msg('errors.quotes.reset', { backup }) };
        }
        const { quotes, lines, unpriced } = read.skipped;
        if (quotes + lines + unpriced === 0) {
          current = read.saved;
          return { saved: current, notice: null };
        }
        // What is left out stays in the copy; when it cannot be copied, the load fails and nothing is written over.
        const backup = await copyAside(file, now());
        current = read.saved;
        return { saved: current, notice: msg('errors.quotes.skipped', { quotes, lines, unpriced, backup }) };
      });
    },
    save(edit) {
      const before = current;
      if (before === null) return Promise.reject(new QuotesNotLoadedError());
      const kept = new Map<string, KeptPricing>();
      for (const quote of before.quotes) for (const line of quote.lines) if (line.pricing) kept.set(line.id, line.pricing);
      const issues = new Map<string, QuoteIssue>();
      for (const quote of before.quotes) if (quote.issue) issues.set(quote.id, quote.issue);
      const issueOf = (quoteId: string): { issue?: QuoteIssue } => {
        const issue = issues.get(quoteId) ?? looseIssues.get(quoteId);
        issues.delete(quoteId);
        looseIssues.delete(quoteId);
        return issue ? { issue } : {};
      };
      const quotes = edit.quotes.map(({ id: quoteId, name, country, factor, priceBasis, updatedAt, letter, lines }): SavedQuote => ({
        id: quoteId,
        name,
        country,
        factor,
        ...(priceBasis ? { priceBasis } : {}),
        updatedAt,
        ...(letter ? { letter } : {}),
        // Main's alone: a number that came with an edit is never kept.
        ...issueOf(quoteId),
        // Only these fields of an edit: a pricing that came with it is not main's, and is never kept.
        lines: lines.map(({ id, artnr, quantity, factor }): SavedQuoteLine => {
          const pricing = kept.get(id) ?? loose.get(id);
          kept.delete(id);
          loose.delete(id);
          return pricing ? { id, artnr, quantity, factor, pricing } : { id, artnr, quantity, factor };
        }),
      }));
      // What is left belonged to lines and quotes the edit removed.
      for (const [lineId, pricing] of kept) keepLoose(lineId, pricing);
      for (const [quoteId, issue] of issues) keepLooseIssue(quoteId, issue);
      current = { quotes, activeId: edit.activeId };
      return write();
    },
    line(quoteId, lineId) {
      const found = findLine(lineId);
      return found?.quote.id === quoteId ? found : null;
    },
    keepPricing(quoteId, lineId, artnr, pricing) {
      const found = findLine(lineId);
      if (current === null || found === null) {
        keepLoose(lineId, pricing);
        return Promise.resolve();
      }
      if (found.quote.id !== quoteId || !pricedFor(found.quote, found.line, artnr, pricing)) return Promise.resolve();
      current = {
        ...current,
        quotes: current.quotes.map((quote) =>
          quote !== found.quote
            ? quote
            : { ...quote, lines: quote.lines.map((line) => (line === found.line ? { ...line, pricing } : line)) },
        ),
      };
      return writeSoon();
    },
    issue: (quoteId) => current?.quotes.find((quote) => quote.id === quoteId)?.issue ?? looseIssues.get(quoteId) ?? null,
    keepIssue(quoteId, issue) {
      if (current === null || !current.quotes.some((quote) => quote.id === quoteId)) {
        keepLooseIssue(quoteId, issue);
        return Promise.resolve();
      }
      current = { ...current, quotes: current.quotes.map((quote) => (quote.id === quoteId ? { ...quote, issue } : quote)) };
      return write();
    },
    numbers: () => [
      ...(current?.quotes ?? []).flatMap((quote) => (quote.issue ? [quote.issue.number] : [])),
      ...[...looseIssues.values()].map((issue) => issue.number),
    ],
    flush: () => {
      if (soon !== null) void write();
      return queue.idle();
    },
  };
}
