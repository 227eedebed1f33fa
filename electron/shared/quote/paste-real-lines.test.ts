import { describe, expect, it } from 'vitest';
import { englishText, translator } from '../i18n/translator';
import { parseQuoteLines, readColumns } from './quote-lines';

const DE = 'de-DE';
const EN = 'en-US';

type Read = { artnr: string; quantity: number; description?: string };
type Expected = Read | { twoWay: [Read, Read] } | { refused: RegExp };

// Lines as customers write them in mails and as spreadsheets hand them over, German and English.
const LINES: [string, string, Expected][] = [
  ['900155 4 Awning light LED', EN, { artnr: '900155', quantity: 4, description: 'Awning light LED' }],
  ['AB-1029 x 24', EN, { artnr: 'AB-1029', quantity: 24 }],
  ['2 x 120050', EN, { artnr: '120050', quantity: 2 }],
  ['31245 - 10 pcs', EN, { artnr: '31245', quantity: 10 }],
  ['4 Stk 900155 Markise Omnistor', DE, { artnr: '900155', quantity: 4, description: 'Markise Omnistor' }],
  ['2x 120050', DE, { artnr: '120050', quantity: 2 }],
  ['2× 120050 Vorzeltleuchte', DE, { artnr: '120050', quantity: 2, description: 'Vorzeltleuchte' }],
  ['120050 x2', DE, { artnr: '120050', quantity: 2 }],
  ['AB-1029 12 Stück', DE, { artnr: 'AB-1029', quantity: 12 }],
  ['Art.-Nr. 900155, Menge 4', DE, { artnr: '900155', quantity: 4 }],
  ['Art.-Nr. 900155 – 2 Stk.', DE, { artnr: '900155', quantity: 2 }],
  ['SKU: AB-1029 Qty: 24', EN, { artnr: 'AB-1029', quantity: 24 }],
  ['Item no. 560011 x 3', EN, { artnr: '560011', quantity: 3 }],
  ['- 31245 x 10', DE, { artnr: '31245', quantity: 10 }],
  ['1. 900155 4 Stk', DE, { artnr: '900155', quantity: 4 }],
  ['• 2 x 770412 Stützfuß-Set', DE, { artnr: '770412', quantity: 2, description: 'Stützfuß-Set' }],
  ['900155: 4 Stück', DE, { artnr: '900155', quantity: 4 }],
  ['560011 Markise Omnistor 5200 3 Stk', DE, { artnr: '560011', quantity: 3, description: 'Markise Omnistor 5200' }],
  ['Art.-Nr. 900155', DE, { artnr: '900155', quantity: 1 }],
  ['10 pcs 31245', EN, { artnr: '31245', quantity: 10 }],
  ['1.000 Stk 560011', DE, { artnr: '560011', quantity: 1000 }],
  ['560011 1,000 pcs', EN, { artnr: '560011', quantity: 1000 }],
  ['THU-120050 × 3', DE, { artnr: 'THU-120050', quantity: 3 }],
  ['3 × THU-120050 Fahrradträger', DE, { artnr: 'THU-120050', quantity: 3, description: 'Fahrradträger' }],
  ['KED-31245 - 2', DE, { artnr: 'KED-31245', quantity: 2 }],
  ['2 - AB-1029', EN, { artnr: 'AB-1029', quantity: 2 }],
  ['120050 x 2 Vorzeltleuchte 12V', DE, { artnr: '120050', quantity: 2, description: 'Vorzeltleuchte 12V' }],
  ['2 Stück 900155', DE, { artnr: '900155', quantity: 2 }],
  ['DOM-56-0011 3 St.', DE, { artnr: 'DOM-56-0011', quantity: 3 }],
  ['FIA-770412 x 4 Stk', DE, { artnr: 'FIA-770412', quantity: 4 }],
  ['5 120050', EN, { artnr: '120050', quantity: 5 }],
  ['1000 x 31245', DE, { artnr: '31245', quantity: 1000 }],
  ['900155 1000', DE, { artnr: '900155', quantity: 1000 }],
  ['12345 678', EN, { artnr: '12345', quantity: 678 }],
  ['900155 2', DE, { artnr: '900155', quantity: 2 }],
  ['AB1029 5', EN, { artnr: 'AB1029', quantity: 5 }],
  ['770412 x 1', EN, { artnr: '770412', quantity: 1 }],
  // Spreadsheet cells.
  ['900155\t2', DE, { artnr: '900155', quantity: 2 }],
  ['900155;2', DE, { artnr: '900155', quantity: 2 }],
  ['"900155";"4"', DE, { artnr: '900155', quantity: 4 }],
  ['31245\tMarkise Omnistor 5200\t2 Stk', DE, { artnr: '31245', quantity: 2, description: 'Markise Omnistor 5200' }],
  ['AB-1029\tStützfuß-Set\t12 pcs', EN, { artnr: 'AB-1029', quantity: 12, description: 'Stützfuß-Set' }],
  ['900155\t1.000', DE, { artnr: '900155', quantity: 1000 }],
  ['900155\t1,000', EN, { artnr: '900155', quantity: 1000 }],
  // Either number could be the article number: asked, never guessed.
  [
    '12 x 50',
    EN,
    {
      twoWay: [
        { artnr: '12', quantity: 50 },
        { artnr: '50', quantity: 12 },
      ],
    },
  ],
  [
    '100 200',
    DE,
    {
      twoWay: [
        { artnr: '100', quantity: 200 },
        { artnr: '200', quantity: 100 },
      ],
    },
  ],
  [
    '1234 5678 Keder',
    DE,
    {
      twoWay: [
        { artnr: '1234', quantity: 5678, description: 'Keder' },
        { artnr: '5678', quantity: 1234, description: 'Keder' },
      ],
    },
  ],
  [
    '20 × 30',
    DE,
    {
      twoWay: [
        { artnr: '20', quantity: 30 },
        { artnr: '30', quantity: 20 },
      ],
    },
  ],
  // What is no order line is listed with its reason, never added.
  ['Hallo zusammen,', DE, { refused: /./ }],
  ['Bitte um ein Angebot für folgende Artikel:', DE, { refused: /no article number and quantity/ }],
  ['Mit freundlichen Grüßen', DE, { refused: /./ }],
  // A signature, a sentence, an article without a quantity: no order line, never an article read from it.
  ['70565 Stuttgart', DE, { refused: /no article number and quantity/ }],
  ['Only 3 in stock – 10 requested.', EN, { refused: /no article number and quantity/ }],
  ['900155 Awning light LED', EN, { refused: /no article number and quantity/ }],
  ['900155 1,5', DE, { refused: /not a whole number/ }],
  ['900155 0 Stk', DE, { refused: /at least 1/ }],
  ['900155 12 kg', DE, { refused: /unit other than pieces/ }],
];

