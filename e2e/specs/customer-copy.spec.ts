import { expect, test } from '../fixtures';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { specLocales } from '../languages';

// The customer's copy says what the customer needs (availability in words), and the screen can show just that.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('availability in words on both copies, "Customer PDF" and "Internal PDF", and a customer view that hides what is internal', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo articles.");
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.settings.factor')).fill(locale === 'de-DE' ? '1,25' : '1.25');
      await page.getByLabel(tr('quote.settings.factor')).press('Enter');
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2\n120050\t3\n560011\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 3, count: 3 }))).toBeVisible();
      const quoteName = locale === 'de-DE' ? 'Vorzelt Familie Krüger' : 'Awning for the Millers';
      await page.getByLabel(tr('quote.toolbar.name')).fill(quoteName);
      await page.getByLabel(tr('quote.toolbar.name')).press('Enter');
      // 900155 is phasing out (lifecycle E): the customer is told so.
      const fromStock = tr('quote.availability.fromStockPhasingOut');
      const days = tr('quote.availability.days', { days: 14 });
      const onRequest = tr('quote.availability.onRequestDays', { days: 14 });

      // The customer view: no editing, no factor, no dealer or list price, no stock counts, no notes.
      const toggle = page.getByRole('button', { name: tr('quote.export.customerView'), exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText([
        tr('quote.column.article'),
        tr('quote.column.quantity'),
        tr('quote.column.unitPrice', { basis: 'gross' }),
        tr('quote.column.lineTotal', { basis: 'gross' }),
        tr('quote.column.availability'),
      ]);
      const row = (artnr: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: artnr }) });
      await expect(row('900155').getByRole('cell').last()).toHaveText(fromStock);
      await expect(row('120050').getByRole('cell').last()).toHaveText(days);
      await expect(row('560011').getByRole('cell').last()).toHaveText(onRequest);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByLabel(tr('quote.settings.factor'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr('quote.lines.removeArticle', { artnr: '900155' }) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr('document.button.internalPdf') })).toHaveCount(0);
      await expect(table).not.toContainText(tr('errors.quoteWarning.phasingOut', { lifecycle: 'E' }));
      await expect(table).not.toContainText('11+');
      await app.screenshot(`${locale}-customer-view`);

      // Back to work: everything is there again.
      await toggle.click();
      await expect(page.getByLabel(tr('quote.settings.factor'))).toBeVisible();
      await expect(table.getByRole('columnheader', { name: tr('quote.column.stock') })).toBeVisible();

      // Two PDFs, each with availability in words; the customer's without the internal columns.
      for (const copy of ['customer', 'internal'] as const) {
        const status = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
        await page
          .getByRole('button', { name: tr(copy === 'customer' ? 'document.button.customerPdf' : 'document.button.internalPdf') })
          .click();
        // No company is set here: the customer's copy asks first (sender-check.spec.ts).
        if (copy === 'customer') await goOnWithoutSender(app);
        await expect(status).toBeVisible({ timeout: 15_000 });
        const text = (await pdfPages(app.pdfPath)).join('\n');
        expect(text).toContain(tr('document.column.availability'));
        // The quote's internal name nowhere: the subject is "Quote" / "Angebot" and the number.
        expect(text).not.toContain(quoteName);
        expect(text).toMatch(new RegExp(`^\\s*${tr('document.subject', { number: 'A-\\d{4}-\\d{4}' })}\\s*$`, 'm'));
        // The availability may wrap in its column: its first words are on the line, the rest under them.
        const said = (words: string): string => words.replace('.', '\\.').split(' ').slice(0, 2).join(' ');
        expect(text).toMatch(new RegExp(`900155[^\\n]*${said(fromStock)}`));
        expect(text).toMatch(new RegExp(`120050[^\\n]*${said(days)}`));
        expect(text).toMatch(new RegExp(`560011[^\\n]*${said(onRequest)}`));
        // The price list's country is the sales person's business: on the internal copy only.
        const country = tr('document.country', { country: '' }).trim();
        if (copy === 'customer') {
          expect(text).not.toContain(tr('document.column.dealerPrice').split(/[- ]/)[0]!);
          expect(text).not.toContain(country);
        } else {
          expect(text).toContain(tr('document.column.dealerPrice').split(/[- ]/)[0]!);
          expect(text).toContain(country);
        }
        // "Show in folder", to drag the file into a mail.
        await page.getByRole('button', { name: tr('document.button.showInFolder') }).click();
        await expect.poll(() => app.openedFolders()).toContain(app.pdfPath);
        await status.evaluate((element) => (element.textContent = ''));
      }
    });
  });
}
