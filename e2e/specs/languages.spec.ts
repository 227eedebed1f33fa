import type { Page } from '@playwright/test';
import { translator } from '../../electron/shared/i18n/translator';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';
import { lookUp } from '../form-lookup';

// The main flows in both languages. The browser context's locale is the system's preferred language
// and its regional format: German words and German numbers, or English words and US numbers.
const LANGUAGES = [
  {
    locale: 'de-DE',
    language: 'de',
    other: 'en',
    price: '47,85',
    factorPrice: '59,81',
    foreign: ['Article number', 'Price information', 'Look up', 'Settings'],
  },
  {
    locale: 'en-US',
    language: 'en',
    other: 'de',
    price: '47.85',
    factorPrice: '59.81',
    foreign: ['Artikelnummer', 'Preisinformationen', 'Nachschlagen', 'Einstellungen'],
  },
] as const;

/** The text of main's last error answer to a lookup, worded in the page's language (Chromium harness). */
function lastErrorText(app: AppHarness): string | null {
  const answer = app.ipc?.filter((exchange) => exchange.channel.endsWith('check-price')).at(-1)?.response as
    { ok: false; error: { message: Parameters<ReturnType<typeof translator>['text']>[0] } } | undefined;
  return answer ? translator(app.uiLanguage).text(answer.error.message) : null;
}

const bodyText = (page: Page) => page.locator('body').innerText();

for (const words of LANGUAGES) {
  test.describe(`in ${words.language}`, () => {
    test.use({ locale: words.locale });

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('a lookup with a factor: the form, the result and its numbers in the language and the region', async ({ app }) => {
      const { page, tr } = app;
      await expect(page.locator('html')).toHaveAttribute('lang', words.language);
      await lookUp(app, '900155', { factor: '1,25' });
      await app.expectPriceFor('900155');
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      // Every field of the answer, as the user opens them.
      await result.getByText(tr('lookup.result.allFields')).click();
      await expect(result).toContainText(tr('lookup.result.price'));
      await expect(result).toContainText(words.price);
      await expect(result).toContainText(words.factorPrice);
      await expect(result).toContainText(translator(app.uiLanguage).countryLabel('de'));
      const text = await bodyText(page);
      for (const foreign of words.foreign) expect(text).not.toContain(foreign);
      await app.screenshot(`${words.language}-result`);
    });

    test('each error kind is worded in the language', async ({ app }) => {
      const { page, tr } = app;
      const alert = page.getByRole('alert').filter({ hasText: /\S/ });
      const cases = [
        { artnr: 'NOPE-4711', title: tr('lookup.error.title.notFound') },
        { artnr: 'FAULT-503', title: tr('lookup.error.title.serviceError') },
        { artnr: 'FAULT-reset', title: tr('lookup.error.title.unavailable') },
        { artnr: 'FAULT-html', title: tr('lookup.error.title.unexpectedResponse') },
        { artnr: 'FAULT-401', title: tr('lookup.error.title.tokenRejected') },
      ];
      for (const { artnr, title } of cases) {
        await lookUp(app, artnr);
        await expect(alert).toContainText(title);
        const expected = lastErrorText(app);
        if (expected !== null) await expect(alert).toContainText(expected);
      }
      await app.screenshot(`${words.language}-error`);

      // Refused before anything is sent, and explained next to the field.
      await lookUp(app, '../etc');
      const field = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const description = await field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      expect(description.trim()).not.toBe('');
      const text = await bodyText(page);
      for (const foreign of words.foreign) expect(text).not.toContain(foreign);
    });

    test('compare countries: named in the language', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, 'AB-1029');
      await app.expectPriceFor('AB-1029');
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const words_ = translator(app.uiLanguage);
      await expect(page.getByRole('checkbox', { name: words_.countryLabel('se') })).toBeVisible();
      await expect(page.getByRole('heading', { name: tr('quote.compare.heading', { artnr: 'AB-1029', count: 12 }) })).toBeVisible();
      await app.screenshot(`${words.language}-compare`);
    });

    test('a quote: pasted lines priced, the total in the regional format, the copied table headed in the language', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: new RegExp(`^${tr('lookup.nav.quote')}$`) }).click();
      await page.getByLabel(tr('quote.settings.country'), { exact: true }).selectOption('de');
      await page.getByLabel(tr('quote.paste.label'), { exact: true }).fill('900155\t2\nAB-1029;1\n');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      const total = page.getByLabel(tr('quote.total.label'), { exact: true });
      await expect(total).toContainText(words.language === 'de' ? /Gesamtbetrag brutto [\d.]+,\d{2}\s€/ : /Total \(gross\) €[\d,]+\.\d{2}/);
      await page.getByRole('button', { name: tr('quote.export.copy') }).click();
      await expect.poll(() => app.readClipboard()).toContain(tr('quote.column.article'));
      expect(await app.readClipboard()).toContain(tr('quote.column.quantity'));
      await app.screenshot(`${words.language}-quote`);
    });

    test('settings: the language switches at once, is remembered, and asks the price service nothing', async ({ app }) => {
      const { page, tr } = app;
      const other = translator(words.other);
      await page.getByRole('button', { name: new RegExp(`^${tr('lookup.nav.settings')}$`) }).click();
      await openSection(app, 'appearance');
      await expect(page.getByRole('heading', { name: tr('lookup.settings.heading') })).toBeVisible();
      await app.screenshot(`${words.language}-settings`);
      const before = app.service.simulator?.requests.length ?? 0;
      await page.getByLabel('Language / Sprache', { exact: true }).selectOption(words.other);
      await expect(page.getByRole('heading', { name: other.t('lookup.settings.heading') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', words.other);
      expect(app.service.simulator?.requests.length ?? 0).toBe(before);
      await page.reload();
      await expect(page.getByLabel(other.t('lookup.form.artnr'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: new RegExp(`^${other.t('lookup.nav.settings')}$`) }).click();
      await page.getByLabel('Language / Sprache', { exact: true }).selectOption('system');
      await expect(page.getByRole('heading', { name: tr('lookup.settings.heading') })).toBeVisible();
    });
  });
}
