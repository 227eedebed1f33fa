import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';

// The window starts with the words its start's code names; main words its messages with any key: an
// answer of main's with a message of the others waits for them (renderer/src/api/words-of-answers.ts).
const assets = join(__dirname, '..', '..', 'dist', 'renderer', 'assets');

for (const [locale, language] of [
  ['en-US', 'en'],
  ['de-DE', 'de'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, settingsFile: '{"version": 1, "baseUrl": ' });

    test('main’s notice at start is worded, though its words are not among those the window starts with', async ({ app }) => {
      const { page, tr } = app;
      const startFile = readdirSync(assets).find((file) => file.startsWith(`${language}-`));
      expect(startFile).toBeDefined();
      expect(readFileSync(join(assets, startFile ?? ''), 'utf8')).not.toContain('errors.settings.reset');
      const [before] = tr('errors.settings.reset', { backup: '\u0000' }).split('\u0000');
      await expect(page.locator('.notice')).toContainText(before ?? '');
      await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeFocused();
    });
  });
}
