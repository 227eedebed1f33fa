import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { msg, type Message } from '../shared/i18n/catalogue';
import { MAX_FAVOURITES, MAX_RECENT_LOOKUPS, type Favourite, type RecentLookup } from '../shared/recall';
import { favouriteSchema, recentLookupSchema } from '../shared/recall-schema';
import { writeFileAtomic } from './atomic-file';
import { copyAside, keepAside } from './keep-aside';
import { readEntriesFile } from './store-entries';
import { createWriteQueue } from './write-queue';

/** A list main keeps in a file of its own: read once, changed in memory, each change written in order. */
export interface ListStore<T> {
  readonly file: string;
  /**
   * Reads the file if it is not read yet; `notice` says what the read left out (an entry that cannot be
   * read, alone) or kept aside (a file that cannot be read at all). A file that cannot be opened is tried again by `list()`.
   */
  load(): Promise<{ notice: Message | null }>;
  /** The list as it is now; the first call reads the file (an unreadable file is kept aside, the list starts empty). */
  list(): Promise<T[]>;
  /**
   * Changes the list; resolves with the new list once it is written. The change is in memory at once,
   * so a `list()` asked for after it sees it even while the write is still under way.
   */
  change(update: (list: readonly T[]) => T[]): Promise<T[]>;
  /** Resolves once every write asked for so far has finished. */
  flush(): Promise<void>;
}

interface ListStoreOptions<T> {
  file: string;
  entry: z.ZodType<T>;
  max: number;
  now: () => Date;
  /** Told where an unreadable file was put, for the diagnostics log. */
  onKeptAside: (backup: string) => void;
}

/**
 * One list as JSON (`{ version: 1, entries }`), written atomically through one write queue. An entry
 * that cannot be read is left out alone, the file as it was copied aside first; a file that cannot be
 * read as this version is kept aside, never overwritten unread; a file that cannot be opened
 * (permissions) leaves the list unchangeable until a later read succeeds.
 */
function createListStore<T>(options: ListStoreOptions<T>): ListStore<T> {
  const writes = createWriteQueue();
  let entries: T[] | null = null;
  let notice: Message | null = null;
  // Reads and changes of the in-memory list, one after another, so each sees the one before.
  let serial: Promise<unknown> = Promise.resolve();

  const read = async (): Promise<T[]> => {
    if (entries !== null) return entries;
    let text: string;
    try {
      text = await readFile(options.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return (entries = []);
    }
    const read = readEntriesFile(text, options.entry);
    const file = basename(options.file);
    if (read === null) {
      const backup = await keepAside(options.file, options.now());
      options.onKeptAside(backup);
      notice = msg('recall.store.reset', { file, backup });
      return (entries = []);
    }
    if (read.skipped > 0) {
      // Copied before anything is written over the entries left out; when it cannot be, the read fails and is tried again.
      const backup = await copyAside(options.file, options.now());
      notice = msg('recall.store.skipped', { file, count: read.skipped, backup });
    }
    return (entries = read.entries.slice(0, options.max));
  };

  const inTurn = <R>(step: () => Promise<R>): Promise<R> => {
    const next = serial.then(step, step);
    serial = next.catch(() => undefined);
    return next;
  };

  return {
    file: options.file,
    load: () =>
      inTurn(async () => {
        await read().catch(() => undefined);
        return { notice };
      }),
    list: () => inTurn(async () => [...(await read())]),
    async change(update) {
      // Queued inside the turn, so the writes land in the order of the changes.
      const { changed, written } = await inTurn(async () => {
        const next = update(await read()).slice(0, options.max);
        entries = next;
        const content = `${JSON.stringify({ version: 1, entries: next })}\n`;
        return { changed: next, written: writes.run(() => writeFileAtomic(options.file, content)) };
      });
      await written;
      return [...changed];
    },
    flush: () => writes.idle(),
  };
}

/** The last lookups, most recent first: `recent-lookups.json` in the user data folder. */
export function createRecentLookupsStore(
  dir: string,
  onKeptAside: (backup: string) => void,
  now: () => Date = () => new Date(),
): ListStore<RecentLookup> {
  return createListStore({ file: join(dir, 'recent-lookups.json'), entry: recentLookupSchema, max: MAX_RECENT_LOOKUPS, now, onKeptAside });
}

/** The starred lookups, newest first: `favourites.json` in the user data folder. */
export function createFavouritesStore(
  dir: string,
  onKeptAside: (backup: string) => void,
  now: () => Date = () => new Date(),
): ListStore<Favourite> {
  return createListStore({ file: join(dir, 'favourites.json'), entry: favouriteSchema, max: MAX_FAVOURITES, now, onKeptAside });
}
