import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

/** The article numbers in view whose text takes more than one line (an inline box broken over lines has a rectangle per line). */
const brokenArticleNumbers = (where: Locator): Promise<string[]> =>
  where
    .locator('.artnr')
    .evaluateAll((numbers) => numbers.filter((number) => number.getClientRects().length > 1).map((number) => number.textContent ?? ''));

/** The font family a field writes in. */
const fontOf = (field: Locator): Promise<string> => field.evaluate((element) => getComputedStyle(element).fontFamily);
const bodyFont = (page: Page): Promise<string> => page.evaluate(() => getComputedStyle(document.body).fontFamily);

// 200 % text zoom in a 1000-pixel window lays the page out as a 500-pixel one at 100 %; 640 px is the narrowest window.
for (const width of [500, 640]) {
  for (const locale of specLocales('journey')) {
    test.describe(`${width} px wide, in ${locale}`, () => {
      test.use({ locale, viewport: { width, height: 800 } });

      test('an article number is never broken over two lines: result, recent lookups, favourites, comparison, quote', async ({ app }) => {
        const { page, tr } = app;
        // A hyphen, where a line would otherwise break.
        await lookUp(app, 'AB-1029');
        await app.expectPriceFor('AB-1029');
        const result = page.getByRole('region', { name: tr('lookup.result.region') });
        await expect(result.locator('h2 .artnr')).toHaveText('AB-1029');
        await page.getByRole('button', { name: tr('recall.favourite.add') }).click();
        await lookUp(app, '900155');
        await app.expectPriceFor('900155');
        const recent = page.getByRole('list', { name: tr('recall.recent.name') });
        const favourites = page.getByRole('list', { name: tr('recall.favourites.name') });
        await expect(recent.locator('.artnr')).toHaveText(['900155', 'AB-1029']);
        await expect(favourites.locator('.artnr')).toHaveText(['AB-1029']);
        expect(await brokenArticleNumbers(page.locator('body'))).toEqual([]);

        await lookUp(app, 'AB-1029');
        await app.expectPriceFor('AB-1029');
        await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
        const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
        await expect(comparison.getByRole('heading').locator('.artnr')).toHaveText('AB-1029');
        expect(await brokenArticleNumbers(comparison)).toEqual([]);

        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        await page.getByLabel(tr('quote.paste.label')).fill('AB-1029\t2\n900155\t1\n120050\t3');
        await page.getByRole('button', { name: tr('quote.paste.add') }).click();
        await expect(page.getByText(tr('quote.progress.priced', { done: 3, count: 3 }))).toBeVisible();
        const table = page.getByRole('table');
        await expect(table.locator('.artnr')).toHaveText(['AB-1029', '900155', '120050']);
        expect(await brokenArticleNumbers(table)).toEqual([]);
        await app.screenshot(`zoom-${width}-${locale}-article-numbers`);
      });

      test('address and terms are written in the app’s own font, not a typewriter’s; the paste box may be', async ({ app }) => {
        const { page, tr } = app;
        const font = await bodyFont(page);
        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        const letter = page.getByRole('group', { name: tr('letter.group') });
        for (const label of [tr('letter.recipient.address'), tr('letter.terms.label')])
          expect(await fontOf(letter.getByLabel(label, { exact: true })), label).toBe(font);
        expect(await fontOf(page.getByLabel(tr('quote.paste.label')))).toMatch(/monospace/);
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await openSection(app, 'quotes');
        for (const label of [tr('document.company.address'), tr('letter.settings.terms'), tr('letter.settings.footer', { column: 1 })])
          expect(await fontOf(page.getByLabel(label, { exact: true })), label).toBe(font);
      });
    });
  }
}
