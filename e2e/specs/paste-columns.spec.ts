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

// A customer's table with a position column, and order lines from a customer's mail.
for (const locale of ['en-US', 'de-DE']) {
  test.describe(`what customers send, in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('a table with a position column and lines from a mail are read as meant; a line read two ways is asked once', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      const paste = page.getByLabel(tr('quote.paste.label'));
      const quantityOf = (artnr: string) => page.getByLabel(tr('quote.lines.quantityOf', { artnr }));
      await paste.fill(
        'Pos.\tArt.-Nr.\tBezeichnung\tMenge\n1\t900155\tMarkise\t2\n2\t31245\tStütze\t4\n3\tAB-1029\tLeuchte\t1\n4\t560011\tKeder\t10\n5\t120050\tTräger\t3',
      );
      const named = (number: number, name: string) => tr('quote.paste.columnNamed', { number: String(number), name });
      await expect(
        page.getByText(
          tr('quote.paste.columns', {
            article: named(2, 'Art.-Nr.'),
            quantity: named(4, 'Menge'),
            description: named(3, 'Bezeichnung'),
            left: named(1, 'Pos.'),
          }),
        ),
      ).toBeVisible();
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 5, count: 5 }))).toBeVisible();
      await expect(quantityOf('900155')).toHaveValue('2');
      await expect(quantityOf('560011')).toHaveValue('10');
      await expect(page.getByRole('alert').filter({ hasText: tr('quote.paste.notAdded', { count: 1 }) })).toHaveCount(0);

      await paste.fill('100234 4 Awning light LED\n770412 x 24\n2 x 881200\n770001 - 10 pcs\n12 x 50');
      const question = page.getByRole('group', { name: tr('quote.paste.twoWay', { line: '5', input: '12 x 50', more: 0 }) });
      await expect(question).toBeVisible();
      await app.screenshot(`${locale}-paste-two-ways`);
      await question.getByRole('radio', { name: tr('quote.paste.twoWayReading', { quantity: 12, artnr: '50' }) }).check();
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(quantityOf('100234')).toHaveValue('4');
      await expect(page.getByLabel(tr('quote.lines.descriptionOf', { artnr: '100234' }))).toHaveValue('Awning light LED');
      await expect(quantityOf('770412')).toHaveValue('24');
      await expect(quantityOf('881200')).toHaveValue('2');
      await expect(quantityOf('770001')).toHaveValue('10');
      await expect(quantityOf('50')).toHaveValue('12');
      const read = tr('quote.paste.readLine', { input: '2 x 881200', quantity: 2 });
      await expect(
        page.getByRole('status').filter({ hasText: tr('quote.paste.lineRead', { line: '3', artnr: '881200', reading: read }) }),
      ).toBeVisible();
      await expect(paste).toHaveValue('');
      await expect(question).toHaveCount(0);
    });
  });
}
