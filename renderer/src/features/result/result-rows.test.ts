import { describe, expect, it } from 'vitest';
import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import { priceInfo } from '../../../../electron/testing/price-info';
import { resultRows } from './result-rows';

const lookup = (change: Partial<PriceLookup['info']> = {}, factor: string | null = null): PriceLookup => ({
  source: 'service',
  request: { artnr: '900155', country: 'de', factor, profile: null },
  info: priceInfo(change),
});

const byKey = (rows: ReturnType<typeof resultRows>) => Object.fromEntries(rows.map((row) => [row.key, row]));

describe('resultRows', () => {
  it('shows the reference article: gross price with VAT, 11+ stock, lifecycle meaning, no empty rows', () => {
    const rows = byKey(resultRows(lookup(), 'en-US'));
    expect(rows.price).toMatchObject({ value: '€47.85', note: 'incl. 19 % VAT' });
    expect(rows.stock).toMatchObject({ value: '11+', note: '11 or more in stock' });
    expect(rows.lifecycle).toMatchObject({ value: 'E', note: 'Phasing out, will soon be discontinued' });
    expect(rows.dealer_price?.note).toContain('not a dealer');
    for (const hidden of ['factor_price', 'pseudo_price', 'base_price', 'scale_volumes', 'producerSKU'])
      expect(rows[hidden]).toBeUndefined();
  });

  it('formats in the user locale', () => {
    expect(byKey(resultRows(lookup({ price: '1234.5' }), 'de-DE')).price?.value).toBe('1.234,50\u00a0€');
  });

  it('shows the factor price only for a lookup with a factor', () => {
    const rows = byKey(resultRows(lookup({ factor_price: '59.81', factor_pseudo_price: '66.13' }, '1.25'), 'de-DE'));
    expect(rows.factor_price).toMatchObject({ label: 'Price × factor 1,25', value: '59,81\u00a0€' });
    expect(rows.factor_price?.note).toContain('66,13');
  });

  it('shows comparison, base price, tiers and SKU when present', () => {
    const rows = byKey(
      resultRows(
        lookup({
          pseudo_price: '52.9',
          base_price: '15.95',
          base_unit: 'm',
          scalevolume1: 10,
          scalevolume2: 0,
          scalevolume3: 50,
          producerSKU: 'KED-1',
        }),
        'en-US',
      ),
    );
    expect(rows.pseudo_price?.value).toBe('€52.90');
    expect(rows.base_price?.value).toBe('€15.95 per m');
    expect(rows.scale_volumes?.value).toBe('10 / 50');
    expect(rows.producerSKU?.value).toBe('KED-1');
  });

  it('keeps a currency that Intl does not know', () => {
    expect(byKey(resultRows(lookup({ currencySign: 'EURO' }), 'en-US')).price?.value).toBe('47.85 EURO');
  });

  it('says when stock is out and when it comes back', () => {
    const rows = byKey(resultRows(lookup({ stock: 0, delivery_days: 14, lifecycle: 'C' }), 'en-US'));
    expect(rows.stock?.note).toBe('Out of stock');
    expect(rows.delivery_days?.value).toBe('Back in stock in 14 days');
    expect(rows.lifecycle?.note).toContain('ordered on request');
  });

  it('names an undocumented lifecycle code as unknown', () => {
    expect(byKey(resultRows(lookup({ lifecycle: 'Z' }), 'en-US')).lifecycle?.note).toBe('Unknown code Z');
  });
});
