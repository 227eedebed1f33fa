import type { Locator, Page } from '@playwright/test';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { coloursDrawnInside, openAppearanceSettings } from '../appearance-checks';
import { expectPicture } from '../pictures';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// Windows high contrast: the system's colours replace the palette and backgrounds drawn only as colour
// disappear. Focus, the current and selected entries, progress and every mark must still show.

const needsSimulator = (simulator: unknown): void => test.skip(simulator === null, "Shows the simulator's demo articles.");

async function forceColours(page: Page): Promise<void> {
  await page.emulateMedia({ forcedColors: 'active' });
  await expect.poll(() => page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

/** Whether the element draws a visible outline (the focus ring). */
const outline = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

/** The left edge as drawn: its width, and whether it has a colour at all. */
const leftEdge = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const transparent = style.borderLeftStyle === 'none' || /rgba\(.*, 0\)$|transparent/.test(style.borderLeftColor);
    return transparent ? 0 : parseFloat(style.borderLeftWidth);
  });

/** A progress bar shows a bar: inside its frame, something in another colour than the page behind it. */
async function expectBarDrawn(bar: Locator): Promise<void> {
  const page = await bar.page().evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect((await coloursDrawnInside(bar)).filter((colour) => colour !== page)).not.toEqual([]);
}

/** Words are drawn on the element: inside its edges, more than one colour (the words and what is behind them). */
async function expectWordsDrawn(element: Locator): Promise<void> {
  expect((await coloursDrawnInside(element, 6)).length).toBeGreaterThan(1);
}

/** The sign a tone puts before a value (CSS content, silent for a screen reader: the words say it). */
const signBefore = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element, '::before').content);

