import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// A price of 0 means the service has none, and a factor price is the one price the customer is offered.
async function lookUpPrice(app: AppHarness, artnr: string, factor = ''): Promise<void> {
  await lookUp(app, artnr, { factor });
  await app.expectPriceFor(artnr);
}

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Needs the simulator's article without a price (770001).");
    });

    test('an article without a price says so, offers no phone line, and its quote line is left out of the total', async ({ app }) => {
      const { page, tr } = app;
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      await lookUpPrice(app, '770001');
      await expect(result.getByText(tr('lookup.result.noPrice'), { exact: true })).toBeVisible();
      await expect(result).not.toContainText(locale === 'de-DE' ? '0,00' : '0.00');
      await expect(page.getByRole('button', { name: tr('phone.copy.button') })).toHaveCount(0);
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      await expect(page.getByRole('status').filter({ hasText: tr('phone.copy.noPrice', { artnr: '770001' }) })).toBeVisible();
      await app.screenshot(`${locale}-no-price`);
      expect(await app.readClipboard()).toBe('');
      // The recent lookups name no price for it either.
      const recent = page.getByRole('list', { name: tr('recall.recent.name') });
      await expect(recent.getByRole('button', { name: new RegExp(`^770001 · .* · ${tr('recall.entry.noPrice')} · `) })).toBeVisible();

      const quantity = page.getByLabel(tr('quote.add.quantity'), { exact: true });
      await quantity.fill('2');
      await quantity.press('Enter');
      await lookUpPrice(app, '31245');
      await quantity.fill('1');
      await quantity.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: '31245' })).toBeVisible();

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      const none = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '770001' }) });
      // "On request" where its price would be, why it is left out where its total would be: never 0.00.
      await expect(none.getByRole('cell').nth(2)).toHaveText(tr('document.noPrice'));
      await expect(none.getByRole('cell').nth(4)).toHaveText(tr('quote.offer.noPrice'));
      await expect(none).toContainText(tr('errors.quoteWarning.noPrice'));
      const priced = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '31245' }) });
      const lineTotal = (await priced.getByRole('cell').nth(4).textContent()) ?? '';
      const total = page.getByLabel(tr('quote.total.label'));
      await expect(total.locator('.quote-total-first')).toHaveText(`${tr('quote.totals.gross')} ${lineTotal}`);
      await expect(total).toContainText(tr('quote.totals.leftOut', { parts: tr('quote.totals.leftOut.noPrice', { count: 1 }) }));
      await app.screenshot(`${locale}-quote-no-price`);
    });

    test('a quote line that could not be priced is named beside the total, which says it counts the others only', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('31245\t1\nNOPE-4711\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      const failed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'NOPE-4711' }) });
      await expect(failed).toContainText('NOPE-4711');
      const priced = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '31245' }) });
      await expect(priced.getByRole('cell').nth(4)).not.toBeEmpty();
      const lineTotal = (await priced.getByRole('cell').nth(4).textContent()) ?? '';
      const total = page.getByLabel(tr('quote.total.label'));
      const again = tr('quote.progress.priceAgain');
      await expect(total.locator('.quote-total-first')).toHaveText(`${tr('quote.totals.gross')} ${lineTotal}`);
      await expect(total).toContainText(tr('quote.total.partial', { done: 1, count: 2 }));
      await expect(total).toContainText(tr('quote.total.notPriced', { count: 1, button: again }));
      // The progress line counts what was priced and says how many failed: never "priced 2 of 2".
      const progress = (text: string) => page.getByRole('status').filter({ hasText: text });
      await expect(progress(tr('quote.progress.pricedFailed', { done: 1, count: 2, failed: 1 }))).toBeVisible();
      await expect(progress(tr('quote.progress.priced', { done: 2, count: 2 }))).toHaveCount(0);
      // One button to ask again, whose words fit: the missing line first, never beside "Re-check prices".
      await expect(page.getByRole('button', { name: again })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('recheck.button') })).toHaveCount(0);
      await app.screenshot(`${locale}-quote-line-not-priced`);
      // Removed, the quote is whole again, and the one button re-checks.
      await page.getByRole('button', { name: tr('quote.lines.removeArticle', { artnr: 'NOPE-4711' }) }).click();
      await expect(total.locator('.quote-total-first')).toHaveText(`${tr('quote.totals.gross')} ${lineTotal}`);
      await expect(total).not.toContainText(tr('quote.total.partial', { done: 1, count: 2 }));
      await expect(progress(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
      await expect(page.getByRole('button', { name: again })).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr('recheck.button') })).toBeVisible();
    });

    test('with a factor, one main figure: the offer price with its VAT note, the list price under it, the other fields in their places', async ({
      app,
    }) => {
      const { page, tr } = app;
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      await lookUpPrice(app, '31245');
      const stock = result.getByRole('term').filter({ hasText: new RegExp(`^${tr('lookup.result.stock')}$`) });
      const placeWithout = await stock.boundingBox();
      await expect(result.locator('[data-field="factor_price"]')).toHaveCount(0);

      await lookUpPrice(app, '31245', locale === 'de-DE' ? '1,25' : '1.25');
      const offer = result.locator('[data-field="factor_price"]');
      const factorWords = locale === 'de-DE' ? '1,25 (+25\u00a0%)' : '1.25 (+25%)';
      await expect(offer.getByText(tr('lookup.result.offerPrice', { factor: factorWords }), { exact: true })).toBeVisible();
      await expect(offer).toContainText(tr('lookup.result.priceNote', { tax: locale === 'de-DE' ? '19\u00a0%' : '19%' }));
      await expect(offer).toContainText(locale === 'de-DE' ? 'Listenpreis 15,95\u00a0€ × Faktor 1,25' : 'List price €15.95 × factor 1.25');
      await expect(offer).toContainText(locale === 'de-DE' ? '19,94\u00a0€' : '€19.94');
      await expect(result.getByRole('term').filter({ hasText: new RegExp(`^${tr('lookup.result.price')}$`) })).toHaveCount(0);
      expect(await stock.boundingBox()).toEqual(placeWithout);
      await app.screenshot(`${locale}-offer-price`);
    });
  });
}
