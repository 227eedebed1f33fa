import { describe, expect, it } from 'vitest';
import type { Result } from './errors';
import { msg } from './i18n/catalogue';
import { BUSY_WAIT_MS, busyResult, createLookupPool, MAX_BUSY_WAIT_MS, runBatch, serviceBusy, type Sleep } from './lookup-pool';

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

/** A sleep that records what it was asked for and returns at once. */
function recordingSleep(): { sleep: Sleep; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

const busy429 = (retryAfterMs?: number): Result<string> => ({
  ok: false,
  error: {
    kind: 'unavailable',
    message: msg('errors.unavailable.busy'),
    status: 429,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  },
});

describe('runBatch', () => {
  it('returns results in item order with at most `concurrency` at a time, and reports progress', async () => {
    let active = 0;
    let peak = 0;
    const progress: number[] = [];
    const results = await runBatch(
      [5, 1, 4, 2, 3, 6, 7],
      async (item) => {
        active += 1;
        peak = Math.max(peak, active);
        for (let wait = 0; wait < item; wait += 1) await tick();
        active -= 1;
        return item * 10;
      },
      { concurrency: 3, onProgress: (done, total) => progress.push(done / total) },
    );
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(peak).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7].map((done) => done / 7));
  });

  it('handles an empty batch', async () => {
    expect(await runBatch([], async () => 1, { concurrency: 4 })).toEqual([]);
  });

  it('drops to one at a time while a busy answer is waited out, then goes back to full speed', async () => {
    let active = 0;
    let inWait = false;
    let finishedInWait = 0;
    let endWait = (): void => undefined;
    const startsInWait: number[] = [];
    const startsAfterWait: { item: number; active: number }[] = [];
    const waits: number[] = [];
    const answered = new Set<number>();
    const sleep: Sleep = (ms) => {
      waits.push(ms);
      inWait = true;
      return new Promise<void>((resolve) => {
        endWait = () => {
          inWait = false;
          resolve();
        };
      });
    };
    const results = await runBatch(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      async (item) => {
        active += 1;
        if (inWait) startsInWait.push(active);
        else if (waits.length > 0) startsAfterWait.push({ item, active });
        if (item === 0 && !answered.has(0)) {
          answered.add(0);
          active -= 1;
          return busy429(1_000);
        }
        await tick();
        active -= 1;
        if (inWait) {
          finishedInWait += 1;
          // The three already under way finish, then two start one after the other.
          if (finishedInWait === 5) endWait();
        }
        return { ok: true, value: `item ${item}` } as Result<string>;
      },
      { concurrency: 4, busy: busyResult, sleep },
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((item) => ({ ok: true, value: `item ${item}` })));
    expect(waits).toEqual([1_000]);
    expect(startsInWait).toEqual([1, 1]);
    // The lookup that waited is among the first to go again, and the pool is back to four at once.
    expect(startsAfterWait.slice(0, 4).map((start) => start.item)).toContain(0);
    expect(Math.max(...startsAfterWait.map((start) => start.active))).toBe(4);
  });

  it('waits as long as Retry-After says, 2 s without one, and no longer than the cap', async () => {
    const { sleep, waits } = recordingSleep();
    const answers = [busy429(1_000), busy429(), busy429(3_600_000), { ok: true, value: 'priced' } as const];
    const results = await runBatch(['x'], async () => answers.shift() ?? busy429(), { concurrency: 6, busy: busyResult, sleep });
    expect(results).toEqual([{ ok: true, value: 'priced' }]);
    expect(waits).toEqual([1_000, BUSY_WAIT_MS, MAX_BUSY_WAIT_MS]);
  });

  it('counts the last answer of a lookup that stays busy', async () => {
    const { sleep, waits } = recordingSleep();
    let calls = 0;
    const results = await runBatch(
      ['x'],
      async () => {
        calls += 1;
        return busy429(5);
      },
      { pool: createLookupPool({ concurrency: 2, maxBusyRetries: 2, sleep }), busy: busyResult },
    );
    expect(results).toEqual([busy429(5)]);
    expect(calls).toBe(3);
    expect(waits).toEqual([5, 5]);
  });

  it('stops when cancelled, and starts nothing more', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const pending = runBatch(
      [1, 2, 3, 4],
      async (item) => {
        started.push(item);
        if (item === 2) controller.abort(new Error('cancelled by the user'));
        await tick();
        return item;
      },
      { concurrency: 1, signal: controller.signal },
    );
    await expect(pending).rejects.toThrow('cancelled by the user');
    await tick();
    expect(started).toEqual([1, 2]);
  });

  it('ends a busy wait when cancelled', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const pending = runBatch(
      ['x'],
      async () => {
        setTimeout(() => controller.abort(new Error('cancelled by the user')), 5);
        return busy429(20_000);
      },
      { concurrency: 1, busy: busyResult, signal: controller.signal },
    );
    await expect(pending).rejects.toThrow('cancelled by the user');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops on a failing item and starts nothing more', async () => {
    const started: number[] = [];
    const pending = runBatch(
      [1, 2, 3],
      async (item) => {
        started.push(item);
        throw new Error('boom');
      },
      { concurrency: 1 },
    );
    await expect(pending).rejects.toThrow('boom');
    await tick();
    expect(started).toEqual([1]);
  });
});

describe('createLookupPool', () => {
  it('frees the slot when a task fails', async () => {
    const pool = createLookupPool({ concurrency: 1 });
    await expect(pool.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await pool.run(async () => 'next')).toBe('next');
  });

  it('tries a thrown busy answer again and throws the last one', async () => {
    const { sleep, waits } = recordingSleep();
    const pool = createLookupPool({ concurrency: 3, sleep });
    let calls = 0;
    const failing = pool.run(
      async () => {
        calls += 1;
        throw Object.assign(new Error(`busy ${calls}`), { status: 429 });
      },
      { busy: (answer) => (answer.status === 'rejected' ? serviceBusy(answer.reason as { status?: number }) : null) },
    );
    await expect(failing).rejects.toThrow('busy 4');
    expect(waits).toEqual([BUSY_WAIT_MS, BUSY_WAIT_MS, BUSY_WAIT_MS]);
  });

  it('does not start a task whose signal is aborted while it queues', async () => {
    const pool = createLookupPool({ concurrency: 1 });
    let release = (): void => undefined;
    const first = pool.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const controller = new AbortController();
    let ran = false;
    const second = pool.run(
      async () => {
        ran = true;
      },
      { signal: controller.signal },
    );
    controller.abort(new Error('cancelled'));
    await expect(second).rejects.toThrow('cancelled');
    release();
    expect(await first).toBe('first');
    expect(ran).toBe(false);
  });
});

describe('serviceBusy', () => {
  it('is a 429, with the wait it asked for if any', () => {
    expect(serviceBusy({ status: 429, retryAfterMs: 1_000 })).toEqual({ afterMs: 1_000 });
    expect(serviceBusy({ status: 429 })).toEqual({ afterMs: null });
    expect(serviceBusy({ status: 503 })).toBeNull();
    expect(serviceBusy({})).toBeNull();
  });
});
