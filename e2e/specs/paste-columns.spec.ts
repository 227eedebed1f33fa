import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// A spreadsheet paste with a description column: read, said how, and changeable before it is added.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('reads article and quantity from a three-column paste with headings, and as chosen when changed', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      const paste = page.getByLabel(tr('quote.paste.label'));
      await paste.fill('Art.-Nr.\tBezeichnung\tMenge\n31245\tMarkise Omnistor 5200\t2\nAB-1029\tStützfuß-Set\t12');
      const named = (number: number, name: string) => tr('quote.paste.columnNamed', { number: String(number), name });
      await expect(
        page.getByText(
          tr('quote.paste.columns', {
            article: named(1, 'Art.-Nr.'),
            quantity: named(3, 'Menge'),
            description: named(2, 'Bezeichnung'),
            left: 'none',
          }),
        ),
      ).toBeVisible();
      await app.screenshot(`${locale}-paste-columns`);

      // Read otherwise: the quantity from the description column refuses every line, with its reason.
      const quantityColumn = page.getByLabel(tr('quote.paste.quantityColumn'));
      await quantityColumn.selectOption({ label: named(2, 'Bezeichnung') });
      // A column read as the quantity is no longer the description.
      await expect(
        page.getByText(
          tr('quote.paste.columns', {
            article: named(1, 'Art.-Nr.'),
            quantity: named(2, 'Bezeichnung'),
            description: 'none',
            left: named(3, 'Menge'),
          }),
        ),
      ).toBeVisible();
      await quantityColumn.selectOption({ label: named(3, 'Menge') });
      await page.getByLabel(tr('quote.paste.descriptionColumn')).selectOption({ label: named(2, 'Bezeichnung') });
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();

      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }))).toHaveValue('2');
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: 'AB-1029' }))).toHaveValue('12');
      // The description is kept with each line.
      await expect(page.getByLabel(tr('quote.lines.descriptionOf', { artnr: '31245' }))).toHaveValue('Markise Omnistor 5200');
      await expect(page.getByLabel(tr('quote.lines.descriptionOf', { artnr: 'AB-1029' }))).toHaveValue('Stützfuß-Set');
      await expect(
        page.getByRole('status').filter({ hasText: tr('quote.paste.header', { line: '1', input: 'Art.-Nr.\tBezeichnung\tMenge' }) }),
      ).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: tr('quote.paste.notAdded', { count: 1 }) })).toHaveCount(0);
    });
  });
}
