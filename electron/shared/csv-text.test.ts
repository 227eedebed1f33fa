import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { csvRecords, decodeCsv, detectDelimiter, readCsvCell, readCsvRecords, writeSheetCell } from './csv-text';

describe('the text of a CSV file', () => {
  it('reads Windows-1252 as Windows writes it, the euro sign and quotes of 0x80–0x9F too', () => {
    const bytes = Uint8Array.from([0x80, 0x20, 0x84, 0x93, 0x96, 0x9f, 0x20, 0xe4, 0xdf, 0xd6]);
    expect(decodeCsv(bytes)).toEqual({ text: '€ „“–Ÿ äßÖ', encoding: 'windows-1252' });
  });

  it('reads UTF-8 with and without its BOM, and UTF-16 after its BOM', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFMüller'))).toEqual({ text: 'Müller', encoding: 'utf-8-bom' });
    expect(decodeCsv(new TextEncoder().encode('Müller €'))).toEqual({ text: 'Müller €', encoding: 'utf-8' });
    expect(decodeCsv(Uint8Array.from([0xff, 0xfe, 0x4d, 0x00, 0xfc, 0x00]))).toEqual({ text: 'Mü', encoding: 'utf-16le' });
  });

  it('takes the delimiter the header has most of outside quotes', () => {
    expect(detectDelimiter('\n"Name; Firma",Ort,Land\na;b;c;d;e\n')).toBe(',');
    expect(detectDelimiter('Name;Ort,Stadt;Land\n')).toBe(';');
    expect(detectDelimiter('Name\tOrt\n')).toBe('\t');
    expect(detectDelimiter('Name\n')).toBe(';');
  });

  it('reads quoted cells with delimiters, line breaks and doubled quotes, and says where each record starts', () => {
    expect(readCsvRecords('a;"b;c"\r\n\r\n"x\r\ny";"say ""hi"""\nlast;it"s', ';')).toEqual([
      { line: 1, cells: ['a', 'b;c'], unclosed: false },
      { line: 3, cells: ['x\r\ny', 'say "hi"'], unclosed: false },
      { line: 5, cells: ['last', 'it"s'], unclosed: false },
    ]);
    expect(readCsvRecords('a;"open\nrest', ';')).toEqual([{ line: 1, cells: ['a', 'open\nrest'], unclosed: true }]);
  });

  it('neutralises a cell a spreadsheet would run as a formula, and reads it back as it was', () => {
    for (const value of ['=1+1', '+49 711', '-5', '@SUM(A1)', '\tx', "'=x", "''+x"]) {
      const written = writeSheetCell(value, ';');
      expect(written.replace(/^"/, '')).toMatch(/^'/);
      const [record] = readCsvRecords(written, ';');
      expect(readCsvCell(record?.cells[0] ?? '')).toBe(value);
    }
    expect(writeSheetCell("it's", ';')).toBe("it's");
    expect(readCsvCell("'plain")).toBe("'plain");
    expect(writeSheetCell(' padded;', ';')).toBe('" padded;"');
  });

  it('writes a number as a number, a negative one too, and anything else given as a number as text', () => {
    expect(writeSheetCell({ number: '-12,50' }, ';')).toBe('-12,50');
    expect(writeSheetCell({ number: '-12.50' }, ',')).toBe('-12.50');
    expect(writeSheetCell({ number: '-12,50' }, '\t')).toBe('-12,50');
    expect(writeSheetCell({ number: '=1+1' }, ';')).toBe("'=1+1");
    expect(writeSheetCell({ number: '-1;2' }, ';')).toBe(`"'-1;2"`);
  });

  it('writes a tab-separated cell without tabs or line breaks, a formula start neutralised first', () => {
    expect(writeSheetCell('a\tb\r\nc', '\t')).toBe('a b c');
    expect(writeSheetCell('\t=1+1', '\t')).toBe("' =1+1");
    expect(writeSheetCell('=HYPERLINK("x")', '\t')).toBe(`'=HYPERLINK("x")`);
  });

  it('neutralises a formula start after spaces or a double quote too (a pasted "=1+1" is unquoted, then run), and reads it back', () => {
    // Before, these were written as they are: pasted from "Copy table", Excel takes the quotes off and runs the formula.
    expect(writeSheetCell('"=HYPERLINK(""http://x"")"', '\t')).toBe(`'"=HYPERLINK(""http://x"")"`);
    expect(writeSheetCell(' =1+1', '\t')).toBe("' =1+1");
    expect(writeSheetCell('\u00a0@SUM(A1)', ';')).toBe("'\u00a0@SUM(A1)");
    for (const value of ['"=1+1"', ' =1+1', '  -5', '" @x', '\'" =x']) {
      const written = writeSheetCell(value, ';');
      expect(written.replace(/^"/, '')).toMatch(/^'/);
      const [record] = readCsvRecords(written, ';');
      expect(readCsvCell(record?.cells[0] ?? '')).toBe(value);
    }
    expect(writeSheetCell('"Quoted" - a description', ';')).toBe('"""Quoted"" - a description"');
  });
});

describe('CSV read in pieces', () => {
  test.prop([
    fc.string({ unit: fc.constantFrom('a', 'ä', ';', ',', '"', '\r', '\n', ' '), maxLength: 60 }),
    fc.array(fc.nat(60), { maxLength: 6 }),
  ])('reads the same records however the text is cut (a quote or CRLF across a cut too)', (text, cuts) => {
    const at = [...new Set(cuts.map((cut) => Math.min(cut, text.length)))].sort((a, b) => a - b);
    const chunks = [0, ...at].map((from, index) => text.slice(from, [...at, text.length][index]));
    expect([...csvRecords(chunks, ';')].filter((record) => record !== null)).toEqual(readCsvRecords(text, ';'));
  });
});
