import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './test/support/chromium-launch';

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
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  // Pinned, so results never depend on the machine's language or time zone.
  use: { viewport: { width: 1000, height: 720 }, trace: 'off', locale: 'en-US', timezoneId: 'Europe/Berlin' },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    // The same specs against the real Electron app, fetched on first use like `npm start` does; each test
    // skips itself where it cannot be fetched, and fails instead with PRICE_LOOKUP_REQUIRE_ELECTRON=1.
    { name: 'electron' },
  ],
});
