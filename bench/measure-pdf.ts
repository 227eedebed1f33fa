import { SCREEN_HIDDEN } from '../electron/shared/quote/quote-document-style';
import type { Browser } from '@playwright/test';
import { NO_WINDOW } from '../electron/main-logic/ipc-caller';
import { msg } from '../electron/shared/i18n/catalogue';
import type { DocumentContext } from '../electron/shared/quote/document-schema';
import { renderQuoteDocument } from '../electron/shared/quote/quote-document-html';
import type { QuoteDocument, QuoteDocumentLine } from '../electron/shared/quote/quote-document';
import { createPlaywrightPrinter } from '../test/harness/playwright-printer';
import { sample, summarize } from './stats';

/** A quote of `count` lines as the window sends it, every third line with warnings (they wrap, so pages fill as in use). */
function benchQuoteDocument(count: number): QuoteDocument {
  const lines: QuoteDocumentLine[] = Array.from({ length: count }, (_, index) => ({
    artnr: `SYN-${index + 1}`,
    quantity: (index % 5) + 1,
    factor: '1.25',
    unitPrice: `${(index % 90) + 10}.95`,
    factorPrice: `${(index % 90) + 13}.69`,
    lineTotal: `${((index % 90) + 13) * ((index % 5) + 1)}.00`,
    net: {
      unitPrice: `${(index % 90) + 9}.20`,
      factorPrice: `${(index % 90) + 11}.50`,
      lineTotal: `${((index % 90) + 11) * ((index % 5) + 1)}.00`,
    },
    dealerPrice: `${(index % 90) + 6}.57`,
    stock: index % 13,
    stockAsOf: null,
    offer: 'offered',
    tax: '19',
    availability: index % 4 === 0 ? msg('quote.availability.days', { days: 14 }) : msg('quote.availability.fromStock'),
    warnings: index % 3 === 0 ? [msg('errors.quoteWarning.phasingOut', { lifecycle: 'E' })] : [],
  }));
  return {
    quoteId: 'bench',
    letter: { recipient: null, validityDays: null, terms: null, documentLanguage: null },
    copy: 'internal',
    basis: 'gross',
    vat: { treatment: 'domestic', vatId: '' },
    name: 'Bench',
    country: 'de',
    currency: 'EUR',
    lines,
  };
}

export interface PdfFigures {
  /** Main's HTML for the quote and Chromium's PDF of it, ms. */
  pdf: ReturnType<typeof summarize>;
  lines: number;
  pages: number;
  bytes: number;
}

/**
 * The quote as a plain document (no recipient, nothing in Settings), as the letter a customer gets, or as
 * the long quote of the e2e (`quote-document.spec.ts`): 120 lines opened again, so every stock is dated.
 */
export type PdfKind = 'plain' | 'letter' | 'long';

/** The quote's lines: 100 for a plain document or a letter, 120 for the long quote (fewer in the quick run). */
interface PdfLines {
  lines: number;
  longLines: number;
}

/** What main renders the bench quote with: nothing set, or a recipient, salesperson, terms and a three-column footer. */
function benchDocumentContext(kind: PdfKind, sizes: PdfLines): { document: QuoteDocument; context: DocumentContext } {
  const plain = benchQuoteDocument(kind === 'long' ? sizes.longLines : sizes.lines);
  const context: DocumentContext = {
    language: 'de',
    regionalLocale: 'de-DE',
    company: { name: 'Reimo Reisemobil-Center GmbH', address: ['Boschstraße 3', '63329 Egelsbach'] },
    logo: null,
    issue: { number: 'A-2026-0042', issuedOn: '2026-11-25', validUntil: '2026-12-09' },
    salesperson: { name: '', phone: '', email: '' },
    terms: '',
    footer: [],
  };
  if (kind === 'plain') return { document: plain, context };
  if (kind === 'long')
    return { document: { ...plain, lines: plain.lines.map((line) => ({ ...line, stockAsOf: '2026-11-24T09:14:00.000Z' })) }, context };
  return {
    document: {
      ...plain,
      // Mixed rates, so the totals carry a VAT line per rate.
      lines: plain.lines.map((line, index) => (index % 4 === 1 ? { ...line, tax: '7' } : line)),
      letter: {
        recipient: {
          name: 'Camping Müller GmbH',
          contact: 'Petra Müller',
          address: ['Seestraße 4', '88131 Lindau'],
          customerNumber: 'K-4711',
        },
        validityDays: null,
        terms: null,
        documentLanguage: null,
      },
    },
    context: {
      ...context,
      salesperson: { name: 'Anna Schmidt', phone: '+49 6103 4005-0', email: 'anna.schmidt@example.com' },
      terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug. Lieferung ab Lager Egelsbach.',
      footer: [
        'Reimo Reisemobil-Center GmbH\nAmtsgericht Offenbach HRB 1234',
        'USt-IdNr. DE123456789',
        'Sparkasse Langen-Seligenstadt\nIBAN DE00 5065 2124 0000 0000 00',
      ],
    },
  };
}

