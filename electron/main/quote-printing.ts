import { BrowserWindow, session, type Session } from 'electron';
import type { DocumentLayout } from '../shared/quote/quote-document';
import { documentUrl, mmToInches, printableHtml, type QuotePrinter } from '../app/quote-printer';
import { denyAllPermissions } from './security';

/** No "persist:" prefix: an in-memory session of its own, so the document shares nothing with the app's window. */
const QUOTE_DOCUMENT_PARTITION = 'quote-document';

// The logo sits in the document as a data: image; nothing else may load.
const LOGO_URL = /^data:image\/(png|jpeg);base64,/;

/**
 * Chromium's printing for quote documents: main's HTML in a hidden window (sandboxed, no JavaScript, no
 * preload) in its own session whose every request is cancelled except the document's own data: URL.
 */
export function createElectronQuotePrinter(): QuotePrinter {
  const documents = new Set<string>();
  let documentSession: Session | null = null;
  const sessionForDocuments = (): Session => {
    if (documentSession) return documentSession;
    documentSession = session.fromPartition(QUOTE_DOCUMENT_PARTITION);
    denyAllPermissions(documentSession);
    documentSession.webRequest.onBeforeRequest((details, callback) => {
      callback({ cancel: !documents.has(details.url) && !LOGO_URL.test(details.url) });
    });
    return documentSession;
  };

  /** Opens the document in a hidden window, does `use` with it, and closes the window afterwards, also on failure. */
  const withDocument = async <T>(html: string, use: (window: BrowserWindow) => Promise<T>): Promise<T> => {
    const url = documentUrl(html);
    sessionForDocuments();
    documents.add(url);
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
    try {
      await window.loadURL(url);
      return await use(window);
    } finally {
      documents.delete(url);
      if (!window.isDestroyed()) window.destroy();
    }
  };

  return {
    pdf: (html, layout) =>
      withDocument(html, async (window) => new Uint8Array(await window.webContents.printToPDF(printToPdfOptions(layout)))),
    print: (html, layout) =>
      withDocument(
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
