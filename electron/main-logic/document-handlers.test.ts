import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../shared/i18n/catalogue';
import { formatMoney } from '../shared/format/numbers';
import { offeredUnitPrice } from '../shared/price-info';
import { priceLine, quoteTotal, type PricedLine } from '../shared/quote/priced-quote';
import { englishText, translator } from '../shared/i18n/translator';
import type { DocumentLayout } from '../shared/quote/document-schema';
import { createServedDocuments, DocumentTooLargeError, type QuotePrinter } from './quote-printer';
import { MAX_DOCUMENT_CHARS } from '../shared/quote/quote-document';
import { PrintSurfaceTimeoutError } from './warm-print-surface';
import { EMPTY_COMPANY } from '../shared/company';
import { runningFooter, runningHead } from '../../test/support/quote-page';
import type { QuoteChange } from '../shared/quote/quote-change';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

let main: QuotesInMain;
let dir: string;
let savePath: string | null;
let suggested: string[];
let imagePath: string | null;
let printed: { html: string; layout: DocumentLayout }[];
let pdfs: { html: string; layout: DocumentLayout }[];
let printer: QuotePrinter;

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 fake');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeEach(async () => {
  suggested = [];
  imagePath = null;
  printed = [];
  pdfs = [];
  printer = {
    pdf: async (html, layout) => {
      pdfs.push({ html, layout });
      return PDF_BYTES;
    },
    print: async (html, layout) => {
      printed.push({ html, layout });
      return true;
    },
  };
  main = await quotesInMain('document', {
    chooseSavePath: async (name) => {
      suggested.push(name);
      return savePath;
    },
    chooseImagePath: async () => imagePath,
    printer: {
      pdf: (html, layout) => printer.pdf(html, layout),
      print: (html, layout, caller) => printer.print(html, layout, caller),
    },
    quotes: [quote('q1'), quote('q2')],
  });
  dir = main.dir;
  savePath = join(dir, 'Angebot.pdf');
});
afterEach(() => main.close());

type Letter = NonNullable<SavedQuote['letter']>;
const LETTER: Letter = { recipient: null, validityDays: null, terms: null, documentLanguage: null };
/** A quote in main: one line of 900155 × 3 for Austria, priced by main (demo prices). */
function quote(id: string, more: Partial<SavedQuote> = {}): SavedQuote {
  return {
    id,
    name: 'Camping Müller',
    country: 'at',
    factor: null,
    updatedAt: '2026-11-23T10:00:00.000Z',
    lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 3, factor: null }],
    ...more,
  };
}
/** The window's command for one quote; fails the test on a refusal. */
const change = async (quoteId: string, what: QuoteChange): Promise<void> => {
  const answer = await main.handlers.changeQuote({ quoteId, change: what });
  if (!answer.ok) throw new Error(`${what.kind} refused: ${englishText(answer.error.message)}`);
};
const request = { quoteId: 'q1', copy: 'customer' as const };
const sent = (number: string, sentAt: string | null = '2026-11-23T10:00:00.000Z') => ({
  number,
  issuedOn: '2026-11-23',
  sentAt,
  ...(sentAt === null ? {} : { validUntil: '2026-12-07' }),
});

