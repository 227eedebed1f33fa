import type { Result } from './errors';

/**
 * Lookups at once in a batch. All countries of a comparison go at once (12 requests, so it takes about
 * as long as one); a quote's lines go 6 at a time, quick for long quotes without flooding the service.
 */
export const COMPARE_CONCURRENCY = 12;
export const QUOTE_CONCURRENCY = 6;
/** How often one lookup may come back busy before its last answer counts. */
const MAX_BUSY_RETRIES = 3;
/** The wait after a busy answer without Retry-After. */
export const BUSY_WAIT_MS = 2_000;
/** A longer Retry-After is cut to this: someone is waiting for the batch. */
export const MAX_BUSY_WAIT_MS = 30_000;

/** The service said it is busy; `afterMs` is the wait it asked for (Retry-After), null when it gave none. */
export interface Busy {
  afterMs: number | null;
}

/** Waits `ms`; ends early, rejecting with the signal's reason, when the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

interface PoolTaskOptions<R> {
  /** Whether an answer (a value or a thrown error) says the service is busy, and for how long. */
  busy?: (answer: PromiseSettledResult<R>) => Busy | null;
  /** Aborting drops the task if it has not started and ends its wait; a running task sees its own signal. */
  signal?: AbortSignal;
}

export interface LookupPool {
  /**
   * Runs `task` when a slot is free. A busy answer is tried again after the wait, at most
   * MAX_BUSY_RETRIES times; then the last answer counts.
   */
  run<R>(task: () => Promise<R>, options?: PoolTaskOptions<R>): Promise<R>;
}

interface Queued {
  start: () => void;
  cancel: (reason: unknown) => void;
  signal: AbortSignal | undefined;
}

export interface LookupPoolOptions {
  concurrency: number;
  maxBusyRetries?: number;
  sleep?: Sleep;
}

/**
 * The one pool for lookups in parallel (CLI quote, the UI's compare and quote, soak, bench), with the
 * one policy for a busy service: while any lookup waits out a busy answer, the pool runs one lookup
 * at a time; when the waits are over it goes back to `concurrency`. A busy service slows the batch
 * down instead of failing it.
 */
export function createLookupPool(options: LookupPoolOptions): LookupPool {
  const concurrency = Math.max(1, options.concurrency);
  const maxBusyRetries = options.maxBusyRetries ?? MAX_BUSY_RETRIES;
  const sleep = options.sleep ?? sleepFor;
  let active = 0;
  let waiting = 0;
  const queue: Queued[] = [];
  // One abort listener per signal, not per queued task: a batch queues thousands on one signal.
  const watched = new WeakSet<AbortSignal>();
  const limit = (): number => (waiting > 0 ? 1 : concurrency);
  const pump = (): void => {
    while (active < limit() && queue.length > 0) {
      active += 1;
      queue.shift()?.start();
    }
  };
  const dropQueued = (signal: AbortSignal): void => {
    const kept = queue.filter((queued) => queued.signal !== signal);
    const dropped = queue.filter((queued) => queued.signal === signal);
    queue.length = 0;
    for (const queued of kept) queue.push(queued);
    for (const queued of dropped) queued.cancel(signal.reason);
  };
  /** Resolves when the caller may start; `front` queues it ahead of the others. */
  const slot = (front: boolean, signal: AbortSignal | undefined): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      if (signal && !watched.has(signal)) {
        watched.add(signal);
        signal.addEventListener('abort', () => dropQueued(signal), { once: true });
      }
      const queued: Queued = { start: resolve, cancel: reject, signal };
      if (front) queue.unshift(queued);
      else queue.push(queued);
      pump();
    });

  return {
    async run<R>(task: () => Promise<R>, taskOptions: PoolTaskOptions<R> = {}): Promise<R> {
      const { signal } = taskOptions;
      let ready = slot(false, signal);
      for (let tries = 0; ; tries += 1) {
        await ready;
        let answer: PromiseSettledResult<R>;
        let busy: Busy | null = null;
        try {
          answer = { status: 'fulfilled', value: await task() };
        } catch (reason) {
          answer = { status: 'rejected', reason };
        }
        try {
          busy = tries < maxBusyRetries ? (taskOptions.busy?.(answer) ?? null) : null;
        } finally {
          // Counted before the slot is freed, so nothing else starts at full speed in between.
          if (busy) waiting += 1;
          active -= 1;
          pump();
        }
        if (!busy) {
          if (answer.status === 'fulfilled') return answer.value;
          throw answer.reason;
        }
        try {
          await sleep(Math.min(busy.afterMs ?? BUSY_WAIT_MS, MAX_BUSY_WAIT_MS), signal);
          // Queued before the pool speeds up again, so the lookup that waited goes first.
          ready = slot(true, signal);
        } finally {
          waiting -= 1;
          pump();
        }
      }
    },
  };
}

export interface BatchOptions<R> extends PoolTaskOptions<R> {
  /** The pool to run in; a new one with `concurrency` (and `sleep`) if not given. */
  pool?: LookupPool;
  concurrency?: number;
  sleep?: Sleep;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Runs `work` over the items in the pool, results in item order. Cancelling (the signal) or a thrown
 * error ends the batch at once; items not started yet are not started.
 */
export async function runBatch<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  options: BatchOptions<R>,
): Promise<R[]> {
  const pool =
    options.pool ?? createLookupPool({ concurrency: options.concurrency ?? 1, ...(options.sleep ? { sleep: options.sleep } : {}) });
  const stop = new AbortController();
  const cancel = (): void => stop.abort(options.signal?.reason);
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel, { once: true });
  const stopped = new Promise<never>((_, reject) => {
    if (stop.signal.aborted) reject(stop.signal.reason);
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true });
  });
  let finished = 0;
  try {
    return await Promise.race([
      Promise.all(
        items.map(async (item, index) => {
          // A throw stops the batch before its slot goes to the next item.
          const attempt = (): Promise<R> =>
            work(item, index).catch((error: unknown) => {
              if (!stop.signal.aborted) stop.abort(error);
              throw error;
            });
          const result = await pool.run(attempt, { ...(options.busy ? { busy: options.busy } : {}), signal: stop.signal });
          finished += 1;
          options.onProgress?.(finished, items.length);
          return result;
        }),
      ),
      stopped,
    ]);
  } catch (error) {
    if (!stop.signal.aborted) stop.abort(error);
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The one rule for "the service is busy": HTTP 429, waiting as its Retry-After says when it gave one. */
export function serviceBusy(error: { status?: number | undefined; retryAfterMs?: number | undefined }): Busy | null {
  return error.status === 429 ? { afterMs: error.retryAfterMs ?? null } : null;
}

/** `busy` for lookups that answer with a Result (the CLI, main's handlers): a failed result that is a 429. */
export function busyResult(answer: PromiseSettledResult<Result<unknown> | null>): Busy | null {
  return answer.status === 'fulfilled' && answer.value !== null && !answer.value.ok ? serviceBusy(answer.value.error) : null;
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
