/**
 * Lookups at once in a batch. All countries of a comparison go at once (12 requests, so it takes about
 * as long as one); a quote's lines go 6 at a time, quick for long quotes without flooding the service.
 */
export const COMPARE_CONCURRENCY = 12;
export const QUOTE_CONCURRENCY = 6;

/** What one item of a batch came to; `busy` asks the batch to slow down and try the item again. */
export type BatchOutcome<R> = { done: R } | { busy: true; afterMs: number };

export interface BatchOptions {
  concurrency: number;
  /** How often one item may come back busy before its last answer counts. */
  maxBusyRetries?: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `work` over the items, at most `concurrency` at a time, results in item order. An item that
 * comes back busy (the service said 429) is queued again after the wait, and the batch drops to one
 * at a time: a busy service slows the batch down instead of failing it.
 */
export function runBatch<T, R>(
  items: readonly T[],
  work: (item: T, index: number, lastTry: boolean) => Promise<BatchOutcome<R>>,
  options: BatchOptions,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const busyTries = new Array<number>(items.length).fill(0);
  const queue = items.map((_, index) => index);
  const maxBusy = options.maxBusyRetries ?? 3;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const { signal } = options;
  let limit = Math.max(1, options.concurrency);
  let active = 0;
  let finished = 0;
  let settled = false;

  return new Promise<R[]>((resolve, reject) => {
    const stop = (error: unknown): void => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    signal?.addEventListener('abort', () => stop(signal.reason), { once: true });
    const pump = (): void => {
      if (settled) return;
      if (signal?.aborted) return stop(signal.reason);
      if (finished === items.length) {
        settled = true;
        resolve(results);
        return;
      }
      while (active < limit && queue.length > 0) {
        const index = queue.shift() as number;
        active += 1;
        work(items[index] as T, index, (busyTries[index] ?? 0) >= maxBusy)
          .then(async (outcome) => {
            if ('done' in outcome) {
              results[index] = outcome.done;
              finished += 1;
              options.onProgress?.(finished, items.length);
              return;
            }
            // The item keeps its slot while it waits, so the whole batch slows down.
            busyTries[index] = (busyTries[index] ?? 0) + 1;
            limit = 1;
            await sleep(outcome.afterMs);
            queue.unshift(index);
          })
          .then(
            () => {
              active -= 1;
              pump();
            },
            stop,
          );
      }
    };
    pump();
  });
}
