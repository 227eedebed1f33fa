import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';

// Waiting shows progress and a way out; a failure says what happened and what to do next.
for (const locale of ['en-US', 'de-DE']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, 'A real price service cannot be asked to be slow or fail on purpose.');
      await app.connect();
    });

    test('a slow answer shows progress and "Cancel (Esc)"; the button and Escape cancel, the form is kept', async ({ app }) => {
      const { page, tr } = app;
      const region = page.getByRole('region', { name: tr('lookup.result.region') });
      const cancel = page.getByRole('button', { name: tr('lookup.status.cancel') });
      await lookUp(app, 'FAULT-slow');
      await expect(region.getByRole('progressbar', { name: tr('lookup.status.loading', { artnr: 'FAULT-slow' }) })).toBeVisible();
      await expect(cancel).toBeVisible();
      await app.screenshot(`${locale}-waiting`);
      await cancel.click();
      await expect(region).toContainText(tr('lookup.status.cancelled', { artnr: 'FAULT-slow' }));
      await expect(region.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toHaveValue('FAULT-slow');

      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press('Enter');
      await expect(cancel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(region).toContainText(tr('lookup.status.cancelled', { artnr: 'FAULT-slow' }));
    });

    test('an error reported by the service is titled so, with host and status in the details', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, 'FAULT-500');
      const alert = page.getByRole('alert').filter({ hasText: tr('lookup.error.title.serviceError') });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(tr('lookup.error.title.unavailable'));
      await expect(alert).toContainText(tr('errors.unavailable.serverError'));
      const host = new URL(app.service.baseUrl).host;
      const details = tr('lookup.error.serviceDetails', { host, status: '500' });
      await expect(alert.getByText(details)).toBeHidden();
      await alert.getByText(tr('lookup.error.details'), { exact: true }).click();
      await expect(alert.getByText(details)).toBeVisible();
      await expect(alert.getByRole('button', { name: tr('lookup.error.retry') })).toBeVisible();
    });

    test('a missing article offers the other countries; the base URL is named only while nothing was ever found', async ({ app }) => {
      const { page, tr } = app;
      const alert = page.getByRole('alert').filter({ hasText: tr('lookup.error.title.notFound') });
      await lookUp(app, 'AB-1029', { country: 'no' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(tr('lookup.error.checkBaseUrl'));
      await alert.getByRole('button', { name: tr('lookup.error.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      await expect(comparison.getByRole('heading', { name: tr('quote.compare.heading', { artnr: 'AB-1029', count: 12 }) })).toBeFocused();
      await expect(comparison.getByRole('row').filter({ hasText: '(de)' })).toContainText(locale === 'de-DE' ? '9,90' : '9.90');
      await page.keyboard.press('Escape');

      // Once an article was found, a missing one is just missing.
      await lookUp(app, '31245');
      await app.expectPriceFor('31245');
      await lookUp(app, 'AB-1029', { country: 'gl' });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(tr('lookup.error.checkBaseUrl'));
      await expect(alert.getByRole('button', { name: tr('lookup.error.compare') })).toBeVisible();
    });
  });
}
