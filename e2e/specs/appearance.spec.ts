import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';
import { SETTINGS_SECTIONS } from '../../electron/shared/settings-sections';

test.beforeEach(async ({ app }) => {
  await app.connect();
});

const needsSimulator = (simulator: unknown): void => test.skip(simulator === null, "Shows the simulator's demo articles in every view.");

// Set to write the README's two pictures (docs/app-light.png, docs/app-dark.png) from this run.
const writeReadmePictures = process.env.PRICE_LOOKUP_README_PICTURES === '1';

/** The relative luminance (WCAG) of a computed colour such as "rgb(21, 25, 31)". */
async function luminance(locator: Locator, property: 'background-color' | 'color'): Promise<number> {
  const colour = await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const channels = /rgba?\((\d+), (\d+), (\d+)/.exec(colour)?.slice(1).map(Number);
  if (!channels) throw new Error(`not an rgb colour: ${colour}`);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page and its cards are drawn dark (or light), and their text the other way round. */
async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const card = page.locator('.lookup-form, .quote-view, .settings-view').first();
  for (const part of [page.locator('html'), card]) {
    if (theme === 'dark') await expect.poll(() => luminance(part, 'background-color')).toBeLessThan(0.05);
    else await expect.poll(() => luminance(part, 'background-color')).toBeGreaterThan(0.85);
  }
  const text = await luminance(page.locator('body'), 'color');
  expect(theme === 'dark' ? text > 0.6 : text < 0.05).toBe(true);
}

/** Settings at its section Appearance and language, where the theme is chosen. */
async function openSettings(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'appearance');
}

async function backToLookup(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.backToLookup') }).click();
}

async function chooseAppearance(app: AppHarness, choice: 'system' | 'light' | 'dark'): Promise<void> {
  const group = app.page.getByRole('group', { name: app.tr('appearance.settings.legend') });
  await group.getByRole('radio', { name: app.tr(`appearance.choice.${choice}`), exact: true }).check();
}

