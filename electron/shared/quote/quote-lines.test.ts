import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Message } from '../i18n/catalogue';
import { englishText } from '../i18n/translator';
import { isHeading } from './paste-headings';
import { parseQuantity, parseQuoteLines } from './quote-lines';
import { isOtherUnitWord, isPiecesWord } from './quote-quantity';

const DE = 'de-DE';
const EN = 'en-US';

describe('parseQuoteLines', () => {
  it('reads tab, semicolon, comma, space and bare article lines', () => {
    const parsed = parseQuoteLines('900155\t2\n100234;3\n31245,10\nAB-1029\n560011   7\n', EN);
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 1, artnr: '900155', quantity: 2 },
      { line: 2, artnr: '100234', quantity: 3 },
      { line: 3, artnr: '31245', quantity: 10 },
      { line: 4, artnr: 'AB-1029', quantity: 1 },
      { line: 5, artnr: '560011', quantity: 7 },
    ]);
  });

  it('skips blank lines and reports a header, keeping line numbers of the pasted text', () => {
    const parsed = parseQuoteLines('Artikel Nr;Menge\r\n\r\n900155;2\r\n   \r\n560011;1', DE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.header).toEqual({ line: 1, input: 'Artikel Nr;Menge' });
    expect(parsed.lines.map((line) => [line.line, line.artnr])).toEqual([
      [3, '900155'],
      [5, '560011'],
    ]);
  });

  it('takes a first line as a header when its article field is no article number, or its words are column names', () => {
    expect(parseQuoteLines('Item no.\tAmount\n900155\t1', EN).header).toEqual({ line: 1, input: 'Item no.\tAmount' });
    expect(parseQuoteLines('Artikelnummer;Menge\n900155;1', DE).header).toEqual({ line: 1, input: 'Artikelnummer;Menge' });
    // A first line with an article number and a quantity that cannot be read is listed, not taken for a header.
    const odd = parseQuoteLines('x;y\n900155;1', DE);
    expect(odd.header).toBeNull();
    expect(odd.errors.map((error) => [error.line, error.input])).toEqual([[1, 'x;y']]);
    // Nor is a first line with a bad article number and a good quantity: that is a faulty line.
    const faulty = parseQuoteLines('../x;1', DE);
    expect(faulty.header).toBeNull();
    expect(faulty.errors.map((error) => error.input)).toEqual(['../x;1']);
  });

  it('reads a quantity with the thousands separator of the regional format, and says how it read it', () => {
    const german = parseQuoteLines('900155\t1.000\n100234;12.500', DE);
    expect(german.errors).toEqual([]);
    expect(german.header).toBeNull();
    expect(german.lines.map((line) => [line.artnr, line.quantity])).toEqual([
      ['900155', 1000],
      ['100234', 12_500],
    ]);
    expect(englishText(german.lines[0]!.reading!)).toBe('1.000 read as 1000 pieces');

    const english = parseQuoteLines('900155\t1,000', EN);
    expect(english.lines).toEqual([{ line: 1, artnr: '900155', quantity: 1000, reading: expect.anything() }]);
    expect(englishText(english.lines[0]!.reading!)).toBe('1,000 read as 1000 pieces');
    expect(parseQuoteLines('900155;2', EN).lines[0]).not.toHaveProperty('reading');
  });

  it('lists a first line whose quantity is not a whole number instead of dropping it as a header', () => {
    for (const [text, locale, reason] of [
      ['900155\t1.000', EN, /ambiguous/],
      ['900155\t1,000', DE, /ambiguous/],
      ['900155\t1,5', DE, /not a whole number/],
      ['900155\t1.5', EN, /not a whole number/],
      ['900155\t12 kg', DE, /unit other than pieces/],
    ] as const) {
      const parsed = parseQuoteLines(text, locale);
      expect(parsed.header, text).toBeNull();
      expect(parsed.lines, text).toEqual([]);
      expect(
        parsed.errors.map((error) => error.input),
        text,
      ).toEqual([text]);
      expect(englishText(parsed.errors[0]!.message), text).toMatch(reason);
    }
  });

  it('refuses a comma-separated line whose commas could also group digits', () => {
    const parsed = parseQuoteLines('900155,1,000', EN);
    expect(parsed.lines).toEqual([]);
    expect(englishText(parsed.errors[0]!.message)).toMatch(/tab or a semicolon/);
    expect(parseQuoteLines('900155,1.000', DE).lines).toEqual([{ line: 1, artnr: '900155', quantity: 1000, reading: expect.anything() }]);
  });

  it('reads the Swiss thousands separator, typed or as Intl writes it', () => {
    expect(parseQuoteLines("900155\t1'000\n100234\t2’000", 'de-CH').lines.map((line) => line.quantity)).toEqual([1000, 2000]);
  });

  it('lists bad lines with the reason instead of dropping them', () => {
    const parsed = parseQuoteLines('900155;2\n../x;1\n900155;zwei\n900155;0\n900155;1;5\n100234;2,5', DE);
    expect(parsed.lines).toEqual([{ line: 1, artnr: '900155', quantity: 2 }]);
    expect(parsed.errors.map((error) => [error.line, error.input])).toEqual([
      [2, '../x;1'],
      [3, '900155;zwei'],
      [4, '900155;0'],
      [5, '900155;1;5'],
      [6, '100234;2,5'],
    ]);
    expect(englishText(parsed.errors[0]!.message)).toMatch(/letters, digits/);
    expect(englishText(parsed.errors[1]!.message)).toMatch(/not a whole number/);
    expect(englishText(parsed.errors[2]!.message)).toMatch(/at least 1/);
    expect(englishText(parsed.errors[3]!.message)).toMatch(/more columns/);
  });

  it('a non-numeric quantity after the first line is an error, not a header', () => {
    const parsed = parseQuoteLines('900155;1\nArtnr;Qty', DE);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.header).toBeNull();
  });

  it('accepts quoted spreadsheet cells', () => {
    expect(parseQuoteLines('"900155";"4"', DE).lines).toEqual([{ line: 1, artnr: '900155', quantity: 4 }]);
  });
});

