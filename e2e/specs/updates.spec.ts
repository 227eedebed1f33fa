import { readFile } from 'node:fs/promises';
import { expectNoViolationsInBothThemes } from '../appearance-checks';
import { expect, test, UPDATE_FEED_URL, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

// A real feed: electron-builder packs this app as version 0.2.0 (latest-linux.yml and the AppImage),
// served on loopback as IT's intranet server would; the app runs as 0.1.0 with electron-updater's updater.

const openSupport = async (app: AppHarness): Promise<void> => {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'support');
};

test.describe('updates set by IT, installed on quit', () => {
  test.use({ updateFeed: 'newer', policy: { UpdateUrl: UPDATE_FEED_URL, UpdateMode: 'auto' } });

  test('a newer version is downloaded at start and offered quietly; Restart to update installs it, from the banner or the menu', async ({
    app,
  }) => {
    const { page, tr } = app;
    const banner = page.getByRole('status').filter({ hasText: tr('update.banner.ready', { version: '0.2.0' }) });
    await expect(banner).toBeVisible();
    // Quiet: no dialog, and the lookup goes on as before.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The banner as every other state is checked (appearance-states.spec.ts): here, where the feed is built once.
    await expectNoViolationsInBothThemes(app, 'the update banner', 'state-update-banner');
    await page.emulateMedia({ colorScheme: 'light' });
    await lookUp(app, '900155');
    await app.expectPriceFor('900155');
    await openSupport(app);
    const address = page.getByLabel(tr('update.settings.url'));
    await expect(address).toHaveAttribute('readonly', '');
    await expect(address).toHaveAccessibleDescription(tr('policy.setByIt'));
    await expect(page.getByText(tr('update.status.ready', { version: '0.2.0', installsOnQuit: 'true' }))).toBeVisible();
    await expect(page.locator('#update-url-status')).toHaveCount(0);
    // The app menu offers it too.
    await app.clickMenu([tr('main.menu.file'), tr('update.restart')]);
    await expect.poll(() => app.updateInstalls).toEqual(['silent=true runAfter=true']);
    await banner.getByRole('button', { name: tr('update.restart') }).click();
    await expect(banner.getByText(tr('update.restarting'))).toBeVisible();
    await expect.poll(() => app.updateInstalls.length).toBe(2);
    expect(await readFile(app.logFile, 'utf8')).toMatch(/update-ready/);
  });
});

for (const locale of specLocales('journey')) {
  test.describe(`without IT's UpdateUrl (${locale})`, () => {
    test.use({ updateFeed: 'newer', locale });

    test('updates are set up by IT: nowhere to type an address, nothing asked, and Settings says so', async ({ app }) => {
      const { page, tr } = app;
      await openSupport(app);
      await expect(page.getByText(tr('update.status.off', { current: '0.1.0', why: 'noAddress' }))).toBeVisible();
      await expect(page.getByText(tr('update.settings.byIt'))).toBeVisible();
      await expect(page.getByLabel(tr('update.settings.url'))).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr('update.settings.check') })).toBeDisabled();
      await app.screenshot(`updates-set-up-by-it-${locale}`);
      expect(app.updateInstalls).toEqual([]);
    });
  });

  test.describe(`a feed whose update is not signed by the publisher (${locale})`, () => {
    test.use({ updateFeed: 'unsigned', policy: { UpdateUrl: UPDATE_FEED_URL, UpdateMode: 'auto' }, locale });

    test('is refused: nothing offered or installed, the reason in Settings and one line in the log', async ({ app }) => {
      const { page, tr } = app;
      await openSupport(app);
      await expect(page.getByText(tr('update.failed.signature'), { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: tr('update.restart') })).toHaveCount(0);
      await expect(page.getByText(tr('update.banner.ready', { version: '0.2.0' }))).toHaveCount(0);
      await app.screenshot(`updates-not-signed-${locale}`);
      const failed = (await readFile(app.logFile, 'utf8')).split('\n').filter((line) => line.includes('update-failed'));
      expect(failed).toHaveLength(1);
      expect(app.updateInstalls).toEqual([]);
    });
  });
}

test.describe('a feed whose checksum does not match', () => {
  test.use({ updateFeed: 'tampered', policy: { UpdateUrl: UPDATE_FEED_URL }, locale: 'de-DE' });

  test('is refused: no banner, no dialog, the reason in Settings and one line in the log', async ({ app }) => {
    const { page, tr } = app;
    await openSupport(app);
    await expect(page.getByText(tr('update.failed.checksum'), { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: tr('update.restart') })).toHaveCount(0);
    await expect(page.getByText(tr('update.banner.ready', { version: '0.2.0' }))).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const failed = (await readFile(app.logFile, 'utf8')).split('\n').filter((line) => line.includes('update-failed'));
    expect(failed).toHaveLength(1);
    expect(app.updateInstalls).toEqual([]);
  });
});

test.describe('a copy that does not update itself', () => {
  // The harness without an updater: as the MSI's copy for all users, or the unpackaged app.
  test.use({ policy: { UpdateUrl: 'https://intranet.example.com/price-lookup/' } });

  test('says a new version comes with the next installation, and offers no address or check', async ({ app }) => {
    const { page, tr } = app;
    await openSupport(app);
    await expect(page.getByText(tr('update.status.off', { current: '0.0.0', why: 'notHere' }))).toBeVisible();
    await expect(page.getByLabel(tr('update.settings.url'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: tr('update.settings.check') })).toHaveCount(0);
  });
});
