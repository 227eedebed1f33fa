import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText, translator } from '../shared/i18n/translator';
import type { DocumentLayout } from '../shared/quote/document-schema';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { codeOf, runningFooter, runningHead } from '../../test/support/quote-page';
import { MAX_SENT_DOCUMENT_BYTES } from '../core/sent-documents';
import { priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// A sent quote goes out again as it was sent: from the page kept when it was first sent, never drawn anew.
let main: QuotesInMain;
let pages: { html: string; layout: DocumentLayout; how: 'pdf' | 'print' }[];

beforeEach(async () => {
  pages = [];
  main = await quotesInMain('sent-documents', {
    printer: {
      pdf: async (html, layout) => {
        pages.push({ html, layout, how: 'pdf' });
        return new TextEncoder().encode('%PDF-1.4 fake');
      },
      print: async (html, layout) => {
        pages.push({ html, layout, how: 'print' });
        return true;
      },
    },
    // Main keeps it and has priced its line.
    quotes: [
      {
        id: 'q1',
        name: 'Camping Müller',
        country: 'de',
        factor: null,
        updatedAt: '2026-11-23T10:00:00.000Z',
        lines: [{ id: 'q1-l1', artnr: '900155', quantity: 2, factor: null }],
      },
    ],
  });
});
afterEach(() => main.close());

const documentOf = (quoteId: string, copy: 'customer' | 'internal' = 'customer') => ({ quoteId, copy });
/** Today's Settings and UI language changed: a document drawn now would say other things. */
const changeSettings = async () => {
  await main.handlers.updateSettings({ documents: { ...DEFAULT_DOCUMENT_SETTINGS, validityDays: 60, terms: 'Zahlbar in 10 Tagen.' } });
  await main.handlers.updateSettings({ language: 'en' });
};
describe('a sent quote’s customer copy', () => {
  it('is the page first sent, also after Settings and the UI language change', async () => {
    expect(await main.handlers.saveQuotePdf(documentOf('q1'))).toMatchObject({ ok: true });
    const first = pages[0]!;
    expect(first.html).toContain('<html lang="de">');
    expect(first.html).toContain('<tr><th>Gültig bis</th><td>07.12.2026</td></tr>');
    await changeSettings();
    expect(await main.handlers.saveQuotePdf(documentOf('q1'))).toMatchObject({
      ok: true,
      value: { issue: { number: 'A-2026-0001' } },
    });
    expect(await main.handlers.printQuote(documentOf('q1'))).toMatchObject({ ok: true, value: { printed: true } });
    expect(pages.slice(1).map(({ html, layout }) => ({ html, layout }))).toEqual([
      { html: first.html, layout: first.layout },
      { html: first.html, layout: first.layout },
    ]);
    // And after a restart.
    await main.restart();
    await main.handlers.saveQuotePdf(documentOf('q1'));
    expect(pages[3]?.html).toBe(first.html);
  });

  it('is the page first sent also once the quote went to the archive', async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    const first = pages[0]!;
    // Valid until 7 December 2026, expired since; more than 12 months later it leaves the list.
    await main.restart({ now: () => new Date('2028-01-15T10:00:00Z') });
    const loaded = await main.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes).toEqual([]);
    expect(await main.handlers.saveQuotePdf(documentOf('q1'))).toMatchObject({ ok: true, value: { issue: { number: 'A-2026-0001' } } });
    expect(await main.handlers.printQuote(documentOf('q1'))).toMatchObject({ ok: true, value: { printed: true } });
    expect(pages.slice(1).map(({ html }) => html)).toEqual([first.html, first.html]);
  });

  it('is kept before the quote is marked sent: a print first sent goes out as the PDF later', async () => {
    await main.handlers.printQuote(documentOf('q1'));
    const files = await readdir(join(main.dir, 'sent-documents'));
    expect(files).toHaveLength(1);
    await changeSettings();
    await main.handlers.saveQuotePdf(documentOf('q1'));
    expect(pages[1]?.html).toBe(pages[0]?.html);
  });

  it("prints a copy kept by an earlier version (number and footer as templates) in the page's frame, its footer as text", async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    const [file] = await readdir(join(main.dir, 'sent-documents'));
    const path = join(main.dir, 'sent-documents', file!);
    const kept = JSON.parse(await readFile(path, 'utf8')) as { rendered: { html: string }; context: { footer: string[] } };
    const legacy =
      '<!doctype html>\n<html lang="de">\n<head>\n<title>Angebot A-2026-0001</title>\n<style>p { margin: 0; }</style>\n</head>\n<body class="customer-copy">\n<p class="sent">Gesamtbetrag 50,25 €</p>\n</body>\n</html>\n';
    kept.rendered = {
      html: legacy,
      layout: {
        pageSize: 'A4',
        marginsMm: { top: 15, bottom: 15, left: 20, right: 10 },
        headerTemplate: '<div>Angebot A-2026-0001</div>',
        footerTemplate: '<div>Reimo GmbH</div>',
        pageCss: '@page { @bottom-left { content: "Reimo GmbH\f" } }',
      },
    } as never;
    kept.context.footer = ['Reimo GmbH\f} .sent { display: none', 'IBAN DE00'];
    await writeFile(path, JSON.stringify(kept));
    await main.handlers.printQuote(documentOf('q1'));
    const printed = pages[1]!;
    expect(printed.how).toBe('print');
    expect(printed.html).toContain('<p class="sent">Gesamtbetrag 50,25 €</p>');
    expect(runningHead(printed.html)).toBe('Angebot A-2026-0001');
    expect(runningFooter(printed.html)).toBe('<div>Reimo GmbH\n} .sent { display: none</div><div>IBAN DE00</div>');
    expect(codeOf(printed.html).join('')).not.toMatch(/Reimo|IBAN|display: none/);
    expect(printed.layout).toEqual({ pageSize: 'A4', marginsMm: { top: 5.2, bottom: 4.8, left: 20, right: 10 } });
  });

  it('is refused, suggesting a revision, when its kept page is missing or unreadable; never drawn anew', async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    const [file] = await readdir(join(main.dir, 'sent-documents'));
    for (const damage of [
      () => writeFile(join(main.dir, 'sent-documents', file!), '{"version":1,'),
      () => writeFile(join(main.dir, 'sent-documents', file!), ' '.repeat(MAX_SENT_DOCUMENT_BYTES + 1)),
      () => rm(join(main.dir, 'sent-documents'), { recursive: true }),
    ]) {
      await damage();
      for (const answer of [await main.handlers.saveQuotePdf(documentOf('q1')), await main.handlers.printQuote(documentOf('q1'))]) {
        expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
          'document-failed',
          expect.stringContaining('The customer copy of quote A-2026-0001 as it was sent is not kept on this computer'),
        ]);
        expect(!answer.ok && translator('de').t(answer.error.message.key, answer.error.message.values)).toContain('„Überarbeiten“');
      }
      expect(pages).toHaveLength(1);
    }
    // An internal copy stays in the house: it is still made.
    expect(await main.handlers.printQuote(documentOf('q1', 'internal'))).toMatchObject({ ok: true });
  });

  it('comes back with a deleted quote that is restored', async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    expect(await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'delete' } })).toMatchObject({ ok: true });
    await changeSettings();
    expect(await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'undo' } })).toMatchObject({ ok: true });
    await main.handlers.saveQuotePdf(documentOf('q1'));
    expect(pages[1]?.html).toBe(pages[0]?.html);
  });
});

