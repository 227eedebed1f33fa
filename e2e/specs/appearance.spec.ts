import { join } from 'node:path';
import type { Locator, TestInfo } from '@playwright/test';
import { SETTINGS_SECTIONS } from '../../electron/shared/settings-sections';
import { chooseAppearance, expectNoViolations, expectTheme, openAppearanceSettings as openSettings } from '../appearance-checks';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';
import { openQuoteWithPricedLines } from '../quote-steps';
import { expectPicture } from '../pictures';
import { specLocales } from '../languages';

// The theme follows the system and the choice in Settings; axe finds nothing in any view in either theme,
// in English and German. Every other state: appearance-states.spec.ts; forced colours: forced-colours.spec.ts.

test.use({ connected: true });

const needsSimulator = (simulator: unknown): void => test.skip(simulator === null, "Shows the simulator's demo articles in every view.");

// Set to write the two pictures of the README and the user guide (docs/app-light.png, docs/app-dark.png) from this run.
const writeReadmePictures = process.env.PRICE_LOOKUP_README_PICTURES === '1';

async function backToLookup(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.backToLookup') }).click();
}

async function lookUp(app: AppHarness, artnr: string): Promise<void> {
  const article = app.page.getByLabel(app.tr('lookup.form.artnr'));
  await article.fill(artnr);
  await article.press('Enter');
  await app.expectPriceFor(artnr);
}

async function openComparison(app: AppHarness): Promise<Locator> {
  await app.page.getByRole('button', { name: app.tr('lookup.action.compare') }).click();
  const comparison = app.page.getByRole('region', { name: app.tr('quote.compare.label') });
  await expect(comparison.getByText(app.tr('quote.lines.lookingUp'))).toHaveCount(0);
  await expect(comparison.getByRole('rowheader')).toHaveCount(12);
  return comparison;
}

/** Lookup with a result, the comparison, a quote with priced lines and Settings: axe on each, and a picture. */
async function walkTheViews(app: AppHarness, theme: string, check: (what: string) => Promise<void>, testInfo: TestInfo): Promise<void> {
  const picture = (view: string) => `appearance-${app.uiLanguage}-${theme}-${view}`;
  await lookUp(app, '900155');
  await app.page.getByText(app.tr('lookup.result.allFields')).click();
  // Built when opened: checked and pictured once it is there.
  await expect(app.page.getByRole('rowheader', { name: app.tr('lookup.field.factor_price') })).toBeVisible();
  await check(`the lookup view with a result (${theme})`);
  await app.screenshot(picture('lookup'));
  // The dark theme's picture is the point: compared with the one kept.
  if (theme === 'dark') await expectPicture(app, 'dark-lookup-result', testInfo);
  await openComparison(app);
  await check(`the comparison (${theme})`);
  await app.screenshot(picture('compare'));
  await openQuoteWithPricedLines(app);
  await check(`the quote view (${theme})`);
  await app.screenshot(picture('quote'));
  await openSettings(app);
  // Every section: only the open one is shown, and axe checks what is shown.
  for (const section of SETTINGS_SECTIONS) {
    await openSection(app, section);
    await check(`Settings, ${section} (${theme})`);
  }
  await openSection(app, 'appearance');
  await app.screenshot(picture('settings'));
}

for (const locale of specLocales(writeReadmePictures ? 'words' : 'journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('light and dark as the system is, without a choice on <html>; the window follows a switch at once', async ({ app }) => {
      const { page } = app;
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, 'light');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectTheme(page, 'dark');
      // Form controls and scroll bars in the same scheme.
      await expect.poll(() => page.locator('html').evaluate((root) => getComputedStyle(root).colorScheme)).toBe('light dark');
    });

    test.describe('on a system in dark mode from the start', () => {
      test.use({ colorScheme: 'dark' });
      test('the app on System opens dark, without a choice on <html>, and Settings says System', async ({ app }) => {
        const { page, tr } = app;
        await expectTheme(page, 'dark');
        await expect(page.locator('html')).not.toHaveAttribute('data-theme');
        await openSettings(app);
        const group = page.getByRole('group', { name: tr('appearance.settings.legend') });
        await expect(group.getByRole('radio', { name: tr('appearance.choice.system'), exact: true })).toBeChecked();
        await expectTheme(page, 'dark');
      });
    });

    test('Light or Dark in Settings wins over the system, applies at once, survives a reload; System follows it again', async ({ app }) => {
      const { page, tr } = app;
      await page.emulateMedia({ colorScheme: 'dark' });
      await openSettings(app);
      const group = page.getByRole('group', { name: tr('appearance.settings.legend') });
      await expect(group.getByRole('radio', { name: tr('appearance.choice.system'), exact: true })).toBeChecked();
      await expectTheme(page, 'dark');

      await chooseAppearance(app, 'light');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectTheme(page, 'light');
      await expect.poll(() => page.locator('html').evaluate((root) => getComputedStyle(root).colorScheme)).toBe('light');

      await page.reload();
      await expect(page.getByLabel(tr('lookup.form.artnr'))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expectTheme(page, 'light');

      await page.emulateMedia({ colorScheme: 'light' });
      await openSettings(app);
      await expect(group.getByRole('radio', { name: tr('appearance.choice.light'), exact: true })).toBeChecked();
      await chooseAppearance(app, 'dark');
      await expectTheme(page, 'dark');
      await chooseAppearance(app, 'system');
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      await expectTheme(page, 'light');
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe: lookup with a result, comparison, quote with priced lines and every Settings section (${theme})`, async ({
        app,
      }, testInfo) => {
        needsSimulator(app.service.simulator);
        await app.page.emulateMedia({ colorScheme: theme });
        await expectTheme(app.page, theme);
        // The dark theme changes colours alone: its pass checks the colour contrast (every rule in the light one).
        await walkTheViews(app, theme, (what) => expectNoViolations(app.page, `${what} (${locale})`, theme === 'dark'), testInfo);
        if (writeReadmePictures && locale === 'en-US') {
          await backToLookup(app);
          await app.page.getByText(app.tr('lookup.result.allFields')).click();
          await app.page.screenshot({ path: join(__dirname, '..', '..', 'docs', `app-${theme}.png`) });
        }
      });
    }
  });
}
