import { join } from 'node:path';
import Big from 'big.js';
import type { Locator } from '@playwright/test';
import { formatFactor, formatMoney } from '../../electron/shared/format/numbers';
import { expect, readText, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { savePdfPicture } from '../pdf-picture';
import { SCREENSHOTS_WANTED } from '../pictures';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { specLocales } from '../languages';

// What a quote says and sends: the factor carried from the lookup, no price never as 0,00, a discontinued
// article outside the total, net or gross said plainly — the same on screen, in the copies and the PDFs.

/** An amount as the regional format writes it ("1.947,00 €", "CHF 25.47", "€1,947.00"), as a decimal. */
function amountIn(text: string, locale: string): Big {
  const digits = text.replace(/[^\d.,-]/g, '').replace(/^[.,]+|[.,]+$/g, '');
  const decimal = locale.startsWith('de') ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  return new Big(decimal);
}

/** Text as a pattern: special characters escaped, any space (also a no-break one) matching any run of spaces. */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '\\s+');

/**
 * Page 1 of a PDF as a picture in e2e/screenshots, to look at (PRICE_LOOKUP_SCREENSHOTS=1), drawn in the harness's Chromium. The Electron
 * project's window has no browser of its own to draw it in: there the Chromium project's pictures stand.
 */
async function pdfPicture(app: AppHarness, name: string): Promise<void> {
  const browser = app.page.context().browser();
  if (browser === null || !SCREENSHOTS_WANTED) return;
  await savePdfPicture(browser, app.pdfPath, join(__dirname, '..', 'screenshots', `chromium-${name}.png`));
}

