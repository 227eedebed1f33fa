import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/translator';
import { parseQuoteLines, readColumns } from './quote-lines';

const DE = 'de-DE';
const SHEET = 'Art.-Nr.\tBezeichnung\tMenge\n31245\tMarkise Omnistor 5200\t2\nAB-1029\tStützfuß-Set\t12\n';

describe('a paste of more than two columns', () => {
  it('reads the first column passing the article rule and the last whole-number column, the heading recognised', () => {
    expect(readColumns(SHEET, DE)).toEqual({
      count: 3,
      article: 0,
      quantity: 2,
      description: 1,
      names: ['Art.-Nr.', 'Bezeichnung', 'Menge'],
      separator: '\t',
    });
    const parsed = parseQuoteLines(SHEET, DE);
    expect(parsed.header).toEqual({ line: 1, input: 'Art.-Nr.\tBezeichnung\tMenge' });
    expect(parsed.lines).toEqual([
      { line: 2, artnr: '31245', quantity: 2, description: 'Markise Omnistor 5200' },
      { line: 3, artnr: 'AB-1029', quantity: 12, description: 'Stützfuß-Set' },
    ]);
    expect(parsed.errors).toEqual([]);
  });

  it('reads ";" separated lines, quoted cells, German thousands and columns after the quantity', () => {
    const text = 'Pos;Artikel;Bezeichnung;Menge;Preis\n1;"900155";"Stütze; lang";1.000;12,50\n2;31245;Markise;3;99,00';
    // The column headed "Artikel" is the article number's, not the position "1" before it.
    expect(readColumns(text, DE)).toMatchObject({ count: 5, article: 1, quantity: 3, description: 2 });
    const parsed = parseQuoteLines(text, DE, { count: 5, article: 1, quantity: 3, description: 2, names: [] });
    expect(parsed.lines.map((line) => [line.artnr, line.quantity, line.description])).toEqual([
      ['900155', 1000, 'Stütze; lang'],
      ['31245', 3, 'Markise'],
    ]);
  });

  it('reads as the person chose when the guess was wrong', () => {
    const parsed = parseQuoteLines(SHEET, DE, { count: 3, article: 0, quantity: 1, description: null, names: [] });
    expect(parsed.lines).toEqual([]);
    expect(englishText(parsed.errors[0]!.message)).toMatch(/not a whole number/);
  });

  it('lists a line whose columns differ with its reason, and keeps two-column pastes as they were', () => {
    const parsed = parseQuoteLines('31245\tMarkise\t2\nAB-1029\t12', DE);
    expect(parsed.lines).toEqual([{ line: 1, artnr: '31245', quantity: 2, description: 'Markise' }]);
    expect(englishText(parsed.errors[0]!.message)).toBe('This line has 2 columns where the others have 3.');
    expect(readColumns('900155;2\n900155;1;5', DE)).toBeNull();
    expect(readColumns('900155,Markise,2', 'en-US')).toBeNull();
  });
});

describe('the description column', () => {
  it('keeps no control character of a pasted inquiry (an ESC or CSI would reach a terminal later)', () => {
    const text = 'Art.-Nr.;Bezeichnung;Menge\n900155;Markise\u001b[2J \u009b31mrot\u0007;2';
    expect(parseQuoteLines(text, DE).lines[0]?.description).toBe('Markise[2J 31mrot');
  });

  it('is the one headed Bezeichnung, Description or Artikelbezeichnung, else the first with words', () => {
    for (const heading of ['Bezeichnung', 'Artikelbezeichnung', 'Description', 'Beschreibung']) {
      const text = `Art.-Nr.;EAN;${heading};Menge\n900155;4006758001234;Markise;2`;
      expect(readColumns(text, DE)?.description, heading).toBe(2);
      expect(parseQuoteLines(text, DE).lines[0]?.description).toBe('Markise');
    }
    // Without headings: the first column with words, not a price or a position (nor is the position the article number).
    expect(readColumns('1;900155;12,50;Stützfuß-Set lang;2', DE)).toMatchObject({ article: 1, description: 3 });
    expect(readColumns('900155;12,50;2', DE)).toMatchObject({ description: null });
    expect(parseQuoteLines('900155;12,50;2', DE).lines[0]).not.toHaveProperty('description');
  });

  it('keeps a description of one line, spaces tidied, shortened to 120 characters and said so', () => {
    const long = 'Markise '.repeat(20);
    const parsed = parseQuoteLines(`900155\t  Stütze   lang \t2\n31245\t${long}\t1\nAB-1029\t\t3`, DE);
    expect(parsed.lines.map((line) => [line.description, line.descriptionCut])).toEqual([
      ['Stütze lang', undefined],
      [long.trim().slice(0, 120).trimEnd(), true],
      [undefined, undefined],
    ]);
  });
});

describe('for any table with an article column and a whole-number quantity column after it', () => {
  const article = fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,11}$/);
  // Descriptions as spreadsheets have them: words with spaces, never an article number.
  const description = fc
    .array(fc.constantFrom('Markise', 'Stütze', 'lang', 'für', 'Wohnwagen', '5200'), { minLength: 2, maxLength: 4 })
    .map((words) => words.join(' '));
  test.prop(
    [
      fc.array(fc.tuple(article, description, fc.integer({ min: 1, max: 999 })), { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 2 }),
      fc.boolean(),
      fc.constantFrom('\t', ';'),
    ],
    { seed: 20261125 },
  )('every row is read with its article and quantity', (rows, descriptions, heading, separator) => {
    const line = (cells: string[]): string => cells.join(separator);
    const text = [
      ...(heading ? [line(['Artikelnummer', ...Array.from({ length: descriptions }, () => 'Bezeichnung'), 'Menge'])] : []),
      ...rows.map(([artnr, words, quantity]) => line([artnr, ...Array.from({ length: descriptions }, () => words), String(quantity)])),
    ].join('\n');
    const parsed = parseQuoteLines(text, DE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((each) => [each.artnr, each.quantity])).toEqual(rows.map(([artnr, , quantity]) => [artnr, quantity]));
  });
});
