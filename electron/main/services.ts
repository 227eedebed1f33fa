import type { FetchLike } from '../core/price-client';
import { createSettingsStore } from '../core/settings-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import type { TokenStore } from '../core/token-store';
import { createHandlers, type IpcHandlers } from './handlers';

export interface MainServicesOptions {
  userDataDir: string;
  fetch: FetchLike;
  tokenStore: TokenStore;
  timeoutMs?: number;
}

export interface MainServices {
  handlers: IpcHandlers;
  dispose(): Promise<void>;
}

/** Everything the main process serves over IPC, without Electron: the app and the e2e harness both build it here. */
export async function createMainServices(options: MainServicesOptions): Promise<MainServices> {
  const settingsStore = createSettingsStore(options.userDataDir);
  const loaded = await settingsStore.load();
  let demo: Promise<PriceSimulator> | null = null;
  const handlers = createHandlers(
    {
      settingsStore,
      tokenStore: options.tokenStore,
      fetch: options.fetch,
      // Started on first use so start-up stays fast for users with a real service.
      demo: () => {
        demo ??= startPriceSimulator();
        demo.catch(() => {
          demo = null;
        });
        return demo;
      },
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    loaded,
  );
  return {
    handlers,
    async dispose() {
      if (demo) await (await demo).close();
    },
  };
}
