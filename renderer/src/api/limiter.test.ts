import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once and all of them in the end', async () => {
    const limiter = createLimiter(3);
    let active = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        limiter.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await tick();
          active -= 1;
          return index;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(3);
  });

  it('goes one at a time after a slow-down', async () => {
    let clock = 0;
    const limiter = createLimiter(4, () => clock);
    limiter.slowDown(1_000);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        limiter.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await tick();
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(1);
    clock = 2_000;
    peak = 0;
    await Promise.all(Array.from({ length: 5 }, () => limiter.run(async () => {
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      active -= 1;
    })));
    expect(peak).toBe(4);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
