import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { VAT_TREATMENTS } from './quote/vat-treatment';
import { CUSTOMER_LIMITS, customerFieldsSchema, customerNumberKey, type Customer, type CustomerFields } from './customer';
import { previewCustomerImport } from './customer-csv';
import { exportCustomersCsv } from './customer-csv-export';
import { EXPORT_HEADERS, type CsvField } from './customer-csv-columns';
import { readCsvCell, readCsvRecords, writeSheetCell } from './csv-text';

// Letters that trouble CSV and spreadsheets: delimiters, quotes, formula starts, umlauts, the euro sign.
const CHARS = [...'aZ09 ;,\t"\'=+-@äÖß€éÅ/.'];
const text = (max: number, extra: string[] = []) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS, ...extra), maxLength: max })
    .map((value) => (extra.includes('\n') ? value.trimEnd() : value.trim()));
const word = fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 8 });

const markup = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Big(n).div(10_000).toFixed());
const fields = fc
  .record({
    name: text(CUSTOMER_LIMITS.name).filter((value) => value !== ''),
    number: text(CUSTOMER_LIMITS.number),
    contact: text(CUSTOMER_LIMITS.contact),
    formOfAddress: fc.option(fc.constantFrom('mr' as const, 'ms' as const)),
    email: fc.oneof(
      fc.constant(''),
      fc.tuple(word, word).map(([local, domain]) => `${local}@${domain}.de`),
    ),
    phone: text(CUSTOMER_LIMITS.phone),
    address: fc.array(
      text(CUSTOMER_LIMITS.addressLine).filter((value) => value !== ''),
      { maxLength: CUSTOMER_LIMITS.addressLines },
    ),
    country: fc.option(fc.constantFrom(...COUNTRY_CODES)),
    markup: fc.option(markup),
    documentLanguage: fc.option(fc.constantFrom('de' as const, 'en' as const)),
    priceBasis: fc.option(fc.constantFrom('net' as const, 'gross' as const)),
    note: text(200, ['\n']),
    vatTreatment: fc.option(fc.constantFrom(...VAT_TREATMENTS)),
    vatId: fc.constantFrom('', 'NL123456789B01', 'ATU12345678', 'FRXX123456789'),
  })
  // An intra-Community supply is kept only with a VAT ID (vatReasons).
  .map((each) => (each.vatTreatment === 'intraCommunity' && each.vatId === '' ? { ...each, vatId: 'BE0123456789' } : each));
