import { z } from 'zod';
import { checkBaseUrl, checkToken, TOKEN_MAX_LENGTH } from '../shared/connection';
import { isCountryCode } from '../shared/countries';
import { fail, ok, type Result } from '../shared/errors';
import type { AppState, BridgeMethod, IpcResponse, PriceLookup } from '../shared/ipc-contract';
import { validateLookupInput } from '../shared/lookup-input';
import { checkPrice, type FetchLike } from '../core/price-client';
import type { SettingsStore, Settings } from '../core/settings-store';
import { KeychainUnavailableError, TokenUnreadableError, type TokenStore } from '../core/token-store';
import type { PriceSimulator } from '../core/simulator/price-simulator';

/** One handler per bridge function; each takes the renderer's request as `unknown` and validates it. */
export type IpcHandlers = { [M in BridgeMethod]: (request: unknown) => Promise<IpcResponse<M>> };

export interface HandlerDeps {
  settingsStore: SettingsStore;
  tokenStore: TokenStore;
  fetch: FetchLike;
  /** Starts (once) the simulator that serves demo data. */
  demo: () => Promise<PriceSimulator>;
  timeoutMs?: number;
}

// Bounds keep a hostile renderer from making main hold huge strings; real input is far shorter.
const text = z.string().max(TOKEN_MAX_LENGTH * 2);
const connectionRequest = z.object({ baseUrl: text, token: text.optional() });
const demoRequest = z.object({ demo: z.boolean() });
const countryRequest = z.object({ country: z.string().refine(isCountryCode) });
const lookupRequest = z.object({ artnr: text, country: text, factor: text.optional(), profile: text.optional() });

const badRequest = <T>(): Result<T> => fail('invalid-input', 'Price Lookup received a request it does not understand.');

/** Builds the main-process handlers over loaded settings. */
export function createHandlers(deps: HandlerDeps, loaded: { settings: Settings; notice: string | null }): IpcHandlers {
  let settings = loaded.settings;
  let notice = loaded.notice;
  let saving: Promise<void> = Promise.resolve();

  const hasToken = async (): Promise<boolean> => {
    try {
      return (await deps.tokenStore.read()) !== null;
    } catch {
      return false;
    }
  };
  const state = async (): Promise<AppState> => {
    const current: AppState = {
      baseUrl: settings.baseUrl,
      hasToken: await hasToken(),
      source: settings.useDemo || settings.baseUrl === null ? 'demo' : 'service',
      lastCountry: settings.lastCountry,
      notice,
    };
    notice = null;
    return current;
  };
  const update = async (change: Partial<Settings>): Promise<Result<AppState>> => {
    settings = { ...settings, ...change };
    const snapshot = settings;
    // Writes go one after another so an older one never lands last.
    saving = saving.catch(() => undefined).then(() => deps.settingsStore.save(snapshot));
    try {
      await saving;
    } catch {
      return fail('settings-unwritable', `Could not save the settings to ${deps.settingsStore.file}. Check that the folder is writable.`);
    }
    return ok(await state());
  };

  return {
    getState: async () => ok(await state()),

    saveConnection: async (request) => {
      const parsed = connectionRequest.safeParse(request);
      if (!parsed.success) return badRequest();
      const baseUrl = checkBaseUrl(parsed.data.baseUrl);
      if (!baseUrl.ok) return fail('invalid-input', baseUrl.message, 'baseUrl');
      const rawToken = parsed.data.token ?? '';
      if (rawToken.trim() !== '') {
        const token = checkToken(rawToken);
        if (!token.ok) return fail('invalid-input', token.message, 'token');
        const stored = await keychain(() => deps.tokenStore.write(token.value));
        if (!stored.ok) return stored;
      }
      return update({ baseUrl: baseUrl.value, useDemo: false });
    },

    removeToken: async () => {
      const removed = await keychain(() => deps.tokenStore.remove());
      return removed.ok ? ok(await state()) : removed;
    },

    useDemo: async (request) => {
      const parsed = demoRequest.safeParse(request);
      return parsed.success ? update({ useDemo: parsed.data.demo }) : badRequest();
    },

    rememberCountry: async (request) => {
      const parsed = countryRequest.safeParse(request);
      if (!parsed.success || !isCountryCode(parsed.data.country)) return badRequest();
      return update({ lastCountry: parsed.data.country });
    },

    checkPrice: async (request): Promise<Result<PriceLookup>> => {
      const parsed = lookupRequest.safeParse(request);
      if (!parsed.success) return fail('invalid-input', 'The lookup is too long or incomplete. Check the form.');
      const valid = validateLookupInput(parsed.data);
      if (!valid.ok) {
        const first = valid.errors[0];
        return fail('invalid-input', first?.message ?? 'Check the form.', first?.field);
      }
      const useDemo = settings.useDemo || settings.baseUrl === null;
      let baseUrl: string;
      let token: string | null;
      if (useDemo) {
        const simulator = await deps.demo();
        ({ baseUrl, token } = simulator);
      } else {
        baseUrl = settings.baseUrl ?? '';
        const read = await keychain(() => deps.tokenStore.read());
        if (!read.ok) return read;
        token = read.value;
      }
      if (token === null) {
        return fail('no-token', 'No access token is stored. Paste the token you were given in Settings.');
      }
      const result = await checkPrice({
        baseUrl,
        token,
        request: valid.request,
        fetch: deps.fetch,
        ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
      });
      return result.ok ? ok({ request: valid.request, info: result.value, source: useDemo ? 'demo' : 'service' }) : result;
    },
  };
}

async function keychain<T>(use: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await use());
  } catch (error) {
    if (error instanceof TokenUnreadableError) return fail('no-token', error.message);
    const message =
      error instanceof KeychainUnavailableError ? error.message : 'The system keychain could not be used.';
    return fail('keychain-unavailable', message);
  }
}
