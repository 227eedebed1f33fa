import { jargonIn } from '../../test/support/user-words';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

/** The alert's words, checked to be the user's: no status code, host, port, protocol or format word. */
async function alertWords(app: AppHarness, typed: string[] = []): Promise<string> {
  const words = (await app.page.getByRole('alert').filter({ hasNotText: /^$/ }).first().textContent()) ?? '';
  expect(jargonIn(words, typed), words).toEqual([]);
  return words;
}

/** Settings → Connection: the base URL and a pasted token saved together, as a user does. */
async function saveConnection(app: AppHarness, baseUrl: string, token: string): Promise<void> {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'connection');
  await page.getByLabel(tr('lookup.settings.baseUrl')).fill(baseUrl);
  await page.getByLabel(tr('lookup.settings.accessToken')).fill(token);
  await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
}

// Errors in the user's words: what happened and what to do, no jargon; the technical detail goes to the log.
for (const locale of specLocales('words')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('with demo data, a missing article is missing: no advice to check a base URL that is not set', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, 'NOPE-4711');
      const alert = page.getByRole('alert').filter({ hasText: tr('lookup.error.title.notFound') });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText(tr('lookup.error.checkBaseUrl'));
      await alertWords(app, ['NOPE-4711']);
    });

    test('a pasted token is tried before it is kept: taken, refused (the working one stays), or kept untried where nothing answers', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, 'A real price service cannot be made to refuse or be unreachable on purpose.');
      const { page, tr, service } = app;
      const status = (key: 'lookup.settings.tokenAccepted' | 'lookup.settings.tokenRefused' | 'lookup.settings.tokenUntested') =>
        page.getByRole('status').filter({ hasText: tr(key) });

      await saveConnection(app, service.baseUrl, service.token);
      await expect(status('lookup.settings.tokenAccepted')).toBeVisible();
      await app.screenshot(`${locale}-token-accepted`);

      // A mistyped token is tried first and not kept: the one that works stays, and lookups go on with it.
      const tokenField = page.getByLabel(tr('lookup.settings.accessToken'));
      await tokenField.fill('not-the-right-token');
      await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
      const refused = tr('errors.token.refusedNotSaved', { kept: 'yes', signIn: 'yes' });
      await expect(page.getByText(refused)).toBeVisible();
      await expect(tokenField).toBeFocused();
      await expect(tokenField).toHaveValue('not-the-right-token');
      await expect(status('lookup.settings.tokenRefused')).toHaveCount(0);
      await app.screenshot(`${locale}-token-refused`);
      expect(jargonIn(refused)).toEqual([]);
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup'), exact: true }).click();
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'connection');

      // Nothing answers at this address: saved, and said that it could not be tested.
      await page.getByLabel(tr('lookup.settings.baseUrl')).fill('http://127.0.0.1:9');
      await page.getByLabel(tr('lookup.settings.accessToken')).fill(service.token);
      await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
      await expect(status('lookup.settings.tokenUntested')).toBeVisible();
      for (const key of ['lookup.settings.tokenAccepted', 'lookup.settings.tokenUntested'] as const) expect(jargonIn(tr(key))).toEqual([]);
    });

    test.describe('connected to the service', () => {
      test.use({ connected: true });

      test('a web page instead of prices is said to be most likely a Wi-Fi sign-in page, with what to do', async ({ app }) => {
        test.skip(app.service.simulator === null, 'A real price service cannot be asked to fail on purpose.');
        const { page, tr } = app;
        await lookUp(app, 'FAULT-html');
        await expect(page.getByRole('alert')).toContainText(tr('errors.unexpected.webPage'));
        await alertWords(app, ['FAULT-html']);
        await app.screenshot(`${locale}-error-web-page`);
        await lookUp(app, 'FAULT-missing-field');
        await expect(page.getByRole('alert')).toContainText(tr('errors.unexpected.fieldMissing'));
        await alertWords(app, ['FAULT-missing-field']);
      });
    });
  });
}
