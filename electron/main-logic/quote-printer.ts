import type { DocumentLayout } from '../shared/quote/quote-document';
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

/**
 * Chromium refuses a URL longer than this ("Refusing to load URL as it exceeds 2097152 characters",
 * electron/electron#8317), and the hidden window loads the document as a data: URL. A 1000-line quote
 * is about 0.4 MB of it; a logo near 1 MB adds 1.9 MB.
 */
const MAX_DOCUMENT_URL_CHARS = 2 * 1024 * 1024;

/** The document does not fit in a data: URL Chromium will load. */
export class DocumentTooLargeError extends Error {
  constructor() {
    super('the document is larger than Chromium loads as a data: URL');
    this.name = 'DocumentTooLargeError';
  }
}

/** The document as the data: URL the hidden window loads; throws DocumentTooLargeError when Chromium would refuse it. */
export function documentUrl(html: string): string {
  const url = htmlDataUrl(html);
  if (url.length > MAX_DOCUMENT_URL_CHARS) throw new DocumentTooLargeError();
  return url;
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

/** A page that is its own data: URL (no file, no server), as the hidden window loads it. */
function htmlDataUrl(html: string): string {
  return `data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`;
}
