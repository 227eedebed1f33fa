import type { Browser, Page } from '@playwright/test';
import { createServedDocuments, DOCUMENT_HEADERS, printableHtml, type QuotePrinter } from '../../electron/main-logic/quote-printer';
import { createWarmPrintSurface, type PrintSurface, type WarmPrintSurface } from '../../electron/main-logic/warm-print-surface';
import type { DocumentLayout } from '../../electron/shared/quote/document-schema';

type PdfOptions = Parameters<Page['pdf']>[0];
type DocumentPage = PrintSurface & { page: Page };

/** Playwright's page.pdf options for a layout: the page's own @page rules, as Electron's printToPDF has them. */
function pagePdfOptions(layout: DocumentLayout): PdfOptions {
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
 * A page in a context of its own with JavaScript off and every network request aborted, loading each
 * document as the app's hidden window does: served from memory at an address of its own under one origin
 * (Playwright's routes cannot serve the app's own scheme, so an https origin that never resolves), with the
 * same headers, navigated to, waited for until loaded.
 */
async function openDocumentPage(browser: Browser): Promise<DocumentPage> {
  const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
  const documents = createServedDocuments('https://price-lookup-document.invalid');
  try {
    await context.route('**/*', (route) => {
      const html = documents.find(route.request().url());
      return html === null ? route.abort() : route.fulfill({ status: 200, headers: { ...DOCUMENT_HEADERS }, body: html });
    });
    const page = await context.newPage();
    return {
      page,
      load: async (html) => {
        await documents.serve(html, (url) => page.goto(url, { waitUntil: 'load' }));
      },
      onGone: (listener) => {
        let told = false;
        const once = (): void => {
          if (told) return;
          told = true;
          listener();
        };
        page.once('crash', once);
        page.once('close', once);
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Each browser's PDF surface kept for all its tests' printers (`pdfPage` 'kept'), closed with the browser. */
const keptSurfaces = new WeakMap<Browser, WarmPrintSurface<DocumentPage>>();

function keptSurface(browser: Browser): WarmPrintSurface<DocumentPage> {
  let surface = keptSurfaces.get(browser);
  if (surface === undefined) {
    surface = createWarmPrintSurface(() => openDocumentPage(browser));
    keptSurfaces.set(browser, surface);
  }
  return surface;
}

/**
 * Chromium's printing as the e2e harness and the bench have it, doing what the app does: PDFs in one page
 * kept warm between documents (electron/main-logic/warm-print-surface.ts), print in a page of its own per
 * document. Print cannot open a system dialog here: it records the HTML it was asked to print and answers
 * printed. `close` closes the kept page (the browser's closing does too). With `pdfPage` 'kept' the PDFs
 * are made in the browser's one kept page, shared with the printers of the worker's later tests (opening
 * a page costs Chromium more than a document), and `close` leaves it open.
 */
export function createPlaywrightPrinter(
  browser: Browser,
  printed: string[] = [],
  printedPdfs: Uint8Array[] = [],
  pdfPage: 'own' | 'kept' = 'own',
): QuotePrinter & { printed: string[]; printedPdfs: Uint8Array[]; close(): Promise<void> } {
  const warm = pdfPage === 'kept' ? keptSurface(browser) : createWarmPrintSurface(() => openDocumentPage(browser));
  const once = async (html: string, options: PdfOptions): Promise<Uint8Array> => {
    const surface = await openDocumentPage(browser);
    try {
      await surface.load(html);
      return new Uint8Array(await surface.page.pdf(options));
    } finally {
      await surface.close();
    }
  };
  return {
    printed,
    printedPdfs,
    pdf: (html, layout) => warm.withDocument(html, async (surface) => new Uint8Array(await surface.page.pdf(pagePdfOptions(layout)))),
    // What the printer would get: the printable page laid out by its own @page rules (as Electron's print
    // with default margins does), made a PDF so a test can read it.
    print: async (html) => {
      const printable = printableHtml(html);
      printedPdfs.push(await once(printable, { preferCSSPageSize: true, printBackground: true }));
      printed.push(printable);
      return true;
    },
    close: async () => {
      if (pdfPage === 'own') await warm.close();
    },
  };
}

/** One PDF, made in the browser's kept page: for tests that print a single document. */
export function pdfOnce(browser: Browser, html: string, layout: DocumentLayout): Promise<Uint8Array> {
  return createPlaywrightPrinter(browser, [], [], 'kept').pdf(html, layout);
}
