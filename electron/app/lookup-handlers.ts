import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { IpcRequest, PriceLookup } from '../shared/ipc-contract';
import { jwtExpiry } from '../shared/jwt';
import { validateLookupInput, type LookupRequest } from '../shared/lookup-input';
import { accountKeyOf } from '../core/account-key';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { LastKnownStore } from '../core/last-known-store';
import { checkPrice, type FetchLike } from '../core/price-client';
import type { PriceSimulator } from '../core/simulator/price-simulator';
import type { TokenStore } from '../core/token-store';
import { accepts } from './ipc-requests';
import { keychain } from './keychain-result';
import type { MainState } from './main-state';

export interface LookupDeps {
  state: MainState;
  tokenStore: TokenStore;
  fetch: FetchLike;
  demo: () => Promise<PriceSimulator>;
  log: DiagnosticsLog;
  now: () => Date;
  timeoutMs?: number;
  /** Every successful answer is kept here, to stand in when the service cannot be reached. */
  lastKnown: LastKnownStore;
  /** Told of each successful lookup, so the form's can be kept in the recent lookups with the price seen. */
  onAnswer?: (lookup: PriceLookup) => void;
}

/** checkPrice and cancelLookup: one lookup per request id, cancellable while under way. */
export function createLookupHandlers(deps: LookupDeps) {
  const underway = new Map<string, AbortController>();

  const checkPriceHandler = async (request: IpcRequest<'checkPrice'>): Promise<Result<PriceLookup>> => {
    const valid = validateLookupInput(request);
    if (!valid.ok) {
      const first = valid.errors[0];
      return fail('invalid-input', first?.message ?? msg('errors.input.checkForm'), first?.field);
    }
    // Cancellable from here on: a cancel may arrive while the keychain or the demo service is still starting.
    const controller = new AbortController();
    const id = request.requestId;
    if (id !== undefined) underway.set(id, controller);
    try {
      const result = await lookUp(valid.request, controller.signal);
      if (result.ok) deps.onAnswer?.(result.value);
      return result;
    } catch (error) {
      if (controller.signal.aborted) return cancelled();
      throw error;
    } finally {
      if (id !== undefined) underway.delete(id);
    }
  };

  const cancelled = () => fail('cancelled', msg('errors.lookup.cancelled'));

  const lookUp = async (request: LookupRequest, signal: AbortSignal): Promise<Result<PriceLookup>> => {
    const settings = deps.state.settings();
    const demo = settings.useDemo || settings.baseUrl === null;
    let baseUrl: string;
    let token: string | null;
    if (demo) {
      ({ baseUrl, token } = await deps.demo());
    } else {
      baseUrl = settings.baseUrl ?? '';
      const read = await keychain(() => deps.tokenStore.read());
      if (!read.ok) return read;
      token = read.value;
    }
    if (signal.aborted) return cancelled();
    if (token === null) return fail('no-token', msg('errors.token.missing'));
    const expiry = jwtExpiry(token);
    if (expiry !== null && expiry <= deps.now()) {
      // ISO date and time in UTC, the same in every language and region.
      return fail('token-expired', msg('errors.token.expired', { expiry: expiry.toISOString().replace('T', ' ').slice(0, 16) }));
    }
    const started = performance.now();
    const result = await checkPrice({
      baseUrl,
      token,
      request,
      fetch: deps.fetch,
      signal,
      ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
    });
    void deps.log.write('lookup', {
      source: demo ? 'demo' : 'service',
      country: request.country,
      outcome: result.ok ? 'ok' : result.error.kind,
      ms: Math.round(performance.now() - started),
    });
    const source = demo ? 'demo' : 'service';
    // Demo answers apart from the service's; the demo simulator's port changes every run, so no URL.
    // Each account's apart from a colleague's on the same URL; demo prices are nobody's.
    const account = demo ? null : accountKeyOf(token, settings.signIn?.user ?? null);
    const kept = { source, baseUrl: demo ? null : baseUrl, account, request } as const;
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

  return {
    checkPrice: accepts('checkPrice', checkPriceHandler),
    cancelLookup: accepts('cancelLookup', async (request) => {
      const controller = underway.get(request.requestId);
      controller?.abort(new Error('superseded'));
      return ok({ cancelled: controller !== undefined });
    }),
  };
}