// Lists as they are kept, exact copies without a number among them (what importing by number alone made).
const customers = fc
  .tuple(fc.array(fields, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 3 }))
  .map(([list, copies]) => [
    ...list.map((each, index): Customer => ({ ...each, id: `c${index}` })),
    ...(list.length === 0 ? [] : copies.map((pick, index): Customer => ({ ...list[pick % list.length]!, number: '', id: `copy${index}` }))),
  ])
  .map((list) => {
    const seen = new Set<string>();
    return list.filter((each) => {
      const key = customerNumberKey(each.number);
      if (key === null) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** A cell changed in Excel: the column, what is typed there, and the customer it should make. */
interface Edit {
  field: keyof CustomerFields;
  column: CsvField;
  cell: (language: 'de' | 'en') => string;
  apply: (customer: Customer) => Customer;
}
const line =
  (index: number, value: string) =>
  (customer: Customer): Customer => {
    const address: (string | undefined)[] = [...customer.address];
    address[index] = value;
    return { ...customer, address: address.filter((each): each is string => each !== undefined && each !== '') };
  };
const EDITS: Edit[] = [
  { field: 'name', column: 'name', cell: () => 'Neu & Söhne GmbH', apply: (c) => ({ ...c, name: 'Neu & Söhne GmbH' }) },
  { field: 'number', column: 'number', cell: () => 'ZZ-NEU', apply: (c) => ({ ...c, number: 'ZZ-NEU' }) },
  { field: 'contact', column: 'contact', cell: () => '=Frau Neu', apply: (c) => ({ ...c, contact: '=Frau Neu' }) },
  {
    field: 'formOfAddress',
    column: 'formOfAddress',
    cell: (language) => (language === 'de' ? 'Frau' : 'Ms'),
    apply: (c) => ({ ...c, formOfAddress: 'ms' }),
  },
  { field: 'email', column: 'email', cell: () => 'neu@example.de', apply: (c) => ({ ...c, email: 'neu@example.de' }) },
  { field: 'phone', column: 'phone', cell: () => '+49 1', apply: (c) => ({ ...c, phone: '+49 1' }) },
  { field: 'address', column: 'address1', cell: () => 'Neuer Weg 1', apply: line(0, 'Neuer Weg 1') },
  { field: 'address', column: 'address3', cell: () => '12345 Neustadt', apply: line(2, '12345 Neustadt') },
  { field: 'country', column: 'country', cell: () => 'Österreich', apply: (c) => ({ ...c, country: 'at' }) },
  { field: 'markup', column: 'markup', cell: (language) => (language === 'de' ? '1,3' : '1.3'), apply: (c) => ({ ...c, markup: '1.3' }) },
  { field: 'documentLanguage', column: 'documentLanguage', cell: () => 'English', apply: (c) => ({ ...c, documentLanguage: 'en' }) },
  { field: 'priceBasis', column: 'priceBasis', cell: () => 'netto', apply: (c) => ({ ...c, priceBasis: 'net' }) },
  { field: 'note', column: 'note', cell: () => 'neu\nzweite Zeile', apply: (c) => ({ ...c, note: 'neu\nzweite Zeile' }) },
];

describe('the customer CSV', () => {
  test.prop([customers, fc.constantFrom('de' as const, 'en' as const)])('export then import gives the same customers', (list, language) => {
    expect(list.every((each) => customerFieldsSchema.safeParse(each).success)).toBe(true);
    const preview = previewCustomerImport(exportCustomersCsv(list, language), []);
    expect(preview.rejected).toEqual([]);
    expect(preview.added).toEqual(list.map(({ id: _, ...rest }) => rest));
  });

  test.prop([customers, fc.constantFrom('de' as const, 'en' as const)])(
    'exported and imported again over itself, it is the same list: nothing added, changed, refused or asked',
    (list, language) => {
      const preview = previewCustomerImport(exportCustomersCsv(list, language), list);
      expect({
        added: preview.added,
        updated: preview.updated,
        unchanged: preview.unchanged,
        rejected: preview.rejected,
        questions: preview.questionCount,
      }).toEqual({ added: [], updated: [], unchanged: list.length, rejected: [], questions: 0 });
    },
  );

  test.prop([
    customers.filter((list) => list.length > 0),
    fc.nat(),
    fc.constantFrom(...EDITS),
    fc.constantFrom('de' as const, 'en' as const),
  ])('a cell edited in the export changes exactly that field of that customer, and nothing else', (list, pick, edit, language) => {
    const target = list[pick % list.length]!;
    const records = readCsvRecords(new TextDecoder().decode(exportCustomersCsv(list, language)).replace(/^\uFEFF/, ''), ';');
    const column = records[0]!.cells.indexOf(EXPORT_HEADERS[language][edit.column]!);
    const row = records[1 + list.indexOf(target)]!;
    row.cells[column] = edit.cell(language);
    const file = records.map((record) => record.cells.map((cell) => writeSheetCell(readCsvCell(cell), ';')).join(';')).join('\r\n');
    const preview = previewCustomerImport(new TextEncoder().encode(file), list);
    const expected = edit.apply(target);
    expect(preview.rejected).toEqual([]);
    expect(preview.added).toEqual([]);
    if (JSON.stringify(expected) === JSON.stringify(target)) expect(preview.updated).toEqual([]);
    else {
      expect(preview.updated).toEqual([expected]);
      expect(preview.changes.map((change) => [change.id, change.changes.map((each) => each.field)])).toEqual([[target.id, [edit.field]]]);
    }
  });

  test.prop([
    fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc
        .string({ unit: fc.constantFrom(...CHARS, '\n', '\r', 'Name', 'Land', 'Faktor', 'PLZ', 'Ort', 'Nr'), maxLength: 80 })
        .map((value) => new TextEncoder().encode(value)),
    ),
  ])('any bytes give a preview, never an error, and every customer taken is one the store can keep', (bytes) => {
    const preview = previewCustomerImport(bytes, []);
    for (const taken of preview.added) expect(customerFieldsSchema.safeParse(taken).success).toBe(true);
    for (const line of preview.rejected) expect(line.reasons.length).toBeGreaterThan(0);
  });
});
