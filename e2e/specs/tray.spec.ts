import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';

test.use({ connected: true });
test.beforeEach(async ({ app }) => {
  test.skip(app.tray === null, 'A system tray cannot be reached from a test; the boot test covers the wiring in Electron.');
});

test('the tray: the last lookups and the clipboard article number, each looked up in the window', async ({ app }) => {
  const { page } = app;
  const tray = app.tray;
  if (tray === null) return;
  const article = page.getByLabel('Article number');
  await expect
    .poll(() => tray.entries())
    .toEqual([
      { label: app.tr('recall.tray.open'), enabled: true },
      { label: app.tr('recall.tray.lookUpClipboard'), enabled: false },
      { label: app.tr('recall.tray.quit'), enabled: true },
    ]);
  await article.fill('100234');
  await page.getByLabel('Country').selectOption('at');
  await page.getByLabel('Factor', { exact: true }).fill('1,25');
  await article.press('Enter');
  await app.expectPriceFor('100234');
  const recentEntry = app.tr('recall.tray.recentWithFactor', { artnr: '100234', country: 'Austria (at)', factor: '1.25 (+25%)' });
  await expect.poll(() => tray.entries().map((entry) => entry.label)).toContain(recentEntry);

  // Elsewhere in the app, another article on screen: the tray's entry brings the lookup back and runs it.
  await article.fill('900155');
  await page.getByLabel('Country').selectOption('de');
  await page.getByLabel('Factor', { exact: true }).fill('');
  await article.press('Enter');
  await app.expectPriceFor('900155');
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  await tray.click(recentEntry);
  await expect(article).toHaveValue('100234');
  await expect(page.getByLabel('Country')).toHaveValue('at');
  await expect(page.getByLabel('Factor', { exact: true })).toHaveValue('1.25');
  await app.expectPriceFor('100234');
  await expect(article).toBeFocused();

  // Something copied that is no article number leaves the entry off; an article number can be looked up.
  await tray.copy('Dear customer, the price is');
  expect(tray.entries()[1]).toEqual({ label: app.tr('recall.tray.lookUpClipboard'), enabled: false });
  await tray.copy(' 31245\n');
  // The entry never shows what was copied (it may be a password); the window shows the article once looked up.
  const clipboardEntry = app.tr('recall.tray.lookUpClipboard');
  expect(tray.entries()[1]).toEqual({ label: clipboardEntry, enabled: true });
  await tray.click(clipboardEntry);
  await expect(article).toHaveValue('31245');
  // In the country last chosen in the form.
  await expect(page.getByLabel('Country')).toHaveValue('de');
  await expect(page.getByLabel('Factor', { exact: true })).toHaveValue('');
  await app.expectPriceFor('31245');
});

test.describe('on a desktop that shows no tray icons', () => {
  test.use({ trayShown: false });

  test('Settings does not offer to keep running in the tray: closing the window would hide the only way back', async ({ app }) => {
    const { page } = app;
    await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
    await openSection(app, 'desktop');
    // The section is there (the shortcut sits above where the tray's choice would).
    await expect(page.getByLabel(app.tr('recall.shortcut.accelerator'), { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: app.tr('recall.tray.keepRunning') })).toHaveCount(0);
  });
});

test('Settings: keep running in the tray when the window is closed, remembered', async ({ app }) => {
  const { page } = app;
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  const keep = page.getByRole('checkbox', { name: app.tr('recall.tray.keepRunning') });
  await expect(keep).not.toBeChecked();
  await expect(keep).toHaveAccessibleDescription(app.tr('recall.tray.keepRunningHint'));
  await keep.check();
  await expect(keep).toBeChecked();
  await expect(keep).toBeEnabled();
  await page.reload();
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await expect(keep).not.toBeChecked();
  await expect(keep).toBeEnabled();
  await page.reload();
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'desktop');
  await expect(keep).not.toBeChecked();
});