describe('a quantity with a word for pieces after it', () => {
  const UNITS = ['12 Stk', '12 Stk.', '12 Stück', '12 St.', '12 pcs', '12 pc.', '12 x', '12x', '12 STK', '12stk', '12 Pcs.'];
  for (const locale of [DE, EN]) {
    it.each(UNITS)(`accepts %j in ${locale}, whatever the UI language, and says how it read it`, (raw) => {
      const read = parseQuantity(raw, locale);
      expect(read).toMatchObject({ ok: true, value: 12 });
      expect(englishText((read as { reading: Message }).reading)).toBe(`${raw} read as 12 pieces`);
    });
  }

  it('groups thousands before the unit as the regional format does', () => {
    expect(parseQuantity('1.000 Stk', DE)).toMatchObject({ ok: true, value: 1000 });
    expect(parseQuantity('1,000 pcs', EN)).toMatchObject({ ok: true, value: 1000 });
    expect(parseQuantity('1,000 Stk', DE)).toMatchObject({ ok: false });
  });

  it.each([
    ['12 kg', /"12 kg" has a unit other than pieces\. .*12, 12 Stk, 12 Stück, 12 St\., 12 pcs, 12 pc\. or 12x\./],
    ['12 Meter', /unit other than pieces/],
    ['1,5 Stk', /"1,5 Stk" is not a whole number\. .*12 Stk/],
    ['Stk', /not a whole number/],
    ['x', /not a whole number/],
    ['12 Stk Stk', /not a whole number/],
    ['x12', /not a whole number/],
    ['0 Stk', /at least 1/],
  ])('refuses %j, saying what is accepted', (raw, reason) => {
    const read = parseQuantity(raw, DE);
    expect(read.ok).toBe(false);
    expect(englishText((read as { message: Message }).message)).toMatch(reason);
  });

  it('reads it in a pasted line of two columns, a unit in a column of its own, and one of three columns', () => {
    for (const locale of [DE, EN]) {
      const parsed = parseQuoteLines('900155 12 Stk\n100234\t3\tpcs\n31245;4 Stück\nAB-1029,5x\n560011\t7 St.', locale);
      expect(parsed.errors, locale).toEqual([]);
      expect(parsed.lines.map((line) => [line.artnr, line.quantity])).toEqual([
        ['900155', 12],
        ['100234', 3],
        ['31245', 4],
        ['AB-1029', 5],
        ['560011', 7],
      ]);
      const sheet = parseQuoteLines('31245\tMarkise Omnistor 5200\t2 Stk\nAB-1029\tStützfuß-Set\t12 pcs', locale);
      expect(sheet.errors, locale).toEqual([]);
      expect(sheet.lines.map((line) => [line.artnr, line.quantity])).toEqual([
        ['31245', 2],
        ['AB-1029', 12],
      ]);
    }
  });
});

describe('parseQuantity', () => {
  it.each([
    [undefined, DE, 1],
    ['7', DE, 7],
    ['1000000', DE, 1_000_000],
    ['1.000.000', DE, 1_000_000],
    ['1,000,000', EN, 1_000_000],
    ['12,345', 'en-GB', 12_345],
  ])('accepts %s in %s', (raw, locale, expected) => {
    expect(parseQuantity(raw, locale)).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ['', DE],
    ['0', DE],
    ['-1', DE],
    ['1.5', DE],
    ['1,5', DE],
    ['1,000', DE],
    ['1.000', EN],
    ['0.001', DE],
    ['1.0000', DE],
    ['1e3', EN],
    ['1000001', EN],
    ['1.000.001', DE],
    ['abc', EN],
  ])('refuses %j in %s', (raw, locale) => {
    expect(parseQuantity(raw, locale).ok).toBe(false);
  });
});

