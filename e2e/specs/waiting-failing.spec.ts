import { readFile } from 'node:fs/promises';
import { jargonIn } from '../../test/support/user-words';
import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// Waiting shows progress and a way out; a failure says what happened and what to do next.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, 'A real price service cannot be asked to be slow or fail on purpose.');
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
      // The button went with the lookup: the cursor is back in the article number, as typed.
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      await expect(article).toHaveValue('FAULT-slow');
      await expect(article).toBeFocused();
      await app.screenshot(`${locale}-cancelled`);

      await page.keyboard.press('Enter');
      await expect(cancel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(region).toContainText(tr('lookup.status.cancelled', { artnr: 'FAULT-slow' }));
      await expect(article).toHaveValue('FAULT-slow');
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('the moving bar is not drawn, yet a screen reader still hears the progress', async ({ app }) => {
        const { page, tr } = app;
        const region = page.getByRole('region', { name: tr('lookup.result.region') });
        await lookUp(app, 'FAULT-slow');
        const progress = region.getByRole('progressbar', { name: tr('lookup.status.loading', { artnr: 'FAULT-slow' }) });
        await expect(progress).toHaveCount(1);
        // Drawn in a single clipped pixel at most: nothing moves on screen.
        expect(await progress.evaluate((bar) => bar.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
        await expect(region.getByText(tr('lookup.status.loading', { artnr: 'FAULT-slow' }))).toBeVisible();
        await app.screenshot(`${locale}-waiting-reduced-motion`);
        await page.keyboard.press('Escape');
        await expect(region).toContainText(tr('lookup.status.cancelled', { artnr: 'FAULT-slow' }));
      });
    });

    test('an error reported by the service is titled so; the details say where IT finds what it answered, without host or status', async ({
      app,
    }) => {
      const { page, tr } = app;
      await lookUp(app, 'FAULT-500');
      const alert = page.getByRole('alert').filter({ hasText: tr('lookup.error.title.serviceError') });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(tr('lookup.error.title.unavailable'));
      await expect(alert).toContainText(tr('errors.unavailable.serverError'));
      const details = tr('lookup.error.serviceDetails');
      await expect(alert.getByText(details)).toBeHidden();
      await alert.getByText(tr('lookup.error.details'), { exact: true }).click();
      await expect(alert.getByText(details)).toBeVisible();
      await expect(alert.getByRole('button', { name: tr('lookup.error.retry') })).toBeVisible();
      // Host and status are for IT, in the diagnostics log; the words on screen name neither.
      expect(jargonIn((await alert.textContent()) ?? '', ['FAULT-500'])).toEqual([]);
      await expect.poll(async () => readFile(app.logFile, 'utf8').catch(() => '')).toMatch(/"detail":"HTTP 500 from /);
      await app.screenshot(`${locale}-service-error`);
    });

    test('a missing article offers the other countries; the base URL is named only while nothing was found there', async ({ app }) => {
      const { page, tr } = app;
      const alert = page.getByRole('alert').filter({ hasText: tr('lookup.error.title.notFound') });
      await lookUp(app, 'AB-1029', { country: 'no' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(tr('lookup.error.checkBaseUrl'));
      await alert.getByRole('button', { name: tr('lookup.error.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      await expect(comparison.getByRole('heading', { name: tr('quote.compare.heading', { artnr: 'AB-1029', count: 12 }) })).toBeFocused();
      await expect(comparison.getByRole('row').filter({ hasText: '(de)' })).toContainText(locale === 'de-DE' ? '9,90' : '9.90');
      // The article was found elsewhere, so the base URL works: no longer named.
      await expect(alert).not.toContainText(tr('lookup.error.checkBaseUrl'));
      await app.screenshot(`${locale}-not-found-compared`);
      // Escape closes it, and the cursor goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(comparison).toHaveCount(0);
      await expect(alert.getByRole('button', { name: tr('lookup.error.compare') })).toBeFocused();

      // Once an article was found, a missing one is just missing.
      await lookUp(app, '31245');
      await app.expectPriceFor('31245');
      await lookUp(app, 'AB-1029', { country: 'gl' });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(tr('lookup.error.checkBaseUrl'));
      await expect(alert.getByRole('button', { name: tr('lookup.error.compare') })).toBeVisible();
      await app.screenshot(`${locale}-not-found-after-found`);

      // A found article vouches only for its base URL: at a wrong one, every article is missing again.
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await page.getByLabel(tr('lookup.settings.baseUrl')).fill(`${app.service.baseUrl.replace(/\/$/, '')}/shop`);
      await page.getByLabel(tr('lookup.settings.accessToken')).fill(app.service.token);
      await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
      await expect(page.getByText(tr('lookup.token.inKeychain')).or(page.getByText(tr('lookup.token.inSession')))).toBeVisible();
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await lookUp(app, '31245');
      await expect(alert).toContainText('31245');
      await expect(alert).toContainText(tr('lookup.error.checkBaseUrl'));
    });
  });
}
