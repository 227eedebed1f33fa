import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import type { DocumentLayout, QuoteDocument } from '../shared/quote/quote-document';
import { createMemoryTokenStore } from '../core/token-store';
import { documentUrl, type QuotePrinter } from './quote-printer';
import { createMainServices, type MainServices } from './services';

let dir: string;
let services: MainServices;
let savePath: string | null;
let imagePath: string | null;
let printed: { html: string; layout: DocumentLayout }[];
let pdfs: { html: string; layout: DocumentLayout }[];
let printer: QuotePrinter;

const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 fake');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const open = (regionalLocale = 'de-DE') =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    regionalLocale,
    preferredLanguages: () => ['de-DE'],
    chooseSavePath: async () => savePath,
    chooseImagePath: async () => imagePath,
    printer: {
      pdf: (html, layout) => printer.pdf(html, layout),
      print: (html, layout, caller) => printer.print(html, layout, caller),
    },
    now: () => new Date('2026-11-23T10:00:00Z'),
  });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-document-'));
  savePath = join(dir, 'Angebot.pdf');
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
  services = await open();
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

const document: QuoteDocument = {
  copy: 'customer',
  name: 'Camping Müller',
  country: 'at',
  currency: 'EUR',
  total: '59.82',
  lines: [
    {
      artnr: '900155',
      quantity: 3,
      factor: null,
      unitPrice: '19.94',
      factorPrice: null,
      lineTotal: '59.82',
      dealerPrice: '0',
      stock: 0,
      tax: '20',
      availability: { key: 'quote.availability.fromStock' },
      warnings: [],
    },
  ],
};
const request = { suggestedName: 'Camping Müller.pdf', document };

describe('saving a quote as PDF', () => {
  it('writes the PDF Chromium made of main’s own HTML where the user chose', async () => {
    expect(await services.handlers.saveQuotePdf(request)).toEqual({ ok: true, value: { path: savePath } });
    expect(await readFile(savePath!)).toEqual(Buffer.from(PDF_BYTES));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.html).toContain('<html lang="de">');
    expect(pdfs[0]?.html).toContain('Camping Müller');
    expect(pdfs[0]?.layout.pageSize).toBe('A4');
    expect(pdfs[0]?.layout.footerTemplate).toContain('Seite <span class="pageNumber"></span> von <span class="totalPages"></span>');
  });

  it('prints on Letter where the regional format uses it', async () => {
    await services.dispose();
    services = await open('en-US');
    await services.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.layout.pageSize).toBe('Letter');
  });

  it('writes nothing and makes no PDF when the user cancels the dialog', async () => {
    savePath = null;
    expect(await services.handlers.saveQuotePdf(request)).toEqual({ ok: true, value: { path: null } });
    expect(pdfs).toEqual([]);
    expect((await readdir(dir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('says so, with its own kind, when the file cannot be written', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    savePath = join(dir, 'a-file', 'Angebot.pdf');
    const answer = await services.handlers.saveQuotePdf(request);
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'export-unwritable', message: msg('errors.export.unwritable', { file: savePath }) },
    });
  });

  it('says so when Chromium cannot make the PDF, and writes nothing', async () => {
    printer.pdf = async () => {
      throw new Error('Printing failed');
    };
    const answer = await services.handlers.saveQuotePdf(request);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'document-failed' } });
    expect(answer.ok || englishText(answer.error.message)).toBe('The document could not be made: Printing failed');
    expect((await readdir(dir)).filter((name) => name.endsWith('.pdf'))).toEqual([]);
  });

  it('says a document too large for Chromium’s data: URL is too large, and what helps', async () => {
    printer.pdf = async (html) => {
      documentUrl(html);
      return PDF_BYTES;
    };
    const line = {
      ...document.lines[0]!,
      warnings: Array.from({ length: 10 }, () => msg('errors.quoteWarning.stockCapped', { cap: '11', quantity: '9'.repeat(90) })),
    };
    const huge = { ...document, copy: 'internal' as const, lines: Array.from({ length: 1000 }, () => line) };
    const answer = await services.handlers.saveQuotePdf({ ...request, document: huge });
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'document-failed',
      'The document is too large for Chromium to print (over 2 MB). A smaller logo helps.',
    ]);
  });

  it.each([
    ['HTML as the name of the file', { ...request, suggestedName: '<b>.pdf' }],
    ['another extension', { ...request, suggestedName: 'quote.html' }],
    ['a Windows device name', { ...request, suggestedName: 'CON.pdf' }],
    ['a folder in the name', { ...request, suggestedName: '../Camping.pdf' }],
    ['a float for a price', { ...request, document: { ...document, total: 59.82 } }],
    ['more than 1000 lines', { ...request, document: { ...document, lines: Array.from({ length: 1001 }, () => document.lines[0]) } }],
    [
      'a warning that is not a quote warning',
      { ...request, document: { ...document, lines: [{ ...document.lines[0]!, warnings: [msg('errors.token.otherServer')] }] } },
    ],
    ['an unknown copy', { ...request, document: { ...document, copy: 'html' } }],
  ])('refuses %s', async (_name, hostile) => {
    expect(await services.handlers.saveQuotePdf(hostile)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(pdfs).toEqual([]);
  });
});

