import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { link, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { parseJson } from './store-entries';
import { sleep } from './sleep';

/** A lock of another computer (a roaming profile) is taken over once this process has seen it unchanged this long. */
const OTHER_HOST_STALE_MS = 2 * 60 * 1000;
/** How long one wait for the lock lasts at most; then the user is told the numbers are busy. */
const LOCK_WAIT_LIMIT_MS = 20 * 1000;

/** The lock stayed held by another process for longer than a wait lasts: nothing was done. */
export class LockBusyError extends Error {
  constructor(readonly file: string) {
    super(`${file} stayed locked by another process.`);
    this.name = 'LockBusyError';
  }
}

/** Who holds a lock: written into the lock file. */
const holderSchema = z.object({ pid: z.number().int(), host: z.string().max(300), token: z.string().max(100) });
type Holder = z.infer<typeof holderSchema>;

export interface FileLockOptions {
  /** This process: its pid and host name; another instance with another token is another holder. */
  pid?: number;
  host?: string;
  token?: string;
  /** Whether a process of this host is alive (process.kill(pid, 0): ESRCH is none). */
  alive?: (pid: number) => boolean;
  /** A clock that never goes back (ms): the wall clock can be set back, or differ between two computers. */
  monotonic?: () => number;
  /** Waits a moment before the next attempt. */
  pause?: (ms: number) => Promise<void>;
  otherHostStaleMs?: number;
  waitLimitMs?: number;
  /** Called between judging a lock stale and taking it over: where a test lets another taker in. */
  judgedStale?: () => Promise<void>;
}

/** process.kill(pid, 0) asks whether the process exists: ESRCH says it does not; EPERM says it does (another user's). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

export interface FileLock {
  /** Runs `work` while this holder alone holds the lock; rejects with LockBusyError when another holds it longer than a wait lasts. */
  whileLocked<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A lock file made with O_EXCL, holding pid, host and a random token. It is stale when its process on this
 * host is gone, or (another host's, or one that cannot be read) when this process has seen it unchanged
 * for OTHER_HOST_STALE_MS by a monotonic clock, never by the file's time. A stale lock is removed only by
 * the one taker that claims it (removeStale), so two takers cannot both take it over; a holder removes the
 * lock only while it still holds its token.
 */
export function createFileLock(lock: string, options: FileLockOptions = {}): FileLock {
  const me: Holder = {
    pid: options.pid ?? process.pid,
    host: options.host ?? hostname(),
    token: options.token ?? randomBytes(16).toString('hex'),
  };
  const mine = JSON.stringify(me);
  const alive = options.alive ?? processAlive;
  const monotonic = options.monotonic ?? (() => performance.now());
  const pause = options.pause ?? sleep;
  const otherHostStaleMs = options.otherHostStaleMs ?? OTHER_HOST_STALE_MS;
  const waitLimitMs = options.waitLimitMs ?? LOCK_WAIT_LIMIT_MS;
  // The lock content seen, and since when (monotonic): another host's lock is judged by how long it stays.
  let seen: { content: string; since: number } | null = null;

  const stale = (content: string): boolean => {
    const holder = holderSchema.safeParse(parseJson(content));
    if (holder.success && holder.data.host === me.host && holder.data.token !== me.token) return !alive(holder.data.pid);
    const now = monotonic();
    if (seen?.content !== content) seen = { content, since: now };
    return now - seen.since > otherHostStaleMs;
  };
  let seenClaim: { claim: string; since: number } | null = null;
  /**
   * Removes a stale lock that says `content`. Only one taker can claim a holder's lock: the claim is a hard
   * link named after the holder's token, made with link (which fails when it exists); the lock is removed only
   * while its path is still the claimed file, and only a claimer or its holder ever removes it.
   */
  const removeStale = async (content: string): Promise<boolean> => {
    const holder = holderSchema.safeParse(parseJson(content));
    const tag = holder.success ? holder.data.token.replace(/[^A-Za-z0-9-]/g, '') : 'unknown';
    const claim = `${lock}.${tag}.claim`;
    try {
      await link(lock, claim);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return true;
      if (code !== 'EEXIST') throw error;
      // Another taker's claim; one left by a taker that ended midway goes once seen long enough.
      const now = monotonic();
      if (seenClaim?.claim !== claim) seenClaim = { claim, since: now };
      else if (now - seenClaim.since > otherHostStaleMs) await rm(claim, { force: true });
      return false;
    }
    try {
      const [claimed, current] = await Promise.all([stat(claim), stat(lock).catch(() => null)]);
      const said = await readFile(claim, 'utf8').catch(() => null);
      if (said !== content || current === null || current.ino !== claimed.ino || current.dev !== claimed.dev) return false;
      await rm(lock, { force: true });
      return true;
    } finally {
      await rm(claim, { force: true });
    }
  };
  /** Removes our own lock, only while it still holds our token. */
  const release = async (): Promise<void> => {
    const content = await readFile(lock, 'utf8').catch(() => null);
    const holder = holderSchema.safeParse(parseJson(content ?? ''));
    if (holder.success && holder.data.token === me.token) await rm(lock, { force: true });
  };
  const take = async (): Promise<boolean> => {
    let handle;
    try {
      handle = await open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    try {
      await handle.writeFile(mine, 'utf8');
    } finally {
      await handle.close();
    }
    return true;
  };

  return {
    async whileLocked(work) {
      await mkdir(dirname(lock), { recursive: true });
      const started = monotonic();
      for (let attempt = 0; ; attempt += 1) {
        if (await take()) break;
        const content = await readFile(lock, 'utf8').catch(() => null);
        if (content !== null && stale(content)) {
          await options.judgedStale?.();
          if (await removeStale(content)) continue;
        }
        if (monotonic() - started > waitLimitMs) throw new LockBusyError(lock);
        await pause(Math.min(50, 2 + attempt * 2));
      }
      try {
        return await work();
      } finally {
        await release().catch(() => undefined);
      }
    },
  };
}
