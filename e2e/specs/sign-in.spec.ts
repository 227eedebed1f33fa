import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type AppHarness } from '../fixtures';
import { secretsInPage } from '../secrets-in-page';

/** A port of this computer nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Fills the sign-in form in Settings, as a user would, and submits it. */
async function signIn(app: AppHarness, password: string, { staySignedIn }: { staySignedIn: boolean }): Promise<void> {
  const { page, tr, service } = app;
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await page.getByLabel(tr('lookup.settings.baseUrl')).fill(service.baseUrl);
  const form = page.getByRole('form', { name: tr('signIn.formName') });
  await form.getByLabel(tr('signIn.user')).fill(service.simulator?.signIn.user ?? '');
  await form.getByLabel(tr('signIn.password')).fill(password);
  await form.getByLabel(tr('signIn.staySignedIn')).setChecked(staySignedIn);
  await form.getByRole('button', { name: tr('signIn.submit') }).click();
}

test.describe('sign in with user name and password', () => {
  test.beforeEach(({ app }) => {
    test.skip(app.service.simulator === null, 'Needs the simulator: a real service has no test account.');
  });

  test('signs in, looks up a price, and the password and token reach neither page, IPC answers, files nor the log', async ({ app }) => {
    const { page, tr, ipc } = app;
    const simulator = app.service.simulator!;
    const password = simulator.signIn.password;
    await signIn(app, password, { staySignedIn: true });
    await expect(page.getByText(tr('signIn.signedIn', { user: simulator.signIn.user }))).toBeVisible();
    await expect(page.getByText(tr('signIn.renewsItself'))).toBeVisible();
    await expect(page.getByText(tr('lookup.token.inKeychain'))).toBeVisible();
    await expect(page.getByLabel(tr('signIn.password'))).toHaveValue('');
    await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
    await page.getByLabel(tr('lookup.form.artnr')).fill('900155');
    await page.getByRole('button', { name: tr('lookup.form.submit') }).click();
    await app.expectPriceFor('900155');

    const token = simulator.issuedTokens.at(-1) ?? '';
    expect(token).toMatch(/^eyJ/);
    const secrets = [password, token];
    await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
    expect(await secretsInPage(page, secrets)).toEqual([]);
    if (ipc !== null) {
      const answers = JSON.stringify(ipc.map((call) => call.response));
      for (const secret of secrets) expect(answers).not.toContain(secret);
      // The password crosses IPC once, from the sign-in form to main; the token never does.
      const carrying = ipc.filter((call) => JSON.stringify(call.request ?? null).includes(password)).map((call) => call.channel);
      expect(carrying).toEqual(['price-lookup:sign-in']);
      expect(JSON.stringify(ipc.map((call) => call.request ?? null))).not.toContain(token);
    }
    const settings = await readFile(join(app.userDataDir, 'settings.json'), 'utf8');
    await expect.poll(() => readFile(app.logFile, 'utf8').catch(() => '')).toContain('"event":"lookup"');
    const log = await readFile(app.logFile, 'utf8');
    for (const secret of secrets) {
      expect(settings).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    await app.screenshot('settings-signed-in');
  });

  test('wrong credentials say so, empty the password field and store nothing', async ({ app }) => {
    const { page, tr } = app;
    await signIn(app, 'not-the-password', { staySignedIn: false });
    await expect(page.getByText(tr('signIn.error.wrongCredentials'))).toBeVisible();
    await expect(page.getByLabel(tr('signIn.password'))).toHaveValue('');
    await expect(page.getByText(tr('lookup.token.none'))).toBeVisible();
    expect(await secretsInPage(page, ['not-the-password'])).toEqual([]);
  });

  test('an unreachable service has its own message', async ({ app }) => {
    const { page, tr } = app;
    await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
    const host = `127.0.0.1:${await closedPort()}`;
    await page.getByLabel(tr('lookup.settings.baseUrl')).fill(`http://${host}`);
    const form = page.getByRole('form', { name: tr('signIn.formName') });
    await form.getByLabel(tr('signIn.user')).fill('verkauf');
    await form.getByLabel(tr('signIn.password')).fill('irrelevant');
    await form.getByRole('button', { name: tr('signIn.submit') }).click();
    await expect(page.getByText(tr('signIn.error.unreachable', { reason: 'refused' }))).toBeVisible();
    await expect(form.getByLabel(tr('signIn.password'))).toHaveValue('');
  });

  test('without staying signed in it says to sign in again; removing the token signs out', async ({ app }) => {
    const { page, tr } = app;
    await signIn(app, app.service.simulator!.signIn.password, { staySignedIn: false });
    await expect(page.getByText(tr('signIn.asksAgain'))).toBeVisible();
    await expect(page.getByText(/^It expires on /)).toBeVisible();
    await page.getByRole('button', { name: tr('lookup.settings.removeToken') }).click();
    await expect(page.getByText(tr('lookup.token.none'))).toBeVisible();
    await expect(page.getByText(tr('signIn.asksAgain'))).toHaveCount(0);
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the sign-in form speaks German', async ({ app }) => {
    const { page } = app;
    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    const form = page.getByRole('form', { name: 'Anmelden' });
    await expect(form.getByLabel('Benutzername')).toBeVisible();
    await expect(form.getByLabel('Passwort')).toHaveAttribute('type', 'password');
    await expect(form.getByLabel('Angemeldet bleiben')).not.toBeChecked();
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(form.getByText('Geben Sie Ihren Benutzernamen ein.')).toBeVisible();
  });
});
