import type { Page } from '@playwright/test';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// Intl writes a no-break space between amount and "€" and before "%" in German.
const nbsp = '\u00a0';

// The simulator's demo prices in Germany (19 % VAT), written out as a sales person reads them:
// AB-1029 is 9.90 with tiers 12, 48, 96; 560011 (lifecycle C, none in stock, 14 days) is 772.31, × 1.25 = 965.39,
// dealer list price 454.30; 31245 is 15.95 (× 1.25 = 19.94), tiers 10, 25, 50; AB-1029 × 1.25 = 12.38.
const LANGUAGES = [
  {
    locale: 'de-DE',
    language: 'de',
    withTiers: `Art. AB-1029 – 9,90${nbsp}€ inkl. 19${nbsp}% MwSt., 11+ auf Lager, sofort lieferbar; Staffel ab 12, 48 und 96 Stück.`,
    // The percentage as on screen: one format for both.
    vat: `inkl. 19${nbsp}% MwSt.`,
    onRequest: `Art. 560011 – 965,39${nbsp}€ inkl. 19${nbsp}% MwSt., nicht auf Lager, auf Anfrage, lieferbar in ca. 14 Tagen.`,
    hints: { '31245': '1 Stück mehr erreicht die Staffel ab 10.', 'AB-1029': '2 Stück mehr erreichen die Staffel ab 12.' },
    summary: [
      'Angebot, Deutschland (de), Preise brutto inkl. MwSt.',
      `9 × Art. 31245 zu je 19,94${nbsp}€ (Faktor 1,25 (+25${nbsp}%) auf 15,95${nbsp}€) = 179,46${nbsp}€`,
      `10 × Art. AB-1029 zu je 12,38${nbsp}€ (Faktor 1,25 (+25${nbsp}%) auf 9,90${nbsp}€) = 123,80${nbsp}€`,
      `Gesamtbetrag brutto: 303,26${nbsp}€`,
      `darin enthalten 19${nbsp}% MwSt.: 48,42${nbsp}€`,
    ],
    customerLine: `9 × Art. 31245 zu je 19,94${nbsp}€ = 179,46${nbsp}€`,
    factor: /Faktor|1,25/,
    lastKnown: {
      price: `Art. 900155 – 47,85${nbsp}€ inkl. 19${nbsp}% MwSt.`,
      availability: '11+ auf Lager, sofort lieferbar, weitere auf Anfrage, Artikel läuft aus',
    },
    // 881200: lifecycle D, 1 in stock, 21 days.
    onRequestInStock: { row: 'Sofort lieferbar, weitere auf Anfrage (ca. 21 Tage)', stock: '1 auf Lager' },
  },
  {
    locale: 'en-US',
    language: 'en',
    withTiers: 'Art. AB-1029 – €9.90 incl. 19% VAT, 11+ in stock, available now; scale prices from 12, 48, and 96 pcs.',
    vat: 'incl. 19% VAT',
    onRequest: 'Art. 560011 – €965.39 incl. 19% VAT, out of stock, ordered on request, available in approx. 14 days.',
    hints: { '31245': '1 more reaches the tier from 10.', 'AB-1029': '2 more reach the tier from 12.' },
    summary: [
      'Quote, Germany (de), prices gross, incl. VAT',
      '9 × Art. 31245 at €19.94 (factor 1.25 (+25%) on €15.95) = €179.46',
      '10 × Art. AB-1029 at €12.38 (factor 1.25 (+25%) on €9.90) = €123.80',
      'Total (gross): €303.26',
      'including 19% VAT: €48.42',
    ],
    customerLine: '9 × Art. 31245 at €19.94 = €179.46',
    factor: /factor|1\.25/i,
    lastKnown: { price: 'Art. 900155 – €47.85 incl. 19% VAT', availability: '11+ in stock, available now, more on request, phasing out' },
    onRequestInStock: { row: 'Available now, more on request (approx. 21 days)', stock: '1 in stock' },
  },
] as const;

async function lookUpPrice(app: AppHarness, artnr: string, factor = ''): Promise<void> {
  await lookUp(app, artnr, { factor });
  await app.expectPriceFor(artnr);
}

/** A moment as the app shows when an answer was fetched: the page's regional format and time zone. */
const shownTime = (page: Page, at: Date): Promise<string> =>
  page.evaluate(
    (iso) => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    at.toISOString(),
  );

