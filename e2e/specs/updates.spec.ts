import { readFile } from 'node:fs/promises';
import { expect, test, UPDATE_FEED_URL, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';

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

test.describe('an update address of the user’s own', () => {
  test.use({ updateFeed: 'newer' });

  test('checked where it is typed, saved as it is left; the newer version is found and offered, not installed on quit', async ({ app }) => {
    const { page, tr } = app;
    await openSupport(app);
    await expect(page.getByText(tr('update.status.off', { current: '0.1.0', why: 'noAddress' }))).toBeVisible();
    await expect(page.getByRole('button', { name: tr('update.settings.check') })).toBeDisabled();
    const address = page.getByLabel(tr('update.settings.url'));
    // Saved as it is left: a refused address stays as typed, said beside it.
    await address.fill('http://intranet.example/updates');
    await address.press('Tab');
    await expect(page.getByText(tr('update.url.plainHttp'))).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveValue('http://intranet.example/updates');
    await address.fill(app.updateFeedUrl ?? '');
    await address.press('Enter');
    await expect(page.locator('#update-url-status')).toHaveText(tr('settings.saved'));
    await expect(page.getByText(tr('update.status.ready', { version: '0.2.0', installsOnQuit: 'false' }))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: tr('update.banner.ready', { version: '0.2.0' }) })).toBeVisible();
    // Kept: after a reload the address is still there.
    await page.reload();
    await openSupport(app);
    await expect(page.getByLabel(tr('update.settings.url'))).toHaveValue((app.updateFeedUrl ?? '').replace(/\/$/, ''));
    expect(app.updateInstalls).toEqual([]);
  });
});

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
