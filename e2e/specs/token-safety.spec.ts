import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { secretsInPage } from '../secrets-in-page';

test('the token never reaches the page, IPC answers, the settings file or the log', async ({ app }) => {
  const { page, service, ipc } = app;
  await app.connect();
  await page.getByLabel('Article number').fill('900155');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('900155');
  if (service.simulator) {
    await page.getByLabel('Article number').fill('FAULT-401');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await page.getByRole('button', { name: /^Settings$/ }).click();

  const found = await secretsInPage(page, [service.token]);
  expect(found).toEqual([]);
  expect(Object.keys(await page.evaluate(() => window.priceLookup ?? {}))).not.toContain('getToken');

  if (ipc !== null) {
    // Where IPC can be watched (the Chromium harness): the token crosses it once, from the settings field to main.
    expect(JSON.stringify(ipc.map((call) => call.response))).not.toContain(service.token);
    const carrying = ipc.filter((call) => JSON.stringify(call.request ?? null).includes(service.token)).map((call) => call.channel);
    expect(carrying).toEqual(['price-lookup:save-connection']);
  }
  expect(await readFile(join(app.userDataDir, 'settings.json'), 'utf8')).not.toContain(service.token);
  await expect.poll(() => readFile(app.logFile, 'utf8').catch(() => '')).toContain('"event":"lookup"');
  expect(await readFile(app.logFile, 'utf8')).not.toContain(service.token);
});

test.describe('without a system keychain', () => {
  test.use({ keychain: 'unavailable' });

  test('the token is kept for the session and the app says so', async ({ app }) => {
    const { page, service } = app;
    await page.getByRole('button', { name: /^Settings$/ }).click();
    await page.getByLabel('Base URL').fill(service.baseUrl);
    await page.getByLabel('Access token').fill(service.token);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A token is stored for this session only.')).toBeVisible();
    await expect(page.getByText(/keychain is not available/)).toBeVisible();
    await app.screenshot('settings-session-token');
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    await page.getByLabel('Article number').fill('900155');
    await page.getByRole('button', { name: 'Look up' }).click();
    await app.expectPriceFor('900155');
  });
});

test.describe('with an unreadable settings file', () => {
  test.use({ settingsFile: '{"version": 1, "baseUrl": ' });

  test('defaults are used, the old file is kept, and the user is told until they dismiss it', async ({ app }) => {
    const { page } = app;
    const notice = page.getByRole('status').filter({ hasText: 'could not be read' });
    await expect(notice).toBeVisible();
    await app.screenshot('settings-reset-notice');
    await page.getByLabel('Article number').fill('900155');
    await page.getByRole('button', { name: 'Look up' }).click();
    await app.expectPriceFor('900155');
    // A window opened again (from the tray) still tells it: nobody has read it yet.
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('could not be read')).toHaveCount(0);
    await page.reload();
    // The notice would only show once the app has started: wait for its ready form, not "Starting…".
    await expect(page.getByLabel('Article number')).toBeVisible();
    await expect(page.getByText('could not be read')).toHaveCount(0);
  });
});

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'sales', exp: 1_700_000_000 })}.c2lnbmF0dXJl`;

test.describe('with a token kept from before that has expired since', () => {
  test.use({ connected: true, keptToken: expired });

  test('it is named in settings, pasted anew it is refused and not kept; a lookup sends it all the same and words the refusal as expiry', async ({
    app,
  }) => {
    const { page, service } = app;
    await page.getByRole('button', { name: /^Settings$/ }).click();
    await expect(page.getByText(/The token expired on/)).toBeVisible();
    // Tried before it is kept: the service refuses it, and the message says what stays.
    await page.getByLabel('Access token').fill(expired);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/The price service refused this token, so it was not saved: the token you had is kept/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    const before = service.simulator?.requests.length ?? 0;
    await page.getByLabel('Article number').fill('900155');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('alert')).toContainText('The access token expired on 2023-11-14 22:13 UTC');
    await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
    // This computer's clock alone never holds a token back: the service refused it.
    expect(service.simulator?.requests.length ?? 0).toBeGreaterThan(before);
  });
});

test('support can open the diagnostics folder from settings', async ({ app }) => {
  const { page } = app;
  await page.getByRole('button', { name: /^Settings$/ }).click();
  await page.getByRole('tab', { name: 'Support' }).click();
  await page.getByRole('button', { name: 'Open diagnostics folder' }).click();
  // The system was asked to show the folder the log is in, and the log notes it for support.
  await expect.poll(() => app.openedFolders()).toEqual([join(app.userDataDir, 'logs')]);
  await expect.poll(() => readFile(app.logFile, 'utf8').catch(() => '')).toContain('"event":"diagnostics-opened"');
  // Alert regions are always in the page (so messages are announced): none may say anything.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
