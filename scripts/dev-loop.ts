// `npm run dev` on a machine without Electron: the renderer from Vite's dev server (hot reload) in
// Debian's Chromium, with the bridge and main's real handlers of the e2e harness behind it, against the
// price simulator, a throwaway user data folder and an in-memory keychain.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { PluginOption, ViteDevServer } from 'vite';
import { devServerPolicy } from '../electron/core/app-files';
import { createSettingsStore } from '../electron/core/settings-store';
import { boundEntry } from '../electron/core/origin-bound-store';
import { createMemoryTokenStore } from '../electron/core/token-store';
import { startPriceSimulator, type PriceSimulator } from '../electron/core/simulator/price-simulator';
import { openAppInChromium, type ChromiumApp } from '../test/harness/chromium-app';

/** The repository: the nearest folder up with the Vite config (this file runs from scripts/, and bundled from dist/tools/). */
function repositoryRoot(from: string): string {
  if (existsSync(join(from, 'vite.config.mts'))) return from;
  const parent = dirname(from);
  if (parent === from) throw new Error('The dev loop runs inside the repository (no vite.config.mts above it).');
  return repositoryRoot(parent);
}

/** The repository's folder. */
export const root = repositoryRoot(__dirname);

/** Vite's usual port, so the address stays the same between runs; 0 takes any free one. */
export const DEV_PORT = 5173;

export interface DevServerOptions {
  port?: number;
  /** More Vite plugins (a test's). */
  plugins?: PluginOption[];
  /** Vite's own log lines; quiet when false. */
  log?: boolean;
}

/** Starts Vite's dev server for the renderer on loopback, with the app's Vite config. */
export async function startDevServer(options: DevServerOptions = {}): Promise<{ vite: ViteDevServer; url: string }> {
  const { createServer } = await import('vite');
  const port = options.port ?? DEV_PORT;
  // The app's policy plus what hot reload needs, with a nonce of this run (app-files.ts); the config's
  // plugin writes the same into the page's meta tag, and Vite puts the nonce on its own tags.
  const nonce = randomBytes(18).toString('base64url');
  const vite = await createServer({
    configFile: join(root, 'vite.config.mts'),
    root: join(root, 'renderer'),
    clearScreen: false,
    logLevel: options.log === false ? 'silent' : 'info',
    // Loopback only, and the one port asked for: main and the harness accept exactly this origin.
    server: { host: '127.0.0.1', port, strictPort: port !== 0, headers: { 'content-security-policy': devServerPolicy(nonce).join('; ') } },
    html: { cspNonce: nonce },
    ...(options.plugins ? { plugins: options.plugins } : {}),
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (address === null || address === undefined || typeof address === 'string') throw new Error('Vite’s dev server has no port.');
  return { vite, url: `http://127.0.0.1:${address.port}/` };
}

export interface DevLoopOptions extends DevServerOptions {
  headless: boolean;
  /** The browser's language and regional format (the app starts in its language); en-US by default. */
  locale?: string;
  /** A Chromium DevTools port, to reach a headless window from elsewhere (chrome://inspect). */
  remoteDebuggingPort?: number;
}

export interface DevLoop {
  /** The dev server's address (the page needs the bridge of this browser: open it here, not elsewhere). */
  url: string;
  page: Page;
  vite: ViteDevServer;
  simulator: PriceSimulator;
  /** Settles when the window is closed (by the user, or by `close`). */
  closed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the loop in Chromium: the simulator, Vite's dev server, and the e2e harness's window on the dev
 * server's page, connected to the simulator as after a Save in Settings. Closes what it started when a
 * step fails.
 */
export async function startDevLoop(options: DevLoopOptions): Promise<DevLoop> {
  const cleanUps: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp().catch(() => undefined);
  };
  try {
    const simulator = await startPriceSimulator({ faults: true });
    cleanUps.push(() => simulator.close());
    const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-dev-'));
    cleanUps.push(() => rm(userDataDir, { recursive: true, force: true }));
    // Connected from the start: the simulator's address saved, its token in a keychain that lives as long as the loop.
    const settings = createSettingsStore(userDataDir);
    await settings.save({ ...(await settings.load()).settings, baseUrl: simulator.baseUrl });
    const tokenStore = createMemoryTokenStore(boundEntry(simulator.token, new URL(simulator.baseUrl).origin));

    const { vite, url } = await startDevServer(options);
    cleanUps.push(() => vite.close());
    const browser: Browser = await chromium.launch({
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: options.headless,
      // The dev command stops the loop itself on Ctrl+C, so the simulator, server and folder go too.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        ...(options.remoteDebuggingPort === undefined ? [] : [`--remote-debugging-port=${options.remoteDebuggingPort}`]),
      ],
    });
    cleanUps.push(() => browser.close());
    // A headed window sizes its page itself; headless keeps the e2e's size.
    const context = await browser.newContext({
      locale: options.locale ?? 'en-US',
      viewport: options.headless ? { width: 1000, height: 720 } : null,
    });
    const page = await context.newPage();
    const closed = new Promise<void>((resolve) => page.once('close', () => resolve()));
    const app: ChromiumApp = await openAppInChromium(page, { userDataDir, tokenStore, rendererUrl: url });
    // Before the browser goes: what the page sends as it leaves reaches main, then main's services stop.
    cleanUps.push(async () => {
      if (!page.isClosed()) await app.closeWindow();
      await app.close();
    });
    return { url, page, vite, simulator, closed, close };
  } catch (error) {
    await close();
    throw error;
  }
}
