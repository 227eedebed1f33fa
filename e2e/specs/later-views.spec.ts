import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// The quote and the settings are files of their own, loaded once the window is idle or when first opened.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the quote and the settings open from the lookup', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(page.getByRole('heading', { name: tr('quote.heading') })).toBeVisible();
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await expect(page.getByRole('heading', { name: tr('lookup.settings.heading') })).toBeVisible();
    });

    test.describe('with the quote view missing from the installation', () => {
      test.use({ missingFiles: /^assets\/quote-view-/ });

      test('says so when it is opened, and the lookup and the settings still work', async ({ app }) => {
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: tr('lookup.app.viewUnloadable') })).toBeVisible();
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await expect(page.getByRole('heading', { name: tr('lookup.settings.heading') })).toBeVisible();
        await page.getByRole('button', { name: tr('lookup.nav.backToLookup'), exact: true }).click();
        await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeVisible();
      });
    });
  });
}
