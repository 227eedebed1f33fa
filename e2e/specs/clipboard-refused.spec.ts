import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// The system clipboard refuses every write, as on Windows while another program holds it open: every
// copy says in the user's words that nothing was copied, and never that it was.
for (const locale of specLocales('journey')) {
  test.describe(`a clipboard that refuses the text, in ${locale}`, () => {
    test.use({ locale, connected: true, clipboardRefuses: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('the phone line, its key and a quote summary say nothing was copied', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, 'AB-1029');
      await app.expectPriceFor('AB-1029');
      await page.getByRole('button', { name: tr('phone.copy.button') }).click();
      // The status under the result says exactly this, and nothing of "copied".
      const phoneStatus = page.locator('.phone-line').getByRole('status');
      await expect(phoneStatus).toHaveText(tr('errors.clipboard.unwritable'));
      await app.screenshot(`clipboard-refused-phone-line-${locale}`);

      // An article without a price: the clipboard could not be emptied, said as such.
      await lookUp(app, '770001');
      await app.expectPriceFor('770001');
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      await expect(phoneStatus).toHaveText(tr('phone.copy.noPriceNotEmptied', { artnr: '770001', reason: tr('errors.clipboard.held') }));

      await page.getByRole('button', { name: new RegExp(`^${tr('lookup.nav.quote')}$`) }).click();
      await page.getByLabel(tr('quote.settings.country'), { exact: true }).selectOption('de');
      await page.getByLabel(tr('quote.paste.label'), { exact: true }).fill('31245\t2\n');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
      await page.getByRole('button', { name: tr('phone.summary.button') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('errors.clipboard.unwritable') })).toHaveCount(1);
      await expect(page.getByText(tr('phone.summary.copied', { count: 1 }))).toHaveCount(0);
      await page.getByRole('button', { name: tr('quote.export.copy') }).click();
      // The quote's own status line says it too: two places now, neither "copied".
      await expect(page.getByText(tr('errors.clipboard.unwritable'), { exact: true })).toHaveCount(2);
      await expect(page.getByText(tr('quote.export.copied', { count: 1 }))).toHaveCount(0);
      await app.screenshot(`clipboard-refused-quote-${locale}`);
      expect(await app.readClipboard()).toBe('');
    });
  });
}
