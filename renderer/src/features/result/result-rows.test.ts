import { describe, expect, it } from 'vitest';
import type { PriceLookup } from '@shared/ipc-contract';
import { msg } from '@shared/i18n/catalogue';
import { translator } from '@shared/i18n/translator';
import { phoneLine } from '@shared/phone-line';
import { priceInfo } from '../../../../test/support/price-info';
import { resultRows as rowsIn } from './result-rows';

const lookup = (change: Partial<PriceLookup['info']> = {}, factor: string | null = null): PriceLookup => ({
  source: 'service',
  request: { artnr: '900155', country: 'de', factor, profile: null },
  info: priceInfo(change),
});

/** The rows in English, as most cases check; German has its own case. */
const resultRows = (of: PriceLookup, locale: string) => rowsIn(of, locale, translator('en'));

const byKey = (rows: ReturnType<typeof rowsIn>) => Object.fromEntries(rows.map((row) => [row.key, row]));

describe('resultRows', () => {
  it('shows prices below a cent with their decimals', () => {
    const rows = byKey(resultRows(lookup({ price: '0.0125', dealer_price: '0.0075', factor_price: '0.0156' }, '1.25'), 'de-DE'));
    expect(rows.factor_price?.value).toBe('0,0156\u00a0€');
    expect(rows.factor_price?.details?.[0]).toContain('0,0125\u00a0€');
    expect(rows.dealer_price?.value).toBe('0,0075\u00a0€');
  });

  it('shows the reference article: gross price with VAT, 11+ stock, lifecycle meaning, no empty rows', () => {
    const rows = byKey(resultRows(lookup(), 'en-US'));
    expect(rows.price).toMatchObject({ value: '€47.85', note: 'incl. 19% VAT' });
    expect(rows.stock).toMatchObject({ value: '11+', note: '11 or more in stock' });
    expect(rows.lifecycle).toMatchObject({ value: 'E', note: 'Phasing out, will soon be discontinued' });
    expect(rows.dealer_price?.note).toContain('not a dealer');
    for (const hidden of ['factor_price', 'pseudo_price', 'base_price', 'scale_volumes', 'producerSKU'])
      expect(rows[hidden]).toBeUndefined();
  });

  it('formats in the user locale', () => {
    expect(byKey(resultRows(lookup({ price: '1234.5' }), 'de-DE')).price?.value).toBe('1.234,50\u00a0€');
  });

  it('with a factor, shows one main figure, the offer price with its VAT note, and the list price under it, in the same place', () => {
    const without = resultRows(lookup({ factor_price: '59.81' }), 'en-US');
    const withFactor = resultRows(lookup({ factor_price: '59.81', factor_pseudo_price: '66.13' }, '1.25'), 'de-DE');
    const rows = byKey(withFactor);
    // The label says the factor in words, so a factor carried on from the last caller is read at a glance.
    expect(rows.factor_price).toMatchObject({
      // English words in a German regional format: German digits, English's percent style.
      label: 'Offer price (gross) with factor 1,25 (+25%)',
      value: '59,81\u00a0€',
      note: 'incl. 19% VAT',
      tone: 'main',
    });
    expect(rows.factor_price?.details).toEqual(['List price 47,85\u00a0€ × factor 1,25', 'Comparison price × factor: 66,13\u00a0€']);
    expect(rows.price).toBeUndefined();
    // Every other field keeps its place.
    expect(withFactor.map((row) => row.key).slice(1)).toEqual(without.map((row) => row.key).slice(1));
    expect(withFactor.filter((row) => row.tone === 'main')).toHaveLength(1);
  });

  it('never shows a price of 0 as a price: the service has none, and says so', () => {
    for (const factor of [null, '1.25']) {
      const [main] = resultRows(lookup({ price: '0.0', factor_price: '0.0' }, factor ?? undefined), 'en-US');
      expect(main).toMatchObject({ value: 'No price set — ask purchasing', tone: 'bad' });
      expect(main?.note).toBeUndefined();
    }
    const [german] = rowsIn(lookup({ price: '0' }), 'de-DE', translator('de'));
    expect(german?.value).toBe('Kein Preis hinterlegt – bitte beim Einkauf nachfragen');
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
    expect(rows.delivery_days?.value).toBe('Ordered on request, available in approx. 14 days');
    expect(rows.lifecycle?.note).toContain('ordered on request');
  });

  it('says low stock in words, not only by its warning tone', () => {
    expect(byKey(resultRows(lookup({ stock: 3 }), 'en-US')).stock).toMatchObject({ value: '3', note: 'Low stock', tone: 'warn' });
    expect(byKey(rowsIn(lookup({ stock: 1 }), 'de-DE', translator('de'))).stock).toMatchObject({ note: 'Geringer Lagerbestand' });
  });

  it('names an undocumented lifecycle code as unknown', () => {
    expect(byKey(resultRows(lookup({ lifecycle: 'Z' }), 'en-US')).lifecycle?.note).toBe('Unknown code Z');
  });

  it('speaks German for a German UI, in the regional format given', () => {
    const rows = byKey(
      rowsIn(
        lookup(
          {
            factor_price: '59.81',
            factor_pseudo_price: '66.13',
            pseudo_price: '52.9',
            base_price: '15.95',
            base_unit: 'm',
            scalevolume1: 10,
          },
          '1.25',
        ),
        'de-DE',
        translator('de'),
      ),
    );
    expect(rows.factor_price).toMatchObject({
      label: 'Angebotspreis (brutto) mit Faktor 1,25 (+25\u00a0%)',
      value: '59,81\u00a0€',
      note: 'inkl. 19\u00a0% MwSt.',
    });
    expect(rows.factor_price?.details).toEqual(['Listenpreis 47,85\u00a0€ × Faktor 1,25', 'Streichpreis × Faktor: 66,13\u00a0€']);
    expect(rows.pseudo_price?.label).toBe('Streichpreis');
    expect(rows.dealer_price).toMatchObject({
      label: 'Händler-Listenpreis (netto)',
      note: 'Listenpreis für Händler in Deutschland, nicht der ausgehandelte Preis des Händlers',
    });
    expect(rows.base_price).toMatchObject({ label: 'Grundpreis je Einheit', value: '15,95\u00a0€ je m' });
    expect(rows.stock).toMatchObject({ label: 'Lagerbestand', value: '11+', note: '11 oder mehr auf Lager' });
    expect(rows.delivery_days).toMatchObject({ label: 'Lieferzeit', value: 'Sofort lieferbar, weitere auf Anfrage, Artikel läuft aus' });
    expect(rows.lifecycle).toMatchObject({ label: 'Lebenszyklus', value: 'E', note: 'Läuft bald aus' });
    expect(rows.scale_volumes).toMatchObject({ label: 'Staffelmengen', value: '10' });
  });

  it('says in German when stock comes back, with a real plural, and what C and F mean', () => {
    const de = translator('de');
    const one = byKey(rowsIn(lookup({ stock: 0, delivery_days: 1, lifecycle: 'C' }), 'de-DE', de));
    expect(one.stock?.note).toBe('Nicht auf Lager');
    expect(one.delivery_days?.value).toBe('Auf Anfrage, lieferbar in ca. 1 Tag');
    expect(one.lifecycle?.note).toBe('Kein Lagerartikel, Bestellung auf Anfrage');
    const many = byKey(rowsIn(lookup({ stock: 0, delivery_days: 14, lifecycle: 'F' }), 'de-DE', de));
    expect(many.delivery_days?.value).toBe('Ausgelaufen, nicht mehr lieferbar');
    expect(many.lifecycle?.note).toBe('Ausgelaufen, nicht mehr lieferbar');
    expect(byKey(rowsIn(lookup({ lifecycle: 'Z' }), 'de-DE', de)).lifecycle?.note).toBe('Unbekannter Code Z');
  });

  it('says "1 day" in English, not "1 days"', () => {
    expect(byKey(resultRows(lookup({ stock: 0, delivery_days: 1, lifecycle: 'A' }), 'en-US')).delivery_days?.value).toBe(
      'Available in approx. 1 day',
    );
  });

  it('keeps English labels on German regional settings: words follow the UI language, numbers the region', () => {
    expect(byKey(resultRows(lookup(), 'de-DE')).price).toMatchObject({
      label: 'Price (gross)',
      value: '47,85\u00a0€',
      // A percentage within English words in English's style.
      note: 'incl. 19% VAT',
    });
  });

  it('says delivery in the words of the line for the phone: 881200 (D, 1 in stock, 21 days) reads the same', () => {
    for (const [words, locale] of [
      [translator('de'), 'de-DE'],
      [translator('en'), 'en-US'],
    ] as const) {
      const answer = lookup({ lifecycle: 'D', stock: 1, delivery_days: 21 });
      const delivery = byKey(rowsIn(answer, locale, words)).delivery_days?.value ?? '';
      expect(delivery).toMatch(
        /^(Sofort lieferbar, weitere auf Anfrage \(ca\. 21 Tage\)|Available now, more on request \(approx\. 21 days\))$/,
      );
      expect(phoneLine(answer, words, locale)?.toLowerCase()).toContain(delivery.toLowerCase());
    }
  });

  it('marks the stock and delivery of a kept answer with when they are from, and draws them in no tone', () => {
    const fetchedAt = '2026-11-20T08:30:00.000Z';
    const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(fetchedAt));
    const kept: PriceLookup = { ...lookup({ stock: 11 }), lastKnown: { fetchedAt, reason: msg('errors.unavailable.busy') } };
    const rows = byKey(rowsIn(kept, 'de-DE', translator('de')));
    for (const key of ['stock', 'delivery_days']) {
      expect(rows[key]?.tone).toBeUndefined();
      expect(rows[key]?.asOf).toBe(`Stand vom ${when} – kann sich geändert haben`);
    }
    expect(rows.stock).toMatchObject({ value: '11+', note: '11 oder mehr auf Lager' });
    // A fresh answer has no such mark, and its tones.
    const fresh = byKey(rowsIn(lookup({ stock: 11 }), 'de-DE', translator('de')));
    expect(fresh.stock).toMatchObject({ tone: 'good' });
    expect(fresh.stock?.asOf).toBeUndefined();
    expect(fresh.delivery_days?.asOf).toBeUndefined();
  });
});

