import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createSettingsStore } from '../../electron/core/settings-store';
import { startPriceSimulator } from '../../electron/core/simulator/price-simulator';
import { expect, test, type AppHarness } from '../fixtures';
import { specLocales } from '../languages';

/** Settings → Connection and sign-in, as a user opens it. */
async function openConnection(app: AppHarness): Promise<void> {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await page.getByRole('tab', { name: tr('settings.section.connection.title'), exact: true }).click();
}

async function lookUp(app: AppHarness, artnr: string): Promise<void> {
  const { page, tr } = app;
  await page.getByLabel(tr('lookup.form.artnr')).fill(artnr);
  await page.getByRole('button', { name: tr('lookup.form.submit') }).click();
}

for (const locale of specLocales('journey')) {
  test.describe(`${locale}: IT points the app at another price service while it runs`, () => {
    test.use({ locale, connected: true, policy: {} });

    test('signs out, says why in the user’s language, and the token never reaches the new service', async ({ app }) => {
      test.skip(app.service.simulator === null, 'Needs the simulator: a real service has no second one to point at.');
      test.skip(app.electron !== null, 'The app looks at its policy file every 30 s; the harness looks often.');
      const { page, tr } = app;
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      // Another service that would take the same token: the worst case.
      const other = await startPriceSimulator({ token: app.service.token });
      try {
        await writeFile(join(app.userDataDir, 'policy.json'), JSON.stringify({ BaseUrl: other.baseUrl, BaseUrlLocked: true }));
        await expect(page.getByText(tr('signIn.notice.serviceChanged'))).toBeVisible();
        await app.screenshot(`${locale}-signed-out-service-changed`);
        // It stays until the user has read it (no later state takes it away), then goes when dismissed.
        const notice = page.getByRole('status').filter({ hasText: tr('signIn.notice.serviceChanged') });
        await notice.getByRole('button', { name: tr('app.dismiss') }).click();
        await expect(page.getByText(tr('signIn.notice.serviceChanged'))).toHaveCount(0);
        await lookUp(app, '560011');
        await expect(page.getByText(tr('errors.token.missing'))).toBeVisible();
        await openConnection(app);
        await expect(page.getByText(tr('lookup.token.inKeychain'))).toHaveCount(0);
        expect(other.requests.filter((request) => request.authorized)).toEqual([]);
      } finally {
        await other.close();
      }
    });
  });

  test.describe(`${locale}: price-lookup sign-in as someone else while the app runs`, () => {
    test.use({
      locale,
      connected: true,
      settingsFile: JSON.stringify({
        version: 1,
        useDemo: false,
        lastCountry: 'de',
        baseUrl: null,
        signIn: { user: 'anna', staySignedIn: false },
      }),
    });

    test('the window shows the account the other program signed in, and the app’s next write keeps it', async ({ app }) => {
      const { page, tr } = app;
      await openConnection(app);
      await expect(page.getByText(tr('signIn.signedIn', { user: 'anna' }))).toBeVisible();
      // What `price-lookup sign-in --user bob` writes beside the keychain's token: the user it signed in.
      const store = createSettingsStore(app.userDataDir);
      const { settings } = await store.load({ readOnly: true });
      await store.save({ ...settings, signIn: { user: 'bob', staySignedIn: false } });
      await expect(page.getByText(tr('signIn.signedIn', { user: 'bob' }))).toBeVisible();
      await expect(page.getByText(tr('signIn.signedIn', { user: 'anna' }))).toHaveCount(0);
      // The sign-in form offers the account now signed in, not the one before.
      await expect(page.getByLabel(tr('signIn.user'), { exact: true })).toHaveValue('bob');
      await app.screenshot(`${locale}-signed-in-elsewhere`);
      // A setting of the app's own, saved as the user goes: the file keeps bob.
      await page.getByRole('tab', { name: tr('settings.section.appearance.title'), exact: true }).click();
      await page.getByRole('radio', { name: tr('appearance.choice.dark') }).check();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(async () => JSON.parse(await readFile(join(app.userDataDir, 'settings.json'), 'utf8')) as unknown)
        .toMatchObject({ appearance: 'dark', signIn: { user: 'bob', staySignedIn: false } });
      await page.getByRole('tab', { name: tr('settings.section.connection.title'), exact: true }).click();
      await expect(page.getByText(tr('signIn.signedIn', { user: 'bob' }))).toBeVisible();
    });
  });
}
