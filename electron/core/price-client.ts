import { ok, type AppErrorKind, type Result } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { answerProblem, parsePriceInfo } from './price-schema';
import { buildCheckPriceUrl } from './price-url';
import { MAX_RESPONSE_BYTES, readBodyCapped } from './read-body';
import pRetry from 'p-retry';
import {
  createRequestBudget,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRetryAfter,
  type RequestBudget,
  type RetryPolicy,
  type Sleep,
} from './retry-policy';
import { sleep } from './sleep';
import { describeNetworkError } from './network-error';
import { createDeadline, type OpenQuestion } from './deadline';

/** The fetch the client runs on: Electron's `net.fetch` in the app, Node's fetch in the CLI and tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface CheckPriceOptions {
  baseUrl: string;
  token: string;
  request: LookupRequest;
  fetch: FetchLike;
  /** Aborting it cancels the lookup; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A question to the user the request waits on (a proxy's sign-in): the timeout waits for its answer. */
  openQuestion?: OpenQuestion;
  maxResponseBytes?: number;
  retry?: RetryPolicy;
  /**
   * The requests the lookup may still make (a try after a renewed token shares its lookup's): every request,
   * a retry's or a redirect's, takes one. A budget of MAX_REQUESTS_PER_LOOKUP when not given.
   */
  budget?: RequestBudget;
  sleep?: Sleep;
  /** The wall clock, for a Retry-After given as a date. */
  now?: () => number;
  /** A monotonic clock (ms), which bounds the waits between attempts; tests pass their own. */
  monotonic?: () => number;
}

interface Attempt {
  result: Result<PriceInfo>;
  /** Set when the failure may pass if tried again; the wait the service asked for, if any. */
  retry?: { afterMs: number | null };
}

/** An attempt that may pass if tried again, thrown for p-retry to decide. */
class TryAgain extends Error {
  constructor(readonly attempt: Attempt & { retry: { afterMs: number | null } }) {
    super('try again');
  }
}

/**
 * Asks the price service for one article's price information: validated, normalised, never throwing for
 * service faults. A busy service (429, 502, 503, a reset connection) is asked again as the retry policy
 * says (p-retry): at most `maxAttempts` attempts while the budget has requests left, waiting as Retry-After
 * asks, all waits within `maxTotalWaitMs` by a monotonic clock; then the last answer counts.
 */
export async function checkPrice(options: CheckPriceOptions): Promise<Result<PriceInfo>> {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const budget = options.budget ?? createRequestBudget();
  const wait = options.sleep ?? sleep;
  const monotonic = options.monotonic ?? (() => performance.now());
  const url = buildCheckPriceUrl(options.baseUrl, options.request);
  const started = monotonic();
  try {
    return await pRetry(
      async () => {
        const outcome = await attemptOnce(options, url, budget);
        if (outcome.retry) throw new TryAgain({ ...outcome, retry: outcome.retry });
        return outcome.result;
      },
      {
        retries: Math.max(0, policy.maxAttempts - 1),
        // The waits are the service's (Retry-After) or the policy's, slept in shouldRetry with the injected sleep.
        minTimeout: 0,
        ...(options.signal ? { signal: options.signal } : {}),
        shouldRetry: async ({ error, attemptNumber }) => {
          if (!(error instanceof TryAgain) || budget.left() === 0) return false;
          const pause = error.attempt.retry.afterMs ?? policy.backoffMs * 2 ** (attemptNumber - 1);
          if (monotonic() - started + pause > policy.maxTotalWaitMs) return false;
          await wait(pause, options.signal);
          return true;
        },
      },
    );
  } catch (error) {
    if (error instanceof TryAgain) return error.attempt.result;
    // Cancelled: the caller's reason as it gave it (p-retry would wrap one that is not an Error).
    if (options.signal?.aborted) throw options.signal.reason;
    throw error;
  }
}

/** A failure in the user's words, with what happened in technical terms for the diagnostics log. */
function fail(kind: AppErrorKind, message: Message, detail: string): Result<never> {
  return { ok: false, error: { kind, message, detail } };
}

async function attemptOnce(options: CheckPriceOptions, firstUrl: URL, budget: RequestBudget): Promise<Attempt> {
  // Nothing left to ask with (a renewed token's try after the lookup's last request): the service is not asked.
  if (!budget.take()) return { result: fail('unavailable', msg('errors.unavailable.busy'), 'no request left for this lookup') };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = createDeadline(timeoutMs, options.openQuestion);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    let url = firstUrl;
    for (;;) {
      const response = await options.fetch(url.href, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
        redirect: 'manual',
        signal,
      });
      const next = redirectTarget(response, url);
      if (next === null) return await interpret(response, options, url);
      await response.body?.cancel().catch(() => undefined);
      // The token must never travel to another origin; a redirect followed is one of the lookup's requests.
      if (next === 'elsewhere' || next.origin !== firstUrl.origin || !budget.take()) {
        const where = next === 'elsewhere' ? msg('errors.unexpected.redirectedElsewhere') : msg('errors.unexpected.redirectedTo');
        const to = next === 'elsewhere' ? 'an address not given' : next.host;
        return { result: fail('unexpected-response', where, `HTTP ${response.status} redirect to ${to}, not followed`) };
      }
      url = next;
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.signal.aborted) {
      return {
        result: fail(
          'unavailable',
          msg('errors.unavailable.timeout', { seconds: seconds(timeoutMs) }),
          `no answer from ${firstUrl.host} in ${timeoutMs} ms`,
        ),
      };
    }
    const network = describeNetworkError(error);
    return {
      result: fail(
        'unavailable',
        msg('errors.unavailable.network', { reason: network.reason }),
        `${firstUrl.host}: ${network.reason} (${networkCode(error)})`,
      ),
      ...(network.reset ? { retry: { afterMs: null } } : {}),
    };
  } finally {
    timeout.clear();
  }
}

