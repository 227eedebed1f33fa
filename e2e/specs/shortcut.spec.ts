import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';

test.use({ connected: true });

test.beforeEach(async ({ app }) => {
  test.skip(
    app.pressGlobalShortcut === null,
    'A system key press cannot be made from a test; the boot test covers the wiring in Electron.',
  );
});

test('the global shortcut brings the lookup back with the article number selected, from any view', async ({ app }) => {
  const { page } = app;
  const article = page.getByLabel('Article number');
  await article.fill('900155');
  await article.press('Enter');
  await app.expectPriceFor('900155');
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  await expect(
    page.getByRole('status').filter({ hasText: app.tr('recall.shortcut.active', { accelerator: 'Control+Alt+P' }) }),
  ).toBeVisible();
  expect(await app.pressGlobalShortcut?.()).toBe(true);
  await expect(article).toBeFocused();
  expect(await article.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 6]);
  // Type, Enter: the next number replaces the selected one.
  await page.keyboard.type('100234');
  await page.keyboard.press('Enter');
  await app.expectPriceFor('100234');
});

test('Settings: change the shortcut, see the system refuse one, switch it off', async ({ app }) => {
  const { page } = app;
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  const field = page.getByLabel(app.tr('recall.shortcut.accelerator'), { exact: true });
  // Saved as the field is left, as the rest of Settings: Enter or Tab.
  const save = (): Promise<void> => field.press('Enter');
  await expect(field).toHaveValue('Control+Alt+P');

  await field.fill('P');
  await save();
  await expect(page.getByText(app.tr('recall.shortcut.needsModifier'))).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // Taken by another program on this (harness) system.
  await field.fill('alt+space');
  await save();
  await expect(page.getByRole('alert').filter({ hasText: app.tr('recall.shortcut.refused', { accelerator: 'Alt+Space' }) })).toBeVisible();
  expect(await app.pressGlobalShortcut?.()).toBe(false);

  await field.fill('Control+Shift+F9');
  await save();
  await expect(
    page.getByRole('status').filter({ hasText: app.tr('recall.shortcut.active', { accelerator: 'Control+Shift+F9' }) }),
  ).toBeVisible();
  await expect(page.getByText(app.tr('recall.shortcut.refused', { accelerator: 'Alt+Space' }))).toHaveCount(0);
  await expect(page.locator('#shortcut-accelerator-status')).toHaveText(app.tr('settings.saved'));

  // Kept across a restart of the window.
  await page.reload();
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  await expect(field).toHaveValue('Control+Shift+F9');
  await page.getByRole('button', { name: app.tr('recall.shortcut.useDefault') }).click();
  await expect(field).toHaveValue('Control+Alt+P');

  await page.getByLabel(app.tr('recall.shortcut.enabled')).uncheck();
  await expect(page.getByRole('status').filter({ hasText: app.tr('recall.shortcut.off') })).toBeVisible();
  expect(await app.pressGlobalShortcut?.()).toBe(false);
});
