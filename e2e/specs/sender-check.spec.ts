import { expect, test } from '../fixtures';
import { pdfPages } from '../pdf-text';
import { specLocales } from '../languages';

// Before a customer PDF or print the app says what the letter lacks (its recipient, its sender's details, an
// intra-Community supply's VAT IDs) and takes the user there.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('a customer copy without a recipient or the company’s details asks first, takes the user to the first missing field, and goes on without them when asked', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();

      const customerPdf = page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true });
      await customerPdf.click();
      const question = page.getByRole('alertdialog', { name: tr('company.senderCheck.title') });
      const all = [
        tr('document.company.name'),
        tr('document.company.address'),
        tr('company.registerCourt'),
        tr('company.registerNumber'),
        tr('company.managingDirectors'),
        tr('company.vatId'),
      ];
      const list = (names: string[]) => new Intl.ListFormat(locale.slice(0, 2), { type: 'conjunction' }).format(names);
      // No recipient (issue 49, point 7): said first, and added in the quote.
      await expect(question).toContainText(tr('company.senderCheck.recipient'));
      await expect(question).toContainText(tr('company.senderCheck.missing', { fields: list(all), count: all.length }));
      // Nothing is saved until the user answers; the first answer has the cursor.
      const inQuote = question.getByRole('button', { name: tr('company.senderCheck.completeQuote') });
      await expect(inQuote).toBeFocused();
      await app.screenshot(`${locale}-sender-check`);
      // Escape cancels: no file, the cursor back on the button.
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(customerPdf).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) })).toHaveCount(0);

      // "Add it in the quote": the cursor in the recipient's name; a name without an address is asked about too.
      await customerPdf.click();
      await inQuote.click();
      await expect(question).toHaveCount(0);
      const recipientName = page.getByLabel(tr('letter.recipient.name'), { exact: true });
      await expect(recipientName).toBeFocused();
      await recipientName.fill('Camping Keller');
      await recipientName.press('Tab');
      await customerPdf.click();
      await expect(question).toContainText(tr('company.senderCheck.address'));
      await expect(question).not.toContainText(tr('company.senderCheck.recipient'));
      await inQuote.click();
      const recipientAddress = page.getByLabel(tr('letter.recipient.address'), { exact: true });
      await expect(recipientAddress).toBeFocused();
      await recipientAddress.fill('Seestraße 4\n6300 Zug');
      await recipientAddress.press('Tab');

      // Only the sender's details now: "Add them in Settings" opens Settings at the company, the cursor in the first missing field.
      await customerPdf.click();
      await expect(question).not.toContainText(tr('company.senderCheck.address'));
      const complete = question.getByRole('button', { name: tr('company.senderCheck.complete') });
      await expect(complete).toBeFocused();
      await complete.click();
      await expect(page.getByRole('tab', { name: tr('settings.section.quotes.title'), exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const name = page.getByLabel(tr('document.company.name'), { exact: true });
      await expect(name).toBeFocused();
      await name.fill('Müller & Söhne Großhandel GmbH');
      await name.press('Tab');
      await page.getByLabel(tr('document.company.address'), { exact: true }).fill('Industriestraße 12\n70565 Stuttgart');
      await page.getByLabel(tr('document.company.address'), { exact: true }).press('Tab');
      await page.getByLabel(tr('company.registerCourt'), { exact: true }).fill('Amtsgericht Stuttgart');
      await page.getByLabel(tr('company.registerNumber'), { exact: true }).fill('HRB 12345');
      await page.getByLabel(tr('company.registerNumber'), { exact: true }).press('Tab');
      await expect(page.locator('#company-register-number-status')).toHaveText(tr('settings.saved'));

      // Two still missing: said so, and the cursor goes to the first of them.
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await customerPdf.click();
      await expect(question).toContainText(tr('company.senderCheck.missing', { fields: list(all.slice(4)), count: 2 }));
      await complete.click();
      await expect(page.getByLabel(tr('company.managingDirectors'), { exact: true })).toBeFocused();

      // Go on without them: the PDF is made, with what there is in its footer.
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await customerPdf.click();
      await question.getByRole('button', { name: tr('company.senderCheck.goOn') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) })).toBeVisible({
        timeout: 15_000,
      });
      const [first] = await pdfPages(app.pdfPath);
      expect(first).toContain('Müller & Söhne');
      expect(first).toContain('Industriestraße 12');
      expect(first).toContain(tr('company.legal.registerCourt', { court: 'Amtsgericht Stuttgart' }));
      expect(first).toContain(tr('company.legal.registerNumber', { number: 'HRB 12345' }));
    });

    test.describe('connected to the service', () => {
      // The test service has articles enough for two pages.
      test.use({ connected: true });

      test('a company set in full: an EU business’s quote asks for its recipient and VAT ID in the quote, then the customer PDF and print go out at once, the legal details and both VAT IDs in it', async ({
        app,
      }) => {
        // Forty lines priced and laid out on two pages.
        test.setTimeout(60_000);
        test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
        await page.getByRole('tab', { name: tr('settings.section.quotes.title'), exact: true }).click();
        const details: [string, string, string][] = [
          [tr('document.company.name'), 'company-name', 'Reimo GmbH'],
          [tr('document.company.address'), 'company-address', 'Boschstraße 3\n63329 Egelsbach'],
          [tr('company.registerCourt'), 'company-register-court', 'Amtsgericht Offenbach'],
          [tr('company.registerNumber'), 'company-register-number', 'HRB 1234'],
          [tr('company.managingDirectors'), 'company-managing-directors', 'Anna Reimo, Paul Reimo'],
          [tr('company.vatId'), 'company-vat-id', 'DE112233445'],
        ];
        for (const [label, id, text] of details) {
          await page.getByLabel(label, { exact: true }).fill(text);
          await page.getByLabel(label, { exact: true }).press('Tab');
          await expect(page.locator(`#${id}-status`)).toHaveText(tr('settings.saved'));
        }
        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        // Enough lines for a second page.
        await page.getByLabel(tr('quote.paste.label')).fill(Array.from({ length: 40 }, (_, n) => `SYN-${n + 1}\t1`).join('\n'));
        await page.getByRole('button', { name: tr('quote.paste.add') }).click();
        await expect(page.getByText(tr('quote.progress.priced', { done: 40, count: 40 }))).toBeVisible({ timeout: 20_000 });
        // A Dutch business: a tax-exempt intra-Community supply, whose note names both VAT IDs.
        await page.getByLabel(tr('quote.settings.vat'), { exact: true }).selectOption('intraCommunity');
        const customerPdf = page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true });
        const question = page.getByRole('alertdialog', { name: tr('company.senderCheck.title') });
        const inQuote = question.getByRole('button', { name: tr('company.senderCheck.completeQuote') });
        // No recipient and no customer's VAT ID: asked, each added where the quote has it; the company's VAT ID is set.
        await customerPdf.click();
        await expect(question).toContainText(tr('company.senderCheck.recipient'));
        await expect(question).toContainText(tr('company.senderCheck.customerVatId'));
        await expect(question).not.toContainText(tr('company.senderCheck.ownVatId'));
        await expect(question).not.toContainText(tr('company.senderCheck.why'));
        await inQuote.click();
        await page.getByLabel(tr('letter.recipient.name'), { exact: true }).fill('Kampeer BV');
        await page.getByLabel(tr('letter.recipient.address'), { exact: true }).fill('Dorpsstraat 1\n3512 AB Utrecht');
        await page.getByLabel(tr('letter.recipient.address'), { exact: true }).press('Tab');
        await customerPdf.click();
        await expect(question).not.toContainText(tr('company.senderCheck.recipient'));
        await expect(question).toContainText(tr('company.senderCheck.customerVatId'));
        await inQuote.click();
        const vatId = page.getByLabel(tr('quote.settings.vatId'), { exact: true });
        await expect(vatId).toBeFocused();
        await vatId.fill('NL123456789B01');
        await vatId.press('Tab');
        await customerPdf.click();
        await expect(page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        const pages = await pdfPages(app.pdfPath);
        expect(pages.length).toBeGreaterThan(1);
        expect(pages.join(' ').replace(/\s+/g, ' ')).toContain(
          tr('quote.vat.intraCommunityNote', { vatId: 'NL123456789B01', ownVatId: 'DE112233445' }),
        );
        for (const text of pages) {
          expect(text).toContain(tr('company.legal.registerCourt', { court: 'Amtsgericht Offenbach' }));
          expect(text).toContain(tr('company.legal.managingDirectors', { names: 'Anna Reimo, Paul Reimo', count: 2 }));
          expect(text).toContain(tr('company.legal.vatId', { id: 'DE112233445' }));
        }
        if (app.printed === null) return;
        await page.getByRole('button', { name: tr('quote.export.customerView'), pressed: false }).click();
        await page.getByRole('button', { name: tr('document.button.printCustomer') }).click();
        // Chromium lays the two pages out as for a PDF: as long as a PDF may take on a busy machine.
        await expect(page.getByRole('status').filter({ hasText: tr('document.status.printing') })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      });
    });
  });
}