async function lookedUp(app: AppHarness, artnr: string): Promise<void> {
  await lookUp(app, artnr);
  await app.expectPriceFor(artnr);
}

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test.beforeEach(async ({ app }) => {
      await forceColours(app.page);
    });

    test('the focus ring stays, the current and pressed entries stay distinguishable, and every view is drawn', async ({
      app,
    }, testInfo) => {
      needsSimulator(app.service.simulator);
      const { page, tr } = app;
      // Focused by the keyboard, so :focus-visible applies.
      const article = page.getByLabel(tr('lookup.form.artnr'));
      await article.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(article).toBeFocused();
      const field = await outline(article);
      expect(field.style).not.toBe('none');
      expect(field.width).toBeGreaterThan(0);

      await lookedUp(app, '900155');
      const compare = page.getByRole('button', { name: tr('lookup.action.compare') });
      await compare.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(compare).toBeFocused();
      const button = await outline(compare);
      expect(button.style).not.toBe('none');
      expect(button.width).toBeGreaterThan(0);
      await app.screenshot(`forced-${locale}-lookup`);
      // The picture is the point here: the result as the system's colours draw it, compared with the one kept.
      await expectPicture(app, 'forced-colours-lookup-result', testInfo);

      // The lookup's own country in the comparison: marked in words and by a band the others do not have.
      await compare.click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      await expect(comparison.getByText(tr('quote.lines.lookingUp'))).toHaveCount(0);
      const own = comparison.locator('tr[aria-current="true"]');
      await expect(own).toContainText(tr('quote.compare.yourLookup'));
      expect(await leftEdge(own.getByRole('rowheader'))).toBeGreaterThan(0);
      expect(await leftEdge(comparison.locator('tr[data-country="at"]').getByRole('rowheader'))).toBe(0);
      await app.screenshot(`forced-${locale}-compare`);

      // A pressed switch: in the system's highlight, not like the buttons beside it.
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t3\nAB-1029;12');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      const customerView = page.getByRole('button', { name: tr('quote.export.customerView') });
      const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      const released = await background(customerView);
      await customerView.click();
      await expect(customerView).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => background(customerView)).not.toBe(released);
      await expectWordsDrawn(customerView);
      await app.screenshot(`forced-${locale}-quote`);
    });

    test('the open section of Settings is told from the others by a band and bolder words, not by colour alone', async ({ app }) => {
      const { page } = app;
      await openAppearanceSettings(app);
      const tabs = page.getByRole('tablist').getByRole('tab');
      const selected = tabs.and(page.locator('[aria-selected="true"]'));
      await expect(selected).toHaveCount(1);
      await expectWordsDrawn(selected);
      expect(await leftEdge(selected)).toBeGreaterThanOrEqual(3);
      const weight = (tab: Locator) => tab.evaluate((element) => Number(getComputedStyle(element).fontWeight));
      const selectedWeight = await weight(selected);
      const others = await tabs.and(page.locator('[aria-selected="false"]')).all();
      expect(others.length).toBeGreaterThan(1);
      for (const tab of others) {
        expect(await leftEdge(tab)).toBeLessThanOrEqual(1);
        expect(await weight(tab)).toBeLessThan(selectedWeight);
      }
      await app.screenshot(`forced-${locale}-settings`);
    });

    test('badges and tone signs stay, each beside its words: out of stock, discontinued, low stock, phasing out', async ({ app }) => {
      needsSimulator(app.service.simulator);
      const { page, tr } = app;
      const row = (field: string) => page.locator(`.result-row[data-field="${field}"]`);
      await lookedUp(app, '770412');
      await expect(row('stock')).toContainText(tr('lookup.result.outOfStock'));
      expect(await signBefore(row('stock').locator('.result-value'))).toContain('✕');
      await expect(row('lifecycle')).toContainText(tr('lookup.lifecycle.discontinued'));
      expect(await signBefore(row('lifecycle').locator('.result-value'))).toContain('✕');
      await app.screenshot(`forced-${locale}-out-of-stock`);

      // Hot deal and novelty: coloured areas before, still framed and worded.
      await lookedUp(app, '100234');
      for (const badge of [tr('lookup.result.hotdeal'), tr('lookup.result.novelty')]) {
        const mark = page.locator('.badge').filter({ hasText: badge });
        await expect(mark).toBeVisible();
        expect(await leftEdge(mark)).toBeGreaterThan(0);
      }
      await expect(row('stock')).toContainText(tr('lookup.result.lowStock'));
      expect(await signBefore(row('stock').locator('.result-value'))).toContain('⚠');
      expect(await signBefore(row('lifecycle').locator('.result-value'))).toContain('✓');

      await lookedUp(app, '900155');
      await expect(row('lifecycle')).toContainText(tr('lookup.lifecycle.phasingOut'));
      expect(await signBefore(row('lifecycle').locator('.result-value'))).toContain('⚠');
    });

    test('a last-known answer keeps its framed banner and its words', async ({ app }) => {
      const simulator = app.service.simulator;
      needsSimulator(simulator);
      const { page, tr } = app;
      await lookedUp(app, '900155');
      await page.reload();
      await simulator?.close();
      await forceColours(page);
      await lookUp(app, '900155');
      const banner = page.getByRole('note', { name: tr('lastKnown.banner.title') });
      await expect(banner).toBeVisible();
      await expect(banner.getByText(tr('lastKnown.banner.title'), { exact: true })).toBeVisible();
      expect(await leftEdge(banner)).toBeGreaterThanOrEqual(3);
      await app.screenshot(`forced-${locale}-last-known`);
    });

    test.describe('with the lookups held in main', () => {
      // Held until released: the lookup stays under way while its bar is looked at.
      test.use({ holdChannels: [IPC_CHANNELS.checkPrice] });

      test('the progress bars are drawn: a lookup under way, and the lines priced in a quote', async ({ app }) => {
        const { page, tr } = app;
        await lookUp(app, '900155');
        const waiting = page.getByRole('progressbar', { name: tr('lookup.status.loading', { artnr: '900155' }) });
        await expect(waiting).toBeVisible();
        await expectBarDrawn(waiting);
        await app.screenshot(`forced-${locale}-waiting`);
        app.release(IPC_CHANNELS.checkPrice);
        await app.expectPriceFor('900155');

        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        await page.getByLabel(tr('quote.settings.country')).selectOption('de');
        await page.getByLabel(tr('quote.paste.label')).fill('900155\t3\nAB-1029;12');
        await page.getByRole('button', { name: tr('quote.paste.add') }).click();
        await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
        const priced = page.getByRole('progressbar', { name: tr('quote.progress.label') });
        await expectBarDrawn(priced);
      });
    });
  });
}
