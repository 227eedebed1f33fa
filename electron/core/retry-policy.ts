import pLimit from 'p-limit';
import { sleep } from './sleep';

/**
 * The one busy policy for the price service, main's alone (the window, the CLI, compare and quote
 * pricing all go through main's lookups): at most SERVICE_CONCURRENCY requests at once, and one lookup
 * tried at most `maxAttempts` times. Retried: 429 and 503 (waiting as their Retry-After says), 502, and
 * a connection reset. Never retried: other 4xx, other 5xx, timeouts (the user already waited).
 */
export interface RetryPolicy {
  /** Attempts in all, the first included: the most requests one lookup makes at the service. */
  maxAttempts: number;
  /** Waiting between attempts never adds up to more than this (a longer Retry-After is not waited for). */
  maxTotalWaitMs: number;
  /** First backoff when the service gives no Retry-After; doubles each time. */
  backoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, maxTotalWaitMs: 5_000, backoffMs: 250 };

/**
 * The most requests one lookup (or quote line) makes at the service, in all: the first, each retry, each
 * redirect followed and the try after a renewed token each take one (docs/security.md).
 */
const MAX_REQUESTS_PER_LOOKUP = 3;

/** The requests a lookup may still make at the service. */
export interface RequestBudget {
  /** Takes one request; false when none is left (the request is not made). */
  take(): boolean;
  left(): number;
}

/** A lookup's budget of requests at the service (MAX_REQUESTS_PER_LOOKUP unless told). */
export function createRequestBudget(requests = MAX_REQUESTS_PER_LOOKUP): RequestBudget {
  let left = requests;
  return {
    take: () => {
      if (left <= 0) return false;
      left -= 1;
      return true;
    },
    left: () => left,
  };
}

/** Requests at the service at once: all countries of a comparison (12) go together; a quote's lines as many at a time. */
export const SERVICE_CONCURRENCY = 12;

/** Waits `ms`; ends early, rejecting with the signal's reason, when the signal aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Statuses that say "try again later". */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503;
}

const HTTP_DATE = /^[A-Za-z]{3,9}, \d{2}[ -][A-Za-z]{3}[ -]\d{2,4} \d{2}:\d{2}:\d{2} GMT$/;
const ASCTIME_DATE = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/** Parses Retry-After (seconds or an HTTP date) into milliseconds from `now`, or null. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only the HTTP-date forms: Date.parse alone reads "1.5" or "-1" as a past date, i.e. "retry at once".
  const date = HTTP_DATE.test(text) ? Date.parse(text) : ASCTIME_DATE.test(text) ? Date.parse(`${text} GMT`) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface ServiceLimit {
  /** Runs `task` when a slot is free; a task whose signal aborted while it queued does not start. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /**
   * The wait after a busy answer (the client's `sleep`): while any lookup waits one out, no new request
   * starts (the service asked for a pause) and those under way finish; then as many at a time as before.
   * A busy service slows the lookups down instead of failing them.
   */
  sleep: Sleep;
}

/** Main's one limit on requests at the service (p-limit), shared by every lookup of one process. */
export function createServiceLimit(concurrency = SERVICE_CONCURRENCY, wait: Sleep = sleep): ServiceLimit {
  const limit = pLimit(concurrency);
  let waiting = 0;
  return {
    run: (task, signal) =>
      limit(() => {
        signal?.throwIfAborted();
        return task();
      }),
    sleep: async (ms, signal) => {
      waiting += 1;
      // The waiting lookup keeps its slot, so with one slot nothing else starts.
      limit.concurrency = 1;
      try {
        await wait(ms, signal);
      } finally {
        waiting -= 1;
        if (waiting === 0) limit.concurrency = concurrency;
      }
    },
  };
}
