import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

test.use({ connected: true });
test.beforeEach(async ({ app }) => {
  test.skip(app.tray === null, 'A system tray cannot be reached from a test; the boot test covers the wiring in Electron.');
});

test('the tray: the last lookups, each looked up in the window', async ({ app }) => {
  const { page } = app;
  const tray = app.tray;
  if (tray === null) return;
  const article = page.getByLabel('Article number');
  await expect
    .poll(() => tray.entries())
    .toEqual([
      { label: app.tr('recall.tray.open'), enabled: true },
      // Always offered: the clipboard is read only when the entry is chosen.
      { label: app.tr('recall.tray.lookUpClipboard'), enabled: true },
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
  // The menu was built again for every lookup, and the clipboard never asked.
  expect(tray.clipboardCalls()).toBe(0);
});

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the clipboard is read only when its entry is chosen: an article number is looked up, anything else is said in the window', async ({
      app,
    }) => {
      const { page, tr } = app;
      const tray = app.tray;
      if (tray === null) return;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const country = page.getByLabel(tr('lookup.form.country'), { exact: true });
      const entry = tr('recall.tray.lookUpClipboard');
      const said = page.getByRole('status').filter({ hasText: tr('recall.tray.clipboardNoArticle', { entry }) });
      await article.fill('900155');
      await country.selectOption('de');
      await article.press('Enter');
      await app.expectPriceFor('900155');
      await expect.poll(() => tray.entries().map(({ label }) => label)).toContain(tr('recall.tray.recentHeading'));

      // Something copied that is no article number, the window in Settings: back to the lookup, where it is
      // said; the article on screen stays, nothing is looked up, the cursor waits in the article number.
      tray.copy('Dear customer, the price is');
      expect(tray.clipboardCalls()).toBe(0);
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await tray.click(entry);
      await expect(said).toBeVisible();
      await expect(article).toBeFocused();
      await expect(article).toHaveValue('900155');
      await app.expectPriceFor('900155');
      // Asked whether there is text, then read: once each.
      expect(tray.clipboardCalls()).toBe(2);
      await app.screenshot(`tray-clipboard-no-article-${app.uiLanguage}`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`tray-clipboard-no-article-${app.uiLanguage}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // An article number copied: looked up in the country last chosen in the form; the note goes.
      tray.copy(' 31245\n');
      // The entry never shows what was copied (it may be a password); the window shows the article once looked up.
      expect(
        tray
          .entries()
          .map(({ label }) => label)
          .join('\n'),
      ).not.toContain('31245');
      await tray.click(entry);
      await expect(article).toHaveValue('31245');
      await expect(country).toHaveValue('de');
      await expect(page.getByLabel(tr('lookup.form.factor'), { exact: true })).toHaveValue('');
      await app.expectPriceFor('31245');
      await expect(said).toHaveCount(0);
    });
  });
}

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
