import { writeFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { pdfPageCount, pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { openQuoteWithPricedLines } from '../quote-steps';
import { specLocales } from '../languages';

// Print goes through main's hidden print window (electron/main/quote-printing.ts in the Electron app, the
// harness's printer here): what reaches paper, read back page by page, is what the saved PDF says.

test.use({ connected: true });

/** The lines of a text that carry figures or article numbers: what must be the same on paper and in the PDF. */
const figureLines = (pages: readonly string[]): string[] =>
  pages
    .join('\n')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => /\d/.test(line));

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the customer copy printed from the hidden window has the saved PDF’s pages, number, lines and totals', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await openQuoteWithPricedLines(app);
      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      const saved = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
      await expect(saved).toBeVisible({ timeout: 15_000 });
      const pdf = await pdfPages(app.pdfPath);

      // Print offers the copy the view shows: the customer's.
      await page.getByRole('button', { name: tr('quote.export.customerView'), pressed: false }).click();
      await page.getByRole('button', { name: tr('document.button.printCustomer'), exact: true }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.printing') })).toBeVisible({ timeout: 15_000 });
      const printed = await app.printedDocuments();
      expect(printed).toHaveLength(1);
      const printedPath = `${app.pdfPath}.printed.pdf`;
      await writeFile(printedPath, printed[0] ?? new Uint8Array());
      const count = await pdfPageCount(printedPath);
      expect(count).toBe(await pdfPageCount(app.pdfPath));
      const paper = await pdfPages(printedPath);
      paper.forEach((text, index) => {
        expect(text, `printed page ${index + 1}`).toContain(tr('document.footer.page', { page: index + 1, pages: count }));
      });
      const all = paper.join('\n');
      for (const artnr of ['900155', 'AB-1029', '31245']) expect(all).toContain(artnr);
      expect(all).toContain(tr('quote.totals.gross'));
      // Every figure and article line of the saved PDF is on paper, in the same order.
      expect(figureLines(paper)).toEqual(figureLines(pdf));
    });
  });
}
