import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './test/support/chromium-launch';

/**
 * The slow, system-level specs: the update feed electron-builder makes (an AppImage) against the real
 * electron-updater, and the fault matrix through the window. Their own project, each file in one worker
 * (the feed is built once, not once per worker); in `npm test` once, the fault matrix a case of each
 * kind; in full with PRICE_LOOKUP_FULL_SUITE=1 (the desktop CI).
 */
const SYSTEM_SPECS = ['**/updates.spec.ts', '**/fault-matrix.spec.ts'];

/**
 * The tests that close or restart the window right after typing (`@closes-window`, e2e/closes-window.ts), once
 * more in the same run: a save that depends on timing fails early, not one run in ten (once, not twice: the
 * suite's 8 minutes). A project of the same run, not a second run: no second start of Playwright and its workers,
 * and a failure's artifacts are not emptied away.
 */
export const REPEATED_PROJECT = 'repeated';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder; the run's reports sit beside it in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  // Every test has its own simulator, user data folder and keychain entry (e2e/fixtures.ts), so tests
  // run in parallel. Two workers on the 2-core CI machine: the chromium project took 2.6 instead of 3.6 min;
  // four were no faster.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // The few pictures compared (e2e/pictures.ts), kept in e2e/pictures/; a pixel in a thousand may differ (antialiasing).
  snapshotPathTemplate: '{testDir}/pictures/{arg}{ext}',
  expect: { timeout: 5_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001 }, toMatchSnapshot: { maxDiffPixelRatio: 0.001 } },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  // Pinned, so results never depend on the machine's language or time zone.
  use: { viewport: { width: 1000, height: 720 }, trace: 'off', locale: 'en-US', timezoneId: 'Europe/Berlin' },
  projects: [
    // First: each of its files is one long run in one worker, which the chromium journeys' many short tests pack around.
    {
      name: 'system',
      testMatch: SYSTEM_SPECS,
      fullyParallel: false,
      use: {
        browserName: 'chromium',
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      name: 'chromium',
      testIgnore: SYSTEM_SPECS,
      use: {
        browserName: 'chromium',
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      name: REPEATED_PROJECT,
      testIgnore: SYSTEM_SPECS,
      grep: /@closes-window/,
      use: {
        browserName: 'chromium',
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    // The same specs against the real Electron app, fetched on first use like `npm start` does; `npm test` runs it
    // where one can be fetched (scripts/test.sh). Run where none can, each test skips itself, and fails instead with
    // PRICE_LOOKUP_REQUIRE_ELECTRON=1.
    { name: 'electron' },
  ],
});
