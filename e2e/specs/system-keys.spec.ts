import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';

// The window's keys as each system's user presses and reads them: ⌘ on a Mac, Ctrl elsewhere, and the
// global shortcut's default of the system. The harness poses as the system (navigator.platform, main's
// platform); the host's own keys are pressed by every other spec (`app.commandKey`).
const SYSTEMS = [
  { system: 'darwin', command: 'Meta', other: 'Control', defaultShortcut: 'Control+Command+P' },
  { system: 'win32', command: 'Control', other: 'Meta', defaultShortcut: 'Control+Alt+P' },
] as const;

for (const { system, command, other, defaultShortcut } of SYSTEMS) {
  test.describe(`as ${system}`, () => {
    test.use({ system, connected: true });

    test(`next call, the phone line and the quote search on ${command}; the shortcut's default ${defaultShortcut}`, async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
      const { page, tr } = app;
      expect(app.commandKey('N')).toBe(`${command}+N`);
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const ready = page.getByRole('status').filter({ hasText: tr('lookup.nextCall.ready') });
      await lookUp(app, '31245', { factor: '1.25' });
      await app.expectPriceFor('31245');

      // Named in the button and announced as this system's key.
      const nextCall = page.getByRole('button', {
        name: tr('lookup.nextCall.button', { keys: tr('lookup.nextCall.keys', { mac: app.macKeys }) }),
      });
      await expect(nextCall).toHaveAttribute('aria-keyshortcuts', `${command}+N`);
      await expect(page.getByRole('button', { name: tr('phone.copy.button') })).toHaveAttribute('aria-keyshortcuts', `${command}+Shift+C`);

      // The other system's key does nothing here; this system's copies the line, then starts the next call.
      await article.press(`${other}+Shift+C`);
      await article.press(`${other}+N`);
      await expect(article).toHaveValue('31245');
      expect(await app.readClipboard()).toBe('');
      await article.press(`${command}+Shift+C`);
      await expect.poll(() => app.readClipboard()).toContain('31245');
      await page.keyboard.press(`${command}+N`);
      await expect(ready).toBeVisible();
      await expect(article).toHaveValue('');
      await expect(article).toBeFocused();

      // The quote's search.
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(page.getByRole('heading', { name: tr('quote.heading') })).toBeVisible();
      await page.keyboard.press(`${command}+f`);
      await expect(page.getByRole('combobox', { name: tr('quote.search.label') })).toBeFocused();

      // The global shortcut's default, as this system's Settings offers it.
      expect(app.defaultShortcut).toBe(defaultShortcut);
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'desktop');
      await expect(page.getByLabel(tr('recall.shortcut.accelerator'), { exact: true })).toHaveValue(defaultShortcut);
      await expect(
        page.getByRole('status').filter({ hasText: tr('recall.shortcut.active', { accelerator: defaultShortcut }) }),
      ).toBeVisible();
    });
  });
}
