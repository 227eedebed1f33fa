/** Runs at most `concurrency` tasks at a time; after a 429 it drops to one at a time for a while. */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** The service said it is busy: one at a time until `ms` from now. */
  slowDown(ms: number): void;
}

export function createLimiter(concurrency: number, now: () => number = () => Date.now()): Limiter {
  let active = 0;
  let calmUntil = 0;
  const waiting: (() => void)[] = [];
  const limit = (): number => (now() < calmUntil ? 1 : concurrency);
  const next = (): void => {
    while (active < limit() && waiting.length > 0) {
      active += 1;
      waiting.shift()?.();
    }
  };
  return {
    async run(task) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      });
      try {
        return await task();
      } finally {
        active -= 1;
        next();
      }
    },
    slowDown(ms) {
      calmUntil = Math.max(calmUntil, now() + ms);
      setTimeout(next, ms + 1);
    },
  };
}