const readOf = ({ artnr, quantity, description }: { artnr: string; quantity: number; description?: string }): Read =>
  description === undefined || description === '' ? { artnr, quantity } : { artnr, quantity, description };

describe('lines from mails and spreadsheets', () => {
  it('has at least 40 of them, in both languages', () => {
    expect(LINES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LINES.map(([, locale]) => locale))).toEqual(new Set([DE, EN]));
  });

  it.each(LINES)('%j in %s', (text, locale, expected) => {
    const parsed = parseQuoteLines(text, locale);
    expect(parsed.header).toBeNull();
    if ('refused' in expected) {
      expect(parsed.lines).toEqual([]);
      expect(parsed.twoWay).toEqual([]);
      expect(parsed.errors.map((error) => error.input)).toEqual([text]);
      expect(englishText(parsed.errors[0]!.message)).toMatch(expected.refused);
    } else if ('twoWay' in expected) {
      // Not added, listed as a line to answer, with both readings.
      expect(parsed.lines).toEqual([]);
      expect(parsed.errors.map((error) => error.input)).toEqual([text]);
      expect(parsed.twoWay.map((line) => [line.line, line.input])).toEqual([[1, text]]);
      expect(parsed.twoWay[0]!.readings.map(readOf)).toEqual(expected.twoWay);
      // Answered, it is read as the answer says.
      expect(parseQuoteLines(text, locale, null, 'article').lines.map(readOf)).toEqual([expected.twoWay[0]]);
      expect(parseQuoteLines(text, locale, null, 'quantity').lines.map(readOf)).toEqual([expected.twoWay[1]]);
    } else {
      expect(parsed.errors).toEqual([]);
      expect(parsed.lines.map(readOf)).toEqual([expected]);
    }
  });

  it('says how a line from a mail was read, in both languages; "article quantity" as ever needs no word', () => {
    const [line] = parseQuoteLines('2 x 120050', EN).lines;
    expect(englishText(line!.reading!)).toBe('"2 x 120050" read as 2 pieces');
    expect(translator('de').text(line!.reading!)).toBe('„2 x 120050“ als 2 Stück gelesen');
    expect(parseQuoteLines('900155 4', DE).lines[0]).not.toHaveProperty('reading');
    // An article and a quantity with its unit, nothing else: said as in a cell of its own.
    expect(englishText(parseQuoteLines('900155 12 Stk', DE).lines[0]!.reading!)).toBe('12 Stk read as 12 pieces');
  });

  it('asks once for a paste: one answer reads every line that could be read two ways', () => {
    const text = '900155 4\n12 x 50\n20 30 Keder\nAB-1029 x 2';
    const asked = parseQuoteLines(text, DE);
    expect(asked.lines.map(readOf)).toEqual([
      { artnr: '900155', quantity: 4 },
      { artnr: 'AB-1029', quantity: 2 },
    ]);
    expect(asked.twoWay.map((line) => line.line)).toEqual([2, 3]);
    expect(englishText(asked.errors[0]!.message)).toMatch(/choose above/);
    const answered = parseQuoteLines(text, DE, null, 'quantity');
    expect(answered.errors).toEqual([]);
    expect(answered.lines.map(readOf)).toEqual([
      { artnr: '900155', quantity: 4 },
      { artnr: '50', quantity: 12 },
      { artnr: '30', quantity: 20, description: 'Keder' },
      { artnr: 'AB-1029', quantity: 2 },
    ]);
  });
});

