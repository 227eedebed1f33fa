import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, test as base, expect, type Page } from '@playwright/test';
import { createKeychainTokenStore, KEYCHAIN_ENTRY } from '../electron/core/token-store';
import { startPriceSimulator, type PriceSimulator } from '../electron/core/simulator/price-simulator';
import { findElectronBinary } from '../scripts/electron-binary';
import { openAppInChromium } from './harness/chromium-app';

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
  /** Saves a screenshot of the window as e2e/screenshots/<project>-<name>.png. */
  screenshot(name: string): Promise<void>;
  /** Connects to the service through the settings view, as a user would. */
  connect(token?: string): Promise<void>;
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

export const test = base.extend<{ app: AppHarness; electronAvailable: void }>({
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
  app: async ({ page }, use, testInfo) => {
    const electron = testInfo.project.name === 'electron';
    const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-e2e-'));
    // An entry of the test's own, so a developer's real token is never touched.
    const keychainService = `Price Lookup e2e ${randomUUID()}`;
    const service = await startService();
    let windowPage = page;
    let close: () => Promise<void>;
    if (electron) {
      const opened = await openInElectron(keychainService, userDataDir);
      windowPage = opened.page;
      close = opened.close;
    } else {
      close = await openAppInChromium(page, {
        userDataDir,
        tokenStore: createKeychainTokenStore({ service: keychainService, account: KEYCHAIN_ENTRY.account }),
        // The simulator's slow fault outlasts this; a real service gets the app's own timeout.
        ...(service.simulator ? { timeoutMs: 2_000 } : {}),
      });
    }
    const harness: AppHarness = {
      page: windowPage,
      service,
      screenshot: async (name) => {
        await windowPage.screenshot({ path: join(root, 'e2e', 'screenshots', `${testInfo.project.name}-${name}.png`), fullPage: true });
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
