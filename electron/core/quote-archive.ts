// The archive of finished quotes: a file per year of issue beside quotes.json, in its format (readQuotesFile).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { msg, type Message } from '../shared/i18n/catalogue';
import { MAX_ARCHIVED_PER_YEAR } from '../shared/quote/quote-limits';
import { isArchivable, type StatusClock } from '../shared/quote/quote-status';
import type { SavedQuote, SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from './atomic-file';
import { readQuotesFile } from './quote-file';

/** The archive's folder beside quotes.json, and its files: one per year of issue. */
export const ARCHIVE_DIR_NAME = 'quote-archive';
export const ARCHIVE_YEAR_FILE = /^(\d{4})\.json$/;

export interface QuoteArchive {
  readonly dir: string;
  /**
   * Reads every year's file, once. A file that cannot be read at all is kept aside, one with quotes that
   * cannot be read is copied aside (each costs only itself); the messages say so. Rejects when the folder
   * cannot be read: then nothing is archived in this run.
   */
  load(): Promise<Message[]>;
  /** Every archived quote, the same array until the archive changes. */
  quotes(): readonly SavedQuote[];
  quote(quoteId: string): SavedQuote | null;
  /**
   * Writes the quotes into their year's file (each file atomically); the quotes of a year whose file is full
   * (MAX_ARCHIVED_PER_YEAR) stay out. Resolves with the ids now archived and the full years; rejects when a
   * file cannot be written (the quotes of the files written are archived, the others not).
   */
  add(quotes: readonly SavedQuote[]): Promise<{ added: Set<string>; full: string[] }>;
}

/** The archive in `dir` (created at its first quote). */
export function createQuoteArchive(dir: string, now: () => Date): QuoteArchive {
  const years = new Map<string, SavedQuote[]>();
  const byId = new Map<string, SavedQuote>();
  let all: readonly SavedQuote[] = [];
  let loaded = false;
  const keep = (year: string, quotes: SavedQuote[]): void => {
    years.set(year, quotes);
    for (const quote of quotes) byId.set(quote.id, quote);
    all = [...years.values()].flat();
  };
  const fileOf = (year: string): string => join(dir, `${year}.json`);
  return {
    dir,
    async load() {
      if (loaded) return [];
      let names: string[] = [];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const notices: Message[] = [];
      for (const name of names.sort()) {
        const year = ARCHIVE_YEAR_FILE.exec(name)?.[1];
        if (year === undefined) continue;
        const { saved, notice } = await readQuotesFile(fileOf(year), now);
        if (notice !== null) notices.push(notice);
        keep(year, saved.quotes);
      }
      loaded = true;
      return notices;
    },
    quotes: () => all,
    quote: (quoteId) => byId.get(quoteId) ?? null,
    async add(quotes) {
      if (!loaded) throw new Error('The archive was not read, so it is not written.');
      const added = new Set<string>();
      const full: string[] = [];
      const byYear = new Map<string, SavedQuote[]>();
      for (const quote of quotes) {
        const year = quote.issue?.issuedOn.slice(0, 4) ?? '0000';
        const group = byYear.get(year);
        if (group) group.push(quote);
        else byYear.set(year, [quote]);
      }
      for (const [year, group] of byYear) {
        const kept = years.get(year) ?? [];
        const taken = group.filter((quote) => !byId.has(quote.id)).slice(0, MAX_ARCHIVED_PER_YEAR - kept.length);
        if (taken.length < group.length) full.push(year);
        if (taken.length === 0) continue;
        const next = [...kept, ...taken];
        await writeFileAtomic(fileOf(year), `${JSON.stringify({ version: 1, data: { quotes: next, activeId: null } })}\n`);
        keep(year, next);
        for (const quote of taken) added.add(quote.id);
      }
      return { added, full };
    },
  };
}

/**
 * Moves the finished old quotes (isArchivable) from the list into the archive: the archive is written first,
 * then the caller writes the list, so a crash between leaves a quote in both, and here the list's copy goes
 * (the archive has it). A quote of a full year, or one whose file cannot be written, stays in the list, and
 * the message says so. `moved` says whether the list changed.
 */
export async function archiveOld(
  saved: SavedQuotes,
  archive: QuoteArchive,
  clock: StatusClock,
): Promise<{ saved: SavedQuotes; moved: boolean; notice: Message | null }> {
  let notice: Message | null = null;
  const old = saved.quotes.filter((quote) => archive.quote(quote.id) === null && isArchivable(quote, clock));
  try {
    const { full } = await archive.add(old);
    if (full.length > 0) notice = msg('errors.quotes.archiveFull', { years: full.join(', '), max: MAX_ARCHIVED_PER_YEAR });
  } catch {
    notice = msg('errors.quotes.archiveProblem', { folder: archive.dir });
  }
  const quotes = saved.quotes.filter((quote) => archive.quote(quote.id) === null);
  if (quotes.length === saved.quotes.length) return { saved, moved: false, notice };
  const activeId = quotes.some((quote) => quote.id === saved.activeId) ? saved.activeId : null;
  return { saved: { quotes, activeId }, moved: true, notice };
}