function redirectTarget(response: Response, from: URL): URL | 'elsewhere' | null {
  if (response.type === 'opaqueredirect') return 'elsewhere';
  if (response.status < 300 || response.status > 399 || response.status === 304) return null;
  const location = response.headers.get('location');
  if (location === null) return 'elsewhere';
  try {
    return new URL(location, from);
  } catch {
    return 'elsewhere';
  }
}

async function interpret(response: Response, options: CheckPriceOptions, url: URL): Promise<Attempt> {
  const { status } = response;
  if (status < 200 || status > 299) {
    await response.body?.cancel().catch(() => undefined);
    return statusFailure(response, options, url);
  }
  const limit = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const body = await readBodyCapped(response, limit);
  if (!body.ok) {
    const megabytes = limit % (1024 * 1024) === 0;
    const size = { size: String(megabytes ? limit / 1024 / 1024 : limit), unit: megabytes ? 'megabytes' : 'bytes' };
    return { result: fail('unexpected-response', msg('errors.unexpected.tooLarge', size), `answer over ${size.size} ${size.unit}`) };
  }
  if (body.text.trim() === '') {
    return { result: fail('unexpected-response', msg('errors.unexpected.empty'), `HTTP ${status}, empty body`) };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim();
    // A web page instead of prices: most often a hotel's or guest Wi-Fi's sign-in page, which the user can open and pass.
    const webPage = contentType === 'text/html' || /^\s*</.test(body.text);
    const notJson = webPage
      ? msg('errors.unexpected.webPage')
      : contentType
        ? msg('errors.unexpected.notJson', { contentType })
        : msg('errors.unexpected.notJsonUntyped');
    return { result: fail('unexpected-response', notJson, `HTTP ${status}, not JSON (content type ${contentType ?? 'unknown'})`) };
  }
  const parsed = parsePriceInfo(json);
  if (!parsed.ok) {
    return { result: fail('unexpected-response', parsed.problem, `HTTP ${status}, answer not read: ${answerProblem(parsed.problem)}`) };
  }
  return { result: ok(parsed.info) };
}

function statusFailure(response: Response, options: CheckPriceOptions, url: URL): Attempt {
  const { status } = response;
  const { artnr, country } = options.request;
  switch (true) {
    case status === 401:
      return { result: fail('token-rejected', msg('errors.token.rejected'), 'HTTP 401') };
    case status === 403:
      return { result: fail('token-rejected', msg('errors.token.forbidden'), 'HTTP 403') };
    case status === 404:
      // `country` is the code; the reader's translator names the country (translator.text).
      return { result: fail('not-found', msg('errors.notFound', { artnr, country }), 'HTTP 404') };
    case status === 429: {
      const afterMs = parseRetryAfter(response.headers.get('retry-after'), (options.now ?? Date.now)());
      const message =
        afterMs === null
          ? msg('errors.unavailable.busy')
          : msg('errors.unavailable.busyFor', { seconds: seconds(Math.max(1000, Math.ceil(afterMs / 1000) * 1000)) });
      return {
        result: {
          ok: false,
          error: {
            kind: 'unavailable',
            message,
            status,
            detail: `HTTP 429, Retry-After ${response.headers.get('retry-after') ?? 'none'}`,
            ...(afterMs === null ? {} : { retryAfterMs: afterMs }),
          },
        },
        retry: { afterMs },
      };
    }
    case status >= 500: {
      // A 503 may say when to come back, as a 429 does.
      const afterMs = status === 503 ? parseRetryAfter(response.headers.get('retry-after'), (options.now ?? Date.now)()) : null;
      return {
        result: fail('unavailable', msg('errors.unavailable.serverError'), `HTTP ${status} from ${url.host}`),
        ...(isRetryableStatus(status) ? { retry: { afterMs } } : {}),
      };
    }
    default:
      return { result: fail('unexpected-response', msg('errors.unexpected.refused'), `HTTP ${status} from ${url.host}`) };
  }
}

/** The network's own code for a failure (ECONNREFUSED, ENOTFOUND …), for the log. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return code || (error instanceof Error ? error.name : 'unknown');
}

/** A wait in seconds to one decimal, for a plural in the message ("0.3 seconds", "1 second"). */
function seconds(ms: number): number {
  return Number((ms / 1000).toFixed(1));
}
