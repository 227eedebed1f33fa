import fc from 'fast-check';
import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/support/fast-check-seed';
import { createFileLock, LockBusyError, type FileLockOptions } from './file-lock';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// Two "processes" are two instances with their own tokens; pids, liveness and the clock are the test's.
let dir: string;
let lock: string;
let clock: number;
beforeEach(async () => {
  dir = await tempFolder('lock');
  lock = join(dir, 'quote-numbers.json.lock');
  clock = 0;
});
afterEach(async () => {
  await removeFolder(dir);
});

const yieldOnce = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A holder: the shared test clock moves on only while someone waits. */
const holder = (more: FileLockOptions) =>
  createFileLock(lock, {
    host: 'desk-1',
    alive: () => true,
    monotonic: () => clock,
    pause: async (ms) => {
      clock += ms;
      await yieldOnce();
    },
    otherHostStaleMs: 60_000,
    waitLimitMs: 5_000,
    ...more,
  });
const writeLock = (holderOf: { pid: number; host: string; token: string }) => writeFile(lock, JSON.stringify(holderOf));
const lockToken = async () => (JSON.parse(await readFile(lock, 'utf8')) as { token: string }).token;

describe('the quote-number lock', () => {
  it('lets one holder in at a time, also when several take over the same dead process’s lock at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 })), { minLength: 2, maxLength: 8 }),
        fc.boolean(),
        async (asks, deadLockFirst) => {
          await rm(lock, { force: true });
          if (deadLockFirst) await writeLock({ pid: 9, host: 'desk-1', token: 'dead' });
          const alive = (pid: number) => pid !== 9;
          const holders = [0, 1, 2].map((index) => holder({ pid: 100 + index, token: `t${index}`, alive, waitLimitMs: 60_000 }));
          let inside = 0;
          let most = 0;
          await Promise.all(
            asks.map(([who, steps]) =>
              holders[who]!.whileLocked(async () => {
                inside += 1;
                most = Math.max(most, inside);
                for (let step = 0; step < steps; step += 1) await yieldOnce();
                inside -= 1;
              }),
            ),
          );
          expect(most).toBe(1);
          expect(await readdir(dir)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lets only one of two takers that judged the same dead lock stale take it over', async () => {
    await writeLock({ pid: 9, host: 'desk-1', token: 'dead' });
    const alive = (pid: number) => pid !== 9;
    let firstInside: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => {
      firstInside = resolve;
    });
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside += 1;
      most = Math.max(most, inside);
      firstInside();
      for (let step = 0; step < 20; step += 1) await yieldOnce();
      inside -= 1;
    };
    const first = holder({ pid: 100, token: 'first', alive });
    // The second judged the dead lock stale too, and goes on only once the first has taken it over.
    const second = holder({ pid: 101, token: 'second', alive, judgedStale: () => firstHolds });
    await Promise.all([second.whileLocked(work), first.whileLocked(work)]);
    expect(most).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes a lock of this computer whose process is gone at once, whatever the file’s time says', async () => {
    await writeLock({ pid: 9, host: 'desk-1', token: 'dead' });
    const future = new Date(Date.now() + 24 * 3_600_000);
    await utimes(lock, future, future);
    expect(await holder({ pid: 100, token: 'me', alive: (pid) => pid !== 9 }).whileLocked(async () => lockToken())).toBe('me');
    expect(clock).toBe(0);
  });

  it('waits for a live process of this computer however old its lock, then says the numbers are busy and does nothing', async () => {
    await writeLock({ pid: 7, host: 'desk-1', token: 'busy' });
    const old = new Date(Date.now() - 24 * 3_600_000);
    await utimes(lock, old, old);
    let worked = false;
    await expect(
      holder({ pid: 100, token: 'me' }).whileLocked(async () => {
        worked = true;
      }),
    ).rejects.toBeInstanceOf(LockBusyError);
    expect(worked).toBe(false);
    expect(clock).toBeGreaterThan(5_000);
    expect(await lockToken()).toBe('busy');
  });

  it('judges another computer’s lock by how long this process saw it unchanged, not by its file time', async () => {
    await writeLock({ pid: 7, host: 'desk-2', token: 'roaming' });
    const old = new Date(Date.now() - 24 * 3_600_000);
    await utimes(lock, old, old);
    const me = holder({ pid: 100, token: 'me' });
    // An old file time is no reason: the other computer's clock may differ.
    await expect(me.whileLocked(async () => undefined)).rejects.toBeInstanceOf(LockBusyError);
    expect(await lockToken()).toBe('roaming');
    // Taken over by another token: seen anew, waited for again.
    clock += 59_000;
    await writeLock({ pid: 7, host: 'desk-2', token: 'roaming-again' });
    await expect(me.whileLocked(async () => undefined)).rejects.toBeInstanceOf(LockBusyError);
    clock += 60_000;
    expect(await me.whileLocked(async () => lockToken())).toBe('me');
  });

  it('removes the lock only while it still holds its token', async () => {
    const me = holder({ pid: 100, token: 'me' });
    await me.whileLocked(async () => {
      // Taken over meanwhile (a long pause judged stale elsewhere): the other's lock stays.
      await writeLock({ pid: 7, host: 'desk-2', token: 'theirs' });
    });
    expect(await lockToken()).toBe('theirs');
    expect(await readdir(dir)).toEqual(['quote-numbers.json.lock']);
  });
});
