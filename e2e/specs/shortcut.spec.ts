import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

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
    page.getByRole('status').filter({ hasText: app.tr('recall.shortcut.active', { accelerator: app.defaultShortcut }) }),
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
  await expect(field).toHaveValue(app.defaultShortcut);

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
  await expect(field).toHaveValue(app.defaultShortcut);

  await page.getByLabel(app.tr('recall.shortcut.enabled')).uncheck();
  await expect(page.getByRole('status').filter({ hasText: app.tr('recall.shortcut.off') })).toBeVisible();
  expect(await app.pressGlobalShortcut?.()).toBe(false);
});

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    const german = locale === 'de-DE';
    const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

    test.describe('on a system that lets no app set a shortcut', () => {
      test.use({ shortcutSystem: 'refusesAll' });

      test('Settings says from the start, beside the field, that the shortcut could not be set; and again for another key', async ({
        app,
      }) => {
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await openSection(app, 'desktop');
        const field = page.getByLabel(tr('recall.shortcut.accelerator'), { exact: true });
        const refused = (accelerator: string): string => tr('recall.shortcut.refused', { accelerator });
        await expect(field).toHaveValue(app.defaultShortcut);
        await expect(page.getByRole('alert').filter({ hasText: refused(app.defaultShortcut) })).toBeVisible();
        // Read with the field: it is marked and described by the message.
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(escape(refused(app.defaultShortcut))));
        await expect(page.getByText(tr('recall.shortcut.active', { accelerator: app.defaultShortcut }))).toHaveCount(0);
        expect(await app.pressGlobalShortcut?.()).toBe(false);
        await app.screenshot(`shortcut-refused-${app.uiLanguage}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await app.screenshot(`shortcut-refused-${app.uiLanguage}-dark`);
        await page.emulateMedia({ colorScheme: 'light' });

        // Another key is refused here too, and said so for that key.
        const other = german ? 'Strg+Umschalt+F9' : 'Control+Shift+F9';
        await field.fill(other);
        await field.press('Enter');
        await expect(page.getByRole('alert').filter({ hasText: refused(other) })).toBeVisible();
        await expect(page.getByText(refused(app.defaultShortcut))).toHaveCount(0);
        // Switched off, there is nothing to refuse.
        await page.getByLabel(tr('recall.shortcut.enabled')).uncheck();
        await expect(page.getByRole('status').filter({ hasText: tr('recall.shortcut.off') })).toBeVisible();
        await expect(page.getByText(refused(other))).toHaveCount(0);
      });
    });

    test.describe('on a Wayland desktop, where the system answers the app nothing', () => {
      test.use({ shortcutSystem: 'wayland' });

      test('Settings says the desktop decides and may ask, and what to do when the key does nothing', async ({ app }) => {
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await openSection(app, 'desktop');
        const field = page.getByLabel(tr('recall.shortcut.accelerator'), { exact: true });
        await expect(
          page.getByRole('status').filter({ hasText: tr('recall.shortcut.unconfirmed', { accelerator: app.defaultShortcut }) }),
        ).toBeVisible();
        // Not called working, nor refused: nothing is known either way.
        await expect(page.getByText(tr('recall.shortcut.active', { accelerator: app.defaultShortcut }))).toHaveCount(0);
        await expect(
          page.getByRole('alert').filter({ hasText: tr('recall.shortcut.refused', { accelerator: app.defaultShortcut }) }),
        ).toHaveCount(0);
        await expect(field).not.toHaveAttribute('aria-invalid');
        await app.screenshot(`shortcut-unconfirmed-${app.uiLanguage}`);
      });
    });

    test.describe('IT sets a shortcut another program holds, while Settings is open', () => {
      test.use({ policy: {} });

      test('Settings says so at once, and whom to ask', async ({ app }) => {
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await openSection(app, 'desktop');
        await expect(
          page.getByRole('status').filter({ hasText: tr('recall.shortcut.active', { accelerator: app.defaultShortcut }) }),
        ).toBeVisible();
        await writeFile(join(app.userDataDir, 'policy.json'), JSON.stringify({ GlobalShortcut: 'Alt+Space' }));
        const taken = german ? 'Alt+Leertaste' : 'Alt+Space';
        await expect(
          page.getByRole('alert').filter({ hasText: tr('recall.shortcut.refusedLocked', { accelerator: taken }) }),
        ).toBeVisible();
        await expect(page.locator('#shortcut-set-by-it')).toHaveText(tr('policy.setByIt'));
        expect(await app.pressGlobalShortcut?.()).toBe(false);
        await app.screenshot(`shortcut-refused-by-policy-${app.uiLanguage}`);
      });
    });
  });
}
