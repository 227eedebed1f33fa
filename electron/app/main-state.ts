import { fail, ok, type Result } from '../shared/errors';
import type { AppState } from '../shared/ipc-contract';
import { jwtExpiry } from '../shared/jwt';
import type { FallbackTokenStore } from '../core/session-fallback-token-store';
import type { Settings, SettingsStore } from '../core/settings-store';
import { createWriteQueue } from '../core/write-queue';

/** The settings main holds, how they are saved, and the app state the renderer may see. */
export interface MainState {
  settings(): Settings;
  /** Changes and saves settings; writes go one after another so an older one never lands last. */
  update(change: Partial<Settings>): Promise<Result<AppState>>;
  /** The state for the renderer: never the token, only whether one is stored and when it expires. */
  snapshot(): Promise<AppState>;
  /** Resolves once every settings write asked for so far has finished. */
  flush(): Promise<void>;
}

export function createMainState(
  store: SettingsStore,
  tokenStore: FallbackTokenStore,
  loaded: { settings: Settings; notice: string | null },
  /** The regional format of this computer (numbers, dates), which can differ from the UI language. */
  regionalLocale: string,
): MainState {
  let settings = loaded.settings;
  let notice = loaded.notice;
  const writes = createWriteQueue();

  const snapshot = async (): Promise<AppState> => {
    let token: string | null;
    try {
      token = await tokenStore.read();
    } catch {
      token = null;
    }
    const expiry = token === null ? null : jwtExpiry(token);
    const state: AppState = {
      baseUrl: settings.baseUrl,
      hasToken: token !== null,
      tokenStorage: tokenStore.storage(),
      tokenExpiresAt: expiry?.toISOString() ?? null,
      source: settings.useDemo || settings.baseUrl === null ? 'demo' : 'service',
      lastCountry: settings.lastCountry,
      regionalLocale,
      notice,
    };
    notice = null;
    return state;
  };

  return {
    settings: () => settings,
    snapshot,
    flush: () => writes.idle(),
    async update(change) {
      settings = { ...settings, ...change };
      const next = settings;
      try {
        await writes.run(() => store.save(next));
      } catch {
        return fail('settings-unwritable', `Could not save the settings to ${store.file}. Check that the folder is writable.`);
      }
      return ok(await snapshot());
    },
  };
}