describe('saving a quote as PDF', () => {
  it('writes the PDF Chromium made of main’s own HTML where the user chose', async () => {
    expect(await main.handlers.saveQuotePdf(request)).toEqual({ ok: true, value: { path: savePath, issue: sent('A-2026-0001') } });
    expect(await readFile(savePath!)).toEqual(Buffer.from(PDF_BYTES));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.html).toContain('<html lang="de">');
    // The subject: "Angebot" and the number, never the internal name.
    expect(pdfs[0]?.html).toContain('<h1 class="subject">Angebot A-2026-0001</h1>');
    expect(pdfs[0]?.html).not.toContain('Camping Müller');
    expect(pdfs[0]?.layout.pageSize).toBe('A4');
    expect(pdfs[0]?.html).toMatch(/@top-right \{ content: "Seite " counter\(page\) " von " counter\(pages\);/);
    expect(runningHead(pdfs[0]?.html ?? '')).toBe('Angebot A-2026-0001');
  });

  it('prints on Letter where the regional format uses it', async () => {
    await main.restart({ regionalLocale: 'en-US' });
    await main.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.layout.pageSize).toBe('Letter');
  });

  it('writes nothing and makes no PDF when the user cancels the dialog', async () => {
    savePath = null;
    expect(await main.handlers.saveQuotePdf(request)).toEqual({ ok: true, value: { path: null, issue: null } });
    expect(pdfs).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('says so, with its own kind, when the file cannot be written', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    savePath = join(dir, 'a-file', 'Angebot.pdf');
    const answer = await main.handlers.saveQuotePdf(request);
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'export-unwritable', message: msg('errors.export.unwritable', { file: savePath }) },
    });
  });

  it('says so when Chromium cannot make the PDF, and writes nothing', async () => {
    printer.pdf = async () => {
      throw new Error('Printing failed');
    };
    const answer = await main.handlers.saveQuotePdf(request);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'document-failed' } });
    expect(answer.ok || englishText(answer.error.message)).toBe('The document could not be made: Printing failed');
    expect((await readdir(dir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('says a document given up after its page hung how long it waited, in German too, and writes nothing', async () => {
    printer.pdf = async () => {
      throw new PrintSurfaceTimeoutError(120);
    };
    const answer = await main.handlers.saveQuotePdf(request);
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'document-failed',
      'The document was not finished within 120 seconds, so it was given up; nothing was saved. Try again. If it happens again, restart Price Lookup.',
    ]);
    expect(answer.ok || translator('de').text(answer.error.message)).toContain('nach 120 Sekunden nicht fertig');
    expect((await readdir(dir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('makes a long quote with a logo of almost 1 MB whole (no data: URL bound now), and words a page over the bound', async () => {
    const served = createServedDocuments('https://documents.invalid');
    const pages: string[] = [];
    printer.pdf = (html) =>
      served.serve(html, async (url) => {
        pages.push(served.find(url) ?? '');
        return PDF_BYTES;
      });
    imagePath = join(dir, 'big.png');
    await writeFile(imagePath, Buffer.concat([Buffer.from(PNG), Buffer.alloc(1024 * 1024 - PNG.length - 16)]));
    await main.handlers.chooseCompanyLogo(undefined);
    const lines = Array.from({ length: 600 }, (_, index) => ({
      id: `l${index}`,
      artnr: '900155',
      quantity: 3,
      factor: null,
      description: 'd'.repeat(100),
    }));
    await main.keep(quote('q1', { lines }));
    const made = await main.handlers.saveQuotePdf({ ...request, copy: 'internal' });
    expect(made).toMatchObject({ ok: true, value: { path: savePath } });
    // Over what Chromium loads as a data: URL (2 MB of base64), under the page's bound.
    expect(pages[0]!.length * (4 / 3)).toBeGreaterThan(2 * 1024 * 1024);
    expect(pages[0]!.length).toBeLessThan(MAX_DOCUMENT_CHARS);
    printer.pdf = async () => {
      throw new DocumentTooLargeError();
    };
    const refused = await main.handlers.saveQuotePdf({ ...request, copy: 'internal' });
    expect(refused.ok || [refused.error.kind, englishText(refused.error.message)]).toEqual([
      'document-failed',
      'The document is too large to print (over 4 MB). A smaller logo helps.',
    ]);
  });

  // The window names a quote and a copy; no figure, line or letter of a document can come from it.
  it.each([
    ['a document sent from the window, as before', { document: { ...request, lines: [] } }],
    ['a line with its own price beside the id', { ...request, lines: [{ artnr: '900155', quantity: 3, unitPrice: '0.01' }] }],
    ['a price beside the id', { ...request, unitPrice: '0.01' }],
    ['a total beside the id', { ...request, total: '0.01' }],
    ['a letter beside the id', { ...request, letter: LETTER }],
    ['no quote', { ...request, quoteId: '' }],
    ['no copy', { quoteId: 'q1' }],
    ['an unknown copy', { ...request, copy: 'html' }],
  ])('refuses %s', async (_name, hostile) => {
    expect(await main.handlers.saveQuotePdf(hostile)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await main.handlers.printQuote(hostile)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(pdfs).toEqual([]);
    expect(printed).toEqual([]);
  });

  it('refuses a quote main does not keep, or one with a line not priced yet, before a number is given', async () => {
    const missing = await main.handlers.saveQuotePdf({ ...request, quoteId: 'q9' });
    expect(missing.ok || [missing.error.kind, englishText(missing.error.message)]).toEqual([
      'document-failed',
      'This quote is not saved (any more), so no document is made of it.',
    ]);
    await change('q3', { kind: 'create', country: 'at' });
    await change('q3', { kind: 'addLines', lines: [{ artnr: '560011', quantity: 1 }] });
    const unpriced = await main.handlers.printQuote({ ...request, quoteId: 'q3' });
    expect(unpriced.ok || [unpriced.error.kind, englishText(unpriced.error.message)]).toEqual([
      'document-failed',
      'Article 560011 has no price for this quote yet: the document waits until every line is priced.',
    ]);
    expect(suggested).toEqual([]);
    expect(printed).toEqual([]);
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((each) => each.issue ?? null)).toEqual([null, null, null]);
  });

  it('refuses a line priced for another country until it is priced again', async () => {
    await change('q1', { kind: 'set', fields: { country: 'de' } });
    expect(await main.handlers.saveQuotePdf(request)).toMatchObject({ ok: false, error: { kind: 'document-failed' } });
    await priceKeptLines(main.handlers, 'q1');
    expect(await main.handlers.saveQuotePdf(request)).toMatchObject({ ok: true });
  });
});

describe('the figures of a document', () => {
  // What the window showed is main's answer for each line; the document draws the same pricing, priced by the same rule.
  it.each(['internal', 'customer'] as const)('are main’s own pricing of each line, by the one pricing rule (%s copy)', async (copy) => {
    const lines = [
      { id: 'a', artnr: '900155', quantity: 3, factor: null },
      { id: 'b', artnr: '560011', quantity: 2, factor: '1.4' },
    ];
    await main.keep(quote('q1', { factor: '1.25', lines }));
    const expected: PricedLine[] = [];
    for (const line of lines) {
      const factor = line.factor ?? '1.25';
      const answer = await main.handlers.priceQuoteLine({ quoteId: 'q1', lineId: line.id, artnr: line.artnr, country: 'at', factor });
      if (!answer.ok) throw new Error('not priced');
      expected.push(priceLine({ artnr: line.artnr, quantity: line.quantity, factor }, answer.value.pricing.info));
    }
    await main.handlers.saveQuotePdf({ ...request, copy });
    await main.handlers.printQuote({ ...request, copy: 'internal' });
    const html = pdfs[0]?.html ?? '';
    const money = (amount: string) => formatMoney(amount, expected[0]!.currency, 'de-DE');
    for (const line of expected) {
      expect(html).toContain(money(line.lineTotal));
      expect(html).toContain(money(offeredUnitPrice(line)));
      if (copy === 'internal') expect(html).toContain(money(line.unitPrice));
      else expect(html).not.toContain(money(line.unitPrice));
    }
    const total = quoteTotal(expected);
    expect(total.ok && html).toContain(money(total.ok ? total.total : '0'));
    expect(printed[0]?.html).toContain(money(expected[1]!.lineTotal));
  });
});

describe('printing a quote', () => {
  it('hands the same document to the system’s print dialog', async () => {
    expect(await main.handlers.printQuote(request)).toEqual({ ok: true, value: { printed: true, issue: sent('A-2026-0001') } });
    await main.handlers.saveQuotePdf(request);
    expect(printed[0]?.html).toBe(pdfs[0]?.html);
    expect(printed[0]?.layout).toEqual(pdfs[0]?.layout);
  });

  it('answers printed: false when the user cancelled, and a message when printing failed', async () => {
    printer.print = async () => false;
    // Given a number (the document carried it), not sent.
    expect(await main.handlers.printQuote(request)).toEqual({
      ok: true,
      value: { printed: false, issue: sent('A-2026-0001', null) },
    });
    printer.print = async () => {
      throw new Error('Print job failed');
    };
    const answer = await main.handlers.printQuote(request);
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'document-failed',
      'The quote could not be printed: Print job failed',
    ]);
  });
});

describe('looking at the letter (a preview is not a sending)', () => {
  it('makes the customer letter marked as a draft, without a number; the quote stays a draft and its first copy gets the first number', async () => {
    const answer = await main.handlers.previewQuote({ quoteId: 'q1' });
    expect(answer).toMatchObject({ ok: true, value: { path: join(dir, 'preview', 'ENTWURF q1.pdf'), opened: false } });
    expect(await readFile(join(dir, 'preview', 'ENTWURF q1.pdf'))).toEqual(Buffer.from(PDF_BYTES));
    const page = pdfs[0]?.html ?? '';
    expect(page).toContain(translator('de').t('document.draftMark'));
    expect(page).toContain('<title>Angebot ENTWURF');
    expect(page).not.toMatch(/A-2026-\d{4}/);
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes[0]?.issue).toBeUndefined();
    // Still a draft: changed as ever, and numbered by its first customer copy.
    expect(
      await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'set', fields: { name: 'Camping Müller (Vorzelt)' } } }),
    ).toMatchObject({ ok: true, value: { quote: { id: 'q1' } } });
    expect(await main.handlers.saveQuotePdf(request)).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0001' } } });
    expect(pdfs[1]?.html).not.toContain(translator('de').t('document.draftMark'));
  });

  it('shows a sent quote as it was sent, and refuses a quote with a line not priced, as a PDF would', async () => {
    await main.handlers.printQuote(request);
    await main.handlers.previewQuote({ quoteId: 'q1' });
    expect(pdfs.at(-1)?.html).toBe(printed[0]?.html);
    await change('q2', { kind: 'addLines', lines: [{ artnr: '31245', quantity: 1 }] });
    expect(await main.handlers.previewQuote({ quoteId: 'q2' })).toMatchObject({ ok: false, error: { kind: 'document-failed' } });
  });
});

