import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { PriceLookup, TokenTest } from '../shared/ipc-contract';
import type { LookupRequest } from '../shared/lookup-input';
import { accountKeyOf } from '../core/account-key';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { LastKnownStore } from '../core/last-known-store';
import type { CheckPriceOptions, FetchLike } from '../core/price-client';
import { lookUpWithToken } from '../core/look-up-with-token';
import { createRequestBudget, createServiceLimit, SERVICE_CONCURRENCY, type RequestBudget } from '../core/retry-policy';
import { sleep } from '../core/sleep';
import { createTokenClock, type TokenClock } from '../core/token-lifetime';
import type { PriceSimulator } from '../core/simulator/price-simulator';
import { originOf, type OriginBoundStore } from '../core/origin-bound-store';
import { keychain } from './keychain-result';
import type { SettingsState } from './settings-state';
import { renewingOnRejection } from './renewing-on-rejection';
import type { SignInSession } from './sign-in-session';

/**
 * The one freshness rule: how long an answer counts as fresh. A repeated lookup within it is answered
 * without asking the service; each answer says until when (`freshUntil`), and the window holds it so long.
 */
export const FRESH_FOR_MS = 60_000;
/** How many fresh answers are kept: enough for a long quote and the lookups around it. */
export const FRESH_ANSWERS = 500;

export interface PriceLookupsDeps {
  /** Main's state; the CLI passes its own: the app's settings with IT's policies and its command line's base URL. */
  state: Pick<SettingsState, 'settings' | 'source' | 'passwordRejected'>;
  /**
   * Where the token is read, for the origin the request goes to (the keychain in the app; PRICE_LOOKUP_TOKEN
   * or the keychain in the CLI): a token kept for another service is never given, so never sent.
   */
  tokenStore: Pick<OriginBoundStore, 'read'>;
  fetch: FetchLike;
  /** Starts (once) the simulator that serves demo data. */
  demo: () => Promise<PriceSimulator>;
  log: DiagnosticsLog;
  now: () => Date;
  timeoutMs?: number;
  /**
   * The client's retries and its waits between them (tests shorten them), and the question to the user a
   * request may wait on (a proxy's sign-in), which its timeout waits for; the monotonic clock that
   * bounds the waits.
   */
  checkOptions?: Pick<CheckPriceOptions, 'retry' | 'sleep' | 'openQuestion' | 'monotonic'>;
  /** Requests at the service at once (the one limit for lookups, comparisons and quotes); SERVICE_CONCURRENCY if not given. */
  concurrency?: number;
  /** Every successful answer is kept here, to stand in when the service cannot be reached. */
  lastKnown: LastKnownStore;
  /**
   * Renews a rejected or expired token while "Stay signed in" is on. None (the CLI, which keeps no
   * password): a rejected or expired token is said as it is.
   */
  signIn?: Pick<SignInSession, 'tokenVersion' | 'renewRejected'>;
  /** The judge of the token's lifetime shared with the sign-in (token-lifetime.ts); none: one over `now` of its own. */
  tokenClock?: TokenClock;
}

interface LookUpOptions {
  /** Aborting it stops waiting (and the service request, when nobody else waits for it); the promise rejects with its reason. */
  signal?: AbortSignal;
  /** A re-check: the service is asked even when a fresh answer is kept. */
  fresh?: boolean;
}

/** One try of a lookup: with the requests its lookup has left (the try after a renewed token shares them). */
interface TryOptions extends LookUpOptions {
  budget: RequestBudget;
}

export interface PriceLookups {
  /**
   * One lookup, the one way every part of main (the window's form, quotes, comparisons, the tray) and the
   * CLI's check and quote look up a price: the connection (demo, or the service with the stored token,
   * an expired one refused before it is sent), a fresh answer when one is kept, one request for lookups
   * of the same price under way together, the last-known answer when the service cannot be reached, and
   * (with a sign-in session) the token renewed once when the service rejects it.
   */
  lookUp(request: LookupRequest, options?: LookUpOptions): Promise<Result<PriceLookup>>;
  /** Forgets every fresh answer: the next lookup of each asks the service. */
  forget(): void;
  /**
   * Whether the service at `baseUrl` takes `token`, before it is kept (the token goes only to that address,
   * the one it is saved for): one request, for an article no price list has, so a refused token (401, 403,
   * or expired) is "refused" and an unknown article (404) or an answer is "accepted"; anything else (no
   * answer, a page that is not prices) "unreachable". No retry, no last-known answer, nothing kept.
   */
  testToken(candidate: { baseUrl: string; token: string }): Promise<{ outcome: TokenTest; kind: string }>;
}

