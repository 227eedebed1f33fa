import type { DocumentLayout } from '../shared/quote/document-schema';
import { MAX_DOCUMENT_CHARS } from '../shared/quote/quote-document';
import type { IpcCaller } from './ipc-caller';

/**
 * Chromium's printing, injected: Electron's webContents.printToPDF/print in a hidden sandboxed window in
 * the app (electron/main/quote-printing.ts), Playwright's page.pdf in the e2e harness and the bench.
 * Both get the same page, laid out by its own @page rules; neither fetches anything.
 */
export interface QuotePrinter {
  /** The page as a PDF, laid out by its own @page rules (the layout's paper and margins say the same). */
  pdf(html: string, layout: DocumentLayout): Promise<Uint8Array>;
  /** Opens the system's print dialog for the page; false when the user cancelled it. Throws when printing failed. */
  print(html: string, layout: DocumentLayout, caller: IpcCaller): Promise<boolean>;
}

/** Where there is no Chromium (unit tests, the CLI): every document fails with a reason. */
export const NO_PRINTER: QuotePrinter = {
  pdf: () => Promise.reject(new Error('no printing here')),
  print: () => Promise.reject(new Error('no printing here')),
};

/** The document is over MAX_DOCUMENT_CHARS. */
export class DocumentTooLargeError extends Error {
  constructor() {
    super('the document is larger than a document page may be');
    this.name = 'DocumentTooLargeError';
  }
}

/**
 * The scheme the app's hidden window loads documents from (privileged as standard and secure before the
 * app is ready, served only in the documents' own session): one origin for all, so Chromium keeps the
 * page's renderer between documents. A data: URL is an origin of its own each time and cost about 300 ms
 * more per document.
 */
export const DOCUMENT_SCHEME = 'price-lookup-document';

/** How a served document is answered: nothing but its own inline style and data: images may load. */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The documents being loaded now, each at an address of its own, answered from memory and nowhere else. */
export interface ServedDocuments {
  /** Serves `html` at a new address under `origin` while `use` runs; throws DocumentTooLargeError over the bound. */
  serve<T>(html: string, use: (url: string) => Promise<T>): Promise<T>;
  /** The document at this address while it is served; null for any other address. */
  find(url: string): string | null;
}

/** Documents served under `origin` (e.g. "price-lookup-document://quote"); a print and a PDF may be served at once. */
export function createServedDocuments(origin: string): ServedDocuments {
  const served = new Map<string, string>();
  let count = 0;
  return {
    async serve(html, use) {
      if (html.length > MAX_DOCUMENT_CHARS) throw new DocumentTooLargeError();
      count += 1;
      // A new address per document: nothing of the previous one can be answered for it, by any cache.
      const url = `${origin}/${count}.html`;
      served.set(url, html);
      try {
        return await use(url);
      } finally {
        served.delete(url);
      }
    },
    find: (url) => served.get(url) ?? null,
  };
}

/**
 * The document as it is printed: the page itself, which carries its page rules (paper, margins, "Page x
 * of y") and its running number and footer as text, so the printout is the PDF. Nothing is added to it:
 * no user or policy text ever goes into CSS or script.
 */
export function printableHtml(html: string, _layout?: DocumentLayout): string {
  return html;
}

/** Millimetres in inches, as Electron's printToPDF takes its margins. */
export function mmToInches(mm: number): number {
  return Math.round((mm / 25.4) * 1000) / 1000;
}