describe('the company block', () => {
  it('keeps name, address and legal details in the settings, shows them in the state and on the document', async () => {
    const answer = await main.handlers.updateSettings({
      company: {
        name: ' Reimo GmbH ',
        address: ['Boschstraße 3', '', '63329 Egelsbach'],
        registerCourt: ' Amtsgericht Offenbach ',
        registerNumber: 'HRB 1234',
        managingDirectors: 'Anna Reimo',
        vatId: 'DE112233445 ',
        country: 'at',
      },
    });
    expect(answer).toMatchObject({
      ok: true,
      value: {
        company: {
          name: 'Reimo GmbH',
          address: ['Boschstraße 3', '63329 Egelsbach'],
          registerCourt: 'Amtsgericht Offenbach',
          registerNumber: 'HRB 1234',
          country: 'at',
          managingDirectors: 'Anna Reimo',
          vatId: 'DE112233445',
          hasLogo: false,
        },
      },
    });
    await main.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain('<p class="name">Reimo GmbH</p><p>Boschstraße 3</p><p>63329 Egelsbach</p>');
    // The legal details in the footer of every page, in the document's language.
    for (const line of [
      'Registergericht: Amtsgericht Offenbach',
      'Registernummer: HRB 1234',
      'Geschäftsführung: Anna Reimo',
      'USt-IdNr.: DE112233445',
    ])
      expect(runningFooter(pdfs[0]?.html ?? '')).toContain(line);
  });

  it('keeps a copy of a PNG logo, puts it on the document as a data: URL, and removes it', async () => {
    imagePath = join(dir, 'chosen.png');
    await writeFile(imagePath, PNG);
    expect(await main.handlers.chooseCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: true } } });
    await rm(imagePath);
    await main.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain(`<img src="data:image/png;base64,${Buffer.from(PNG).toString('base64')}"`);
    expect(await main.handlers.removeCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
    expect((await readdir(dir)).filter((name) => name.startsWith('company-logo'))).toEqual([]);
  });

  it('refuses a file that is not a PNG or JPEG by its bytes, whatever its name', async () => {
    imagePath = join(dir, 'logo.png');
    await writeFile(imagePath, '<svg onload="alert(1)"/>');
    const answer = await main.handlers.chooseCompanyLogo(undefined);
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'invalid-input',
      `This file is not a PNG or JPEG image: ${imagePath}`,
    ]);
    expect(await main.handlers.getState(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
  });

  it('refuses a logo over 1 MB', async () => {
    imagePath = join(dir, 'big.png');
    await writeFile(imagePath, Buffer.concat([Buffer.from(PNG), Buffer.alloc(1024 * 1024)]));
    const answer = await main.handlers.chooseCompanyLogo(undefined);
    expect(answer.ok || englishText(answer.error.message)).toBe(`The logo is larger than 1 MB: ${imagePath}`);
  });

  it('changes nothing when the user cancels the dialog', async () => {
    expect(await main.handlers.chooseCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
  });
});

