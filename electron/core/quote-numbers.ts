import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { formatQuoteNumber, numberSeries, sequenceOf } from '../shared/quote/quote-letter';
import { revisionNumber } from '../shared/quote/sent-quote';
import { writeFileAtomic } from './atomic-file';
import { keepAside } from './keep-aside';
import { parseJson } from './store-entries';
import { createWriteQueue } from './write-queue';

/** The last sequence given per series ("A-2026-{seq}": 12); a series is a pattern with its year filled in. */
const numbersFile = z.object({
  version: z.literal(1),
  series: z.record(z.string().max(200), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
  // Every number given (the latest MAX_ISSUED): two series can spell the same number ("A-{seq}" at 12 and
  // "A-1{seq}" at 2), and a deleted quote's number is no longer among the quotes. Added later: none before.
  issued: z.array(z.string().max(200)).max(100_000).default([]),
});

/** At most this many numbers given are remembered: years of quotes on one desk, under 1 MB. */
const MAX_ISSUED = 50_000;

/** At most this many series are kept: patterns change rarely, years once a year. */
const MAX_SERIES = 1_000;

/** The quote numbers stayed locked by another process for longer than a wait lasts: nothing was given. */
export class QuoteNumbersBusyError extends Error {
  constructor() {
    super('The quote numbers are locked by another process.');
    this.name = 'QuoteNumbersBusyError';
  }
}

/** A lock older than this was left by a process that ended while holding it: a number is given in milliseconds. */
export const STALE_LOCK_MS = 10_000;

/**
 * Runs `work` while this process alone holds `lock` (a file made with O_EXCL), so two processes on one
 * user data folder never read the same counter and give the same number. Another holder is waited for.
 */
async function whileLocked<T>(lock: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    let handle;
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held !== null && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, Math.min(50, 2 + attempt * 2)));
      continue;
    }
    try {
      return await work();
    } finally {
      await handle.close();
      await rm(lock, { force: true });
    }
  }
}

export interface QuoteNumbers {
  readonly file: string;
  /** The number the next document of this pattern and year would get; nothing is given. */
  peek(pattern: string, year: number, taken: readonly string[]): Promise<string>;
  /** The number the next revision of the quote numbered `base` would get; nothing is given. */
  peekRevision(base: string, taken: readonly string[]): Promise<string>;
  /**
   * Gives the next revision's number of the quote numbered `base`: "<base>-2", "<base>-3" …, never one given
   * before (by any series, in any process) nor one of `taken`; on disk before it is answered.
   */
  nextRevision(base: string, taken: readonly string[]): Promise<string>;
  /**
   * Gives the next number of the pattern's series for `year`, on disk before it is answered, so no restart
   * gives it again. `taken`: the numbers of the quotes kept now; a number among them is never given (they
   * also carry the series on when this file was lost). Rejects when the file cannot be written.
   */
  next(pattern: string, year: number, taken: readonly string[]): Promise<string>;
  /** Set once when the file could not be read and was kept aside (its path): numbering went on from the quotes. */
  readonly keptAside: string | null;
}

/**
 * Quote numbers given on this installation: a counter per series in the user data folder, written
 * atomically; read afresh under a lock file for each number given, so another process's numbers count.
 */
export function createQuoteNumbers(dir: string, now: () => Date = () => new Date()): QuoteNumbers {
  const file = join(dir, 'quote-numbers.json');
  const queue = createWriteQueue();
  let series: Map<string, number> | null = null;
  let issued: string[] = [];
  let keptAside: string | null = null;

  const lock = `${file}.lock`;
  const load = async (): Promise<Map<string, number>> => {
    let text: string | null = null;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text === null) {
      series = new Map();
      issued = [];
      return series;
    }
    const parsed = numbersFile.safeParse(parseJson(text));
    if (parsed.success) {
      series = new Map(Object.entries(parsed.data.series));
      issued = parsed.data.issued;
      return series;
    }
    // Never written over unread: the copy keeps what it said; the quotes' own numbers carry the series on.
    keptAside = await keepAside(file, now());
    series = new Map();
    issued = [];
    return series;
  };
  const write = async (updated: Map<string, number>, given: string[]): Promise<void> => {
    await writeFileAtomic(file, `${JSON.stringify({ version: 1, series: Object.fromEntries(updated), issued: given })}\n`);
    series = updated;
    issued = given;
  };
  const nextRevisionOf = (base: string, taken: readonly string[]): string => {
    const takenSet = new Set([...taken, ...issued]);
    let revision = 2;
    while (takenSet.has(revisionNumber(base, revision))) revision += 1;
    return revisionNumber(base, revision);
  };

  const following = (known: Map<string, number>, pattern: string, year: number, taken: readonly string[]) => {
    const key = numberSeries(pattern, year);
    const takenSet = new Set([...taken, ...issued]);
    let seq = known.get(key) ?? 0;
    for (const number of taken) seq = Math.max(seq, sequenceOf(number, key) ?? 0);
    // Another series can spell the same number ("A-{seq}" and "A-{year}{seq}"): it is skipped.
    do seq += 1;
    while (takenSet.has(formatQuoteNumber(pattern, year, seq)));
    return { key, seq, number: formatQuoteNumber(pattern, year, seq) };
  };

  return {
    file,
    get keptAside() {
      return keptAside;
    },
    peek: (pattern, year, taken) => queue.run(async () => following(await load(), pattern, year, taken).number),
    next: (pattern, year, taken) =>
      queue.run(() =>
        whileLocked(lock, async () => {
          const known = await load();
          const { key, seq, number } = following(known, pattern, year, taken);
          const updated = new Map(known);
          updated.delete(key);
          updated.set(key, seq);
          // The oldest series go first; the current ones are the last written.
          while (updated.size > MAX_SERIES) updated.delete(updated.keys().next().value ?? key);
          await write(updated, [...issued, number].slice(-MAX_ISSUED));
          return number;
        }),
      ),
    peekRevision: (base, taken) =>
      queue.run(async () => {
        await load();
        return nextRevisionOf(base, taken);
      }),
    nextRevision: (base, taken) =>
      queue.run(() =>
        whileLocked(lock, async () => {
          const known = await load();
          const number = nextRevisionOf(base, taken);
          await write(known, [...issued, number].slice(-MAX_ISSUED));
          return number;
        }),
      ),
  };
}