describe('resultRows for a picked customer on net prices (a dealer, +20 %)', () => {
  const dealer = lookup({ factor_price: '57.42', dealer_price: '24.13' }, '1.2');
  it.each([
    [
      'en',
      'en-US',
      {
        label: 'Offer price (net) with factor 1.2 (+20%)',
        value: '€48.25',
        note: 'plus 19% VAT',
        details: ['+20% on the list price, list price €40.21', 'Dealer list price €24.13 (net, internal)'],
      },
    ],
    [
      'de',
      'de-DE',
      {
        label: 'Angebotspreis (netto) mit Faktor 1,2 (+20\u00a0%)',
        value: '48,25\u00a0€',
        note: 'zzgl. 19\u00a0% MwSt.',
        details: ['+20\u00a0% auf den Listenpreis, Listenpreis 40,21\u00a0€', 'Händler-Listenpreis 24,13\u00a0€ (netto, intern)'],
      },
    ],
  ] as const)('in %s says the net offer, what the markup is on and the dealer list price beside it', (language, locale, main) => {
    const rows = byKey(rowsIn(dealer, locale, translator(language), { basis: 'net', treatment: 'domestic' }));
    expect(rows.factor_price).toMatchObject(main);
  });

  it('says the price the phone line says', () => {
    const offer = { basis: 'net', treatment: 'intraCommunity' } as const;
    const rows = byKey(rowsIn(dealer, 'en-US', translator('en'), offer));
    expect(rows.factor_price).toMatchObject({ value: '€48.25', note: 'net, no VAT (intra-Community supply)' });
    expect(phoneLine(dealer, translator('en'), 'en-US', 'Kampeer BV', offer)).toContain('€48.25 net, no VAT (intra-Community supply)');
  });
});
