import type { Browser } from '@playwright/test';
import { documentUrl, printableHtml, type QuotePrinter } from '../../electron/app/quote-printer';
import type { DocumentLayout } from '../../electron/shared/quote/quote-document';

/** Playwright's page.pdf options for a layout: the page's own @page rules, as Electron's printToPDF has them. */
function pagePdfOptions(layout: DocumentLayout) {
  const { top, bottom, left, right } = layout.marginsMm;
  return {
    format: layout.pageSize,
    printBackground: true,
    displayHeaderFooter: false,
    margin: { top: `${top}mm`, bottom: `${bottom}mm`, left: `${left}mm`, right: `${right}mm` },
    preferCSSPageSize: true,
  };
}

/**
 * Chromium's printing as the e2e harness and the bench have it: main's HTML through Playwright's page.pdf
 * in a context of its own with JavaScript off and every network request aborted, as the app's hidden
 * window does. Print cannot open a system dialog here: it records the HTML it was asked to print and
 * answers printed.
 */
export function createPlaywrightPrinter(
  browser: Browser,
  printed: string[] = [],
  printedPdfs: Uint8Array[] = [],
): QuotePrinter & { printed: string[]; printedPdfs: Uint8Array[] } {
  const render = async (html: string, options: Parameters<import('@playwright/test').Page['pdf']>[0]): Promise<Uint8Array> => {
    // The app's hidden window loads the document as a data: URL; what it would refuse is refused here too.
    documentUrl(html);
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      return new Uint8Array(await page.pdf(options));
    } finally {
      await context.close();
    }
  };
  return {
    printed,
    printedPdfs,
    pdf: (html, layout) => render(html, pagePdfOptions(layout)),
    // What the printer would get: the printable page laid out by its own @page rules (as Electron's print
    // with default margins does), made a PDF so a test can read it.
    print: async (html) => {
      const printable = printableHtml(html);
      printedPdfs.push(await render(printable, { preferCSSPageSize: true, printBackground: true }));
      printed.push(printable);
      return true;
    },
  };
}