/** An article number no price list has: the token test's request, answered 404 where the token is taken. */
export const TOKEN_TEST_ARTICLE = 'PRICE-LOOKUP-TOKEN-TEST';

interface Shared {
  promise: Promise<Result<PriceLookup>>;
  controller: AbortController;
  waiting: number;
}

export function createPriceLookups(deps: PriceLookupsDeps): PriceLookups {
  // Oldest first (a Map keeps insertion order), so the oldest is dropped when full.
  const fresh = new Map<string, { lookup: PriceLookup; at: number }>();
  const underway = new Map<string, Shared>();
  let freshOwner: string | null = null;
  const tokenClock = deps.tokenClock ?? createTokenClock({ now: deps.now });
  // The one busy policy: every request of this process waits for a slot here, and a busy wait slows them all.
  const limit = createServiceLimit(deps.concurrency ?? SERVICE_CONCURRENCY, deps.checkOptions?.sleep ?? sleep);

  const connect = async (): Promise<Result<{ demo: boolean; baseUrl: string; token: string; account: string | null }>> => {
    const settings = deps.state.settings();
    const demo = deps.state.source() === 'demo';
    if (demo) {
      const simulator = await deps.demo();
      return ok({ demo, baseUrl: simulator.baseUrl, token: simulator.token, account: null });
    }
    if (settings.baseUrl === null) return fail('no-token', msg('policy.error.noService'));
    const read = await keychain(() => deps.tokenStore.read(originOf(settings.baseUrl)));
    if (!read.ok) return read;
    if (read.value === null) return fail('no-token', msg('errors.token.missing'));
    // Each account's answers apart from a colleague's on the same URL.
    return ok({
      demo,
      baseUrl: settings.baseUrl ?? '',
      token: read.value,
      account: accountKeyOf(read.value, settings.signIn?.user ?? null),
    });
  };

  const ask = async (
    connection: { demo: boolean; baseUrl: string; token: string; account: string | null },
    request: LookupRequest,
    signal: AbortSignal,
    budget: RequestBudget,
  ): Promise<Result<PriceLookup>> => {
    const source = connection.demo ? 'demo' : 'service';
    const started = performance.now();
    const result = await limit.run(
      () =>
        lookUpWithToken(connection, request, {
          fetch: deps.fetch,
          signal,
          now: deps.now,
          tokenClock,
          ...deps.checkOptions,
          sleep: limit.sleep,
          budget,
          ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
        }),
      signal,
    );
    void deps.log.write('lookup', {
      source,
      country: request.country,
      outcome: result.ok ? 'ok' : result.error.kind,
      // What the user's message leaves out (status, host, content type, field), for IT.
      detail: result.ok ? null : (result.error.detail ?? null),
      ms: Math.round(performance.now() - started),
    });
    // Demo answers apart from the service's; the demo simulator's port changes every run, so no URL.
    const kept = { source, baseUrl: connection.demo ? null : connection.baseUrl, account: connection.account, request } as const;
    if (result.ok) {
      // Not awaited: the answer does not wait for the file.
      deps.lastKnown.keep(kept, result.value, deps.now()).catch(() => deps.log.write('last-known-unwritable'));
      return ok({ request, info: result.value, source });
    }
    // Only a service that could not be reached: a rejected token or an unknown article says so as it is.
    if (result.error.kind !== 'unavailable') return result;
    const known = await deps.lastKnown.find(kept).catch(() => null);
    if (known === null || signal.aborted) return result;
    void deps.log.write('last-known-shown', { source, country: request.country, fetchedAt: known.fetchedAt.toISOString() });
    return ok({ request, info: known.info, source, lastKnown: { fetchedAt: known.fetchedAt.toISOString(), reason: result.error.message } });
  };

  /** Waits for the shared request; a caller that gives up leaves it, and the last one to leave stops it. */
  const join = (key: string, start: (signal: AbortSignal) => Promise<Result<PriceLookup>>, signal?: AbortSignal) => {
    let shared = underway.get(key);
    if (shared === undefined) {
      const controller = new AbortController();
      const created: Shared = { controller, waiting: 0, promise: start(controller.signal) };
      const done = (): void => {
        if (underway.get(key) === created) underway.delete(key);
      };
      created.promise.then(done, done);
      underway.set(key, created);
      shared = created;
    }
    const joined = shared;
    joined.waiting += 1;
    return new Promise<Result<PriceLookup>>((resolve, reject) => {
      const leave = (): void => {
        joined.waiting -= 1;
        if (joined.waiting === 0) {
          if (underway.get(key) === joined) underway.delete(key);
          joined.controller.abort(signal?.reason);
        }
        reject(signal?.reason);
      };
      if (signal?.aborted) return leave();
      signal?.addEventListener('abort', leave, { once: true });
      joined.promise.then(
        (result) => {
          signal?.removeEventListener('abort', leave);
          resolve(result);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
  };

  const lookUpOnce = async (request: LookupRequest, options: TryOptions): Promise<Result<PriceLookup>> => {
    const connection = await connect();
    if (!connection.ok) return connection;
    if (options.signal?.aborted) throw options.signal.reason;
    const { demo, baseUrl, account } = connection.value;
    // Another connection or account: what the one before was answered is not kept for when it comes back.
    const owner = JSON.stringify([demo ? 'demo' : 'service', demo ? null : baseUrl, account]);
    if (owner !== freshOwner) {
      fresh.clear();
      freshOwner = owner;
    }
    const key = JSON.stringify([owner, request.artnr, request.country, request.factor, request.profile]);
    const now = deps.now().getTime();
    const kept = fresh.get(key);
    if (kept !== undefined && !options.fresh && now - kept.at < FRESH_FOR_MS && now >= kept.at) return ok(kept.lookup);
    // A re-check starts a request of its own: one under way may have started before the prices changed.
    const result = await join(
      options.fresh ? `${key}#${now}` : key,
      (signal) => ask(connection.value, request, signal, options.budget),
      options.signal,
    );
    if (result.ok && !result.value.lastKnown) {
      const at = deps.now().getTime();
      // Said with the answer, so the window holds it exactly as long as main does, from when the service answered.
      const lookup = { ...result.value, freshUntil: new Date(at + FRESH_FOR_MS).toISOString() };
      fresh.delete(key);
      fresh.set(key, { lookup, at });
      if (fresh.size > FRESH_ANSWERS) fresh.delete(fresh.keys().next().value ?? key);
      return ok(lookup);
    }
    return result;
  };

  const testToken = async (candidate: { baseUrl: string; token: string }): Promise<{ outcome: TokenTest; kind: string }> => {
    const request = { artnr: TOKEN_TEST_ARTICLE, country: deps.state.settings().lastCountry, factor: null, profile: null };
    const result = await lookUpWithToken({ baseUrl: candidate.baseUrl, token: candidate.token }, request, {
      fetch: deps.fetch,
      now: deps.now,
      tokenClock,
      ...deps.checkOptions,
      retry: { maxAttempts: 1, maxTotalWaitMs: 0, backoffMs: 0 },
      ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
    });
    const kind = result.ok ? 'ok' : result.error.kind;
    const outcome: TokenTest =
      kind === 'ok' || kind === 'not-found'
        ? 'accepted'
        : kind === 'token-rejected' || kind === 'token-expired'
          ? 'refused'
          : 'unreachable';
    // What the service answered goes to the log with the outcome.
    return { outcome, kind: result.ok || result.error.detail === undefined ? kind : `${kind}: ${result.error.detail}` };
  };

  // A renewed token's try draws on the requests its lookup has left.
  const tryLookUp =
    deps.signIn === undefined
      ? lookUpOnce
      : renewingOnRejection(lookUpOnce, deps.signIn, deps.state, (_request, options) => options.budget.left() > 0);

  return {
    lookUp: (request, options = {}) => tryLookUp(request, { ...options, budget: createRequestBudget() }),
    forget: () => fresh.clear(),
    testToken,
  };
}