describe('quote numbers', () => {
  it('gives a number on the first PDF, keeps it with the quote, and names the file "<number> <customer>.pdf"', async () => {
    const recipient = { name: 'Camping Müller GmbH', contact: '', address: [], customerNumber: '' };
    await change('q1', { kind: 'set', fields: { letter: { ...LETTER, recipient } } });
    await change('q2', { kind: 'set', fields: { name: 'Wohnmobil Schmidt' } });
    await main.handlers.saveQuotePdf(request);
    await main.handlers.saveQuotePdf({ ...request, copy: 'internal' });
    await main.handlers.saveQuotePdf({ ...request, quoteId: 'q2' });
    expect(suggested).toEqual([
      'A-2026-0001 Camping Müller GmbH.pdf',
      'A-2026-0001 Camping Müller GmbH (intern).pdf',
      'A-2026-0002 Wohnmobil Schmidt.pdf',
    ]);
    expect(pdfs[0]?.html).toContain('<title>Angebot A-2026-0001</title>');
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((saved) => saved.issue)).toEqual([sent('A-2026-0001'), sent('A-2026-0002')]);
  });

  it('never gives a number again: not after the quote is deleted, not after a restart, not from an edit that brings one', async () => {
    await main.handlers.printQuote(request);
    await main.handlers.printQuote({ ...request, quoteId: 'q2' });
    // Both deleted, then a change that claims q1's number for a new quote: main does not take it.
    await change('q1', { kind: 'delete' });
    await change('q2', { kind: 'delete' });
    await change('q3', { kind: 'create', country: 'at' });
    await change('q3', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 3 }] });
    const claim = { kind: 'set', fields: { name: 'C', issue: sent('A-2026-0001') } } as QuoteChange;
    const claimed = await main.handlers.changeQuote({ quoteId: 'q3', change: claim });
    expect(claimed.ok && [claimed.value.quote?.name, claimed.value.quote?.issue]).toEqual(['C', undefined]);
    await main.restart();
    await priceKeptLines(main.handlers, 'q3');
    const answer = await main.handlers.printQuote({ ...request, quoteId: 'q3' });
    expect(answer).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0003' } } });
  });

  it('brings a deleted quote back with its number', async () => {
    await main.handlers.printQuote(request);
    await change('q1', { kind: 'delete' });
    await change('q1', { kind: 'undo' });
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes[0]?.issue).toEqual(sent('A-2026-0001'));
  });

  it('gives no number when the user cancels the save dialog, though the suggested name shows the next one', async () => {
    savePath = null;
    await main.handlers.saveQuotePdf(request);
    savePath = join(dir, 'Angebot.pdf');
    expect(await main.handlers.saveQuotePdf(request)).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0001' } } });
    expect(suggested).toEqual(['A-2026-0001 Camping Müller.pdf', 'A-2026-0001 Camping Müller.pdf']);
  });

  it('gives one number to one quote when its PDF and its print are asked for at once', async () => {
    const answers = await Promise.all([main.handlers.printQuote(request), main.handlers.saveQuotePdf(request)]);
    expect(answers.map((answer) => answer.ok && answer.value.issue?.number)).toEqual(['A-2026-0001', 'A-2026-0001']);
    expect(await main.handlers.printQuote({ ...request, quoteId: 'q2' })).toMatchObject({
      ok: true,
      value: { issue: { number: 'A-2026-0002' } },
    });
  });

  it('follows the pattern from Settings, and says so when no number can be written down', async () => {
    const settings = await main.handlers.getState(undefined);
    const documents = settings.ok ? settings.value.documents : DEFAULT_DOCUMENT_SETTINGS;
    await main.handlers.updateSettings({ documents: { ...documents, numberPattern: ' AN-{year}/{seq:5} ' } });
    expect(await main.handlers.updateSettings({ documents: { ...documents, numberPattern: 'AN-{year}/{seq:5}' } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    await main.handlers.updateSettings({ documents: { ...documents, numberPattern: ' AN{year}-{seq:5} ' } });
    expect(await main.handlers.printQuote(request)).toMatchObject({ ok: true, value: { issue: { number: 'AN2026-00001' } } });
    await rm(join(dir, 'quote-numbers.json'));
    await mkdir(join(dir, 'quote-numbers.json'));
    const answer = await main.handlers.printQuote({ ...request, quoteId: 'q2' });
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'document-failed',
      `No quote number could be given: ${join(dir, 'quote-numbers.json')} could not be written.`,
    ]);
  });
});

