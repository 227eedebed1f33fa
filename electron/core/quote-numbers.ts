import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { formatQuoteNumber, numberSeries, sequenceOf } from '../shared/quote/number-pattern';
import { revisionNumber } from '../shared/quote/sent-quote';
import { writeFileAtomic } from './atomic-file';
import { createFileLock, type FileLockOptions } from './file-lock';
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
 * atomically; read afresh under a lock file for each number given (file-lock), so another process's numbers
 * count. Rejects with LockBusyError when another process holds the lock longer than a wait lasts.
 */
export function createQuoteNumbers(dir: string, now: () => Date = () => new Date(), lockOptions: FileLockOptions = {}): QuoteNumbers {
  const file = join(dir, 'quote-numbers.json');
  const queue = createWriteQueue();
  let series: Map<string, number> | null = null;
  let issued: string[] = [];
  let keptAside: string | null = null;

  const lock = createFileLock(`${file}.lock`, lockOptions);
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
        lock.whileLocked(async () => {
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
        lock.whileLocked(async () => {
          const known = await load();
          const number = nextRevisionOf(base, taken);
          await write(known, [...issued, number].slice(-MAX_ISSUED));
          return number;
        }),
      ),
  };
}
