import { describe, expect, it } from 'vitest';
import { checkVatId, EMPTY_COMPANY, footerColumns, legalFooterColumn, missingSenderDetails } from './company';
import { translator } from './i18n/translator';

const complete = {
  name: 'Müller & Söhne Großhandel GmbH',
  address: ['Industriestraße 12', '70565 Stuttgart'],
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 12345',
  managingDirectors: 'Hans Müller, Eva Schmidt',
  vatId: 'DE123456789',
  country: null,
};

describe('missingSenderDetails', () => {
  it('names every missing detail in the order Settings shows them', () => {
    expect(missingSenderDetails(EMPTY_COMPANY)).toEqual([
      'name',
      'address',
      'registerCourt',
      'registerNumber',
      'managingDirectors',
      'vatId',
    ]);
    expect(missingSenderDetails({ ...complete, registerNumber: ' ', vatId: '' })).toEqual(['registerNumber', 'vatId']);
    expect(missingSenderDetails({ ...complete, address: [''] })).toEqual(['address']);
    expect(missingSenderDetails(complete)).toEqual([]);
    // The country is never missing: without it, the VAT ID's or the regional format's is taken (senderCountry).
    expect(missingSenderDetails({ ...complete, country: 'ch' })).toEqual([]);
  });
});

describe('the legal details in the footer', () => {
  it('one line each, in the document language, and none for what is not set', () => {
    expect(legalFooterColumn(complete, translator('de')).split('\n')).toEqual([
      'Registergericht: Amtsgericht Stuttgart',
      'Registernummer: HRB 12345',
      'Geschäftsführung: Hans Müller, Eva Schmidt',
      'USt-IdNr.: DE123456789',
    ]);
    expect(legalFooterColumn({ ...complete, registerCourt: '', registerNumber: '' }, translator('en')).split('\n')).toEqual([
      'Managing directors: Hans Müller, Eva Schmidt',
      'VAT ID: DE123456789',
    ]);
    expect(legalFooterColumn({ ...complete, managingDirectors: 'Hans Müller' }, translator('en'))).toContain(
      'Managing director: Hans Müller',
    );
    expect(legalFooterColumn(EMPTY_COMPANY, translator('en'))).toBe('');
    expect(legalFooterColumn(null, translator('en'))).toBe('');
  });

  it('come first among the footer columns; a fourth column joins the third, so none is left off', () => {
    expect(footerColumns('', ['Bank'])).toEqual(['Bank']);
    expect(footerColumns('Legal', [])).toEqual(['Legal']);
    expect(footerColumns('Legal', ['Phone', '', 'Bank'])).toEqual(['Legal', 'Phone', 'Bank']);
    expect(footerColumns('Legal', ['Phone', 'Tax', 'Bank'])).toEqual(['Legal', 'Phone', 'Tax\n\nBank']);
  });
});

describe('checkVatId', () => {
  it('takes an EU or Swiss VAT ID, or nothing', () => {
    for (const id of ['DE123456789', 'ATU12345678', 'CHE-123.456.789 MWST', 'FR 12 345678901', ''])
      expect(checkVatId(` ${id} `), id).toEqual({ ok: true, value: id });
  });

  it('refuses what is not one, saying what one looks like', () => {
    for (const id of ['123456789', 'DE', 'Deutschland', 'DE-'])
      expect(checkVatId(id), id).toEqual({ ok: false, message: { key: 'company.vatId.invalid' } });
  });
});
