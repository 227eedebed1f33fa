import { expect, type TestInfo } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/support/chromium-launch';
import type { AppHarness } from './fixtures';

/** Pictures for a person's review and the guide's (`app.screenshot`), written only when asked for. */
export const SCREENSHOTS_WANTED = process.env.PRICE_LOOKUP_SCREENSHOTS === '1';

/**
 * Where a picture is compared with the one kept beside the spec (e2e/pictures/): in the chromium project in
 * Debian's Chromium, whose build and fonts drew them. Another system's browser draws other pixels (the
 * desktop CI): there the same specs run without the comparison.
 */
function picturesCompared(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'chromium' && process.platform === 'linux' && CHROMIUM_LAUNCH.executablePath === '/usr/bin/chromium';
}

/**
 * The window as it is now, compared with its kept picture `name` where pictures are compared (a few, where
 * the picture is the point: dark mode, forced colours); `npx playwright test --update-snapshots` renews them.
 * The recent lookups, which say when each was made, are masked.
 */
export async function expectPicture(app: AppHarness, name: string, testInfo: TestInfo): Promise<void> {
  if (!picturesCompared(testInfo)) return;
  await app.page.mouse.move(0, 0);
  await expect(app.page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [app.page.locator('.recall-list')],
  });
}

/** A picture already drawn (a PDF's page), compared with its kept picture `name` where pictures are compared. */
export function expectDrawnPicture(png: Buffer, name: string, testInfo: TestInfo): void {
  if (!picturesCompared(testInfo)) return;
  expect(png).toMatchSnapshot(`${name}.png`);
}
