import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

/** A phrase of the delivery rule as it starts a cell of its own. */
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The country codes of the comparison's rows, top to bottom, as the row heads show them ("Austria (at)"). */
async function rowCountries(comparison: Locator): Promise<string[]> {
  const heads = await comparison.getByRole('rowheader').allTextContents();
  return heads.map((head) => /\(([a-z]{2})\)/.exec(head)?.[1] ?? head);
}

/** A row's cell under the column head that starts with `label` (the row head is the first column). */
async function cellUnder(comparison: Locator, row: Locator, label: string): Promise<Locator> {
  const heads = await comparison.getByRole('columnheader').allTextContents();
  const column = heads.findIndex((head) => head.startsWith(label));
  expect(column, `a column "${label}" in ${heads.join(' | ')}`).toBeGreaterThan(0);
  return row.getByRole('cell').nth(column - 1);
}

// The country comparison, read at a glance: opened into view, the lookup's country marked, sortable by keyboard.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('opens on its heading, marks the lookup country, words delivery and lifecycle, sorts by name or price', async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      const language = locale.slice(0, 2);
      await lookUp(app, 'AB-1029', { country: 'ch' });
      await app.expectPriceFor('AB-1029');
      await page.getByRole('button', { name: tr('lookup.action.compare') }).press('Enter');

      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      const heading = comparison.getByRole('heading', { name: tr('quote.compare.heading', { artnr: 'AB-1029', count: 12 }) });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      // Scrolled to the comparison, not only as far as its heading: the table shows too.
      await expect(comparison.getByRole('row').nth(1)).toBeInViewport();

      // No currency column: each price carries its own currency.
      const headers = comparison.getByRole('columnheader');
      // Opened ordered by the countries' names in the UI language.
      await expect(headers).toHaveText([
        tr('quote.compare.country') + tr('quote.compare.sortMark', { direction: 'ascending' }),
        tr('quote.compare.grossPrice'),
        tr('quote.compare.netPrice'),
        tr('quote.column.dealerPrice'),
        tr('quote.compare.vat'),
        tr('quote.column.stock'),
        tr('lookup.result.delivery'),
        tr('quote.column.lifecycle'),
      ]);
      await expect(headers.filter({ hasText: tr('quote.column.currency') })).toHaveCount(0);

      // The lookup's country: marked in words and for a screen reader, and the only one.
      const own = comparison.locator('tr[aria-current="true"]');
      await expect(own).toHaveCount(1);
      await expect(own.getByRole('rowheader')).toHaveText(
        tr('country.label', { name: new Intl.DisplayNames([language], { type: 'region' }).of('CH') ?? '', code: 'ch' }) +
          tr('quote.compare.yourLookup'),
      );
      await expect(own.getByText(tr('quote.compare.yourLookup'), { exact: true })).toBeVisible();
      await expect(comparison.getByText(tr('quote.compare.yourLookup'), { exact: true })).toHaveCount(1);

      // Nothing converted into the lookup's currency: francs only in the Swiss row, the Danish row in kroner only.
      await expect(comparison.getByRole('row').filter({ hasText: 'CHF' })).toHaveCount(1);
      await expect(own).toContainText('CHF');
      const denmark = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\(dk\)/ }) });
      await expect(denmark).toContainText('DKK');
      await expect(denmark).not.toContainText(/€|CHF/);

      // Delivery days 0 with stock: in words, not "0", as the result says it; the lifecycle with its meaning.
      const germany = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\(de\)/ }) });
      await expect(await cellUnder(comparison, germany, tr('lookup.result.delivery'))).toHaveText(capitalised(tr('delivery.now')));
      await expect(await cellUnder(comparison, germany, tr('quote.column.lifecycle'))).toHaveText(
        tr('quote.compare.lifecycle', { code: 'B', meaning: tr('lookup.lifecycle.keptInStock') }),
      );
      await expect(page.getByText(tr('quote.compare.byCurrency'))).toHaveCount(0);
      // By country name in the UI language from the start: Austria is Österreich in German, so the order differs by language.
      const byCountry = headers.filter({ hasText: tr('quote.compare.country') });
      await expect(byCountry).toHaveAttribute('aria-sort', 'ascending');
      const names = async (): Promise<string[]> => comparison.getByRole('rowheader').allTextContents();
      const collator = new Intl.Collator(language);
      const sorted = [...(await names())].sort(collator.compare);
      expect(await names()).toEqual(sorted);
      expect(await rowCountries(comparison)).toEqual(
        language === 'de'
          ? ['be', 'dk', 'de', 'fi', 'fr', 'gl', 'it', 'nl', 'no', 'at', 'se', 'ch']
          : ['at', 'be', 'dk', 'fi', 'fr', 'de', 'gl', 'it', 'nl', 'no', 'se', 'ch'],
      );
      await app.screenshot(`${locale}-compare-opened`);

      // By keyboard: descending, then ascending again.
      await byCountry.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(byCountry).toHaveAttribute('aria-sort', 'descending');
      expect(await names()).toEqual([...sorted].reverse());
      await page.keyboard.press('Enter');
      await expect(byCountry).toHaveAttribute('aria-sort', 'ascending');
      expect(await names()).toEqual(sorted);

      // By price, by keyboard: the lookup's currency first, each currency by itself; the failed rows last.
      const byPrice = headers.filter({ hasText: tr('quote.compare.grossPrice') });
      await byPrice.getByRole('button').press('Space');
      await expect(byPrice).toHaveAttribute('aria-sort', 'ascending');
      await expect(byCountry).toHaveAttribute('aria-sort', 'none');
      await expect(page.getByText(tr('quote.compare.byCurrency'))).toBeVisible();
      expect(await rowCountries(comparison)).toEqual(['ch', 'dk', 'de', 'at', 'fr', 'be', 'nl', 'it', 'fi', 'se', 'gl', 'no']);
      await app.screenshot(`${locale}-compare-by-price`);

      // And by a click: descending, the failed rows still last.
      await byPrice.getByRole('button').click();
      await expect(byPrice).toHaveAttribute('aria-sort', 'descending');
      expect(await rowCountries(comparison)).toEqual(['ch', 'dk', 'fi', 'it', 'be', 'nl', 'at', 'fr', 'de', 'se', 'gl', 'no']);
      await expect(comparison.locator('tr[aria-current="true"]').getByRole('rowheader')).toContainText('(ch)');
    });

    test('the net price shows a difference that is only VAT; a country without the article says so in words', async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      await lookUp(app, 'AB-1029');
      await app.expectPriceFor('AB-1029');
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      const row = (code: string) => comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `(${code})` }) });
      // Germany 9.90 and Finland 10.44 gross, 19 % and 25.5 % VAT: the same 8.32 net.
      const money = (amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
      await expect(await cellUnder(comparison, row('de'), tr('quote.compare.grossPrice'))).toHaveText(money(9.9));
      await expect(await cellUnder(comparison, row('fi'), tr('quote.compare.grossPrice'))).toHaveText(money(10.44));
      await expect(await cellUnder(comparison, row('de'), tr('quote.compare.netPrice'))).toHaveText(money(8.32));
      await expect(await cellUnder(comparison, row('fi'), tr('quote.compare.netPrice'))).toHaveText(money(8.32));
      await expect(comparison.getByText(tr('quote.compare.netHint'))).toBeVisible();

      // Not in Norway's or Greenland's range: a fact in words, not an error in red.
      const names = new Intl.DisplayNames([locale.slice(0, 2)], { type: 'region' });
      for (const code of ['no', 'gl']) {
        const cell = row(code).getByRole('cell');
        await expect(cell).toHaveText(tr('quote.compare.notSold', { countryCode: code, country: names.of(code.toUpperCase()) ?? code }));
        await expect(cell).not.toHaveClass(/cell-error/);
        await expect(cell).not.toContainText(tr('errors.notFound', { artnr: 'AB-1029', countryCode: code, country: code }));
      }
      await app.screenshot(`${locale}-compare-net-and-not-sold`);
    });

    test('says when the article comes in days and what its lifecycle means', async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      await lookUp(app, '560011');
      await app.expectPriceFor('560011');
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      const austria = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\(at\)/ }) });
      await expect(await cellUnder(comparison, austria, tr('lookup.result.delivery'))).toHaveText(
        capitalised(tr('delivery.onRequest', { days: 14 })),
      );
      await expect(await cellUnder(comparison, austria, tr('quote.column.lifecycle'))).toHaveText(
        tr('quote.compare.lifecycle', { code: 'C', meaning: tr('lookup.lifecycle.onRequest') }),
      );
    });

    test('a price of 0 says no price is set instead of showing 0', async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      await lookUp(app, '770001');
      await expect(page.getByText(tr('lookup.result.noPrice'))).toBeVisible();
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      const germany = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\(de\)/ }) });
      await expect(await cellUnder(comparison, germany, tr('quote.compare.grossPrice'))).toHaveText(tr('quote.compare.noPrice'));
      await expect(await cellUnder(comparison, germany, tr('quote.compare.netPrice'))).toHaveText(tr('quote.compare.notSet'));
      await expect(await cellUnder(comparison, germany, tr('quote.column.dealerPrice'))).toHaveText(tr('quote.compare.notSet'));
      await expect(comparison.getByText(tr('quote.compare.noPrice'), { exact: true })).toHaveCount(12);
      await expect(comparison.getByRole('table')).not.toContainText(/0[.,]00/);
      await app.screenshot(`${locale}-compare-no-price`);
    });
  });
}
