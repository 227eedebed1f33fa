import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { msg } from '../../electron/shared/i18n/catalogue';
import type { QuoteDocument } from '../../electron/shared/quote/quote-document';
import { LETTER, renderQuoteDocument } from '../../electron/shared/quote/quote-document-html';
import { sampleContext, sampleQuote } from '../../test/support/sample-letter';
import { pdfOnce } from '../../test/harness/playwright-printer';
import { writeQuotePictures } from '../../scripts/quote-pictures';
import { inkBands, inkBox, pdfPagePictures, pdfPagePng } from '../pdf-picture';
import { expectDrawnPicture } from '../pictures';
import { pdfLayout, pdfPageCount, pdfPages } from '../pdf-text';

// The document as main makes it, printed by Chromium and read back with pdf.js, as a customer would
// see it: its pages, margins and address window. Chromium alone: the Electron project's window prints the
// same HTML (its own specs save PDFs). Its figures and words are read where they are made, from the same
// HTML: electron/shared/quote/quote-letter-document.test.ts.
test.beforeEach(({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium' || browserName !== 'chromium', 'Prints with the Chromium project’s browser.');
});

test.describe('the quote letter as a PDF', () => {
  test('the customer copy: recipient and number on page 1, number and "Seite x von y" on every page, no internal columns', async ({
    browser,
  }, testInfo) => {
    const { document } = sampleQuote(70, 'customer', null);
    const { html, layout } = renderQuoteDocument(document, sampleContext('de', 'de-DE'));
    const path = testInfo.outputPath('customer.pdf');
    await writeFile(path, await pdfOnce(browser, html, layout));
    const pages = await pdfPages(path);
    const count = await pdfPageCount(path);
    expect(count).toBeGreaterThan(1);
    expect(pages[0]).toMatch(/Reimo Reisemobil-Center GmbH · Boschstraße 3 · 63329 Egelsbach/);
    for (const line of ['Camping Müller GmbH', 'Petra Müller', 'Seestraße 4', '88131 Lindau (Bodensee)']) expect(pages[0]).toContain(line);
    expect(pages[0]).toMatch(/Angebots-Nr\.\s+A-2026-0042/);
    expect(pages[0]).toMatch(/Kunden-Nr\.\s+K-4711/);
    expect(pages[0]).toMatch(/Gültig bis\s+09\.12\.2026/);
    expect(pages[0]).toMatch(/Ihr Ansprechpartner\s+Anna Schmidt/);
    pages.forEach((text, index) => {
      expect(text, `page ${index + 1}`).toMatch(new RegExp(`Angebot A-2026-0042\\s+Seite ${index + 1} von ${count}`));
      expect(text, `page ${index + 1}`).toContain('USt-IdNr. DE123456789');
      for (const internal of ['Händler-Listenpreis', 'Faktor', 'Lagerbestand', 'Hinweise', 'Interne Ausfertigung']) {
        expect(text, `page ${index + 1}`).not.toContain(internal);
      }
    });
    // The quote's internal name is not printed: the subject is "Angebot" and the number.
    expect(pages.join('\n')).not.toContain('Vorzelt und Zubehör');
    expect(pages[0]).toMatch(/^\s*Angebot A-2026-0042\s*$/m);
    // After the totals, in this order (the closing may begin a page of its own).
    const all = pages.join('\n');
    const after = (text: string, from: number): number => all.indexOf(text, from);
    const total = all.lastIndexOf('Gesamtbetrag brutto');
    expect(total).toBeGreaterThan(-1);
    expect(after('Dieses Angebot gilt bis zum 9. Dezember 2026.', total)).toBeGreaterThan(total);
    expect(after('Zahlbar innerhalb von 14 Tagen ohne Abzug.', total)).toBeGreaterThan(total);
    expect(pages.at(-1)).toContain('Anna Schmidt');
    // The letter's first page as the customer sees it: compared with the picture kept.
    expectDrawnPicture(await pdfPagePng(browser, path, 1), 'letter-customer-page-1', testInfo);
  });

  for (const [language, regionalLocale] of [
    ['de', 'de-DE'],
    ['en', 'en-US'],
  ] as const) {
    for (const copy of ['customer', 'internal'] as const) {
      /** The 40-line quote as this copy, printed by Chromium; answers the PDF's path. */
      const printLetter = async (browser: Browser, testInfo: TestInfo): Promise<string> => {
        const { document } = sampleQuote(40, copy, null);
        const { html, layout } = renderQuoteDocument(document, sampleContext(language, regionalLocale));
        const path = testInfo.outputPath(`${copy}-${language}.pdf`);
        await writeFile(path, await pdfOnce(browser, html, layout));
        return path;
      };

      test(`drawn, the ${copy} copy keeps its margins on every page${copy === 'customer' ? ' and has the subject where DIN 5008 puts it' : ''} (${language}, ${regionalLocale})`, async ({
        browser,
      }, testInfo) => {
        const path = await printLetter(browser, testInfo);
        const paper = regionalLocale === 'en-US' ? { width: 215.9, height: 279.4 } : { width: 210, height: 297 };
        const pictures = await pdfPagePictures(browser, path);
        expect(pictures.length).toBeGreaterThan(1);
        expect(pictures).toHaveLength(await pdfPageCount(path));
        for (const [index, picture] of pictures.entries()) {
          const page = index + 1;
          const ink = inkBox(picture, { left: 0, top: 0, right: paper.width, bottom: paper.height })!;
          expect(ink.left, `page ${page}`).toBeGreaterThanOrEqual(20 - 0.5);
          // The information block, the company block and the header reach the 10 mm margin on the right.
          expect(ink.right, `page ${page}`).toBeLessThanOrEqual(paper.width - 10 + 0.5);
          // The letter's text keeps 20 mm (the internal copy's wide table is issue 32's point 18, not checked here).
          const body = inkBox(picture, { left: 0, top: page === 1 ? 98 : 20, right: paper.width, bottom: paper.height - 20 });
          if (copy === 'customer' && body) {
            expect(body.right, `page ${page} below the letterhead`).toBeLessThanOrEqual(paper.width - 20 + 0.5);
          }
        }
        // The subject's line starts 98.46 mm down (its letters a little lower); the internal copy, shrunk to fit its wide
        // table onto the page, is not a letter to put in an envelope.
        if (copy === 'customer') {
          const [subjectBand] = inkBands(pictures[0]!, { left: 24, right: 120, top: 92, bottom: 110 });
          expect(subjectBand!.top - 98.46, JSON.stringify(subjectBand)).toBeGreaterThanOrEqual(0);
          expect(subjectBand!.top - 98.46, JSON.stringify(subjectBand)).toBeLessThanOrEqual(2);
        }
      });
    }
  }

  for (const regionalLocale of ['de-DE', 'en-US']) {
    test(`the address sits in the window of a DIN 5008 form B letter, within a millimetre (${regionalLocale})`, async ({
      browser,
    }, testInfo) => {
      const { document } = sampleQuote(5, 'customer', null);
      const { html, layout } = renderQuoteDocument(document, sampleContext('de', regionalLocale));
      const path = testInfo.outputPath('window.pdf');
      await writeFile(path, await pdfOnce(browser, html, layout));
      const [picture] = await pdfPagePictures(browser, path, [1]);
      const [page] = await pdfLayout(path);
      const paper = regionalLocale === 'en-US' ? { width: 215.9, height: 279.4 } : { width: 210, height: 297 };
      expect(Math.abs(page!.width - paper.width), `${page!.width} mm wide`).toBeLessThan(0.5);
      expect(Math.abs(page!.height - paper.height), `${page!.height} mm high`).toBeLessThan(0.5);
      // DIN 5008 form B, written out here rather than taken from the layout it checks.
      const field = { left: 20, top: 45, width: 85, height: 45, returnZone: 17.7 };
      const zone = {
        left: field.left,
        top: field.top + field.returnZone,
        right: field.left + field.width,
        bottom: field.top + field.height,
      };
      // Left of the information block (125 mm in), from above the field down to the subject line (98.46 mm): the
      // return line and the recipient's lines are the bands of ink there.
      const area = { left: 0, right: 124, top: field.top - 5, bottom: 98.46 };
      const bands = inkBands(picture!, area);
      // Which band a text is drawn in: the one its baseline lies in (its descenders reach a little below).
      const bandOf = (text: string): number => {
        const placed = page!.texts.find((candidate) => candidate.text.startsWith(text) && candidate.left < area.right);
        expect(placed, text).toBeDefined();
        return bands.findIndex((band) => band.top < placed!.baseline && placed!.baseline <= band.bottom + 0.5);
      };
      // The recipient's four lines are the last four bands, one each, in order: nothing else is in the field.
      const recipient = ['Camping Müller GmbH', 'Petra Müller', 'Seestraße 4', '88131 Lindau (Bodensee)'].map(bandOf);
      expect(recipient, JSON.stringify(bands)).toEqual([0, 1, 2, 3].map((line) => bands.length - 4 + line));
      // Above them the return line: its text and its rule under it, as one band or two.
      expect(bandOf('Reimo Reisemobil-Center GmbH · Boschstraße 3'), JSON.stringify(bands)).toBe(0);
      const returnBands = bands.slice(0, recipient[0]);
      expect(returnBands.length, JSON.stringify(bands)).toBeGreaterThanOrEqual(1);
      expect(returnBands.length, JSON.stringify(bands)).toBeLessThanOrEqual(2);
      const recipientLines = bands.slice(recipient[0]);
      const within = (band: { top: number; bottom: number }, top: number, bottom: number) =>
        band.top >= top - 1 && band.bottom <= bottom + 1;
      const returnLine = { top: returnBands[0]!.top, bottom: returnBands.at(-1)!.bottom };
      expect(within(returnLine, field.top, zone.top), JSON.stringify(returnLine)).toBe(true);
      for (const line of recipientLines) expect(within(line, zone.top, zone.bottom), JSON.stringify(line)).toBe(true);
      const recipientInk = inkBox(picture!, { ...area, top: recipientLines[0]!.top, bottom: recipientLines.at(-1)!.bottom });
      const returnInk = inkBox(picture!, { ...area, ...returnLine });
      for (const box of [recipientInk!, returnInk!]) {
        expect(box.left >= zone.left - 1 && box.right <= zone.right + 1, JSON.stringify(box)).toBe(true);
      }
      // The text starts at the letter's text margin, 25 mm in.
      expect(Math.abs(recipientInk!.left - 25)).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('a letter abroad from a company with a long name', () => {
  // The return line once cut at "72760 Reu" (issue 49): sized to fit the window, measured where Chromium lays it
  // out and in the PDF it prints; the address to Zug ends with its country in the letter's language.
  test('the return line fits the window whole, the address ends with the country, a revision says what it replaces (de, en)', async ({
    browser,
  }, testInfo) => {
    const company = { name: 'Camping-Großhandel Südwest GmbH', address: ['Gewerbestraße 12', '72760 Reutlingen', 'Tel. 07121 555-0'] };
    const recipient = {
      name: 'Alpen Camping AG',
      contact: 'Peter Keller',
      address: ['Baarerstrasse 12', '6300 Zug'],
      customerNumber: 'K-77',
      country: 'ch' as const,
      formOfAddress: 'mr' as const,
    };
    for (const [language, regionalLocale, country, salutation, replaces, partFromStock] of [
      [
        'de',
        'de-DE',
        'SCHWEIZ',
        'Sehr geehrter Herr Keller,',
        'Dieses Angebot ersetzt unser Angebot A-2026-0041.',
        /1 ab Lager,\s+Rest auf\s+Anfrage/,
      ],
      ['en', 'en-GB', 'SWITZERLAND', 'Dear Mr Keller,', 'This quote replaces our quote A-2026-0041.', /1 from\s+stock, rest\s+on request/],
    ] as const) {
      const { document } = sampleQuote(3, 'customer', null);
      const letter = { ...document.letter, recipient };
      // A revision: its letter says which quote it replaces.
      const { html, layout } = renderQuoteDocument(
        { ...document, letter, replaces: 'A-2026-0041' },
        { ...sampleContext(language, regionalLocale), company },
      );
      // Laid out for paper, as printing lays it out: the return line's text is no wider than its box.
      const page = await browser.newPage();
      await page.emulateMedia({ media: 'print' });
      await page.setContent(html);
      const widths = await page.locator('.return-line').evaluate((line) => ({
        box: line.getBoundingClientRect().width,
        text: line.querySelector('span')!.getBoundingClientRect().width,
        scroll: line.scrollWidth,
        client: line.clientWidth,
      }));
      await page.close();
      expect(widths.text, JSON.stringify(widths)).toBeLessThanOrEqual(widths.box);
      expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
      const path = testInfo.outputPath(`abroad-${language}.pdf`);
      await writeFile(path, await pdfOnce(browser, html, layout));
      const [text] = await pdfPages(path);
      expect(text).toContain('Camping-Großhandel Südwest GmbH · Gewerbestraße 12 · 72760 Reutlingen');
      expect(text).toMatch(new RegExp(`6300 Zug\\s+${country}`));
      expect(text).toContain(salutation);
      expect(text).toContain(replaces);
      // The sample's second line: 2 asked, 1 in stock, no delivery date yet.
      expect(text).toMatch(partFromStock);
      // In the PDF: the return line's ink ends inside the window's 85 mm (20 to 105 mm in), the country line above its foot.
      const [picture] = await pdfPagePictures(browser, path, [1]);
      const returnInk = inkBox(picture!, { left: 0, right: 124, top: 45, bottom: 45 + 17.7 });
      expect(returnInk!.right, JSON.stringify(returnInk)).toBeLessThanOrEqual(105);
      const [placed] = await pdfLayout(path);
      const countryLine = placed!.texts.find((each) => each.text.startsWith(country));
      expect(countryLine!.baseline).toBeLessThanOrEqual(90);
      await writeFile(testInfo.outputPath(`abroad-${language}.png`), await pdfPagePng(browser, path, 1, 100));
    }
  });
});

test.describe('the internal copy keeps within the right margin', () => {
  // Ten columns with the widest content a quote has: amounts of six digits, a factor, the dealer price, a long
  // article number, availability in words, a stock dated, long notes; German words on A4 and on Letter.
  for (const [language, regionalLocale] of [
    ['de', 'de-DE'],
    ['en', 'en-US'],
    ['de', 'en-US'],
  ] as const) {
    for (const basis of ['gross', 'net'] as const) {
      test(`${language} words, ${regionalLocale} paper, ${basis}: no ink right of the text's edge on any page`, async ({
        browser,
      }, testInfo) => {
        const { document } = sampleQuote(40, 'internal', null);
        const wide: QuoteDocument = {
          ...document,
          basis,
          lines: document.lines.map((line, index) => ({
            ...line,
            artnr: index === 0 ? 'ARTIKEL-NR-1234567890' : line.artnr,
            quantity: 10,
            factor: '1.25',
            unitPrice: '12345.67',
            factorPrice: '15432.09',
            lineTotal: '154320.90',
            // As priceLine prices it at 19 %: 10,374.51 net, × 1.25 is 12,968.14, × 10 is 129,681.40 (the net basis's widths).
            net: { unitPrice: '10374.51', factorPrice: '12968.14', lineTotal: '129681.40' },
            dealerPrice: '8641.97',
            stockAsOf: index % 2 === 0 ? '2026-11-21T09:14:00.000Z' : null,
            availability: msg('quote.availability.onRequestPhasingOut'),
            warnings: [
              msg('errors.quoteWarning.shortStock', { stock: 3, quantity: '10', days: 21 }),
              msg('errors.quoteWarning.phasingOut', { lifecycle: 'E' }),
              msg('errors.quoteWarning.scaleTierClose', { missing: 2, volume: '12' }),
            ],
          })),
        };
        const { html, layout } = renderQuoteDocument(wide, sampleContext(language, regionalLocale));
        const path = testInfo.outputPath('internal.pdf');
        await writeFile(path, await pdfOnce(browser, html, layout));
        const pictures = await pdfPagePictures(browser, path);
        expect(pictures.length).toBeGreaterThan(1);
        expect(pictures).toHaveLength(await pdfPageCount(path));
        const paper = layout.pageSize === 'A4' ? { width: 210, height: 297 } : { width: 215.9, height: 279.4 };
        // The text's right edge: the page's right margin and the letter's own padding (DIN 5008: 20 mm from the edge).
        const edge = paper.width - layout.marginsMm.right - LETTER.textRight;
        for (const [index, picture] of pictures.entries()) {
          const number = index + 1;
          // Page 1's information block reaches further right by design (DIN 5008): the lines start below it.
          const top = number === 1 ? LETTER.subjectTop : 0;
          const table = inkBox(picture, { left: 0, right: paper.width, top, bottom: paper.height });
          // The table is there and reaches the edge: what is measured is the table.
          expect(table!.right, `page ${number}`).toBeGreaterThan(edge - 6);
          expect(inkBox(picture, { left: edge + 0.5, right: paper.width, top, bottom: paper.height }), `page ${number}`).toBeNull();
        }
      });
    }
  }
});

test('the user guide’s pictures of both copies are the ones `npm run pictures` makes', async ({ browser }, testInfo) => {
  const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
  const userGuide = await readFile(join('docs', 'user-guide.md'), 'utf8');
  for (const path of await writeQuotePictures(browser, testInfo.outputPath())) {
    const file = basename(path);
    // The guide sits beside its pictures in docs/.
    expect(userGuide).toContain(`](${file})`);
    const made = await readFile(path);
    expect(made.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The same page at the same resolution; the pixels follow the machine's fonts.
    expect(size(await readFile(join('docs', file)))).toEqual(size(made));
  }
});