// The window's phone line, summary and copies in the journeys' language: each sentence in both languages is
// held by electron/shared/phone-line.test.ts and electron/shared/quote/quote-summary.test.ts.
for (const words of LANGUAGES.filter(({ locale }) => specLocales('journey').includes(locale))) {
  test.describe(`in ${words.language}`, () => {
    test.use({ locale: words.locale });

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('a result: the button and the key copy a sentence for the phone', async ({ app }) => {
      const { page, tr } = app;
      await expect(page.locator('html')).toHaveAttribute('lang', words.language);
      await lookUpPrice(app, 'AB-1029');
      const button = page.getByRole('button', { name: tr('phone.copy.button') });
      // The key is announced to assistive technology and named in the button's hint.
      await expect(button).toHaveAttribute('aria-keyshortcuts', app.commandKey('Shift+C'));
      await expect(button).toHaveAttribute('title', new RegExp(tr('phone.copy.keys', { mac: app.macKeys }).replace(/[+]/g, '\\+')));
      await button.click();
      await expect.poll(() => app.readClipboard()).toBe(words.withTiers);
      await expect(page.getByRole('status').filter({ hasText: tr('phone.copy.copied', { sentence: words.withTiers }) })).toBeVisible();
      await expect(page.locator('[data-field="price"] .result-note')).toHaveText(words.vat);
      expect(words.withTiers).toContain(words.vat);

      // The key, with the cursor still in the article number: the factor price is offered, never the list or dealer price.
      await lookUpPrice(app, '560011', '1,25');
      await expect(page.getByRole('status').filter({ hasText: words.withTiers })).toHaveCount(0);
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      await expect.poll(() => app.readClipboard()).toBe(words.onRequest);
      const copied = await app.readClipboard();
      expect(copied).not.toMatch(/772[.,]31|454[.,]30/);
      await expect(page.getByRole('status').filter({ hasText: words.onRequest })).toBeVisible();
      await app.screenshot(`${words.language}-phone-line`);
    });

    test('a last-known answer: the sentence says it is the last known price, and marks stock and delivery with when', async ({ app }) => {
      const simulator = app.service.simulator;
      if (simulator === null) return;
      const { page, tr } = app;
      const before = new Date();
      await lookUpPrice(app, '900155');
      const after = new Date();
      // A new page, as after a restart (the window's cache starts empty), and a service that no longer answers.
      await page.reload();
      await simulator.close();
      await lookUpPrice(app, '900155');
      await expect(page.getByRole('note', { name: tr('lastKnown.banner.title') })).toBeVisible();
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      const expected = [...new Set([await shownTime(page, before), await shownTime(page, after)])].map((when) =>
        tr('phone.line.lastKnown', {
          when,
          sentence: `${words.lastKnown.price}, ${tr('phone.line.keptAvailability', { when, availability: words.lastKnown.availability })}.`,
        }),
      );
      await expect.poll(() => app.readClipboard()).toMatch(/\S/);
      expect(expected).toContain(await app.readClipboard());
      expect(await app.readClipboard()).toMatch(words.language === 'de' ? /^Letzter bekannter Preis vom / : /^Last known price from /);
    });

    test('screen and line for the phone say delivery in the same words: 881200, on request with 1 in stock', async ({ app }) => {
      const { page, tr } = app;
      await lookUpPrice(app, '881200');
      const delivery = page.getByRole('region', { name: tr('lookup.result.region') }).locator('[data-field="delivery_days"] .result-value');
      await expect(delivery).toHaveText(words.onRequestInStock.row);
      await page.getByRole('button', { name: tr('phone.copy.button') }).click();
      await expect.poll(() => app.readClipboard()).toMatch(/^Art\. 881200/);
      const row = words.onRequestInStock.row;
      expect(await app.readClipboard()).toContain(`${words.onRequestInStock.stock}, ${row.charAt(0).toLowerCase()}${row.slice(1)}.`);
    });

    test('an article without a price: the key copies nothing, says why, and leaves no other line on the clipboard', async ({ app }) => {
      const { page, tr } = app;
      await lookUpPrice(app, 'AB-1029');
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      await expect.poll(() => app.readClipboard()).toBe(words.withTiers);

      await lookUpPrice(app, '770001');
      await expect(page.getByRole('button', { name: tr('phone.copy.button') })).toHaveCount(0);
      await page.getByLabel(tr('lookup.form.artnr'), { exact: true }).press(app.commandKey('Shift+C'));
      await expect(page.getByRole('status').filter({ hasText: tr('phone.copy.noPrice', { artnr: '770001' }) })).toBeVisible();
      // The line of AB-1029 is gone: it cannot be pasted into the mail about 770001.
      expect(await app.readClipboard()).toBe('');
      await app.screenshot(`${words.language}-no-price-copy`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${words.language}-no-price-copy-dark`);
    });

    test('a quote: the scale-tier hint on its lines, and a summary to copy with or without the factor', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: new RegExp(`^${tr('lookup.nav.quote')}$`) }).click();
      await page.getByLabel(tr('quote.settings.country'), { exact: true }).selectOption('de');
      await page.getByLabel(tr('quote.settings.factor'), { exact: true }).fill('1,25');
      await page.getByLabel(tr('quote.settings.factor'), { exact: true }).blur();
      await page.getByLabel(tr('quote.paste.label'), { exact: true }).fill('31245\t9\nAB-1029;10\n');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      for (const [artnr, hint] of Object.entries(words.hints)) await expect(page.locator(`tr[data-artnr="${artnr}"]`)).toContainText(hint);
      await app.screenshot(`${words.language}-quote-scale-hint`);

      await page.getByRole('button', { name: tr('phone.summary.button') }).click();
      await expect.poll(() => app.readClipboard()).toBe(words.summary.join('\n'));
      await expect(page.getByRole('status').filter({ hasText: tr('phone.summary.copied', { count: 2 }) })).toBeVisible();

      // The customer's view: the factor price is the unit price; no factor, list price or dealer price (7.37, 4.16).
      await page.getByRole('button', { name: tr('quote.export.customerView'), exact: true }).click();
      await page.getByRole('button', { name: tr('phone.summary.button') }).click();
      await expect.poll(() => app.readClipboard()).toContain(words.customerLine);
      const customer = await app.readClipboard();
      expect(customer).toContain(words.summary[3]);
      expect(customer).not.toMatch(words.factor);
      expect(customer).not.toMatch(/15[.,]95|9[.,]90\D|7[.,]37|4[.,]16/);
      // The price list's country is the sales person's business: the customer's heading leaves it out.
      expect(customer.split('\n')[0]).toBe(words.summary[0].replace(/, [^,]+ \(de\)/, ''));
    });
  });
}
