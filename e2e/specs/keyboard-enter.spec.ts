import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// Enter applies or submits wherever a value is typed or chosen, as in the rest of the app; the cursor stays put.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('Enter looks up from the country list, adds from the result, and applies a quantity or factor in the quote', async ({ app }) => {
      const { page, tr } = app;
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).fill('31245');
      const country = page.getByLabel(tr('lookup.form.country'), { exact: true });
      await country.focus();
      await country.press('Enter');
      await app.expectPriceFor('31245');

      const quantity = page.getByLabel(tr('quote.add.quantity'), { exact: true });
      await quantity.fill('2');
      await quantity.press('Enter');
      await expect(
        page.getByRole('status').filter({
          hasText: tr('quote.add.added', {
            quantity: '2',
            artnr: '31245',
            name: tr('quote.defaultName', { number: '1' }),
            factor: 'none',
          }),
        }),
      ).toBeVisible();

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      const total = page.getByLabel(tr('quote.total.label'));
      const lineQuantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));
      await expect(total).not.toBeEmpty();
      const before = await total.textContent();
      await lineQuantity.fill('5');
      await lineQuantity.press('Enter');
      await expect(total).not.toHaveText(before ?? '');
      await expect(lineQuantity).toBeFocused();
      await expect(lineQuantity).toHaveValue('5');

      const factor = page.getByLabel(tr('quote.settings.factor'), { exact: true });
      const priced = await total.textContent();
      await factor.fill(locale === 'de-DE' ? '1,5' : '1.5');
      await factor.press('Enter');
      await expect(total).not.toHaveText(priced ?? '');
      await expect(factor).toBeFocused();
      await expect(factor).toHaveValue(locale === 'de-DE' ? '1,5' : '1.5');
    });
  });
}
