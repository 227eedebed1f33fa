import { COUNTRY_NAMES } from '../shared/countries';
import { fail, ok, type Result } from '../shared/errors';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { parsePriceInfo } from './price-schema';
import { buildCheckPriceUrl } from './price-url';
import { MAX_RESPONSE_BYTES, readBodyCapped } from './read-body';
import { DEFAULT_RETRY_POLICY, isRetryableStatus, parseRetryAfter, sleep, type RetryPolicy } from './retry-policy';
import { describeNetworkError } from './network-error';

/** The fetch the client runs on: Electron's `net.fetch` in the app, Node's fetch in the CLI and tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export interface CheckPriceOptions {
  baseUrl: string;
  token: string;
  request: LookupRequest;
  fetch: FetchLike;
  /** Aborting it cancels the lookup; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxResponseBytes?: number;
  retry?: RetryPolicy;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

interface Attempt {
  result: Result<PriceInfo>;
  /** Set when the failure may pass if tried again; the wait the service asked for, if any. */
  retry?: { afterMs: number | null };
}

/** Asks the price service for one article's price information: validated, normalised, never throwing for service faults. */
export async function checkPrice(options: CheckPriceOptions): Promise<Result<PriceInfo>> {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const wait = options.sleep ?? sleep;
  const url = buildCheckPriceUrl(options.baseUrl, options.request);
  let waited = 0;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(options, url);
    if (!outcome.retry) return outcome.result;
    const pause = outcome.retry.afterMs ?? policy.backoffMs * 2 ** (attempt - 1);
    if (attempt >= policy.maxAttempts || waited + pause > policy.maxTotalWaitMs) return outcome.result;
    await wait(pause, options.signal);
    waited += pause;
  }
}

async function attemptOnce(options: CheckPriceOptions, firstUrl: URL): Promise<Attempt> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    let url = firstUrl;
    for (let redirects = 0; ; redirects += 1) {
      const response = await options.fetch(url.href, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
        redirect: 'manual',
        signal,
      });
      const next = redirectTarget(response, url);
      if (next === null) return await interpret(response, options, url);
      await response.body?.cancel().catch(() => undefined);
      // The token must never travel to another origin.
      if (next === 'elsewhere' || next.origin !== firstUrl.origin || redirects >= MAX_REDIRECTS) {
        return {
          result: fail(
            'unexpected-response',
            `The price service redirected the request to ${next === 'elsewhere' ? 'another address' : next.host}. It was not followed, so the access token stays safe. Check the base URL in Settings.`,
          ),
        };
      }
      url = next;
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) {
      return { result: fail('unavailable', `The price service did not answer within ${secondsText(timeoutMs)}. Try again.`) };
    }
    const network = describeNetworkError(error);
    return {
      result: fail('unavailable', `Could not reach the price service at ${firstUrl.host}: ${network.reason}.`),
      ...(network.reset ? { retry: { afterMs: null } } : {}),
    };
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
    const size = limit % (1024 * 1024) === 0 ? `${limit / 1024 / 1024} MB` : `${limit} bytes`;
    return { result: fail('unexpected-response', `The price service sent an answer larger than ${size}. It was not read.`) };
  }
  if (body.text.trim() === '') {
    return { result: fail('unexpected-response', 'The price service sent an empty answer.') };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    const type = (response.headers.get('content-type') ?? 'unknown').split(';')[0]?.trim();
    return {
      result: fail('unexpected-response', `The price service sent an answer that is not valid JSON (content type ${type}).`),
    };
  }
  const parsed = parsePriceInfo(json);
  if (!parsed.ok) {
    return { result: fail('unexpected-response', `The price service sent an answer Price Lookup cannot read: ${parsed.problem}.`) };
  }
  return { result: ok(parsed.info) };
}

function statusFailure(response: Response, options: CheckPriceOptions, url: URL): Attempt {
  const { status } = response;
  const { artnr, country } = options.request;
  switch (true) {
    case status === 401:
      return {
        result: fail(
          'token-rejected',
          'The price service rejected the access token (401). It may have expired: enter a new token in Settings.',
        ),
      };
    case status === 403:
      return {
        result: fail(
          'token-rejected',
          'The access token may not read prices (403). It may not be linked to a customer account: ask for a token that is, and enter it in Settings.',
        ),
      };
    case status === 404:
      return {
        result: fail(
          'not-found',
          `Article ${artnr} was not found for ${COUNTRY_NAMES[country]} (${country}). If every article is reported missing, check the base URL in Settings.`,
        ),
      };
    case status === 429: {
      const afterMs = parseRetryAfter(response.headers.get('retry-after'), (options.now ?? Date.now)());
      const hint = afterMs === null ? 'in a moment' : `in ${secondsText(Math.max(1000, Math.ceil(afterMs / 1000) * 1000))}`;
      return {
        result: {
          ok: false,
          error: {
            kind: 'unavailable',
            message: `The price service is busy (too many requests, 429). Try again ${hint}.`,
            status,
            ...(afterMs === null ? {} : { retryAfterMs: afterMs }),
          },
        },
        retry: { afterMs },
      };
    }
    case status >= 500:
      return {
        result: fail('unavailable', `The price service at ${url.host} is unavailable right now (HTTP ${status}). Try again in a moment.`),
        ...(isRetryableStatus(status) ? { retry: { afterMs: null } } : {}),
      };
    default:
      return { result: fail('unexpected-response', `The price service refused the request (HTTP ${status}).`) };
  }
}

function secondsText(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
