import { expect, test } from '../fixtures';

// The country comparison, read at a glance: opened into view, the lookup's country marked, sortable by keyboard.
for (const locale of ['en-US', 'de-DE']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('opens on its heading, marks the lookup country, words delivery and lifecycle, sorts by name or price', async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      const language = locale.slice(0, 2);
      await app.connect();
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).fill('AB-1029');
      await page.getByLabel(tr('lookup.form.country'), { exact: true }).selectOption('ch');
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press('Enter');
      await app.expectPriceFor('AB-1029');
      await page.getByRole('button', { name: tr('lookup.action.compare') }).press('Enter');

      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      const heading = comparison.getByRole('heading', { name: tr('quote.compare.heading', { artnr: 'AB-1029', count: 12 }) });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      const headers = comparison.getByRole('columnheader');
      await expect(headers.filter({ hasText: tr('quote.column.currency') })).toHaveCount(0);

      const own = comparison
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(tr('quote.compare.yourLookup')) }) });
      await expect(own).toHaveCount(1);
      await expect(own).toHaveAttribute('aria-current', 'true');
      await expect(own.getByRole('rowheader')).toContainText(
        app.tr('country.label', { name: new Intl.DisplayNames([language], { type: 'region' }).of('CH') ?? '', code: 'ch' }),
      );
      const germany = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp('\\(de\\)') }) });
      await expect(germany).toContainText(tr('lookup.result.fromStock'));
      await expect(germany).toContainText(tr('quote.compare.lifecycle', { code: 'B', meaning: tr('lookup.lifecycle.keptInStock') }));
      await expect(page.getByText(tr('quote.compare.byCurrency'))).toHaveCount(0);
      await app.screenshot(`${locale}-compare-opened`);

      // By country name, by keyboard: ascending, then descending.
      const byCountry = headers.filter({ hasText: tr('quote.compare.country') });
      await byCountry.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(byCountry).toHaveAttribute('aria-sort', 'ascending');
      const names = async (): Promise<string[]> => comparison.getByRole('rowheader').allTextContents();
      const collator = new Intl.Collator(language);
      const sorted = [...(await names())].sort(collator.compare);
      expect(await names()).toEqual(sorted);
      await page.keyboard.press('Enter');
      await expect(byCountry).toHaveAttribute('aria-sort', 'descending');
      expect(await names()).toEqual([...sorted].reverse());

      // By price: the lookup's currency first, each currency by itself; the failed rows last.
      const byPrice = headers.filter({ hasText: tr('quote.column.price') }).first();
      await byPrice.getByRole('button').press('Enter');
      await expect(byPrice).toHaveAttribute('aria-sort', 'ascending');
      await expect(byCountry).toHaveAttribute('aria-sort', 'none');
      await expect(page.getByText(tr('quote.compare.byCurrency'))).toBeVisible();
      const order = await names();
      expect(order[0]).toContain('(ch)');
      expect(order.slice(-2).every((name) => /\((gl|no)\)/.test(name))).toBe(true);
      await app.screenshot(`${locale}-compare-by-price`);
    });
  });
}
