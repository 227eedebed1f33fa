import { expectNoViolationsInBothThemes } from '../appearance-checks';
import { addCustomers, pickByKeyboard } from '../customer-list';
import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// A customer picked by keyboard at the top of the lookup form: their country and markup apply, the chip and
// the line for the phone name them, recent lookups keep them, "next call" clears them. A quote made for them
// (or given them later, in one choice) takes recipient, country, factor, language and net or gross.
// Typed fast (Enter before the list shows) and the add button's words: second-week-words.spec.ts, in both languages.

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const german = locale === 'de-DE';
    const decimal = (text: string): string => (german ? text.replace('.', ',') : text);

    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('picked by keyboard: the customer’s country and factor apply, the chip and the phone line name them, next call clears them, a recent lookup picks them again', async ({
      app,
    }) => {
      const { page, tr } = app;
      await addCustomers(page);
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const country = page.getByLabel(tr('lookup.form.country'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const chip = page.locator('.customer-chip');
      const offered = page.locator('[data-field="factor_price"] .result-value');

      // What Austria at 1,25 costs, typed by hand: what the customer's lookup must say.
      await lookUp(app, '560011', { country: 'at', factor: decimal('1.25') });
      await app.expectPriceFor('560011');
      const price = await offered.innerText();
      await page.keyboard.press(app.commandKey('N'));
      await expect(country).toHaveValue('at');
      await country.selectOption('de');

      // The key is named in the field's hint; the matches are listed best first: a name beginning "Mül", then the other words.
      const box = page.getByRole('combobox', { name: tr('customerPick.label'), exact: true });
      await expect(box).toHaveAttribute('aria-keyshortcuts', app.commandKey('K'));
      await expect(page.getByText(tr('customerPick.hint', { keys: tr('customerPick.keys', { mac: app.macKeys }) }))).toBeVisible();
      await page.keyboard.press(app.commandKey('K'));
      await expect(box).toBeFocused();
      await box.pressSequentially('mül');
      const list = page.getByRole('listbox', { name: tr('customerPick.label'), exact: true });
      await expect(list.getByRole('option')).toHaveText([
        tr('customerPick.option', { name: 'Müllers Wohnmobile', number: 'K-1002', town: '20095 Hamburg' }),
        tr('customerPick.option', { name: 'Camping Müller', number: 'K-1001', town: '6020 Innsbruck' }),
        tr('customerPick.option', { name: 'Freizeit Sommer', number: 'K-1003', town: '45468 Mülheim' }),
      ]);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option', { selected: true })).toContainText('Camping Müller');
      await app.screenshot(`${locale}-customer-pick-list`);
      // axe cannot tell the contrast of what an open list covers: it checks the view with the customer picked, below.
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-customer-pick-list-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      // Escape closes the list and starts no next call; the arrows open it again.
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('mül');
      await page.keyboard.press('ArrowDown');
      await expect(list.getByRole('option')).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      // Picked: their country and factor in the form, the chip names them, the cursor waits in the article number.
      await expect(article).toBeFocused();
      await expect(country).toHaveValue('at');
      await expect(factor).toHaveValue(decimal('1.25'));
      await expect(chip).toContainText(german ? 'Camping Müller · Faktor 1,25' : 'Camping Müller · factor 1.25');
      await article.fill('560011');
      await article.press('Enter');
      await app.expectPriceFor('560011');
      // On their basis (net, as their quotes show it): the net offer, not the gross one typed by hand
      // (the figure itself: vat-per-customer.spec.ts and the unit tests of offeredPriceOn).
      await expect(page.locator('[data-field="factor_price"] dt')).toContainText(german ? 'netto' : 'net');
      const theirs = await offered.innerText();
      expect(theirs).not.toBe(price);

      // The line for the phone names them, and says their price, never their factor.
      await page.keyboard.press(app.commandKey('Shift+C'));
      await expect.poll(() => app.readClipboard()).toContain(german ? 'Für Camping Müller: ' : 'For Camping Müller: ');
      const line = await app.readClipboard();
      expect(line).toContain(theirs);
      // The factor as a number of its own (811,25 € holds "1,25"); what the markup is on is said in percent.
      expect(line).not.toMatch(/(?<![\d.,])1[.,]25(?!\d)/);
      // The recent lookup says whom it was for.
      const recent = page.getByRole('list', { name: tr('recall.recent.name'), exact: true });
      await expect(recent.getByRole('button').first()).toContainText(tr('customerPick.recentFor', { customer: 'Camping Müller' }));
      await app.screenshot(`${locale}-customer-picked`);
      await expectNoViolationsInBothThemes(app, 'a lookup for a customer', 'customer-picked');
      await page.emulateMedia({ colorScheme: 'light' });

      // Another factor for one lookup: the chip says which applies, and the customer's beside it.
      await factor.fill(decimal('1.4'));
      await expect(chip).toContainText(
        tr('customerPick.chip', { customer: 'Camping Müller', factor: decimal('1.4'), own: 'yes', theirs: decimal('1.25') }),
      );

      // Next call: the customer goes with the factor and the answer.
      await page.keyboard.press(app.commandKey('N'));
      await expect(chip).toHaveCount(0);
      await expect(factor).toHaveValue('');
      await expect(article).toBeFocused();

      // The recent lookup picks its customer again.
      await article.press('ArrowDown');
      await expect(recent.getByRole('button').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await app.expectPriceFor('560011');
      await expect(chip).toContainText(
        tr('customerPick.chip', { customer: 'Camping Müller', factor: decimal('1.25'), own: 'no', theirs: '' }),
      );
      await expect(offered).toHaveText(theirs);
    });

    test('a quote made with the customer picked is theirs; changing its customer is one choice', async ({ app }) => {
      const { page, tr } = app;
      const ids = await addCustomers(page);
      await pickByKeyboard(app, 1);
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      await article.fill('560011');
      await article.press('Enter');
      await app.expectPriceFor('560011');
      // No quote yet: the button offers one for the customer picked; once made, it names it and them.
      const addButton = (name: string) => page.getByRole('button', { name, exact: true });
      const named = (number: number, customer: string): string =>
        tr('quote.add.toQuote', {
          numbered: 'no',
          quote: tr('quote.defaultName', { number: String(number) }),
          hasCustomer: 'yes',
          customer,
        });
      await expect(addButton(tr('quote.add.newFor', { customer: 'Camping Müller' }))).toBeVisible();
      await page.getByLabel(tr('quote.add.quantity'), { exact: true }).press('Enter');
      await expect(page.locator('.add-to-quote').getByRole('status')).toContainText('560011');
      await expect(addButton(named(1, 'Camping Müller'))).toBeVisible();
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();

      const quoteCountry = page.getByLabel(tr('quote.settings.country'), { exact: true });
      const quoteFactor = page.getByLabel(tr('quote.settings.factor'), { exact: true });
      const basis = page.getByLabel(tr('quote.settings.basis'), { exact: true });
      const name = page.getByLabel(tr('letter.recipient.name'), { exact: true });
      const contact = page.getByLabel(tr('letter.recipient.contact'), { exact: true });
      const address = page.getByLabel(tr('letter.recipient.address'), { exact: true });
      const number = page.getByLabel(tr('letter.recipient.customerNumber'), { exact: true });
      const language = page.getByLabel(tr('letter.language.label'), { exact: true });
      await expect(quoteCountry).toHaveValue('at');
      await expect(quoteFactor).toHaveValue(decimal('1.25'));
      await expect(basis).toHaveValue('net');
      await expect(name).toHaveValue('Camping Müller');
      await expect(contact).toHaveValue('Anna Müller');
      await expect(address).toHaveValue('Seeweg 3\n6020 Innsbruck');
      await expect(number).toHaveValue('K-1001');
      await expect(language).toHaveValue('de');
      // The line took the lookup's factor, the quote's own: no factor of its own.
      await expect(page.getByLabel(tr('quote.lines.factorOf', { artnr: '560011' }))).toHaveValue('');
      await app.screenshot(`${locale}-quote-for-customer`);
      await expectNoViolationsInBothThemes(app, 'a quote for a customer', 'quote-for-customer');
      await page.emulateMedia({ colorScheme: 'light' });

      // Another customer for the quote: one choice, by keyboard; all five follow.
      await page.keyboard.press(app.commandKey('K'));
      const box = page.getByRole('combobox', { name: tr('customerPick.label'), exact: true });
      await expect(box).toBeFocused();
      await box.pressSequentially('mül');
      await expect(page.getByRole('listbox', { name: tr('customerPick.label'), exact: true }).getByRole('option')).toHaveCount(3);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: tr('customerPick.quoteSet', { customer: 'Müllers Wohnmobile' }) }),
      ).toBeVisible();
      await expect(quoteCountry).toHaveValue('de');
      await expect(quoteFactor).toHaveValue('');
      await expect(basis).toHaveValue('gross');
      await expect(name).toHaveValue('Müllers Wohnmobile');
      await expect(contact).toHaveValue('');
      await expect(address).toHaveValue('Hafenstraße 1\n20095 Hamburg');
      await expect(number).toHaveValue('K-1002');
      await expect(language).toHaveValue('en');
      // Kept with the quote: the customer it is for.
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const loaded = await window.priceLookup!.loadQuotes();
            return loaded.ok ? loaded.value.quotes.map((quote) => quote.customerId) : null;
          }),
        )
        .toEqual([ids['Müllers Wohnmobile']]);
      // Each can still be edited afterwards.
      await basis.selectOption('net');
      await expect(basis).toHaveValue('net');

      // Back at the lookup, Camping Müller still picked: the open quote is another customer's now, so the
      // button offers a new quote for Camping Müller, and that is where the line goes.
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup'), exact: true }).click();
      await article.fill('560011');
      await article.press('Enter');
      await app.expectPriceFor('560011');
      await expect(addButton(named(1, 'Müllers Wohnmobile'))).toHaveCount(0);
      await addButton(tr('quote.add.newFor', { customer: 'Camping Müller' })).click();
      await expect(page.locator('.add-to-quote').getByRole('status')).toContainText('560011');
      await expect(addButton(named(2, 'Camping Müller'))).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const loaded = await window.priceLookup!.loadQuotes();
            return loaded.ok ? loaded.value.quotes.map((quote) => [quote.customerId, quote.lines.length]) : null;
          }),
        )
        .toEqual([
          [ids['Müllers Wohnmobile'], 1],
          [ids['Camping Müller'], 1],
        ]);
    });
  });
}
