import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { PriceSource } from '../shared/ipc-contract';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { writeFileAtomic } from './atomic-file';
import { copyAside, keepAside } from './keep-aside';
import { readEntriesFile } from './store-entries';
import { entry, generationOf, writesOf, type Entry } from './last-known-file';
import { createWriteQueue } from './write-queue';

export const LAST_KNOWN_FILE = 'last-known-prices.json';
export const DEFAULT_LAST_KNOWN_MAX_AGE_DAYS = 30;
/** Beyond this many kept answers the oldest go: a few MB of JSON at most. */
const DEFAULT_LAST_KNOWN_MAX_COUNT = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far ahead of this computer's clock a kept answer's time may be and still be offered: a clock set back
 * by a time zone mix-up or a time sync. An answer dated later was fetched while the clock was wrong by more:
 * its age is unknown, so it is too old to offer.
 */
export const LAST_KNOWN_FUTURE_TOLERANCE_MS = DAY_MS;

/** Which answer: demo answers are keyed apart from the service's, each base URL and each account apart from another. */
export interface LastKnownKey {
  source: PriceSource;
  /** The service's base URL; null for demo data (the built-in simulator's port changes every run). */
  baseUrl: string | null;
  /** Whose answer (`accountKeyOf`): one account's prices never stand in for a colleague's; null for demo data. */
  account: string | null;
  request: LookupRequest;
}

interface LastKnownPrice {
  info: PriceInfo;
  fetchedAt: Date;
}

export interface LastKnownStore {
  readonly file: string;
  /**
   * Reads the file (once; later calls share the first read). An entry that cannot be read is left out
   * alone (the file as it was copied aside); a file that cannot be read at all is kept aside. `notice` says so.
   */
  load(): Promise<{ notice: Message | null }>;
  /** Keeps a successful answer; resolves once it is on disk. The lookup need not wait for that. */
  keep(key: LastKnownKey, info: PriceInfo, fetchedAt: Date): Promise<void>;
  /** The kept answer for exactly this request, if it is not older than the maximum age. */
  find(key: LastKnownKey): Promise<LastKnownPrice | null>;
  /** Forgets every kept answer; resolves with how many there were. */
  clear(): Promise<number>;
  /** Resolves once every write asked for so far has finished. */
  flush(): Promise<void>;
}

export interface LastKnownStoreOptions {
  now?: () => Date;
  /** The maximum age in days, asked each time: the user may change it in Settings. */
  maxAgeDays?: () => number;
  maxCount?: number;
  /** How long a kept answer waits to be written with the ones that follow (the app: a moment); none by default. */
  writeDelayMs?: number;
  /** Told how many service answers kept before they were kept per account were dropped on load (for the diagnostics log). */
  onUnowned?: (count: number) => void;
}

const keyOf = ({ source, baseUrl, account, request }: LastKnownKey): string =>
  JSON.stringify([source, baseUrl, account, request.artnr, request.country, request.factor, request.profile]);

const keyOfEntry = (e: Entry): string => JSON.stringify([e.source, e.baseUrl, e.account ?? null, e.artnr, e.country, e.factor, e.profile]);

/** Whether an entry belongs to an account: a service answer kept without one could be anybody's. Demo prices are nobody's. */
const owned = (e: Entry): boolean => e.source === 'demo' || typeof e.account === 'string';

/**
 * The last answer to each request, kept in main as `last-known-prices.json` in the user data folder:
 * bounded by age and count (oldest out), written atomically through one write queue, an unreadable
 * file kept aside. Kept here rather than in the renderer's query cache so main can answer with it
 * where the lookup fails, whichever window asked. The CLI keeps its answers in the same file: before
 * each write, what another process wrote since is taken in (`takeNewerFromFile`). A clear is counted,
 * never dated: no time in the future is ever kept to judge later answers by.
 */
