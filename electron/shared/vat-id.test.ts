import { describe, expect, it } from 'vitest';
import { checkEuVatId, normalVatId } from './vat-id';

describe('checkEuVatId', () => {
  it.each([
    ['DE123456789', 'DE123456789'],
    ['de 123 456 789', 'DE123456789'],
    ['ATU12345678', 'ATU12345678'],
    ['NL123456789B01', 'NL123456789B01'],
    ['NL 1234.56.789.B01', 'NL123456789B01'],
    ['BE0123456789', 'BE0123456789'],
    ['BE1234567890', 'BE1234567890'],
    ['FR12345678901', 'FR12345678901'],
    ['FRXX123456789', 'FRXX123456789'],
    ['IT12345678901', 'IT12345678901'],
    ['ESA1234567B', 'ESA1234567B'],
    ['ES12345678Z', 'ES12345678Z'],
    ['ESX1234567Z', 'ESX1234567Z'],
    ['PL1234567890', 'PL1234567890'],
    ['PL-123-456-78-90', 'PL1234567890'],
    ['DK12345678', 'DK12345678'],
    ['FI12345678', 'FI12345678'],
    ['SE123456789001', 'SE123456789001'],
    ['EL123456789', 'EL123456789'],
    ['', ''],
    ['   ', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(checkEuVatId(typed)).toEqual({ ok: true, value: kept });
  });

  it.each([
    ['DE12345678', 'customers.vatId.badFormat', { example: 'DE123456789' }],
    ['DE1234567890', 'customers.vatId.badFormat', { example: 'DE123456789' }],
    ['AT12345678', 'customers.vatId.badFormat', { example: 'ATU12345678' }],
    ['NL123456789', 'customers.vatId.badFormat', { example: 'NL123456789B01' }],
    ['NL123456789X01', 'customers.vatId.badFormat', { example: 'NL123456789B01' }],
    ['BE2123456789', 'customers.vatId.badFormat', { example: 'BE0123456789' }],
    ['BE123456789', 'customers.vatId.badFormat', { example: 'BE0123456789' }],
    ['FRIO123456789', 'customers.vatId.badFormat', { example: 'FR12345678901' }],
    ['IT1234567890', 'customers.vatId.badFormat', { example: 'IT12345678901' }],
    ['ES12345678', 'customers.vatId.badFormat', { example: 'ESA1234567B' }],
    ['ES123456789', 'customers.vatId.badFormat', { example: 'ESA1234567B' }],
    ['PL123456789', 'customers.vatId.badFormat', { example: 'PL1234567890' }],
    ['GR123456789', 'customers.vatId.badFormat', { example: 'EL123456789' }],
    ['CHE-123.456.789 MWST', 'customers.vatId.notEu', { country: 'ch' }],
    ['CHE123456789', 'customers.vatId.notEu', { country: 'ch' }],
    ['NO123456789MVA', 'customers.vatId.notEu', { country: 'no' }],
    ['GB123456789', 'customers.vatId.notEu', { country: 'gb' }],
    ['US123456789', 'customers.vatId.unknownCountry', undefined],
    ['123456789', 'customers.vatId.unknownCountry', undefined],
  ])('refuses %j: %s', (typed, key, values) => {
    expect(checkEuVatId(typed)).toEqual({ ok: false, message: values === undefined ? { key } : { key, values } });
  });

  it('refuses one longer than a VAT ID is typed', () => {
    expect(checkEuVatId(`DE${'1'.repeat(30)}`)).toMatchObject({ ok: false, message: { key: 'customers.vatId.tooLong' } });
  });

  it('writes a VAT ID as it is compared and printed', () => {
    expect(normalVatId(' nl 1234.56.789-b01 ')).toBe('NL123456789B01');
  });
});
