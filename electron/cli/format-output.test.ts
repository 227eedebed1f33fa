import { describe, expect, it } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import { hasOfferedPrice, offeredPrice, PRICE_INFO_FIELDS, type PriceInfo } from '../shared/price-info';
import { priceInfo } from '../../test/support/price-info';
import { cliLocale } from './cli-locale';
import { formatPriceInfoJson } from './format-json';
import { formatSummary } from './format-summary';

const info = priceInfo({ price: '19.9', dealer_price: '9.95', lifecycle: 'A', stock: 3 });
const request: LookupRequest = { artnr: 'AB-1', country: 'de', factor: null, profile: null };
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('formatPriceInfoJson', () => {
  it('writes decimals verbatim as JSON numbers, in the spec order', () => {
    const text = formatPriceInfoJson({ ...info, price: '1234567.8912345', dealer_price: '0.1', tax: '7.7' }, undefined, null);
    expect(text).toContain('"price": 1234567.8912345,\n');
    expect(text).toContain('"dealer_price": 0.1,\n');
    expect(text).toContain('"tax": 7.7\n}\n');
    expect(Object.keys(JSON.parse(text) as object)).toEqual([...PRICE_INFO_FIELDS]);
  });

  it('refuses to write a decimal that is not plain number text', () => {
    expect(() => formatPriceInfoJson({ ...info, price: '1e3' }, undefined, null)).toThrow(/price/);
  });
});

describe('formatSummary', () => {
  it('shows a price below a cent with its decimals', () => {
    expect(formatSummary({ ...info, price: '0.0125' }, request, false, cliLocale('de'))).toContain('0,0125 EUR');
    expect(formatSummary({ ...info, price: '0.0125' }, request, false, cliLocale('en'))).toContain('0.0125 EUR');
  });

  it('says there is no price for a price of 0, in both languages, and offers no factor price; --json is unchanged', () => {
    const none = { ...info, price: '0.0', factor_price: '0.0' };
    const withFactor = { ...request, factor: '1.25' };
    const english = formatSummary(none, withFactor, false, cliLocale('en'));
    expect(english).toMatch(/^Price +No price set — ask purchasing$/m);
    expect(english).not.toMatch(/0\.00 EUR/);
    expect(formatSummary(none, withFactor, false, cliLocale('de'))).toMatch(
      /^Bruttopreis +Kein Preis hinterlegt – bitte beim Einkauf nachfragen$/m,
    );
    expect(formatPriceInfoJson(none, undefined, null)).toContain('"price": 0.0,\n');
  });

  it('gives no dealer price where the service has none (0), as the window; --json is unchanged', () => {
    const none = { ...info, dealer_price: '0.0' };
    const text = formatSummary(none, request, false, cliLocale('en'));
    expect(text).not.toMatch(/Dealer price|0\.00 EUR/);
    expect(formatPriceInfoJson(none, undefined, null)).toContain('"dealer_price": 0.0,\n');
  });

  it('says there is no offer price for a factor price of 0 beside a price, as the window', () => {
    const text = formatSummary({ ...info, factor_price: '0.0' }, { ...request, factor: '0.0001' }, false, cliLocale('en'));
    expect(text).toMatch(/^Price +19\.90 EUR {2}\(gross, incl\. 19% VAT\)$/m);
    expect(text).toMatch(/^Price × 0\.0001 \(−99\.99%\) +No price set — ask purchasing$/m);
    expect(JSON.parse(formatPriceInfoJson({ ...info, factor_price: '0.0' }, undefined, '0.0001'))).toMatchObject({ offer: 'no-price' });
  });

  it.each([
    ['a factor price beside a price of 0', { price: '0.0', factor_price: '59.81' }, '1.25'],
    ['a factor price 0 at the decimals money shows', { factor_price: '0.00004' }, '0.0001'],
    ['a factor price with more decimals than money shows', { factor_price: '47.854785' }, '1.0001'],
    ['a factor price of 0 beside a price', { factor_price: '0.0' }, '1.25'],
  ] as const)('offers with %s what the window offers (offeredPrice), or says it has no price', (_case, change, factor) => {
    const answer = { ...info, ...change };
    const english = cliLocale('en');
    const text = formatSummary(answer, { ...request, factor }, false, english);
    const said = (at: string | null): string =>
      hasOfferedPrice(answer, at) ? english.money(offeredPrice(answer, at), 'EUR') : 'No price set — ask purchasing';
    expect(text).toMatch(new RegExp(`^Price +${escaped(said(null))}`, 'm'));
    expect(text).toMatch(new RegExp(`^Price × [^ ]+ \\([^)]+\\) +${escaped(said(factor))}$`, 'm'));
  });

  it('says in --json why an article is not offered, so a script never reads its 0 as a price', () => {
    const none = JSON.parse(formatPriceInfoJson({ ...info, price: '0.0', factor_price: '0.0' }, undefined, null));
    expect(none).toMatchObject({ price: 0, offer: 'no-price' });
    expect(JSON.parse(formatPriceInfoJson({ ...info, lifecycle: 'F', stock: 0 }, undefined, null))).toMatchObject({
      offer: 'discontinued',
    });
    expect(JSON.parse(formatPriceInfoJson(info, undefined, null))).not.toHaveProperty('offer');
  });

  it('leaves out what means nothing for this article', () => {
    const text = formatSummary(info, request, false, cliLocale('en'));
    expect(text).toBe(
      [
        'Article AB-1 · Germany (de)',
        'Price         19.90 EUR  (gross, incl. 19% VAT)',
        'Dealer price  9.95 EUR  (net list price for dealers, not a negotiated price)',
        'Stock         3',
        'Delivery      available now',
        'Lifecycle     A  Kept in stock',
        '',
      ].join('\n'),
    );
  });

  it('shows factor, comparison, base price, tiers, badges and producer SKU when they are set', () => {
    const full: PriceInfo = {
      ...info,
      factor_price: '24.875',
      pseudo_price: '24.9',
      factor_pseudo_price: '31.125',
      base_price: '3.98',
      base_unit: 'm',
      delivery_days: 1,
      stock: 0,
      lifecycle: 'Q',
      hotdeal: true,
      novelty: true,
      producerSKU: 'X-99',
      scalevolume1: 10,
      scalevolume3: 50,
    };
    const text = formatSummary(full, { ...request, factor: '1.25', profile: 'reimo' }, true, cliLocale('en'));
    expect(text).toContain('Article AB-1 · Germany (de) · profile reimo\nDemo data');
    expect(text).toMatch(/Price × 1\.25 \(\+25%\) +24\.88 EUR\n/);
    expect(text).toMatch(/Compare × 1\.25 \(\+25%\) +31\.125 EUR\n/);
    expect(text).toMatch(/Compare price +24\.90 EUR\n/);
    expect(text).toMatch(/Base price +3\.98 EUR per m\n/);
    expect(text).toMatch(/Stock +0 \(out of stock\)\nDelivery +available in approx\. 1 day\n/);
    expect(text).toMatch(/Lifecycle +Q {2}unknown code\n/);
    expect(text).toMatch(/Scale volumes +10 \/ 50\nBadges +hot deal, new\nProducer SKU +X-99\n$/);
  });
});

