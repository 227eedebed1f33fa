import type { Page } from '@playwright/test';
import { blankCustomer, type CustomerFields } from '../../electron/shared/customer';
import { expect, test, type AppHarness } from '../fixtures';
import { specLocales } from '../languages';

// Issue 49, points 3 and 5, as a sales person meets them: a Dutch business customer with its VAT ID gets a
// quote without VAT and the note on the tax-exempt intra-Community supply (an export the export note); a dealer on net prices hears
// the net price at the phone, with what the markup is on. The figures and notes are the rules' (their unit
// tests); here the words reach the screen and the phone line, in both languages.

const DEALER: CustomerFields = { ...blankCustomer('Händler Nord'), number: 'H-1', country: 'de', markup: '1.2', priceBasis: 'net' };

async function addCustomer(page: Page, customer: CustomerFields): Promise<void> {
  await page.evaluate(async (fields) => {
    const added = await window.priceLookup!.addCustomer(fields);
    if (!added.ok) throw new Error(added.error.kind);
  }, customer);
}

/** Ctrl+K, the first letters, Enter: the customer picked where the cursor is (lookup form or quote). */
async function pick(app: AppHarness, typed: string): Promise<void> {
  const { page, tr } = app;
  // From where a call starts, as a person sees it: the app drawn, the cursor in the article number.
  await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeFocused();
  await page.keyboard.press(app.commandKey('K'));
  const box = page.getByRole('combobox', { name: tr('customerPick.label'), exact: true });
  await expect(box).toBeFocused();
  await box.pressSequentially(typed);
  await expect(page.getByRole('listbox', { name: tr('customerPick.label'), exact: true }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
}

for (const locale of specLocales('words')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const german = locale === 'de-DE';
    const nbsp = '\u00a0';

    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('a Dutch business customer: the VAT ID is checked where it is typed, their quote is net without VAT and carries the intra-Community supply’s note; export carries its own', async ({
      app,
    }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      await page.getByRole('button', { name: tr('customers.action.add'), exact: true }).click();
      const view = page.getByRole('region', { name: tr('customers.title'), exact: true });
      const field = (key: Parameters<typeof tr>[0]) => view.getByLabel(tr(key), { exact: true });
      await field('customers.form.name').fill('Kampeer BV');
      await field('customers.form.country').selectOption('nl');
      await field('customers.form.vatTreatment').selectOption('intraCommunity');
      // A VAT ID without its "B01" is refused once the field is left, with what one looks like.
      await field('customers.form.vatId').fill('NL123456789');
      await page.keyboard.press('Tab');
      await expect(view.getByText(tr('customers.vatId.badFormat', { example: 'NL123456789B01' }))).toBeVisible();
      await expect(field('customers.form.vatId')).toHaveAttribute('aria-invalid', 'true');
      // A Swiss number is not an EU one.
      await field('customers.form.vatId').fill('CHE-123.456.789 MWST');
      const vatIdError = view.locator('#customer-vatId-error');
      await expect(vatIdError).toContainText(german ? 'Schweiz' : 'Switzerland');
      await expect(vatIdError).toContainText(tr('customers.vatId.notEu', { country: '' }).trim());
      await field('customers.form.vatId').fill('NL 1234.56.789 B01');
      await field('customers.form.name').press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.form.saved', { name: 'Kampeer BV' }))).toBeVisible();

      // A lookup for them, added to a quote: the quote is theirs, net, without VAT, with the note.
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup'), exact: true }).click();
      await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toBeFocused();
      await pick(app, 'Kamp');
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      await article.fill('900155');
      await article.press('Enter');
      await app.expectPriceFor('900155');
      await page.getByLabel(tr('quote.add.quantity'), { exact: true }).press('Enter');
      await expect(page.locator('.add-to-quote').getByRole('status')).toContainText('900155');
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();

      const vat = page.getByLabel(tr('quote.settings.vat'), { exact: true });
      const basis = page.getByLabel(tr('quote.settings.basis'), { exact: true });
      await expect(vat).toHaveValue('intraCommunity');
      await expect(basis).toHaveValue('net');
      await expect(basis).toBeDisabled();
      await expect(page.getByText(tr('quote.settings.netOnly'))).toBeVisible();
      await expect(page.getByLabel(tr('quote.settings.vatId'), { exact: true })).toHaveValue('NL123456789B01');
      await expect(page.getByText(tr('quote.totals.noVat', { rate: german ? `0${nbsp}%` : '0%' }), { exact: true })).toBeVisible();
      await expect(page.getByText(tr('quote.vat.intraCommunityNote', { vatId: 'NL123456789B01', ownVatId: 'none' }))).toBeVisible();

      // The copied summary says it too.
      await page.getByRole('button', { name: tr('phone.summary.button') }).click();
      await expect
        .poll(() => app.readClipboard())
        .toContain(tr('quote.vat.intraCommunityNote', { vatId: 'NL123456789B01', ownVatId: 'none' }));

      // Changed for this quote alone: an export, its own note; and back to VAT at home, plus VAT again.
      await vat.selectOption('export');
      await expect(page.getByText(tr('quote.vat.exportNote'))).toBeVisible();
      await expect(page.getByText(tr('quote.vat.intraCommunityNote', { vatId: 'NL123456789B01', ownVatId: 'none' }))).toHaveCount(0);
      await vat.selectOption('domestic');
      await expect(basis).toBeEnabled();
      await expect(page.getByText(tr('quote.vat.exportNote'))).toHaveCount(0);
    });

    test('a dealer on net prices: the lookup and the phone line say the net price and what the markup is on; the dealer list price is shown, never said', async ({
      app,
    }) => {
      const { page, tr } = app;
      await addCustomer(page, DEALER);
      await pick(app, 'Händ');
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      await expect(article).toBeFocused();
      await article.fill('900155');
      await article.press('Enter');
      await app.expectPriceFor('900155');
      // By hand: 47,85 € gross at 19 % is 40,21 € net; × 1,2 = 48,25 € (never 57,42 € gross).
      const main = page.locator('[data-field="factor_price"]');
      const money = (amount: string) => (german ? `${amount.replace('.', ',')}${nbsp}€` : `€${amount}`);
      await expect(main.locator('.result-value')).toHaveText(money('48.25'));
      await expect(main).toContainText(german ? 'Angebotspreis (netto)' : 'Offer price (net)');
      await expect(main).toContainText(german ? `zzgl. 19${nbsp}% MwSt.` : 'plus 19% VAT');
      const markup = german ? `+20${nbsp}%` : '+20%';
      await expect(main).toContainText(
        tr('lookup.result.markupOnList', { markup: tr('phone.line.markupOn', { markup }), amount: money('40.21') }),
      );
      await expect(main).toContainText(tr('lookup.result.dealerBeside', { amount: money('24.13') }));

      await page.keyboard.press(app.commandKey('Shift+C'));
      await expect.poll(() => app.readClipboard()).toContain(german ? 'Für Händler Nord: ' : 'For Händler Nord: ');
      const line = await app.readClipboard();
      expect(line).toContain(
        `${money('48.25')} ${german ? `zzgl. 19${nbsp}% MwSt.` : 'plus 19% VAT'} (${tr('phone.line.markupOn', { markup })})`,
      );
      expect(line).not.toContain(money('24.13'));
      expect(line).not.toContain(money('57.42'));
    });
  });
}
