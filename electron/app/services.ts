import { join } from 'node:path';
import { createDiagnosticsLog } from '../core/diagnostics-log';
import type { FetchLike } from '../core/price-client';
import { withSessionFallback } from '../core/session-fallback-token-store';
import { createQuoteStore } from '../core/quote-store';
import { createSettingsStore } from '../core/settings-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import type { TokenStore } from '../core/token-store';
import { createHandlers, type IpcHandlers } from './handlers';

export interface MainServicesOptions {
  userDataDir: string;
  fetch: FetchLike;
  /** The keychain; when it fails, the token is kept in memory for the session. */
  tokenStore: TokenStore;
  openFolder?: (path: string) => Promise<boolean>;
  writeClipboard?: (text: string) => void;
  chooseSavePath?: (suggestedName: string) => Promise<string | null>;
  now?: () => Date;
  timeoutMs?: number;
}

export interface MainServices {
  handlers: IpcHandlers;
  /** The diagnostics log file, for tests and support. */
  logFile: string;
  dispose(): Promise<void>;
}

/** Everything the main process serves over IPC, without Electron: the app and the e2e harness both build it here. */
export async function createMainServices(options: MainServicesOptions): Promise<MainServices> {
  const settingsStore = createSettingsStore(options.userDataDir);
  const loaded = await settingsStore.load();
  const tokenStore = withSessionFallback(options.tokenStore);
  let knownToken: string | null = null;
  const log = createDiagnosticsLog({
    dir: join(options.userDataDir, 'logs'),
    // The token as last read, so the log can blank it out wherever it might appear.
    secrets: () => (knownToken ? [knownToken] : []),
  });
  const redactingStore: typeof tokenStore = {
    ...tokenStore,
    read: async () => (knownToken = await tokenStore.read()),
    write: async (token) => {
      knownToken = token;
      await tokenStore.write(token);
    },
  };
  if (loaded.notice) void log.write('settings-reset', { notice: loaded.notice });
  let demo: Promise<PriceSimulator> | null = null;
  const handlers = createHandlers(
    {
      settingsStore,
      tokenStore: redactingStore,
      fetch: options.fetch,
      // Started on first use so start-up stays fast for users with a real service.
      demo: () => {
        demo ??= startPriceSimulator();
        demo.catch(() => {
          demo = null;
        });
        return demo;
      },
      log,
      openFolder: options.openFolder ?? (async () => false),
      quoteStore: createQuoteStore(options.userDataDir),
      writeClipboard: options.writeClipboard ?? (() => undefined),
      chooseSavePath: options.chooseSavePath ?? (async () => null),
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    loaded,
  );
  return {
    handlers,
    logFile: log.file,
    async dispose() {
      if (demo) await (await demo).close();
      await log.flush();
    },
  };
}
