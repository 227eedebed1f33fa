/**
 * When a lookup is tried again. Retried: 429 (waiting as Retry-After says), 502 and 503, and a
 * connection reset. Never retried: other 4xx, other 5xx, timeouts (the user already waited).
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Waiting between attempts never adds up to more than this. */
  maxTotalWaitMs: number;
  /** First backoff when the service gives no Retry-After; doubles each time. */
  backoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, maxTotalWaitMs: 5_000, backoffMs: 250 };

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

/** Sleeps for `ms`, ending early with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