describe('the letter', () => {
  it('puts the salesperson, terms, footer and validity from Settings on the document, and the quote’s own where it has them', async () => {
    const five = await main.handlers.updateSettings({ documents: { ...DEFAULT_DOCUMENT_SETTINGS, footer: ['1', '2', '3', '4', '5'] } });
    expect(five).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    await main.handlers.updateSettings({
      documents: {
        numberPattern: 'A-{year}-{seq:4}',
        validityDays: 30,
        salesperson: { name: ' Anna Schmidt ', phone: '+49 6103 4005-0', email: 'anna@example.com' },
        terms: 'Zahlbar sofort.',
        footer: [' Reimo GmbH ', 'IBAN DE00', ' '],
      },
    });
    const state = await main.handlers.getState(undefined);
    expect(state.ok && state.value.documents.footer).toEqual(['Reimo GmbH', 'IBAN DE00']);
    await main.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain('<tr><th>Ihr Ansprechpartner</th><td>Anna Schmidt</td></tr>');
    expect(pdfs[0]?.html).toContain('<tr><th>Gültig bis</th><td>23.12.2026</td></tr>');
    expect(pdfs[0]?.html).toContain('<p class="terms">Zahlbar sofort.</p>');
    expect(runningFooter(pdfs[0]?.html ?? '')).toContain('IBAN DE00');
    const own = { ...LETTER, validityDays: 7, terms: 'Valid for stock only.', documentLanguage: 'en' as const };
    // Another draft: a sent quote is never drawn again.
    await change('q2', { kind: 'set', fields: { letter: own } });
    await main.handlers.saveQuotePdf({ ...request, quoteId: 'q2' });
    expect(pdfs[1]?.html).toContain('<html lang="en">');
    expect(pdfs[1]?.html).toContain('<tr><th>Valid until</th><td>30.11.2026</td></tr>');
    expect(pdfs[1]?.html).toContain('<p class="terms">Valid for stock only.</p>');
  });
});

