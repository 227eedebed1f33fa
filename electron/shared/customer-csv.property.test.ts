import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect } from 'vitest';
import { COUNTRY_CODES } from './countries';
import { CUSTOMER_LIMITS, customerFieldsSchema, customerNumberKey, type Customer } from './customer';
import { exportCustomersCsv, previewCustomerImport } from './customer-csv';

// Letters that trouble CSV and spreadsheets: delimiters, quotes, formula starts, umlauts, the euro sign.
const CHARS = [...'aZ09 ;,\t"\'=+-@äÖß€éÅ/.'];
const text = (max: number, extra: string[] = []) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS, ...extra), maxLength: max })
    .map((value) => (extra.includes('\n') ? value.trimEnd() : value.trim()));
const word = fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 8 });

const markup = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Big(n).div(10_000).toFixed());
const fields = fc.record({
  name: text(CUSTOMER_LIMITS.name).filter((value) => value !== ''),
  number: text(CUSTOMER_LIMITS.number),
  contact: text(CUSTOMER_LIMITS.contact),
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
});
const customers = fc
  .array(fields, { maxLength: 12 })
  .map((list) => list.map((each, index): Customer => ({ ...each, id: `c${index}` })))
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

describe('the customer CSV', () => {
  test.prop([customers, fc.constantFrom('de' as const, 'en' as const)])('export then import gives the same customers', (list, language) => {
    expect(list.every((each) => customerFieldsSchema.safeParse(each).success)).toBe(true);
    const preview = previewCustomerImport(exportCustomersCsv(list, language), []);
    expect(preview.rejected).toEqual([]);
    expect(preview.added).toEqual(list.map(({ id: _, ...rest }) => rest));
  });

  test.prop([customers])('imported again over itself, nothing is added, changed or refused', (list) => {
    const preview = previewCustomerImport(exportCustomersCsv(list, 'de'), list);
    const numbered = list.filter((each) => each.number !== '').length;
    expect({ added: preview.added.length, updated: preview.updated, unchanged: preview.unchanged, rejected: preview.rejected }).toEqual({
      added: list.length - numbered,
      updated: [],
      unchanged: numbered,
      rejected: [],
    });
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
