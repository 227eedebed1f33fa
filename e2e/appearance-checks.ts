import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { equalAccessViolations } from './equal-access';
import type { AppHarness } from './fixtures';
import { SCREENSHOTS_WANTED } from './pictures';
import { openSection } from './settings-section';

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
export async function expectTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const card = page.locator('.lookup-form, .quote-view, .settings-view').first();
  for (const part of [page.locator('html'), card]) {
    if (theme === 'dark') await expect.poll(() => luminance(part, 'background-color')).toBeLessThan(0.05);
    else await expect.poll(() => luminance(part, 'background-color')).toBeGreaterThan(0.85);
  }
  const text = await luminance(page.locator('body'), 'color');
  expect(theme === 'dark' ? text > 0.6 : text < 0.05).toBe(true);
}

/** Settings at its section Appearance and language, where the theme is chosen. */
export async function openAppearanceSettings(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'appearance');
}

export async function chooseAppearance(app: AppHarness, choice: 'system' | 'light' | 'dark'): Promise<void> {
  const group = app.page.getByRole('group', { name: app.tr('appearance.settings.legend') });
  await group.getByRole('radio', { name: app.tr(`appearance.choice.${choice}`), exact: true }).check();
}

/** axe-core as the page runs it: loaded into a page once, not for every check (the window has no frames of its own). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's every rule (its defaults), or only its colour contrast, on the whole page as it is now: what it
 * found and what it could not decide.
 */
async function runAxe(page: Page, contrastOnly: boolean): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  // Only violations and undecided checks are read, so the passes are not listed node by node.
  return page.evaluate(
    (contrast) =>
      (globalThis as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations', 'incomplete'],
        ...(contrast ? { runOnly: { type: 'rule', values: ['color-contrast'] } } : {}),
      }),
    contrastOnly,
  );
}

/**
 * axe on the page as it is now, all rules including colour contrast (or that alone), and IBM's Equal Access
 * engine beside it (equal-access.ts) unless only the contrast is asked: nothing found by either.
 */
export async function expectNoViolations(page: Page, what: string, contrastOnly = false): Promise<void> {
  const results = await runAxe(page, contrastOnly);
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
  if (!contrastOnly) expect(await equalAccessViolations(page), `IBM Equal Access in ${what}`).toEqual([]);
}

/**
 * axe on the page as it is now, every rule in the light and the colour contrast in the dark theme (as the system asks, the
 * Settings choice left at System); with PRICE_LOOKUP_SCREENSHOTS=1 a picture of it in dark and in forced
 * colours, named `picture`. The page is left in the dark theme.
 */
export async function expectNoViolationsInBothThemes(app: AppHarness, what: string, picture: string): Promise<void> {
  const { page } = app;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, forcedColors: 'none' });
    await expectTheme(page, theme);
    // Only the colours change with the theme (the same page, names and roles): every rule in the light one,
    // the colour contrast in the dark one.
    await expectNoViolations(page, `${what} (${app.uiLanguage}, ${theme})`, theme === 'dark');
  }
  if (!SCREENSHOTS_WANTED) return;
  await app.screenshot(`${picture}-${app.uiLanguage}-dark`);
  await page.emulateMedia({ forcedColors: 'active' });
  await app.screenshot(`${picture}-${app.uiLanguage}-forced`);
  await page.emulateMedia({ forcedColors: 'none' });
}

/**
 * The colours the element is drawn in inside its edge (`inset` pixels in from each side), as "rgb(r, g, b)";
 * decoded by the page itself, so no image library is needed.
 */
export async function coloursDrawnInside(locator: Locator, inset = 2): Promise<string[]> {
  const png = (await locator.screenshot({ animations: 'disabled' })).toString('base64');
  return locator.page().evaluate(
    async ({ png, inset }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(inset, inset, bitmap.width - 2 * inset, bitmap.height - 2 * inset);
      const colours = new Set<string>();
      for (let i = 0; i < data.length; i += 4) colours.add(`rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`);
      return [...colours];
    },
    { png, inset },
  );
}
