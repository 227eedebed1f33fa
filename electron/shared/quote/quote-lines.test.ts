import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/translator';
import { parseQuantity, parseQuoteLines } from './quote-lines';

describe('parseQuoteLines', () => {
  it('reads tab, semicolon, comma and bare article lines', () => {
    const parsed = parseQuoteLines('900155\t2\n100234;3\n31245,10\nAB-1029\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      { line: 1, artnr: '900155', quantity: 2 },
      { line: 2, artnr: '100234', quantity: 3 },
      { line: 3, artnr: '31245', quantity: 10 },
      { line: 4, artnr: 'AB-1029', quantity: 1 },
    ]);
  });

  it('skips blank lines and a header, keeping line numbers of the pasted text', () => {
    const parsed = parseQuoteLines('Artikelnummer;Menge\r\n\r\n900155;2\r\n   \r\n560011;1');
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map((line) => [line.line, line.artnr])).toEqual([
      [3, '900155'],
      [5, '560011'],
    ]);
  });

  it('treats a first line with a non-numeric quantity as a header', () => {
    expect(parseQuoteLines('Item\tAmount\n900155\t1').lines).toHaveLength(1);
    expect(parseQuoteLines('x;y\n900155;1').errors).toEqual([]);
  });

  it('lists bad lines with the reason instead of dropping them', () => {
    const parsed = parseQuoteLines('900155;2\n../x;1\n900155;zwei\n900155;0\n900155;1;5\n100234;2,5');
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
    const parsed = parseQuoteLines('900155;1\nArtnr;Qty');
    expect(parsed.errors).toHaveLength(1);
  });

  it('accepts quoted spreadsheet cells', () => {
    expect(parseQuoteLines('"900155";"4"').lines).toEqual([{ line: 1, artnr: '900155', quantity: 4 }]);
  });
});

describe('parseQuantity', () => {
  it.each([
    [undefined, { ok: true, value: 1 }],
    ['7', { ok: true, value: 7 }],
    ['1000000', { ok: true, value: 1_000_000 }],
  ])('accepts %s', (raw, expected) => {
    expect(parseQuantity(raw)).toEqual(expected);
  });

  it.each(['', '0', '-1', '1.5', '1e3', '1000001', 'abc'])('refuses %j', (raw) => {
    expect(parseQuantity(raw).ok).toBe(false);
  });
});
