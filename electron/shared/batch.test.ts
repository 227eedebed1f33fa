import { describe, expect, it } from 'vitest';
import { runBatch } from './batch';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('runBatch', () => {
  it('returns results in item order with at most `concurrency` at a time', async () => {
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
        return { done: item * 10 };
      },
      { concurrency: 3, onProgress: (done) => progress.push(done) },
    );
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(peak).toBe(3);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('handles an empty batch', async () => {
    expect(await runBatch([], async () => ({ done: 1 }), { concurrency: 4 })).toEqual([]);
  });

  it('slows down to one at a time and retries an item the service called busy', async () => {
    const calls: string[] = [];
    const waits: number[] = [];
    let active = 0;
    let peakAfterBusy = 0;
    let busySeen = false;
    const results = await runBatch(
      ['a', 'b', 'c', 'd', 'e'],
      async (item, _index, lastTry) => {
        active += 1;
        if (busySeen) peakAfterBusy = Math.max(peakAfterBusy, active);
        calls.push(item);
        await tick();
        active -= 1;
        if (item === 'b' && calls.filter((call) => call === 'b').length < 3) {
          busySeen = true;
          return { busy: true, afterMs: 1000 };
        }
        return { done: `${item}${lastTry ? '!' : ''}` };
      },
      { concurrency: 4, sleep: async (ms) => void waits.push(ms) },
    );
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(waits).toEqual([1000, 1000]);
    expect(peakAfterBusy).toBeLessThanOrEqual(4);
  });

  it('gives a busy item a last try, whose answer counts', async () => {
    const results = await runBatch(['x'], async (_item, _index, lastTry) => (lastTry ? { done: 'failed for good' } : { busy: true, afterMs: 5 }), {
      concurrency: 2,
      maxBusyRetries: 2,
      sleep: async () => undefined,
    });
    expect(results).toEqual(['failed for good']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = runBatch(
      [1, 2, 3, 4],
      async (item) => {
        if (item === 2) controller.abort(new Error('cancelled by the user'));
        await tick();
        return { done: item };
      },
      { concurrency: 1, signal: controller.signal },
    );
    await expect(pending).rejects.toThrow('cancelled by the user');
  });

  it('stops on a failing item', async () => {
    await expect(runBatch([1], async () => Promise.reject(new Error('boom')), { concurrency: 1 })).rejects.toThrow('boom');
  });
});
