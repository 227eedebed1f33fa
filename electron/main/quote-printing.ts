import { BrowserWindow, session, type Session } from 'electron';
import type { DocumentLayout } from '../shared/quote/document-schema';
import {
  createServedDocuments,
  DOCUMENT_HEADERS,
  DOCUMENT_SCHEME,
  mmToInches,
  printableHtml,
  type QuotePrinter,
} from '../main-logic/quote-printer';
import { createWarmPrintSurface } from '../main-logic/warm-print-surface';
import { denyAllPermissions } from './security';

/** No "persist:" prefix: an in-memory session of its own, so the document shares nothing with the app's window. */
const QUOTE_DOCUMENT_PARTITION = 'quote-document';

// The logo sits in the document as a data: image; nothing else may load.
const LOGO_URL = /^data:image\/(png|jpeg);base64,/;

/**
 * Chromium's printing for quote documents: main's HTML in a hidden window (sandboxed, no JavaScript, no
 * preload) in its own session, which serves each document from memory at an address of its own on the
 * documents' scheme and cancels every other request but a data: image (the logo).
 * `close` closes the window kept for PDFs: when the main window closes (a hidden window would keep the
 * app from quitting) and when the app quits.
 */
export function createElectronQuotePrinter(): QuotePrinter & { close(): Promise<void> } {
  const documents = createServedDocuments(`${DOCUMENT_SCHEME}://quote`);
  let documentSession: Session | null = null;
  const sessionForDocuments = (): Session => {
    if (documentSession) return documentSession;
    documentSession = session.fromPartition(QUOTE_DOCUMENT_PARTITION);
    denyAllPermissions(documentSession);
    documentSession.webRequest.onBeforeRequest((details, callback) => {
      callback({ cancel: documents.find(details.url) === null && !LOGO_URL.test(details.url) });
    });
    // docs/api/protocol.md: a window of a partition finds only the protocols of its own session.
    documentSession.protocol.handle(DOCUMENT_SCHEME, (request) => {
      const html = documents.find(request.url);
      return html === null ? new Response('Not found', { status: 404 }) : new Response(html, { headers: DOCUMENT_HEADERS });
    });
    return documentSession;
  };

  /** A hidden window for documents: sandboxed, no JavaScript, no preload. */
  const openDocumentWindow = (): BrowserWindow => {
    sessionForDocuments();
    const window = new BrowserWindow({
      show: false,
      width: 900,
      height: 1200,
      // Written out here, like the main window's, so reviewers and scanners see every setting.
      webPreferences: {
        partition: QUOTE_DOCUMENT_PARTITION,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        javascript: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        disableBlinkFeatures: 'Auxclick',
        spellcheck: false,
        devTools: false,
      },
    });
    // No navigation of its own and no new windows: lockDownWebContents, for every web contents (index.ts).
    return window;
  };

  /** Loads the document into the window; resolves once it finished loading (loadURL rejects when it failed). */
  const load = (window: BrowserWindow, html: string): Promise<void> => documents.serve(html, (url) => window.loadURL(url));

  // PDFs: one window kept warm between documents (opening one is most of a document's time), documents
  // taking turns in it; a failure or a crash of it opens a new one for the next.
  const warm = createWarmPrintSurface(async () => {
    const window = openDocumentWindow();
    return {
      window,
      load: (html: string) => load(window, html),
      onGone: (listener: () => void) => {
        window.webContents.once('render-process-gone', listener);
        window.once('closed', listener);
      },
      close: async () => {
        if (!window.isDestroyed()) window.destroy();
      },
    };
  });

  /** Print: a window of its own per document, as its dialog may stay open while PDFs are made. */
  const withPrintWindow = async <T>(html: string, use: (window: BrowserWindow) => Promise<T>): Promise<T> => {
    const window = openDocumentWindow();
    try {
      await load(window, html);
      return await use(window);
    } finally {
      if (!window.isDestroyed()) window.destroy();
    }
  };

  return {
    pdf: (html, layout) =>
      warm.withDocument(html, async ({ window }) => new Uint8Array(await window.webContents.printToPDF(printToPdfOptions(layout)))),
    print: (html, layout) =>
      withPrintWindow(
        printableHtml(html),
        (window) =>
          new Promise<boolean>((resolve, reject) => {
            // docs/api/web-contents.md: the callback gets (success, failureReason); "Print job canceled" is the user's choice.
            // Default margins follow the page's @page rules: the same page, margins, number and footer as the PDF.
            const options = {
              silent: false,
              printBackground: true,
              pageSize: layout.pageSize,
              margins: { marginType: 'default' as const },
            };
            window.webContents.print(options, (success, failureReason) => {
              if (success) resolve(true);
              else if (/cancel/i.test(failureReason)) resolve(false);
              else reject(new Error(failureReason));
            });
          }),
      ),
    close: () => warm.close(),
  };
}

/** Electron's printToPDF options for a layout: the page's @page rules, margins in inches (docs/api/structures/print-to-pdf-options.md). */
function printToPdfOptions(layout: DocumentLayout): Electron.PrintToPDFOptions {
  const { top, bottom, left, right } = layout.marginsMm;
  return {
    pageSize: layout.pageSize,
    printBackground: true,
    // The page's own number and footer (its @page rules and text), as Print has them: no templates of Chromium's.
    displayHeaderFooter: false,
    margins: { top: mmToInches(top), bottom: mmToInches(bottom), left: mmToInches(left), right: mmToInches(right) },
    preferCSSPageSize: true,
  };
}
