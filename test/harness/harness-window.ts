import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from '@playwright/test';

const root = join(__dirname, '..', '..');

/** The systems the harness can pose as. */
export type HarnessSystem = 'linux' | 'win32' | 'darwin';

/** The system this runs on, as the harness poses by default (another Unix counts as Linux). */
export const HOST_SYSTEM: HarnessSystem = process.platform === 'win32' || process.platform === 'darwin' ? process.platform : 'linux';

/** navigator.platform as Chromium gives it on each system (what renderer/src/ui/command-key.ts reads). */
const NAVIGATOR_PLATFORM: Record<HarnessSystem, string> = { linux: 'Linux x86_64', win32: 'Win32', darwin: 'MacIntel' };

/** A call of the bridge's one binding, handed to the app open in the window. */
type BridgeCall = (frame: Frame, channel: string, request: unknown) => Promise<unknown>;

/**
 * What a window's page hands on to the app open in it now: the bridge's binding, its navigations. A page
 * is set up once (binding, init scripts, listener), so the next test's app can open in the same page.
 */
export interface HarnessWindow {
  call: BridgeCall | null;
  navigated: (() => void) | null;
}

const windows = new WeakMap<Page, HarnessWindow & { system: HarnessSystem }>();

/** The page as a window of the app: set up at its first app, as the system `system`; later apps take it over. */
export async function harnessWindow(page: Page, system: HarnessSystem): Promise<HarnessWindow> {
  const known = windows.get(page);
  if (known) {
    if (known.system !== system) throw new Error(`This window was set up as ${known.system}, not ${system}.`);
    return known;
  }
  const window: HarnessWindow & { system: HarnessSystem } = { call: null, navigated: null, system };
  windows.set(page, window);
  await page.exposeBinding('__priceLookupIpc', (source, channel: string, request: unknown) => {
    if (window.call === null) throw new Error(`Error invoking remote method '${channel}': no app is open in this window.`);
    return window.call(source.frame, channel, request);
  });
  if (system !== HOST_SYSTEM)
    await page.addInitScript((platform) => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => platform, configurable: true });
    }, NAVIGATOR_PLATFORM[system]);
  await page.addInitScript({ path: join(root, 'dist', 'e2e', 'web-bridge.js') });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) window.navigated?.();
  });
  return window;
}

/** The page's clock calls: once a test has held or moved the page's time, the page is not handed to another. */
const CLOCK_CALLS = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;

/**
 * The worker's windows, kept between tests. Opening a page cost Chromium about 0.8 s of CPU, navigating a
 * kept one about 0.2 s (docs/development.md, "What a test costs before it acts"). A test takes a page whose
 * context has its locale, time zone, colour scheme, motion, forced colours, scale and viewport (the context
 * options a spec sets) and whose window poses as its system, and gives it back with the app closed: what a
 * test changed of the page (routes, emulated media, the viewport) is reset; a page whose clock a test held,
 * that closed or crashed, is closed instead.
 */
export interface WindowPool {
  take(options: BrowserContextOptions, system: HarnessSystem): Promise<Page>;
  giveBack(page: Page): Promise<void>;
  close(): Promise<void>;
}

export function createWindowPool(browser: Browser): WindowPool {
  let idle: { key: string; page: Page } | null = null;
  const taken = new Map<Page, { key: string; options: BrowserContextOptions; clockHeld: boolean }>();
  const closeContext = (context: BrowserContext): Promise<void> => context.close().catch(() => undefined);
  return {
    take: async (options, system) => {
      const key = JSON.stringify([options, system]);
      let page: Page;
      if (idle !== null && idle.key === key) {
        page = idle.page;
        idle = null;
      } else {
        if (idle !== null) await closeContext(idle.page.context());
        idle = null;
        page = await (await browser.newContext(options)).newPage();
        await harnessWindow(page, system);
      }
      const entry = { key, options, clockHeld: false };
      taken.set(page, entry);
      const clock = page.clock as unknown as Record<(typeof CLOCK_CALLS)[number], (...args: unknown[]) => Promise<void>>;
      for (const name of CLOCK_CALLS) {
        const call = Object.getPrototypeOf(clock)[name] as (...args: unknown[]) => Promise<void>;
        clock[name] = (...args) => {
          entry.clockHeld = true;
          return call.apply(clock, args);
        };
      }
      return page;
    },
    giveBack: async (page) => {
      const entry = taken.get(page);
      taken.delete(page);
      if (entry === undefined) return;
      if (entry.clockHeld || page.isClosed()) return closeContext(page.context());
      try {
        if (page.url() !== 'about:blank') await page.goto('about:blank');
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        // Back to the context's own (Playwright's defaults where it has none).
        await page.emulateMedia({
          media: null,
          colorScheme: entry.options.colorScheme ?? 'light',
          reducedMotion: entry.options.reducedMotion ?? 'no-preference',
          forcedColors: entry.options.forcedColors ?? 'none',
        });
        if (entry.options.viewport) await page.setViewportSize(entry.options.viewport);
      } catch {
        return closeContext(page.context());
      }
      if (idle !== null) await closeContext(idle.page.context());
      idle = { key: entry.key, page };
    },
    close: async () => {
      if (idle !== null) await closeContext(idle.page.context());
      idle = null;
    },
  };
}