describe('printing a quote', () => {
  it('hands the same document to the system’s print dialog', async () => {
    expect(await services.handlers.printQuote({ document })).toEqual({ ok: true, value: { printed: true } });
    await services.handlers.saveQuotePdf(request);
    expect(printed[0]?.html).toBe(pdfs[0]?.html);
    expect(printed[0]?.layout).toEqual(pdfs[0]?.layout);
  });

  it('answers printed: false when the user cancelled, and a message when printing failed', async () => {
    printer.print = async () => false;
    expect(await services.handlers.printQuote({ document })).toEqual({ ok: true, value: { printed: false } });
    printer.print = async () => {
      throw new Error('Print job failed');
    };
    const answer = await services.handlers.printQuote({ document });
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'document-failed',
      'The quote could not be printed: Print job failed',
    ]);
  });
});

describe('the company block', () => {
  it('keeps name and address in the settings, shows them in the state and on the document', async () => {
    const answer = await services.handlers.setCompany({ name: ' Reimo GmbH ', address: ['Boschstraße 3', '', '63329 Egelsbach'] });
    expect(answer).toMatchObject({
      ok: true,
      value: { company: { name: 'Reimo GmbH', address: ['Boschstraße 3', '63329 Egelsbach'], hasLogo: false } },
    });
    await services.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain('<p class="name">Reimo GmbH</p><p>Boschstraße 3</p><p>63329 Egelsbach</p>');
  });

  it('keeps a copy of a PNG logo, puts it on the document as a data: URL, and removes it', async () => {
    imagePath = join(dir, 'chosen.png');
    await writeFile(imagePath, PNG);
    expect(await services.handlers.chooseCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: true } } });
    await rm(imagePath);
    await services.handlers.saveQuotePdf(request);
    expect(pdfs[0]?.html).toContain(`<img src="data:image/png;base64,${Buffer.from(PNG).toString('base64')}"`);
    expect(await services.handlers.removeCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
    expect((await readdir(dir)).filter((name) => name.startsWith('company-logo'))).toEqual([]);
  });

  it('refuses a file that is not a PNG or JPEG by its bytes, whatever its name', async () => {
    imagePath = join(dir, 'logo.png');
    await writeFile(imagePath, '<svg onload="alert(1)"/>');
    const answer = await services.handlers.chooseCompanyLogo(undefined);
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'invalid-input',
      `This file is not a PNG or JPEG image: ${imagePath}`,
    ]);
    expect(await services.handlers.getState(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
  });

  it('refuses a logo over 1 MB', async () => {
    imagePath = join(dir, 'big.png');
    await writeFile(imagePath, Buffer.concat([Buffer.from(PNG), Buffer.alloc(1024 * 1024)]));
    const answer = await services.handlers.chooseCompanyLogo(undefined);
    expect(answer.ok || englishText(answer.error.message)).toBe(`The logo is larger than 1 MB: ${imagePath}`);
  });

  it('changes nothing when the user cancels the dialog', async () => {
    expect(await services.handlers.chooseCompanyLogo(undefined)).toMatchObject({ ok: true, value: { company: { hasLogo: false } } });
  });
});
