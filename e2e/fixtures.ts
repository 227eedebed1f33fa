import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, test as base, expect, type Page } from '@playwright/test';
import { createKeychainTokenStore, KEYCHAIN_ENTRY } from '../electron/core/token-store';
import { startPriceSimulator, type PriceSimulator } from '../electron/core/simulator/price-simulator';
import { findElectronBinary } from '../scripts/electron-binary';
import { openAppInChromium, type ChromiumApp } from './harness/chromium-app';

const root = join(__dirname, '..');

/** The price service the specs talk to: a real one from the environment, else the simulator. */
export interface PriceService {
  baseUrl: string;
  token: string;
  /** Null when a real service is configured; fault specs need the simulator. */
  simulator: PriceSimulator | null;
}

export interface AppHarness {
  page: Page;
  service: PriceService;
  /** The Chromium harness only: every IPC call and answer, and the diagnostics log. */
  chromium: ChromiumApp | null;
  userDataDir: string;
  /** Saves a screenshot of the window as e2e/screenshots/<project>-<name>.png. */
  screenshot(name: string): Promise<void>;
  /** Connects to the service through the settings view, as a user would. */
  connect(token?: string): Promise<void>;
  /** Waits until the result shows this article's answer (not just its loading line). */
  expectPriceFor(artnr: string): Promise<void>;
}

async function startService(): Promise<PriceService> {
  const baseUrl = process.env.PRICE_LOOKUP_BASE_URL;
  const token = process.env.PRICE_LOOKUP_TOKEN;
  if (baseUrl && token) return { baseUrl, token, simulator: null };
  const simulator = await startPriceSimulator({ faults: true, slowMs: 4_000 });
  return { baseUrl: simulator.baseUrl, token: simulator.token, simulator };
}

async function openInElectron(keychainService: string, userDataDir: string) {
  const executablePath = findElectronBinary(root);
  if (executablePath === null) throw new Error('No Electron binary');
  const app = await _electron.launch({
    executablePath,
    args: [join(root, 'dist', 'main', 'main.cjs')],
    env: { ...process.env, PRICE_LOOKUP_USER_DATA: userDataDir, PRICE_LOOKUP_KEYCHAIN_SERVICE: keychainService },
  });
  const page = await app.firstWindow();
  return { page, close: () => app.close() };
}

export interface AppOptions {
  /** 'unavailable' starts the app with a keychain that fails, as without a Secret Service. */
  keychain: 'system' | 'unavailable';
  /** Written as settings.json before the app starts, e.g. to test a corrupted file. */
  settingsFile: string | null;
}

export const test = base.extend<{ app: AppHarness; electronAvailable: void } & AppOptions>({
  keychain: ['system', { option: true }],
  settingsFile: [null, { option: true }],
  // Runs before any other fixture, so a skipped electron test never launches a browser.
  electronAvailable: [
    // Playwright reads the fixture's dependencies from this destructuring; it must be there, even empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.skip(
        testInfo.project.name === 'electron' && findElectronBinary(root) === null,
        'No Electron binary on this machine: the electron project runs where one exists.',
      );
      await use();
    },
    { auto: true },
  ],
  app: async ({ page, keychain, settingsFile }, use, testInfo) => {
    const electron = testInfo.project.name === 'electron';
    const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-e2e-'));
    if (settingsFile !== null) await writeFile(join(userDataDir, 'settings.json'), settingsFile);
    // An entry of the test's own, so a developer's real token is never touched.
    const keychainService = `Price Lookup e2e ${randomUUID()}`;
    const service = await startService();
    let windowPage = page;
    let close: () => Promise<void>;
    let chromium: ChromiumApp | null = null;
    if (electron) {
      const opened = await openInElectron(keychainService, userDataDir);
      windowPage = opened.page;
      close = opened.close;
    } else {
      chromium = await openAppInChromium(page, {
        userDataDir,
        tokenStore: createKeychainTokenStore(
          { service: keychainService, account: KEYCHAIN_ENTRY.account },
          ...(keychain === 'unavailable' ? [() => Promise.reject(new Error('no Secret Service'))] : []),
        ),
        // The simulator's slow fault outlasts this; a real service gets the app's own timeout.
        ...(service.simulator ? { timeoutMs: 2_000 } : {}),
      });
      close = chromium.close;
    }
    const harness: AppHarness = {
      page: windowPage,
      service,
      chromium,
      userDataDir,
      screenshot: async (name) => {
        await windowPage.screenshot({ path: join(root, 'e2e', 'screenshots', `${testInfo.project.name}-${name}.png`), fullPage: true });
      },
      expectPriceFor: async (artnr) => {
        const region = windowPage.getByRole('region', { name: 'Price information' });
        await expect(region.getByRole('heading', { name: new RegExp(`^Article ${artnr} `) })).toBeVisible();
        await expect(region).toContainText('Price (gross)');
      },
      connect: async (token = service.token) => {
        await windowPage.getByRole('button', { name: /^Settings$/ }).click();
        await windowPage.getByLabel('Base URL').fill(service.baseUrl);
        await windowPage.getByLabel('Access token').fill(token);
        await windowPage.getByRole('button', { name: 'Save' }).click();
        await expect(windowPage.getByText('A token is stored')).toBeVisible();
        await windowPage.getByRole('button', { name: 'Back to lookup' }).click();
      },
    };
    try {
      await use(harness);
    } finally {
      await close();
      await createKeychainTokenStore({ service: keychainService, account: KEYCHAIN_ENTRY.account })
        .remove()
        .catch(() => undefined);
      await service.simulator?.close();
      await rm(userDataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