async function savePdf(app: AppHarness, copy: 'customer' | 'internal'): Promise<string> {
  const { page, tr } = app;
  const status = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
  await page.getByRole('button', { name: tr(copy === 'customer' ? 'document.button.customerPdf' : 'document.button.internalPdf') }).click();
  // The demo company has no legal details: a customer copy asks first.
  if (copy === 'customer') await goOnWithoutSender(app);
  await expect(status).toBeVisible({ timeout: 15_000 });
  const text = (await pdfPages(app.pdfPath)).join('\n');
  await status.evaluate((element) => (element.textContent = ''));
  return text;
}

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Needs the simulator's demo articles (560011, 770001, 770412).");
    });
    const decimal = (value: string): string => (locale === 'de-DE' ? value.replace('.', ',') : value);
    // A factor as the app says it: "1,25 (+25 %)".
    const factorSaid = (value: string): string => formatFactor(value, locale);
    const money = (amount: Big | string, currency = 'EUR'): string => formatMoney(new Big(amount).toFixed(2), currency, locale);

    test('"Add to quote" carries the lookup\'s factor: 560011 × 1,25, 2 pieces, is on the quote at twice the price said', async ({
      app,
    }) => {
      const { page, tr } = app;
      await lookUp(app, '560011', { country: 'at', factor: decimal('1.25') });
      await app.expectPriceFor('560011');
      // The offered price as the result says it (the main figure), what is said on the phone.
      const offered = amountIn(await page.locator('[data-field="factor_price"] .result-value').innerText(), locale);
      const quantity = page.getByLabel(tr('quote.add.quantity'), { exact: true });
      await quantity.fill('2');
      await quantity.press('Enter');
      const quoteName = tr('quote.defaultName', { number: '1' });
      await expect(page.locator('.add-to-quote').getByRole('status')).toHaveText(
        tr('quote.add.added', { quantity: '2', artnr: '560011', name: quoteName, factor: factorSaid('1.25') }),
      );

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(page.getByLabel(tr('quote.lines.factorOf', { artnr: '560011' }))).toHaveValue(decimal('1.25'));
      const total = page.getByLabel(tr('quote.total.label'));
      await expect(total).toContainText(`${tr('quote.totals.gross')} ${money(offered.times(2))}`);
      const row = page.locator('tr[data-artnr="560011"]');
      await expect(row.getByRole('cell').nth(4)).toHaveText(money(offered.times(2)));

      // The quote gets a factor of its own; the next lookup at 1,25 asks once which one the line takes.
      await page.getByLabel(tr('quote.settings.factor')).fill(decimal('1.1'));
      await page.getByLabel(tr('quote.settings.factor')).press('Enter');
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await lookUp(app, '560011', { country: 'at', factor: decimal('1.25') });
      await app.expectPriceFor('560011');
      await quantity.fill('1');
      await quantity.press('Enter');
      const question = page.getByRole('group', {
        name: tr('quote.add.whichFactor', { lookup: factorSaid('1.25'), quote: factorSaid('1.1') }),
      });
      await expect(question).toBeVisible();
      const useLookup = question.getByRole('button', { name: tr('quote.add.useLookupFactor', { factor: factorSaid('1.25') }) });
      await expect(useLookup).toBeFocused();
      await app.screenshot(`${locale}-add-which-factor`);
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(page.locator('.add-to-quote').getByRole('status')).toHaveText(
        tr('quote.add.added', { quantity: '1', artnr: '560011', name: quoteName, factor: factorSaid('1.25') }),
      );
      // Asked once for this quote and pair: the next one goes straight on.
      await quantity.fill('1');
      await quantity.press('Enter');
      await expect(page.locator('.add-to-quote').getByRole('status')).toHaveText(
        tr('quote.add.added', { quantity: '1', artnr: '560011', name: quoteName, factor: factorSaid('1.25') }),
      );
      await expect(question).toHaveCount(0);
      // Without a factor: another pair, asked again; the quote's chosen with the keyboard.
      await lookUp(app, '560011', { country: 'at' });
      await app.expectPriceFor('560011');
      await quantity.fill('1');
      await quantity.press('Enter');
      const other = page.getByRole('group', { name: tr('quote.add.whichFactor', { lookup: 'none', quote: factorSaid('1.1') }) });
      await expect(other).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(other.getByRole('button', { name: tr('quote.add.useQuoteFactor', { factor: factorSaid('1.1') }) })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('.add-to-quote').getByRole('status')).toHaveText(
        tr('quote.add.added', { quantity: '1', artnr: '560011', name: quoteName, factor: factorSaid('1.1') }),
      );

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      // Merged only with the line of the same factor: 4 at 1,25, 1 at the quote's 1,1.
      const factors = page.getByLabel(tr('quote.lines.factorOf', { artnr: '560011' }));
      await expect(factors).toHaveCount(2);
      await expect(factors.nth(0)).toHaveValue(decimal('1.25'));
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '560011' })).nth(0)).toHaveValue('4');
      await expect(factors.nth(1)).toHaveValue('');
      await expect(factors.nth(1)).toHaveAttribute('placeholder', decimal('1.1'));
      await expect(total).toContainText(`${tr('quote.totals.gross')} `);
    });

    test('no price and a discontinued article in a Swiss quote: marked, outside the total, the same words everywhere; sent, it keeps its basis', async ({
      app,
    }) => {
      const { page, tr } = app;
      const currency = 'CHF';
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('ch');
      await page.getByLabel(tr('quote.paste.label')).fill('770412\t4\n770001\t2\n900155\t3\n120050\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 4, count: 4 }))).toBeVisible();
      const row = (artnr: string): Locator => page.locator(`tr[data-artnr="${artnr}"]`);
      const onRequest = tr('document.noPrice');
      const noPriceMark = tr('quote.offer.noPrice');
      const gone = tr('quote.offer.discontinued');
      const leftOut = tr('quote.totals.leftOut', {
        parts: [tr('quote.totals.leftOut.noPrice', { count: 1 }), tr('quote.totals.leftOut.discontinued', { count: 1 })].join(', '),
      });

      // The internal view: "on request" where the price would be, why a line is left out where its total would be.
      await expect(row('770001').getByRole('cell').nth(2)).toHaveText(onRequest);
      await expect(row('770001').getByRole('cell').nth(4)).toHaveText(noPriceMark);
      await expect(row('770412').getByRole('cell').nth(4)).toHaveText(gone);
      const lineTotals = async (column: number): Promise<Big> => {
        let sum = new Big(0);
        for (const artnr of ['900155', '120050'])
          sum = sum.plus(amountIn(await row(artnr).getByRole('cell').nth(column).innerText(), locale));
        return sum;
      };
      const grossSum = await lineTotals(4);
      const total = page.getByLabel(tr('quote.total.label'));
      await expect(total.locator('.quote-total-first')).toHaveText(`${tr('quote.totals.gross')} ${money(grossSum, currency)}`);
      await expect(total).toContainText(leftOut);
      await app.screenshot(`${locale}-quote-not-offered-gross`);

      // Copied as a summary and as a table: the same words, never 0,00.
      await page.getByRole('button', { name: tr('phone.summary.button') }).click();
      await expect
        .poll(() => app.readClipboard())
        .toContain(tr('phone.summary.lineOut', { quantity: '2', artnr: '770001', mark: noPriceMark }));
      const summary = await app.readClipboard();
      expect(summary).toContain(tr('phone.summary.lineOut', { quantity: '4', artnr: '770412', mark: gone }));
      expect(summary).toContain(tr('quote.totals.line', { label: tr('quote.totals.gross'), amount: money(grossSum, currency) }));
      expect(summary).toContain(leftOut);
      expect(summary).not.toMatch(/\b0[.,]00\b/);
      await page.getByRole('button', { name: tr('quote.export.copy') }).click();
      await expect.poll(() => app.readClipboard()).toContain(onRequest);
      const table = (await app.readClipboard()).split('\r\n').map((line) => line.split('\t'));
      const noPriceRow = table.find((cells) => cells[0] === '770001') ?? [];
      // Article, description (none typed), quantity, then the figures.
      expect(table[0]?.slice(0, 3)).toEqual([tr('quote.column.article'), tr('quote.lines.description'), tr('quote.column.quantity')]);
      expect(noPriceRow.slice(3, 8)).toEqual([onRequest, '', '', noPriceMark, currency]);
      expect(table.find((cells) => cells[0] === '770412')?.[6]).toBe(gone);
      expect(table.some((cells) => cells[0] === leftOut)).toBe(true);

      // The customer view: marked, availability in words, "phasing out" for lifecycle E, the same total.
      await page.getByRole('button', { name: tr('quote.export.customerView'), exact: true }).click();
      const lines = page.getByRole('table');
      await expect(lines.getByRole('columnheader')).toHaveText([
        tr('quote.column.article'),
        tr('quote.column.quantity'),
        tr('quote.column.unitPrice', { basis: 'gross' }),
        tr('quote.column.lineTotal', { basis: 'gross' }),
        tr('quote.column.availability'),
      ]);
      await expect(row('770412').getByRole('cell').nth(2)).toHaveText(gone);
      await expect(row('770412').getByRole('cell').nth(3)).toHaveText(tr('quote.availability.discontinued'));
      await expect(row('770001').getByRole('cell').nth(1)).toHaveText(onRequest);
      await expect(row('770001').getByRole('cell').nth(2)).toHaveText(noPriceMark);
      await expect(row('900155').getByRole('cell').nth(3)).toHaveText(tr('quote.availability.fromStockPhasingOut'));
      await expect(total.locator('.quote-total-first')).toHaveText(`${tr('quote.totals.gross')} ${money(grossSum, currency)}`);
      await expect(total).toContainText(leftOut);
      await app.screenshot(`${locale}-quote-customer-gross`);
      await page.getByRole('button', { name: tr('quote.export.saveCsv') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('quote.export.saved', { path: app.savePath }) })).toBeVisible();
      const csv = await readText(app.savePath);
      expect(csv).toContain(onRequest);
      expect(csv).toContain(leftOut);

      // The customer PDF says so first, then carries every line: marked and outside the total.
      const customerPdf = page.getByRole('button', { name: tr('document.button.customerPdf') });
      await expect(customerPdf).toHaveAccessibleDescription(tr('quote.offer.documentNote', { count: 2 }));
      const grossPdf = await savePdf(app, 'customer');
      await pdfPicture(app, `${locale}-pdf-customer-gross`);
      expect(grossPdf).toMatch(new RegExp(`770412\\s+4\\s+\\S+.*${gone}`));
      expect(grossPdf).toMatch(new RegExp(`770001\\s+2\\s+${onRequest}\\s+${noPriceMark}`));
      expect(grossPdf).toContain(leftOut.slice(0, 20));
      expect(grossPdf).toMatch(new RegExp(`${literally(tr('quote.totals.gross'))}\\s+${literally(money(grossSum, currency))}`));
      expect(grossPdf).not.toMatch(/\b0[.,]00\b/);

      // Sent, the quote keeps its basis: a net version would be its revision.
      await page.getByRole('button', { name: tr('quote.export.customerView'), exact: true }).click();
      await expect(page.getByLabel(tr('quote.settings.basis'))).toBeDisabled();
    });

    test('the same Swiss quote on net, for a business customer: net prices and totals, net + VAT = gross, in every copy', async ({
      app,
    }) => {
      const { page, tr } = app;
      const currency = 'CHF';
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('ch');
      await page.getByLabel(tr('quote.paste.label')).fill('770412\t4\n770001\t2\n900155\t3\n120050\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 4, count: 4 }))).toBeVisible();
      const row = (artnr: string): Locator => page.locator(`tr[data-artnr="${artnr}"]`);
      const onRequest = tr('document.noPrice');
      const noPriceMark = tr('quote.offer.noPrice');
      const gone = tr('quote.offer.discontinued');
      const leftOut = tr('quote.totals.leftOut', {
        parts: [tr('quote.totals.leftOut.noPrice', { count: 1 }), tr('quote.totals.leftOut.discontinued', { count: 1 })].join(', '),
      });

      await expect(row('770412').getByRole('cell').nth(4)).toHaveText(gone);
      const lineTotals = async (column: number): Promise<Big> => {
        let sum = new Big(0);
        for (const artnr of ['900155', '120050'])
          sum = sum.plus(amountIn(await row(artnr).getByRole('cell').nth(column).innerText(), locale));
        return sum;
      };
      const total = page.getByLabel(tr('quote.total.label'));
      const lines = page.getByRole('table');
      // Net, for a business customer: every price and total says so; the lines add up to the net total, net + VAT = gross.
      await page.getByLabel(tr('quote.settings.basis')).selectOption('net');
      await expect(lines.getByRole('columnheader', { name: tr('quote.column.lineTotal', { basis: 'net' }) })).toBeVisible();
      const netSum = await lineTotals(4);
      // The switch says which total is binding now, and why the gross total changed.
      await expect(
        page.getByRole('status').filter({ hasText: tr('quote.basis.switched', { basis: 'net', total: money(netSum, currency) }) }),
      ).toBeVisible();
      const net = total.locator('.quote-total-net');
      await expect(net).toHaveText(`${tr('quote.totals.net')} ${money(netSum, currency)}`);
      const vat = amountIn(await total.locator('.quote-total-vat .quote-total-amount').innerText(), locale);
      await expect(total.locator('.quote-total-gross')).toHaveText(`${tr('quote.totals.gross')} ${money(netSum.plus(vat), currency)}`);
      await expect(total.locator('.quote-total-vat .quote-total-label')).toHaveText(
        tr('quote.totals.plusVat', { rate: locale === 'de-DE' ? '8,1\u00a0%' : '8.1%', base: 'none' }),
      );
      await app.screenshot(`${locale}-quote-not-offered-net`);
      const netPdf = await savePdf(app, 'customer');
      await pdfPicture(app, `${locale}-pdf-customer-net`);
      expect(netPdf).toContain(tr('document.column.unitPrice', { basis: 'net' }).split(' ')[0]!);
      expect(netPdf).toMatch(new RegExp(`${literally(tr('quote.totals.net'))}\\s+${literally(money(netSum, currency))}`));
      expect(netPdf).toMatch(new RegExp(`770001\\s+2\\s+${onRequest}\\s+${noPriceMark}`));
      const internalPdf = await savePdf(app, 'internal');
      await pdfPicture(app, `${locale}-pdf-internal-net`);
      expect(internalPdf).toMatch(new RegExp(`${literally(tr('quote.totals.net'))}\\s+${literally(money(netSum, currency))}`));
      expect(internalPdf).toContain(leftOut.slice(0, 20));
      // The basis is the quote's: kept with it.
      await page.reload();
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(page.getByLabel(tr('quote.settings.basis'))).toHaveValue('net');
    });

    test('a line priced from a last-known answer gives its stock and delivery with their date, on screen and on both copies', async ({
      app,
    }) => {
      const { page, tr } = app;
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      // A fresh window (nothing held from the lookup), and a service that cannot be reached: the kept answer stands in.
      await page.reload();
      await app.service.simulator?.close();
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      const row = page.locator('tr[data-artnr="900155"]');
      await expect(row).toContainText(tr('lastKnown.line.marker', { when: '' }).trim().split(' ')[0]!);
      // Never drawn as current: "11+" and "0" days each with the date they are from.
      const asOf = tr('quote.column.stockAsOf', { when: '' }).trim();
      await expect(row.getByRole('cell').nth(5)).toHaveText(new RegExp(`^11\\+${asOf} \\S`));
      await expect(row.getByRole('cell').nth(6)).toHaveText(new RegExp(`^0${asOf} \\S`));
      await app.screenshot(`${locale}-quote-last-known-stock`);
      const internal = await savePdf(app, 'internal');
      expect(internal).toMatch(new RegExp(`900155[^]*11\\+[^]*${asOf}\\s+\\S`));
      // The customer's copy has no stock counts, but its availability is not promised as current: dated, on
      // the customer view and the customer PDF alike.
      const day = await page.evaluate(() => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium' }).format(new Date()));
      const dated = tr('quote.availability.asOf', { availability: tr('quote.availability.fromStockPhasingOut'), when: day });
      const toggle = page.getByRole('button', { name: tr('quote.export.customerView'), exact: true });
      await toggle.click();
      await expect(row.getByRole('cell').last()).toHaveText(dated);
      await app.screenshot(`${locale}-customer-view-last-known`);
      const customer = await savePdf(app, 'customer');
      expect(customer).toMatch(new RegExp(literally(dated)));
      expect(customer).not.toMatch(/11\+/);
    });

    test('a line not priced holds back every copy: nothing leaves the app with a line silently missing', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2\nFAULT-404\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      // The one line priced; the other not found.
      await expect(page.locator('tr[data-artnr="900155"] .line-total')).toContainText(/\d/);
      const waiting = tr('quote.export.waitsForPrices', { count: 1 });
      const buttons = [
        tr('quote.export.copy'),
        tr('quote.export.saveCsv'),
        tr('phone.summary.button'),
        tr('document.button.customerPdf'),
        tr('document.button.internalPdf'),
        tr('document.button.printInternal'),
      ];
      await expect(page.getByText(waiting)).toBeVisible();
      for (const name of buttons) {
        const button = page.getByRole('button', { name, exact: true });
        await expect(button, name).toBeDisabled();
        await expect(button, name).toHaveAccessibleDescription(waiting);
      }
      await app.screenshot(`${locale}-quote-waits-for-prices`);
      // Removed, the line no longer holds anything back.
      await page.getByRole('button', { name: tr('quote.lines.removeArticle', { artnr: 'FAULT-404' }) }).click();
      await expect(page.getByText(waiting)).toHaveCount(0);
      for (const name of buttons) await expect(page.getByRole('button', { name, exact: true }), name).toBeEnabled();
    });
  });
}