const POSITIONS =
  'Pos.\tArt.-Nr.\tBezeichnung\tMenge\n1\t900155\tMarkise Omnistor\t2\n2\t31245\tStütze\t4\n3\tAB-1029\tLeuchte\t1\n4\t560011\tKeder\t10\n5\t120050\tTräger\t3';

describe('a table with a position column', () => {
  it('reads the column headed as the article number, not the running positions, and the heading row as headings', () => {
    expect(readColumns(POSITIONS, DE)).toEqual({
      count: 4,
      article: 1,
      quantity: 3,
      description: 2,
      names: ['Pos.', 'Art.-Nr.', 'Bezeichnung', 'Menge'],
      separator: '\t',
    });
    const parsed = parseQuoteLines(POSITIONS, DE);
    expect(parsed.header).toEqual({ line: 1, input: 'Pos.\tArt.-Nr.\tBezeichnung\tMenge' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((line) => [line.artnr, line.quantity, line.description])).toEqual([
      ['900155', 2, 'Markise Omnistor'],
      ['31245', 4, 'Stütze'],
      ['AB-1029', 1, 'Leuchte'],
      ['560011', 10, 'Keder'],
      ['120050', 3, 'Träger'],
    ]);
  });

  it.each([
    'Art.-Nr.',
    'Art.Nr',
    'Art. Nr.',
    'Art-Nr',
    'ArtNr',
    'Artikel',
    'Artikel-Nr.',
    'Artikelnr.',
    'Artikelnummer',
    'Bestell-Nr.',
    'SKU',
    'Item',
    'Item no.',
    'Item #',
    'Item number',
    'Article number',
    'Art. no.',
    'Part no.',
    'Part number',
    'Product code',
  ])('an article column headed %j wins over a column of positions', (heading) => {
    for (const [position, quantity] of [
      ['Pos', 'Menge'],
      ['Position', 'Anzahl'],
      ['Nr.', 'Stk'],
      ['No.', 'Qty'],
      ['#', 'Quantity'],
      ['Lfd. Nr.', 'Menge (Stk)'],
      ['Line', 'Pcs'],
    ]) {
      const text = `${position};${heading};Description;${quantity}\n1;900155;Awning;2\n2;31245;Leg;4`;
      expect(readColumns(text, EN), `${position} | ${heading} | ${quantity}`).toMatchObject({ article: 1, quantity: 3, description: 2 });
      const parsed = parseQuoteLines(text, EN);
      expect(parsed.header?.line).toBe(1);
      expect(parsed.lines.map((line) => [line.artnr, line.quantity])).toEqual([
        ['900155', 2],
        ['31245', 4],
      ]);
    }
  });

  it('without headings, small numbers counting up are positions, not article numbers', () => {
    expect(readColumns('1;900155;Markise;2\n2;31245;Stütze;4\n3;560011;Keder;1', DE)).toMatchObject({ article: 1, quantity: 3 });
    expect(readColumns('10\t900155\tMarkise\t2\n20\t31245\tStütze\t4', DE)).toMatchObject({ article: 1, quantity: 3 });
    // Article numbers that happen to be small and in a row are still read where nothing else is one.
    expect(readColumns('101\tMarkise\t2\n102\tStütze\t4', DE)).toMatchObject({ article: 0, quantity: 2 });
  });

  it('reads two columns headed quantity first as headed', () => {
    const parsed = parseQuoteLines('Menge;Art.-Nr.\n4;900155\n2;31245', DE);
    expect(parsed.lines.map((line) => [line.artnr, line.quantity])).toEqual([
      ['900155', 4],
      ['31245', 2],
    ]);
  });

  it('reads a heading row in either language as headings, whatever the UI language', () => {
    for (const headings of [
      'Pos;Artikelnummer;Bezeichnung;Menge;Einzelpreis;Gesamtpreis',
      'Line;Item no.;Description;Qty;Unit price;Total',
    ]) {
      for (const locale of [DE, EN]) {
        const parsed = parseQuoteLines(`${headings}\n1;900155;Markise;2;47,85;95,70`, locale);
        expect(parsed.header?.input, `${headings} in ${locale}`).toBe(headings);
        expect(parsed.lines.map((line) => [line.artnr, line.quantity])).toEqual([['900155', 2]]);
      }
    }
  });
});