/**
 * (12) PDF of a quote: main's HTML built from the data, then Chromium's PDF of it through Playwright's
 * page.pdf in Debian's Chromium (one page kept warm between documents, JavaScript off, network aborted),
 * as the e2e harness makes it and as the app's hidden Electron window does (electron/main-logic/warm-print-surface.ts).
 * The long quote is also printed as the harness prints: the printable page laid out by its own @page
 * rules, as a PDF, in a page of its own per document like the app's print.
 */
export async function measurePdf(
  browser: Browser,
  { iterations, warmup, ...sizes }: { iterations: number; warmup: number } & PdfLines,
): Promise<Record<PdfKind, PdfFigures> & { longPrint: ReturnType<typeof summarize>; floor: ReturnType<typeof summarize> }> {
  const printer = createPlaywrightPrinter(browser);
  try {
    const measure = async (kind: PdfKind): Promise<PdfFigures> => {
      const { document, context } = benchDocumentContext(kind, sizes);
      let last: Uint8Array = new Uint8Array();
      const times = await sample(iterations, warmup, async () => {
        const { html, layout } = renderQuoteDocument(document, context);
        last = await printer.pdf(html, layout);
      });
      // Pages by the PDF's own page objects: enough for a figure's label.
      const pages = (
        Buffer.from(last)
          .toString('latin1')
          .match(/\/Type\s*\/Page[^s]/g) ?? []
      ).length;
      return { pdf: summarize(times), lines: document.lines.length, pages, bytes: last.byteLength };
    };
    // The floor: Chromium's PDF of the same quote's HTML without its styles (the same table, cells and text, hidden
    // on screen as the document is), through the same printer and layout: Chromium's own cost for that many
    // cells, so (12) over it shows what the document's styles, page frame and footers add. (A page of 100 plain
    // lines was the floor while each PDF opened a fresh context, a cost both shared; with one warm page, most of
    // what was left over it was Chromium's per-cell cost, which no document of these lines can avoid.)
    const plain = benchDocumentContext('plain', sizes);
    const rendered = renderQuoteDocument(plain.document, plain.context);
    const floorLayout = rendered.layout;
    const floorHtml = rendered.html
      .replace(/<style[\s\S]*?<\/style>/g, '')
      .replace('</head>', `<style>${SCREEN_HIDDEN} body { font: 9.5pt 'DejaVu Sans', sans-serif; margin: 0; }</style></head>`);
    const floor = summarize(await sample(iterations, warmup, () => printer.pdf(floorHtml, floorLayout)));
    const long = benchDocumentContext('long', sizes);
    const printTimes = await sample(iterations, warmup, async () => {
      const { html, layout } = renderQuoteDocument(long.document, long.context);
      await printer.print(html, layout, NO_WINDOW);
    });
    return {
      plain: await measure('plain'),
      letter: await measure('letter'),
      long: await measure('long'),
      longPrint: summarize(printTimes),
      floor,
    };
  } finally {
    await printer.close();
  }
}
