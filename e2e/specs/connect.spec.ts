import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { expect, test } from '../fixtures';

test('connect: the token goes to the keychain and the renderer only learns that one is stored', async ({ app }) => {
  const { page, service } = app;
  await page.getByRole('button', { name: /^Settings$/ }).click();
  await expect(page.getByText('No token stored')).toBeVisible();
  await page.getByLabel('Base URL').fill(service.baseUrl);
  await page.getByLabel('Access token').fill(service.token);
  await app.screenshot('settings-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A token is stored')).toBeVisible();
  await expect(page.getByLabel('Access token')).toHaveValue('');
  expect(await page.content()).not.toContain(service.token);
  await app.screenshot('settings-saved');

  await page.getByRole('button', { name: 'Back to lookup' }).click();
  await expect(page.getByText(/Demo data — these prices/)).toHaveCount(0);
  await page.getByLabel('Article number').fill('900155');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('900155');

  await page.getByRole('button', { name: /^Settings$/ }).click();
  await page.getByRole('button', { name: 'Remove token' }).click();
  await expect(page.getByText('No token stored')).toBeVisible();
});

test('connect: plain http to another computer is refused next to the field', async ({ app }) => {
  const { page } = app;
  await page.getByRole('button', { name: /^Settings$/ }).click();
  await page.getByLabel('Base URL').fill('http://prices.example.com');
  await page.getByLabel('Access token').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/must use https/)).toBeVisible();
  await expect(page.getByText('No token stored')).toBeVisible();
  await expect(page.getByLabel('Base URL')).toHaveValue('http://prices.example.com');
});

test.describe('when main cannot answer the save', () => {
  test.use({ rejectChannels: [IPC_CHANNELS.saveConnection] });

  test('says so and lets the user try again', async ({ app }) => {
    const { page, service } = app;
    await page.getByRole('button', { name: /^Settings$/ }).click();
    await page.getByLabel('Base URL').fill(service.baseUrl);
    await page.getByLabel('Access token').fill(service.token);
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(page.getByRole('alert')).toContainText('The settings could not be saved');
    await expect(save).toBeEnabled();
    await expect(page.getByLabel('Base URL')).toHaveValue(service.baseUrl);
  });
});