describe('formatSummary in German', () => {
  it('uses the business words, the decimal comma and German country names', () => {
    const text = formatSummary(
      { ...info, price: '129.9', dealer_price: '1234.5', tax: '7.7', stock: 11, lifecycle: 'E' },
      { ...request, country: 'at' },
      false,
      cliLocale('de'),
    );
    expect(text).toBe(
      [
        'Artikel AB-1 · Österreich (at)',
        'Bruttopreis          129,90 EUR  (inkl. 7,7\u00a0% MwSt.)',
        'Händler-Listenpreis  1.234,50 EUR  (netto; ein Listenpreis, nicht der ausgehandelte Preis des Händlers)',
        'Lagerbestand         11+ (11 oder mehr)',
        'Lieferzeit           sofort lieferbar, weitere auf Anfrage, Artikel läuft aus',
        'Lebenszyklus         E  Läuft bald aus',
        '',
      ].join('\n'),
    );
  });

  it('words factor, comparison, base price, delivery days and badges in German', () => {
    const full: PriceInfo = {
      ...info,
      factor_price: '24.875',
      pseudo_price: '24.9',
      factor_pseudo_price: '31.125',
      base_price: '3.98',
      base_unit: 'm',
      delivery_days: 2,
      stock: 0,
      lifecycle: 'C',
      hotdeal: true,
      novelty: true,
      scalevolume1: 10,
      scalevolume2: 1000,
    };
    const text = formatSummary(full, { ...request, factor: '1.25', profile: 'reimo' }, true, cliLocale('de'));
    expect(text).toContain('Artikel AB-1 · Deutschland (de) · Profil reimo\nDemodaten');
    expect(text).toMatch(/Preis × 1,25 \(\+25\u00a0%\) +24,88 EUR\n/);
    expect(text).toMatch(/Streichpreis × 1,25 \(\+25\u00a0%\) +31,125 EUR\n/);
    expect(text).toMatch(/Streichpreis +24,90 EUR\n/);
    expect(text).toMatch(/Grundpreis +3,98 EUR je m\n/);
    expect(text).toMatch(/Lagerbestand +0 \(nicht vorrätig\)\nLieferzeit +auf Anfrage, lieferbar in ca\. 2 Tagen\n/);
    expect(text).toMatch(/Lebenszyklus +C {2}Kein Lagerartikel, Bestellung auf Anfrage\n/);
    expect(text).toMatch(/Staffelmengen +10 \/ 1\.000\nKennzeichen +Aktion, neu\n$/);
  });
});
