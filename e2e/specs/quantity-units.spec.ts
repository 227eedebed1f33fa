import { expect, test, type AppHarness } from '../fixtures';
import { specLocales } from '../languages';

/** The quote's articles as its table shows them, top to bottom. */
const rowOrder = (app: AppHarness): Promise<string[]> =>
  app.page.locator('.quote-lines tr[data-artnr]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-artnr') ?? ''));

// "12 Stk" as sales people write it, in either language whatever the UI speaks; a line refused and
// corrected goes back to where it was pasted.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('quantities with a unit are read in a paste of two or three columns; a corrected line keeps its pasted place', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      const paste = page.getByLabel(tr('quote.paste.label'));
      await paste.fill('900155 2 Stk\n100234;2 Kisten\n31245\t3 pcs\nAB-1029;12x\n560011;eins\n770001\t1 Stück');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();

      const pasted = page.locator('.paste-lines');
      const refused = pasted.getByRole('alert');
      await expect(refused).toContainText(tr('quote.paste.notAdded', { count: 2 }));
      await expect(refused).toContainText(
        tr('quote.paste.lineError', { line: '2', input: '100234;2 Kisten', reason: tr('errors.quantity.unit', { input: '2 Kisten' }) }),
      );
      await expect(refused).toContainText(
        tr('quote.paste.lineError', { line: '5', input: '560011;eins', reason: tr('errors.quantity.notWhole', { input: 'eins' }) }),
      );
      // The message says what is accepted.
      await expect(refused).toContainText('12 Stk, 12 Stück, 12 St., 12 pcs, 12 pc.');
      await expect(pasted.getByRole('status')).toContainText(
        tr('quote.paste.lineRead', { line: '1', artnr: '900155', reading: tr('quote.paste.readAs', { input: '2 Stk', quantity: '2' }) }),
      );
      await expect(paste).toHaveValue('100234;2 Kisten\n560011;eins');
      await expect(page.getByText(tr('quote.progress.priced', { done: 4, count: 4 }))).toBeVisible();
      for (const [artnr, quantity] of [
        ['900155', '2'],
        ['31245', '3'],
        ['AB-1029', '12'],
        ['770001', '1'],
      ] as const) {
        await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr }))).toHaveValue(quantity);
      }
      await app.screenshot(`${locale}-quantity-units-refused`);

      // Corrected one at a time in the box, each goes back to where it was pasted.
      await paste.fill('100234;2 St.\n560011;eins');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '100234' }))).toHaveValue('2');
      expect(await rowOrder(app)).toEqual(['900155', '100234', '31245', 'AB-1029', '770001']);
      await expect(paste).toHaveValue('560011;eins');
      await paste.fill('560011;1 pc.');
      await paste.press('Tab');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '560011' }))).toHaveValue('1');
      expect(await rowOrder(app)).toEqual(['900155', '100234', '31245', 'AB-1029', '560011', '770001']);
      await expect(refused).toBeEmpty();

      // A line's quantity field takes a unit too.
      const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));
      await quantity.fill('5 Stück');
      await quantity.press('Enter');
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }))).toHaveValue('5');
      await app.screenshot(`${locale}-quantity-units-placed`);
    });

    test('a three-column paste with units in the quantity column is read, headings or not', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('31245\tMarkise Omnistor 5200\t2 Stk.\nAB-1029\tStützfuß-Set\t12 pcs');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }))).toHaveValue('2');
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: 'AB-1029' }))).toHaveValue('12');
    });
  });
}