const LOCALES = ['de-DE', 'en-US', 'de-CH', 'en-GB'] as const;
const HEADERS = ['Artikel Nr;Menge', 'Art.-Nr.\tMenge', 'Article number,Quantity', 'Item no.\tQty', 'SKU;Anzahl'];
const article = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/).filter((artnr) => /[A-Za-z0-9]/.test(artnr));
// Written in a mail with a space before the quantity, an article number is read as a person reads it
// (readMailLine): one that could be a number ("5 1000000"), a list's "1." or a word such as "SKU" or "Stk" before
// a number is read as that, so those are left to the table of real lines and the two-way question.
const mailArticle = article.filter(
  (artnr) =>
    /^[A-WYZa-wyz]/.test(artnr) && /[A-Za-z0-9]$/.test(artnr) && !isHeading(artnr) && !isPiecesWord(artnr) && !isOtherUnitWord(artnr),
);

/** A valid line as a spreadsheet or a person writes it: any separator the parser accepts, the quantity grouped or not. */
const writtenLine = (locale: string) =>
  fc
    .constantFrom('\t', ';', ',', ' ', '   ', ' ; ', '\t ')
    .chain((separator) =>
      fc.record({
        artnr: separator.trim() === '' ? mailArticle : article,
        quantity: fc.integer({ min: 1, max: 1_000_000 }),
        grouped: fc.boolean(),
        bare: fc.boolean(),
        separator: fc.constant(separator),
        unit: fc.constantFrom('', '', ' Stk', ' Stk.', ' Stück', ' St.', ' pcs', ' pc.', 'x', ' x'),
      }),
    )
    .map(({ artnr, quantity, grouped, bare, separator, unit }) => {
      const written = `${grouped ? new Intl.NumberFormat(locale).format(quantity) : String(quantity)}${unit}`;
      // A comma separates columns only where the quantity has none of its own.
      const between = separator === ',' && written.includes(',') ? ';' : separator;
      const text = bare && quantity === 1 ? artnr : `${artnr}${between}${written}`;
      return { artnr, quantity, text };
    });

describe('parseQuoteLines properties', () => {
  test.prop(
    [
      fc.constantFrom(...LOCALES).chain((locale) =>
        fc.record({
          locale: fc.constant(locale),
          lines: fc.array(writtenLine(locale), { minLength: 1, maxLength: 20 }),
          header: fc.option(fc.constantFrom(...HEADERS)),
          lineBreak: fc.constantFrom('\n', '\r\n'),
          blankEvery: fc.integer({ min: 2, max: 6 }),
        }),
      ),
    ],
    { numRuns: 800 },
  )('valid lines in any accepted separator, with or without a header, parse back to exactly those lines', (c) => {
    const body = c.lines.flatMap((line, index) => (index % c.blankEvery === 1 ? ['  ', line.text] : [line.text]));
    const text = [...(c.header === null ? [] : [c.header]), ...body].join(c.lineBreak);
    const parsed = parseQuoteLines(text, c.locale);
    expect(parsed.errors).toEqual([]);
    expect(parsed.header?.input ?? null).toBe(c.header);
    expect(parsed.lines.map(({ artnr, quantity }) => ({ artnr, quantity }))).toEqual(
      c.lines.map(({ artnr, quantity }) => ({ artnr, quantity })),
    );
  });

  const anyLine = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('900155\t1.000', '900155\t1,000', '900155;12 Stk', 'Artikel Nr;Menge', '../x;1', '1,5', '', '  ', 'a;b;c'),
    writtenLine('de-DE').map((line) => line.text),
  );
  test.prop([fc.array(anyLine, { maxLength: 30 }), fc.constantFrom(...LOCALES)], { numRuns: 1000 })(
    'every non-empty line is taken, reported, or reported as the header: exactly once',
    (pieces, locale) => {
      const text = pieces.join('\n');
      const nonEmpty = text.split(/\r\n|\r|\n/).flatMap((line, index) => (line.trim() === '' ? [] : [index + 1]));
      const parsed = parseQuoteLines(text, locale);
      const accounted = [
        ...parsed.lines.map((line) => line.line),
        ...parsed.errors.map((error) => error.line),
        ...(parsed.header ? [parsed.header.line] : []),
      ];
      expect(accounted.sort((a, b) => a - b)).toEqual(nonEmpty);
    },
  );
});
