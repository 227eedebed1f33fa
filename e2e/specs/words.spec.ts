import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// One term per fact, and the words a country needs, in both languages.
for (const locale of specLocales('words')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    const german = locale === 'de-DE';

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
    });

    test('stock and delivery in one wording across result, quote and phone line', async ({ app }) => {
      const { page, tr } = app;
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      await lookUp(app, '560011', { country: 'de' });
      await app.expectPriceFor('560011');
      await expect(result).toContainText(german ? 'Nicht auf Lager' : 'Out of stock');
      await expect(result).toContainText(
        german ? 'Auf Anfrage, lieferbar in ca. 14 Tagen' : 'Ordered on request, available in approx. 14 days',
      );
      await expect(result).not.toContainText('am Lager');
      // The line for the phone says it in the same words.
      await page.getByRole('button', { name: tr('phone.copy.button') }).click();
      await expect.poll(() => app.readClipboard()).toContain(german ? 'nicht auf Lager' : 'out of stock');
      const phoneLine = await app.readClipboard();
      // Within the sentence, so in lower case.
      expect(phoneLine).toContain(german ? 'auf Anfrage, lieferbar in ca. 14 Tagen' : 'ordered on request, available in approx. 14 days');
      expect(phoneLine).not.toContain('am Lager');

      // Lifecycle D with one on the shelf: not a stock article, but not "out of stock" beside "Stock 1".
      await lookUp(app, '881200', { country: 'de' });
      await app.expectPriceFor('881200');
      const lifecycle = result.locator('[data-field="lifecycle"]');
      await expect(lifecycle).toContainText(german ? 'Kein Lagerartikel, Bestellung auf Anfrage' : 'Not kept in stock, ordered on request');
      await expect(result.locator('[data-field="stock"]')).toContainText('1');
      await expect(result).not.toContainText(german ? 'Nicht auf Lager' : 'Out of stock');

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('560011\t2\n31245\t10');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      const lines = page.getByRole('table');
      await expect(lines).toContainText(
        german
          ? 'Nicht auf Lager – 2 Stück angefragt. Lieferbar in ca. 14 Tagen.'
          : 'Out of stock – 2 requested. Available in approx. 14 days.',
      );
      await expect(lines).toContainText(german ? 'Nur 3 auf Lager – 10 Stück angefragt.' : 'Only 3 in stock – 10 requested.');
      await expect(lines).not.toContainText('am Lager');
    });

    test('countries with the words they need: "in der Schweiz", "für die Niederlande"', async ({ app }) => {
      const { page, tr } = app;
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      await lookUp(app, 'AB-1029', { country: 'ch' });
      await app.expectPriceFor('AB-1029');
      await expect(result).toContainText(german ? 'Listenpreis für Händler in der Schweiz' : 'List price for dealers in Switzerland');
      await lookUp(app, 'AB-1029', { country: 'nl' });
      await app.expectPriceFor('AB-1029');
      await expect(result).toContainText(
        german ? 'Listenpreis für Händler in den Niederlanden' : 'List price for dealers in the Netherlands',
      );
      await lookUp(app, 'NOPE-1', { country: 'nl' });
      await expect(page.getByRole('alert')).toContainText(
        german
          ? 'Der Artikel NOPE-1 wurde für die Niederlande (nl) nicht gefunden'
          : 'Article NOPE-1 was not found for the Netherlands (nl)',
      );
    });

    test('the favourite button says what pressing it does; the shortcut field speaks the keyboard of the language', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, '31245', { country: 'de' });
      await app.expectPriceFor('31245');
      await page.getByRole('button', { name: tr('recall.favourite.add') }).click();
      const remove = page.getByRole('button', { name: tr('recall.favourite.remove') });
      await expect(remove).toBeVisible();
      await expect(remove).toHaveText(german ? 'Aus Favoriten entfernen' : 'Remove from favourites');
      await remove.click();
      await expect(page.getByRole('button', { name: tr('recall.favourite.add') })).toBeVisible();

      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'desktop');
      const field = page.getByLabel(tr('recall.shortcut.accelerator'), { exact: true });
      // The default's keys as this system's keyboard prints them: Command on a Mac, Alt elsewhere.
      const mac = app.system === 'darwin';
      await expect(field).toHaveValue(german ? (mac ? 'Strg+Befehl+P' : 'Strg+Alt+P') : mac ? 'Control+Command+P' : 'Control+Alt+P');
      await field.fill(german ? 'Strg+Umschalt+F9' : 'Control+Shift+F9');
      await field.press('Enter');
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: tr('recall.shortcut.active', { accelerator: german ? 'Strg+Umschalt+F9' : 'Control+Shift+F9' }) }),
      ).toBeVisible();
      await expect(field).toHaveValue(german ? 'Strg+Umschalt+F9' : 'Control+Shift+F9');
    });
  });
}