describe('the letter’s texts', () => {
  it('come from Settings for the document’s language, trimmed, unless the quote has its own', async () => {
    await main.handlers.updateSettings({
      documents: {
        ...DEFAULT_DOCUMENT_SETTINGS,
        salesperson: { name: 'Anna Schmidt', phone: '', email: '' },
        letterTexts: {
          de: { salutation: ' Liebe Camper, ', intro: 'gern bieten wir an:', closing: 'Viele Grüße\n' },
          en: { salutation: 'Dear campers,', intro: '', closing: 'Best wishes' },
        },
      },
    });
    const state = await main.handlers.getState(undefined);
    expect(state.ok && state.value.documents.letterTexts.de).toEqual({
      salutation: 'Liebe Camper,',
      intro: 'gern bieten wir an:',
      closing: 'Viele Grüße',
    });
    await main.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain('<p class="salutation">Liebe Camper,</p>');
    expect(pdfs[0]?.html).toContain('<p class="closing-text">Viele Grüße</p><p class="signature">Anna Schmidt</p>');
    const english = { ...LETTER, documentLanguage: 'en' as const, subject: 'Your awning', intro: 'As agreed:' };
    await change('q2', { kind: 'set', fields: { letter: english } });
    await main.handlers.saveQuotePdf({ ...request, quoteId: 'q2' });
    expect(pdfs[1]?.html).toContain('<h1 class="subject">Your awning</h1>');
    expect(pdfs[1]?.html).toContain('<p class="salutation">Dear campers,</p>');
    expect(pdfs[1]?.html).toContain('<p class="intro">As agreed:</p>');
    expect(pdfs[1]?.html).toContain('<p class="closing-text">Best wishes</p>');
  });

  it('refuses texts longer than their fields hold, from Settings and from a quote', async () => {
    const long = 'x'.repeat(601);
    const settings = await main.handlers.updateSettings({
      documents: {
        ...DEFAULT_DOCUMENT_SETTINGS,
        letterTexts: { ...DEFAULT_DOCUMENT_SETTINGS.letterTexts, de: { salutation: '', intro: long, closing: '' } },
      },
    });
    expect(settings).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    // A quote's own texts are refused where the window saves them: a document is made of what main keeps.
    for (const letter of [
      { ...LETTER, subject: 'Zeile 1\nZeile 2' },
      { ...LETTER, closing: '1\n2\n3\n4\n5\n6\n7' },
    ]) {
      expect(await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'set', fields: { letter } } })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
    const described = { kind: 'changeLine', lineId: 'q1-l1', change: { description: 'd'.repeat(121) } } as const;
    expect(await main.handlers.changeQuote({ quoteId: 'q1', change: described })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('a footer set by IT', () => {
  const own = { ...DEFAULT_DOCUMENT_SETTINGS, footer: ['Camping Müller GmbH', '', 'Sparkasse Lindau'] };
  const policy = { DocumentFooter1: 'Reimo GmbH\nAmtsgericht Offenbach HRB 1234', DocumentFooter3: 'IBAN DE02 5005 0201 0000 1234 56' };
  const itFooter = ['Reimo GmbH\nAmtsgericht Offenbach HRB 1234', '', 'IBAN DE02 5005 0201 0000 1234 56'];
  const savedFooter = async (): Promise<unknown> => JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).documents.footer;
  /** The app started again with IT's policy file, the user's own footer saved before. */
  const openWithPolicy = async (): Promise<string> => {
    expect(await main.handlers.updateSettings({ documents: own })).toMatchObject({ ok: true });
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify(policy));
    await main.restart({ policyFile, policyFileIntervalMs: 20 });
    return policyFile;
  };

  it('is the footer on every document, its unset columns empty, and the user’s own stays saved beneath', async () => {
    await openWithPolicy();
    expect(await main.handlers.getState(undefined)).toMatchObject({
      ok: true,
      value: { documents: { footer: itFooter }, policies: { footerLocked: true } },
    });
    await main.handlers.saveQuotePdf(request);
    expect(runningFooter(pdfs[0]?.html ?? '')).toContain('Amtsgericht Offenbach HRB 1234');
    expect(runningFooter(pdfs[0]?.html ?? '')).toContain('IBAN DE02 5005 0201 0000 1234 56');
    expect(runningFooter(pdfs[0]?.html ?? '')).not.toContain('Camping Müller GmbH');
    expect(runningFooter(pdfs[0]?.html ?? '')).not.toContain('Sparkasse Lindau');
    expect(await savedFooter()).toEqual(own.footer);
  });

  it('cannot be changed from the window; the rest of the settings can, and the user’s own footer stays as it was', async () => {
    await openWithPolicy();
    const changed = await main.handlers.updateSettings({ documents: { ...own, footer: ['Reimo GmbH', 'another column'] } });
    expect(changed.ok || [changed.error.kind, englishText(changed.error.message)]).toEqual([
      'setting-locked',
      'The footer of quote documents is set by your IT department and cannot be changed here. Nothing was saved.',
    ]);
    const theirs = await main.handlers.updateSettings({ documents: { ...own, numberPattern: 'AN-{year}-{seq:3}', footer: itFooter } });
    expect(theirs).toMatchObject({ ok: true, value: { documents: { numberPattern: 'AN-{year}-{seq:3}', footer: itFooter } } });
    expect(await savedFooter()).toEqual(own.footer);
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).documents.numberPattern).toBe('AN-{year}-{seq:3}');
  });

  it('removed by IT, gives the footer back to the user: their own on the document, and theirs to change', async () => {
    const policyFile = await openWithPolicy();
    // Saved under IT's footer: the rest changes, the user's own footer must not become IT's.
    expect(await main.handlers.updateSettings({ documents: { ...own, validityDays: 30, footer: itFooter } })).toMatchObject({
      ok: true,
    });
    await rm(policyFile);
    await expect
      .poll(async () => {
        const state = await main.handlers.getState(undefined);
        return state.ok && [state.value.policies.footerLocked, state.value.documents.footer];
      })
      .toEqual([false, own.footer]);
    expect(await main.handlers.getState(undefined)).toMatchObject({ ok: true, value: { documents: { validityDays: 30 } } });
    await main.handlers.saveQuotePdf(request);
    expect(runningFooter(pdfs[0]?.html ?? '')).toContain('Sparkasse Lindau');
    expect(runningFooter(pdfs[0]?.html ?? '')).not.toContain('Amtsgericht Offenbach');
    expect(await main.handlers.updateSettings({ documents: { ...own, footer: ['Camping Müller KG'] } })).toMatchObject({
      ok: true,
      value: { documents: { footer: ['Camping Müller KG'] } },
    });
  });
});

describe('a company block set by IT', () => {
  it('keeps the user’s own name and address beneath it when a logo is chosen and removed', async () => {
    await main.handlers.updateSettings({ company: { ...EMPTY_COMPANY, name: 'Camping Müller GmbH', address: ['Seestraße 4'] } });
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify({ CompanyName: 'Reimo GmbH', CompanyAddress: 'Boschstraße 3' }));
    await main.restart({ policyFile });
    imagePath = join(dir, 'chosen.png');
    await writeFile(imagePath, PNG);
    expect(await main.handlers.chooseCompanyLogo(undefined)).toMatchObject({
      ok: true,
      value: { company: { name: 'Reimo GmbH', address: ['Boschstraße 3'], hasLogo: true } },
    });
    expect(await main.handlers.removeCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).company).toEqual({
      ...EMPTY_COMPANY,
      name: 'Camping Müller GmbH',
      address: ['Seestraße 4'],
      logo: null,
    });
  });
});