/** axe on the page as it is now, all rules including colour contrast: nothing found. */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? '?'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe in ${what}`).toEqual([]);
  // Text whose contrast axe could not tell (other than a lone sign, such as the delete button's ✕) fails too.
  const undecided = results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    .filter((node) => !node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'nonBmp'));
  expect(
    undecided.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
    `contrast axe could not decide in ${what}`,
  ).toEqual([]);
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

async function openQuoteWithPricedLines(app: AppHarness): Promise<void> {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
  await page.getByLabel(tr('quote.settings.country')).selectOption('de');
  await page.getByLabel(tr('quote.paste.label')).fill('900155\t3\nAB-1029;12\n31245,10');
  await page.getByRole('button', { name: tr('quote.paste.add') }).click();
  await expect(page.getByText(tr('quote.progress.priced', { done: 3, count: 3 }))).toBeVisible();
}

/** Lookup with a result, the comparison, a quote with priced lines and Settings: axe on each, and a picture. */
async function walkTheViews(app: AppHarness, theme: string, check: (what: string) => Promise<void>): Promise<void> {
  await lookUp(app, '900155');
  await app.page.getByText(app.tr('lookup.result.allFields')).click();
  await check(`the lookup view with a result (${theme})`);
  await app.screenshot(`appearance-${theme}-lookup`);
  await openComparison(app);
  await check(`the comparison (${theme})`);
  await app.screenshot(`appearance-${theme}-compare`);
  await openQuoteWithPricedLines(app);
  await check(`the quote view (${theme})`);
  await app.screenshot(`appearance-${theme}-quote`);
  await openSettings(app);
  // Every section: only the open one is shown, and axe checks what is shown.
  for (const section of SETTINGS_SECTIONS) {
    await openSection(app, section);
    await check(`Settings, ${section} (${theme})`);
  }
  await openSection(app, 'appearance');
  await app.screenshot(`appearance-${theme}-settings`);
}

test.describe('following the system', () => {
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
});

test.describe('the choice in Settings', () => {
  test('Light or Dark wins over the system, applies at once, survives a reload; System follows it again', async ({ app }) => {
    const { page } = app;
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSettings(app);
    const group = page.getByRole('group', { name: app.tr('appearance.settings.legend') });
    await expect(group.getByRole('radio', { name: app.tr('appearance.choice.system'), exact: true })).toBeChecked();
    await expectTheme(page, 'dark');

    await chooseAppearance(app, 'light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectTheme(page, 'light');
    await expect.poll(() => page.locator('html').evaluate((root) => getComputedStyle(root).colorScheme)).toBe('light');

    await page.reload();
    await expect(page.getByLabel(app.tr('lookup.form.artnr'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectTheme(page, 'light');

    await page.emulateMedia({ colorScheme: 'light' });
    await openSettings(app);
    await expect(group.getByRole('radio', { name: app.tr('appearance.choice.light'), exact: true })).toBeChecked();
    await chooseAppearance(app, 'dark');
    await expectTheme(page, 'dark');
    await chooseAppearance(app, 'system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectTheme(page, 'light');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    test(`lookup with a result, comparison, quote with priced lines and Settings have no violation (${theme})`, async ({ app }) => {
      needsSimulator(app.service.simulator);
      await app.page.emulateMedia({ colorScheme: theme });
      await expectTheme(app.page, theme);
      await walkTheViews(app, theme, (what) => expectNoViolations(app.page, what));
      if (writeReadmePictures) {
        await backToLookup(app);
        await app.page.getByText(app.tr('lookup.result.allFields')).click();
        await app.page.screenshot({ path: join(__dirname, '..', '..', 'docs', `app-${theme}.png`) });
      }
    });
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the lookup with a result in dark and Settings in light have no violation', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page } = app;
    await page.emulateMedia({ colorScheme: 'dark' });
    await lookUp(app, '900155');
    await expectNoViolations(page, 'the lookup view in German (dark)');
    await openQuoteWithPricedLines(app);
    await expectNoViolations(page, 'the quote view in German (dark)');
    await openSettings(app);
    await expect(page.getByRole('group', { name: 'Darstellung' }).getByRole('radio', { name: 'Hell', exact: true })).toBeVisible();
    await chooseAppearance(app, 'light');
    await expectTheme(page, 'light');
    await expectNoViolations(page, 'Settings in German (light)');
    await app.screenshot('appearance-de-settings');
  });
});

test.describe('forced colours (Windows high contrast)', () => {
  /** Whether the element draws a visible outline (the focus ring). */
  const outline = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });

  test('the focus ring stays, the current and pressed entries stay distinguishable, and every view is drawn', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page, tr } = app;
    await page.emulateMedia({ forcedColors: 'active' });
    await expect.poll(() => page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

    // Focused by the keyboard, so :focus-visible applies.
    const article = page.getByLabel(tr('lookup.form.artnr'));
    await article.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(article).toBeFocused();
    const field = await outline(article);
    expect(field.style).not.toBe('none');
    expect(field.width).toBeGreaterThan(0);

    await lookUp(app, '900155');
    const compare = page.getByRole('button', { name: tr('lookup.action.compare') });
    await compare.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(compare).toBeFocused();
    const button = await outline(compare);
    expect(button.style).not.toBe('none');
    expect(button.width).toBeGreaterThan(0);
    await app.screenshot('appearance-forced-lookup');

    // The lookup's own country in the comparison: marked in words and by a band the others do not have.
    const comparison = await openComparison(app);
    const band = (row: Locator) => row.getByRole('rowheader').evaluate((cell) => getComputedStyle(cell).borderLeftWidth);
    const own = comparison.locator('tr[aria-current="true"]');
    await expect(own).toContainText(tr('quote.compare.yourLookup'));
    expect(parseFloat(await band(own))).toBeGreaterThan(0);
    expect(parseFloat(await band(comparison.locator('tr[data-country="at"]')))).toBe(0);
    await app.screenshot('appearance-forced-compare');

    // A pressed switch: in the system's highlight, not like the buttons beside it.
    await openQuoteWithPricedLines(app);
    const customerView = page.getByRole('button', { name: tr('quote.export.customerView') });
    const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    const released = await background(customerView);
    await customerView.click();
    await expect(customerView).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => background(customerView)).not.toBe(released);
    await app.screenshot('appearance-forced-quote');
    await customerView.click();

    await openSettings(app);
    await app.screenshot('appearance-forced-settings');
  });
});
