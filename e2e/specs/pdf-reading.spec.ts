import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { renderQuoteDocument } from '../../electron/shared/quote/quote-document-html';
import { pdfOnce } from '../../test/harness/playwright-printer';
import { sampleContext, sampleQuote } from '../../test/support/sample-letter';
import { inkBox, pdfPagePictures, savePdfPicture } from '../pdf-picture';
import { pageLines, pdfLayout, pdfPageCount, pdfPages, type PlacedText } from '../pdf-text';

// The specs' own PDF readers, on PDFs the app makes: pdf.js reads the text and draws the pages, the same on
// every system. What they answer must be what a reader of the document sees, or the specs prove nothing.
test.beforeEach(({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'chromium' || browserName !== 'chromium', 'Prints with the Chromium project’s browser.');
});

/** The sample letter of `lines` lines, German, A4, as main renders it and Chromium prints it; answers its path. */
async function printLetter(browser: Browser, testInfo: TestInfo, lines = 30): Promise<string> {
  const { html, layout } = renderQuoteDocument(sampleQuote(lines, 'customer', null).document, sampleContext('de', 'de-DE'));
  const path = testInfo.outputPath(`letter-${lines}.pdf`);
  await writeFile(path, await pdfOnce(browser, html, layout));
  return path;
}

test('the text: German words with ß, ü and € read back exactly, line by line in reading order, every page counted', async ({
  browser,
}, testInfo) => {
  const path = await printLetter(browser, testInfo);
  const pages = await pdfPages(path);
  const count = await pdfPageCount(path);
  expect(count).toBeGreaterThan(2);
  expect(pages).toHaveLength(count);
  // Every page says which it is, and of how many: the count is the document's own.
  pages.forEach((text, index) => expect(text, `page ${index + 1}`).toMatch(new RegExp(`Seite ${index + 1} von ${count}$`, 'm')));
  const lines = pages[0]!.split('\n');
  for (const line of ['Camping Müller GmbH', 'Petra Müller', 'Seestraße 4', '88131 Lindau (Bodensee)', 'Angebot A-2026-0042'])
    expect(lines).toContain(line);
  expect(lines).toContain('vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:');
  // A line of the table on one line, its columns in order, set apart by runs of spaces; the amounts as the
  // regional format writes them (Chromium prints the no-break space before € as a space).
  expect(lines.find((line) => line.startsWith('1 '))?.split(/ {2,}/)).toEqual([
    '1 ART-1',
    '1',
    // 3,00 € × 1,25.
    '3,75 €',
    '3,75 €',
    // Close columns: one space, as between words.
    '19 % lieferbar in ca.',
  ]);
  // A description wrapped in its column: its own lines, under the article.
  expect(lines).toContain('Stützfuß-Set für');
  expect(pages.at(-1)).toMatch(/^Mit freundlichen Grüßen$/m);
});

test('the positions: the page in millimetres, the subject and the recipient where the layout puts them', async ({ browser }, testInfo) => {
  const [first, ...more] = await pdfLayout(await printLetter(browser, testInfo));
  expect(more.length).toBeGreaterThan(1);
  // A4, as Chromium prints it (594.96 × 841.92 points).
  expect(first!.width).toBeCloseTo(210, 0);
  expect(first!.height).toBeCloseTo(297, 0);
  const placed = (text: string): PlacedText => {
    const found = first!.texts.find((candidate) => candidate.text === text);
    if (!found) throw new Error(`"${text}" is not on page 1`);
    return found;
  };
  // The letter's text starts 25 mm in; the subject's line 98.46 mm down, its baseline within the line.
  for (const text of ['Angebot A-2026-0042', 'Camping Müller GmbH', 'Sehr geehrte Damen und Herren,']) {
    expect(placed(text).left, text).toBeCloseTo(25, 0);
  }
  const subject = first!.texts.filter((text) => text.text === 'Angebot A-2026-0042').at(-1)!;
  expect(subject.baseline).toBeGreaterThan(98.46);
  expect(subject.baseline).toBeLessThan(98.46 + 6);
  // The recipient's lines one under the other, in the address field (45 to 90 mm down).
  const recipient = ['Camping Müller GmbH', 'Petra Müller', 'Seestraße 4', '88131 Lindau (Bodensee)'].map((text) => placed(text).baseline);
  expect([...recipient].sort((a, b) => a - b)).toEqual(recipient);
  for (const baseline of recipient) {
    expect(baseline).toBeGreaterThan(45);
    expect(baseline).toBeLessThan(90);
  }
});

test('the pictures: drawn in this Chromium, A4 at 10 pixels to the millimetre, ink where the text is and none on a blank page', async ({
  browser,
}, testInfo) => {
  // Two pages: the letter's lines, then its closing.
  const path = await printLetter(browser, testInfo, 5);
  const pictures = await pdfPagePictures(browser, path);
  expect(pictures).toHaveLength(2);
  for (const picture of pictures) {
    expect(Math.abs(picture.width - 2100)).toBeLessThanOrEqual(2);
    expect(Math.abs(picture.height - 2970)).toBeLessThanOrEqual(2);
  }
  const [first] = pictures;
  // The recipient's block is ink from 25 mm in; nothing left of the 20 mm margin, nothing in the fold margin below.
  const recipient = inkBox(first!, { left: 20, top: 62, right: 105, bottom: 90 });
  expect(recipient).not.toBeNull();
  expect(recipient!.left).toBeCloseTo(25, 0);
  expect(inkBox(first!, { left: 0, top: 0, right: 19, bottom: 297 })).toBeNull();
  // Only page 2 was asked for: the same pixels as page 2 of all.
  const [second] = await pdfPagePictures(browser, path, [2]);
  expect(Buffer.from(second!.ink).equals(Buffer.from(pictures[1]!.ink))).toBe(true);

  // A page with nothing on it has no ink: what finds ink can also find none.
  const blank = testInfo.outputPath('blank.pdf');
  const { layout } = renderQuoteDocument(sampleQuote(1, 'customer', null).document, sampleContext('de', 'de-DE'));
  await writeFile(blank, await pdfOnce(browser, '<!doctype html><title>blank</title>', layout));
  const [nothing] = await pdfPagePictures(browser, blank);
  expect(inkBox(nothing!, { left: 0, top: 0, right: 210, bottom: 297 })).toBeNull();

  // A page as a PNG file to look at: its size at 70 dpi.
  const png = join(__dirname, '..', 'screenshots', 'chromium-pdf-reading-letter-page-1.png');
  await savePdfPicture(browser, path, png);
  const file = await readFile(png);
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) }).toEqual({ width: 579, height: 819 });
});

test('lines from placed texts: one line per baseline, left to right, a space between words and a run of them between columns', () => {
  // Letters 4 mm high, about 2 mm wide.
  const at = (text: string, left: number, right: number, baseline = 50): PlacedText => ({ text, left, right, baseline, size: 4 });
  expect(
    pageLines([
      at('Gesamtpreis', 100, 122),
      // Its baseline half a millimetre lower: the same line.
      at('Pos.', 20, 28, 50.5),
      at('brutto', 110, 122, 56),
      // A column's gap (8 mm), a word's own piece right after the one before, a space's width (2 mm).
      at('Art.-', 36, 46),
      at('Nr.', 46, 52),
      at('Menge', 54, 64),
    ]),
  ).toEqual([`Pos.${' '.repeat(4)}Art.-Nr. Menge${' '.repeat(18)}Gesamtpreis`, 'brutto']);
});