export function createLastKnownStore(dir: string, options: LastKnownStoreOptions = {}): LastKnownStore {
  const file = join(dir, LAST_KNOWN_FILE);
  const now = options.now ?? (() => new Date());
  const maxAgeDays = options.maxAgeDays ?? (() => DEFAULT_LAST_KNOWN_MAX_AGE_DAYS);
  const maxCount = options.maxCount ?? DEFAULT_LAST_KNOWN_MAX_COUNT;
  const queue = createWriteQueue();
  // Oldest fetch first, so the first keys are the ones to drop.
  const entries = new Map<string, Entry>();
  // A file that could not be read and not be moved aside is never written over.
  let writable = true;
  let loading: Promise<{ notice: Message | null }> | null = null;
  let writeWaiting = false;
  // The file as this store last read or wrote it: another process (the CLI beside the app, or the app
  // beside the CLI) may have written it since, with answers of its own.
  let seen: string | null = null;
  // What was kept up to the last clear stays forgotten, whoever writes it back: each clear raises the
  // file's generation, so a process that read the answers before another one cleared them drops them at
  // its next write, keeping only the answers it fetched since it last read or wrote the file (`pending`).
  let generation = 0;
  let clearAsked = false;
  const pending = new Set<string>();
  // The file's write counter as this store last read or wrote it.
  let writes = 0;
  const stamp = async (): Promise<string | null> => {
    const info = await stat(file).catch(() => null);
    return info === null ? null : `${info.mtimeMs}:${info.size}`;
  };

  const oldestAllowed = (): number => now().getTime() - maxAgeDays() * DAY_MS;
  // An answer dated well after now was fetched while the clock was ahead: how old it is, nobody knows, so it
  // is too old to offer; it is dropped like one past the maximum age.
  const offerable = (kept: Entry): boolean => {
    const fetched = Date.parse(kept.fetchedAt);
    return fetched >= oldestAllowed() && fetched <= now().getTime() + LAST_KNOWN_FUTURE_TOLERANCE_MS;
  };

  const prune = (): void => {
    for (const [key, kept] of entries) {
      if (!offerable(kept) || entries.size > maxCount) entries.delete(key);
    }
  };

  const read = async (): Promise<{ notice: Message | null }> => {
    let text: string;
    try {
      seen = await stamp();
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') writable = false;
      return { notice: null };
    }
    const read = readEntriesFile(text, entry);
    if (read === null) {
      try {
        const backup = await keepAside(file, now());
        return { notice: msg('lastKnown.store.reset', { backup }) };
      } catch {
        writable = false;
        return { notice: null };
      }
    }
    let notice: Message | null = null;
    if (read.skipped > 0) {
      try {
        const backup = await copyAside(file, now());
        notice = msg('lastKnown.store.skipped', { count: read.skipped, backup });
      } catch {
        // The entries left out are only on disk: it is not written over.
        writable = false;
      }
    }
    const unowned = read.entries.filter((kept) => !owned(kept)).length;
    if (unowned > 0) options.onUnowned?.(unowned);
    generation = generationOf(text);
    writes = writesOf(text);
    // In the file's order, which is the order they were kept in (oldest first).
    const sorted = read.entries.filter(owned);
    // Answers kept meanwhile are newer than anything in the file.
    const meanwhile = [...entries.values()];
    entries.clear();
    for (const kept of [...sorted, ...meanwhile]) {
      entries.delete(keyOfEntry(kept));
      entries.set(keyOfEntry(kept), kept);
    }
    prune();
    return { notice };
  };

  const load = (): Promise<{ notice: Message | null }> => (loading ??= read());

  /**
   * Before a write: what another process wrote since, merged with this store's own. A clear asked here
   * raises the generation past the file's and takes nothing from it; a clear in the file drops this store's
   * answers but those it kept since it last read or wrote the file; a file behind this store's clears (an
   * earlier version wrote it) gives nothing. Else an answer this store kept since it last read or wrote the
   * file wins over one it had seen there (by the file's write counter, not by time); an answer another
   * process wrote since wins over the one this store had read. Only when both kept one meanwhile (moments
   * apart) does the fetch time decide, and then an answer dated after now loses.
   */
  const takeNewerFromFile = async (): Promise<void> => {
    const changed = (await stamp()) !== seen;
    const text = changed ? await readFile(file, 'utf8').catch(() => null) : null;
    const read = text === null ? null : readEntriesFile(text, entry);
    const inFile = read === null || text === null ? generation : generationOf(text);
    const seenWrites = writes;
    if (text !== null) writes = Math.max(writes, writesOf(text));
    if (clearAsked) {
      clearAsked = false;
      generation = Math.max(generation, inFile) + 1;
      return;
    }
    if (inFile < generation || read === null) return;
    if (inFile > generation) {
      for (const key of [...entries.keys()]) if (!pending.has(key)) entries.delete(key);
      generation = inFile;
    }
    for (const kept of read.entries) {
      const key = keyOfEntry(kept);
      const mine = entries.get(key);
      if (!owned(kept) || !offerable(kept)) continue;
      if (mine !== undefined && pending.has(key)) {
        const seenByMe = (kept.written ?? 0) <= seenWrites;
        const theirs = Date.parse(kept.fetchedAt);
        if (seenByMe || theirs > now().getTime() || Date.parse(mine.fetchedAt) >= theirs) continue;
      }
      pending.delete(key);
      entries.delete(key);
      entries.set(key, kept);
    }
    // The answers kept here since go last: they are the newest, the last to go when the count is full.
    for (const key of pending) {
      const kept = entries.get(key);
      if (kept === undefined) continue;
      entries.delete(key);
      entries.set(key, kept);
    }
  };

  // Answers of a batch arrive many a second: with a delay they are written together, not one file each.
  let delayed: { timer: NodeJS.Timeout; written: Promise<void>; start: () => void } | null = null;
  const write = (): Promise<void> => {
    const delayMs = options.writeDelayMs ?? 0;
    if (delayMs <= 0) return writeNow();
    if (delayed === null) {
      let start: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        start = () => {
          delayed = null;
          resolve(writeNow());
        };
      });
      delayed = { timer: setTimeout(() => start(), delayMs), written, start };
    }
    return delayed.written;
  };
  const flush = (): Promise<void> => {
    if (delayed !== null) {
      clearTimeout(delayed.timer);
      delayed.start();
    }
    return queue.idle();
  };
  const writeNow = (): Promise<void> => {
    // Answers kept while a write waits go out with it: one file write for a whole batch of lookups.
    if (writeWaiting) return queue.idle();
    writeWaiting = true;
    return queue.run(async () => {
      writeWaiting = false;
      await load();
      if (!writable) return;
      await takeNewerFromFile();
      prune();
      writes += 1;
      for (const key of pending) {
        const kept = entries.get(key);
        if (kept !== undefined) entries.set(key, { ...kept, written: writes });
      }
      await writeFileAtomic(file, `${JSON.stringify({ version: 1, generation, writes, entries: [...entries.values()] })}\n`);
      pending.clear();
      seen = await stamp();
    });
  };

  return {
    file,
    load,
    keep(key, info, fetchedAt) {
      const kept: Entry = {
        source: key.source,
        baseUrl: key.baseUrl,
        account: key.account,
        artnr: key.request.artnr,
        country: key.request.country,
        factor: key.request.factor,
        profile: key.request.profile,
        // Never later than this store's clock: no time in the future is kept.
        fetchedAt: new Date(Math.min(fetchedAt.getTime(), now().getTime())).toISOString(),
        info,
      };
      const id = keyOf(key);
      entries.delete(id);
      entries.set(id, kept);
      pending.add(id);
      // Only the count here, oldest first (a full prune per answer made a 500-line quote quadratic); the age at the write.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxCount) break;
        entries.delete(oldest);
      }
      return write();
    },
    async find(key) {
      await load();
      const kept = entries.get(keyOf(key));
      if (kept === undefined || !offerable(kept)) return null;
      return { info: kept.info, fetchedAt: new Date(kept.fetchedAt) };
    },
    async clear() {
      await load();
      const cleared = entries.size;
      // A generation, not a time: what is fetched afterwards stays, whatever the clock said before or says now.
      clearAsked = true;
      entries.clear();
      pending.clear();
      // Forgotten on disk before the user is told so.
      const written = write();
      await flush();
      await written;
      return cleared;
    },
    flush,
  };
}
