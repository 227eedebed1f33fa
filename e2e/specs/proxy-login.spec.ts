import { expect, test, type AppHarness } from '../fixtures';

// A corporate proxy between this computer and the price service that asks for a sign-in (407): the app
// asks the user once, in its own dialog, and never saves what was typed.
test.use({ signInProxy: { username: 'anna.berg', password: 'proxy-pw-31c7' } });

test.use({ connected: true });
test.beforeEach(async ({ app }) => {
  test.skip(app.service.simulator === null, 'The proxy is played in front of the simulator.');
});

/** Looks 900155 up, which meets the proxy: its dialog opens. */
async function lookUpBehindProxy(app: AppHarness) {
  const article = app.page.getByLabel(app.tr('lookup.form.artnr'));
  await article.fill('900155');
  await article.press('Enter');
  const dialog = app.page.getByRole('dialog', { name: app.tr('signIn.proxy.title') });
  await expect(dialog).toBeVisible();
  return { article, dialog };
}

test('asked once for the proxy sign-in; then the lookups go through without asking again', async ({ app }) => {
  const { tr } = app;
  const { article, dialog } = await lookUpBehindProxy(app);
  // The proxy by its name, so the password goes only to the one expected; no port.
  await expect(dialog).toContainText('proxy.corp.example (Corporate proxy)');
  await expect(dialog).not.toContainText(':8080');
  await dialog.getByLabel(tr('signIn.proxy.user')).fill('anna.berg');
  await dialog.getByLabel(tr('signIn.proxy.password')).fill('proxy-pw-31c7');
  await dialog.getByRole('button', { name: tr('signIn.proxy.submit') }).click();
  await expect(dialog).toBeHidden();
  await app.expectPriceFor('900155');

  await article.fill('100234');
  await article.press('Enter');
  await app.expectPriceFor('100234');
  await expect(dialog).toBeHidden();
});

test('cancelled, the lookup says the proxy did not let it through', async ({ app }) => {
  const { page, tr } = app;
  const { dialog } = await lookUpBehindProxy(app);
  await dialog.getByRole('button', { name: tr('signIn.proxy.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'the network’s proxy server did not let the request through' })).toBeVisible();
});