describe('the other copies of a sent quote', () => {
  it('an internal copy is drawn from the lines as sent with the language, validity and terms it was sent with', async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    await changeSettings();
    await main.handlers.printQuote(documentOf('q1', 'internal'));
    const internal = pages[1]!.html;
    expect(internal).toContain('<html lang="de">');
    expect(internal).toContain('<tr><th>Gültig bis</th><td>07.12.2026</td></tr>');
    expect(internal).not.toContain('Zahlbar in 10 Tagen.');
  });

  it('a revision and a draft are drawn now, with today’s Settings', async () => {
    await main.handlers.saveQuotePdf(documentOf('q1'));
    await changeSettings();
    const revised = await main.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'revise' } });
    const r1 = revised.ok ? (revised.value.quote?.id ?? '') : '';
    await main.handlers.changeQuote({ quoteId: 'd1', change: { kind: 'create', country: 'de' } });
    await main.handlers.changeQuote({ quoteId: 'd1', change: { kind: 'addLines', lines: [{ artnr: '900155', quantity: 2 }] } });
    for (const quoteId of [r1, 'd1']) await priceKeptLines(main.handlers, quoteId);
    await main.handlers.saveQuotePdf(documentOf(r1));
    await main.handlers.saveQuotePdf(documentOf('d1'));
    for (const page of pages.slice(1)) {
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain('<p class="terms">Zahlbar in 10 Tagen.</p>');
    }
    expect(pages[1]?.html).toContain('A-2026-0001-2');
  });
});
