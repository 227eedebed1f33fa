import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import { msg } from './i18n/catalogue';
import { translator } from './i18n/translator';
import type { PriceLookup } from './ipc-contract';
import { phoneLine } from './phone-line';
import type { PriceInfo } from './price-info';

const en = translator('en');
const de = translator('de');
// Intl writes a no-break space between amount and currency sign and before "%" in German.
const nbsp = '\u00a0';

function lookup(info: Partial<PriceInfo> = {}, change: Partial<PriceLookup> = {}, factor: string | null = null): PriceLookup {
  return {
    request: { artnr: '900155', country: 'de', factor, profile: null },
    info: priceInfo({ lifecycle: 'A', ...info }),
    source: 'service',
    ...change,
  };
}

describe('phoneLine', () => {
  it('reads out a price below a cent with its decimals', () => {
    expect(phoneLine(lookup({ price: '0.0125' }), en, 'en-US')).toContain('Art. 900155 – €0.0125 incl.');
  });

  it('reads the reference article with its scale volumes in German and English', () => {
    const answer = lookup({ scalevolume1: 12 });
    expect(phoneLine(answer, de, 'de-DE')).toBe(
      `Art. 900155 – 47,85${nbsp}€ inkl. 19${nbsp}% MwSt., 11+ auf Lager, sofort lieferbar; Staffel ab 12 Stück.`,
    );
    expect(phoneLine(answer, en, 'en-US')).toBe(
      'Art. 900155 – €47.85 incl. 19% VAT, 11+ in stock, available now; scale prices from 12 pcs.',
    );
  });

  it('keeps words in the UI language and money in the regional format', () => {
    expect(phoneLine(lookup(), en, 'de-DE')).toBe(`Art. 900155 – 47,85${nbsp}€ incl. 19% VAT, 11+ in stock, available now.`);
  });

  it('offers the factor price with a factor, never the dealer list price', () => {
    const answer = lookup({ factor_price: '59.81' }, {}, '1.25');
    const english = phoneLine(answer, en, 'en-US');
    expect(english).toContain('€59.81');
    expect(english).not.toContain('47.85');
    expect(english).not.toContain('24.13');
    expect(phoneLine(lookup(), en, 'en-US')).not.toContain('24.13');
  });

  it('is none where there is no price to offer: a price of 0, or a factor price of 0 with a factor', () => {
    expect(phoneLine(lookup({ price: '0' }), en, 'en-US')).toBeNull();
    expect(phoneLine(lookup({ factor_price: '0' }, {}, '0.0001'), en, 'en-US')).toBeNull();
    // 47.85 × 0.0002 = 0.00957: a cent, offered.
    expect(phoneLine(lookup({ factor_price: '0.01' }, {}, '0.0002'), en, 'en-US')).toContain('€0.01');
  });

  it('names the customer it was looked up for, with the price offered to them and never their factor', () => {
    const answer = lookup({ factor_price: '59.81' }, {}, '1.25');
    const sentence = phoneLine(answer, de, 'de-DE');
    expect(sentence).toContain('59,81');
    expect(phoneLine(answer, de, 'de-DE', 'Camping Müller')).toBe(`Für Camping Müller: ${sentence}`);
    expect(phoneLine(answer, en, 'en-US', 'Camping Müller')).toBe(`For Camping Müller: ${phoneLine(answer, en, 'en-US')}`);
    expect(phoneLine(answer, de, 'de-DE', 'Camping Müller')).not.toMatch(/1,25|Faktor/);
  });

  it('names several tiers as a list, and none without scale volumes', () => {
    const tiers = lookup({ scalevolume1: 12, scalevolume2: 24, scalevolume3: 48 });
    expect(phoneLine(tiers, de, 'de-DE')).toMatch(/; Staffel ab 12, 24 und 48 Stück\.$/);
    expect(phoneLine(tiers, en, 'en-US')).toMatch(/; scale prices from 12, 24, and 48 pcs\.$/);
    expect(phoneLine(lookup({ scalevolume1: 5, scalevolume2: 10 }), en, 'en-US')).toMatch(/from 5 and 10 pcs\.$/);
    expect(phoneLine(lookup(), de, 'de-DE')).not.toContain('Staffel');
    expect(phoneLine(lookup({ scalevolume1: 1000 }), de, 'de-DE')).toContain('Staffel ab 1.000 Stück');
  });

  it('gives stock below the cap as it is', () => {
    expect(phoneLine(lookup({ stock: 7 }), en, 'en-US')).toContain(', 7 in stock, available now.');
  });

  it('says when an article out of stock is expected, with plurals, and that there is no date for 0 days', () => {
    expect(phoneLine(lookup({ stock: 0, delivery_days: 14 }), en, 'en-US')).toContain(', out of stock, available in approx. 14 days.');
    expect(phoneLine(lookup({ stock: 0, delivery_days: 1 }), en, 'en-US')).toContain(', out of stock, available in approx. 1 day.');
    expect(phoneLine(lookup({ stock: 0, delivery_days: 14 }), de, 'de-DE')).toContain(', nicht auf Lager, lieferbar in ca. 14 Tagen.');
    expect(phoneLine(lookup({ stock: 0, delivery_days: 1 }), de, 'de-DE')).toContain(', nicht auf Lager, lieferbar in ca. 1 Tag.');
    expect(phoneLine(lookup({ stock: 0, delivery_days: 0 }), en, 'en-US')).toContain(', out of stock, no delivery date yet.');
    expect(phoneLine(lookup({ stock: 0, delivery_days: 0 }), de, 'de-DE')).toContain(', nicht auf Lager, noch kein Liefertermin.');
  });

  it.each(['C', 'D'])('says lifecycle %s is ordered on request', (lifecycle) => {
    expect(phoneLine(lookup({ lifecycle, stock: 0, delivery_days: 14 }), en, 'en-US')).toContain(
      ', out of stock, ordered on request, available in approx. 14 days.',
    );
    expect(phoneLine(lookup({ lifecycle, stock: 0, delivery_days: 0 }), de, 'de-DE')).toContain(', nicht auf Lager, auf Anfrage.');
    // 881200: what is there goes now, more is ordered; the days say how long that takes.
    expect(phoneLine(lookup({ lifecycle, stock: 1, delivery_days: 21 }), en, 'en-US')).toContain(
      ', 1 in stock, available now, more on request (approx. 21 days).',
    );
    expect(phoneLine(lookup({ lifecycle, stock: 1, delivery_days: 21 }), de, 'de-DE')).toContain(
      ', 1 auf Lager, sofort lieferbar, weitere auf Anfrage (ca. 21 Tage).',
    );
  });

  it('says lifecycle E is phasing out', () => {
    expect(phoneLine(lookup({ lifecycle: 'E' }), en, 'en-US')).toContain(', 11+ in stock, available now, more on request, phasing out.');
    expect(phoneLine(lookup({ lifecycle: 'E' }), de, 'de-DE')).toContain(
      ', 11+ auf Lager, sofort lieferbar, weitere auf Anfrage, Artikel läuft aus.',
    );
  });

  it('says lifecycle F is discontinued, and promises no delivery days', () => {
    const gone = phoneLine(lookup({ lifecycle: 'F', stock: 0, delivery_days: 30 }), en, 'en-US');
    expect(gone).toContain(', out of stock, discontinued, no longer available.');
    expect(gone).not.toContain('30');
    expect(phoneLine(lookup({ lifecycle: 'F', stock: 2 }), de, 'de-DE')).toContain(
      ', 2 auf Lager, ausgelaufen, nur solange der Vorrat reicht.',
    );
  });

  it('says a last-known answer is the last known price, and marks stock and delivery with when they are from', () => {
    const kept = lookup({}, { lastKnown: { fetchedAt: '2026-11-20T08:30:00.000Z', reason: msg('errors.unavailable.busy') } });
    const german = phoneLine(kept, de, 'de-DE');
    const english = phoneLine(kept, en, 'en-US');
    // Formatted as the banner does, in the time zone of the machine running the test.
    const when = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T08:30:00.000Z'));
    expect(german).toBe(
      `Letzter bekannter Preis vom ${when('de-DE')}: Art. 900155 – 47,85${nbsp}€ inkl. 19${nbsp}% MwSt., ` +
        `Bestand und Lieferzeit vom ${when('de-DE')}: 11+ auf Lager, sofort lieferbar.`,
    );
    expect(english).toBe(
      `Last known price from ${when('en-US')}: Art. 900155 – €47.85 incl. 19% VAT, ` +
        `stock and delivery as of ${when('en-US')}: 11+ in stock, available now.`,
    );
    expect(when('de-DE')).toContain('20.11.2026');
  });

  it('keeps a VAT rate with decimals exact', () => {
    expect(phoneLine(lookup({ tax: '7.7' }), de, 'de-DE')).toContain(`inkl. 7,7${nbsp}% MwSt.`);
    expect(phoneLine(lookup({ tax: '8.1' }), en, 'de-CH')).toContain('incl. 8.1% VAT');
  });
});

describe('phoneLine for a picked customer, on their basis', () => {
  const dealer = lookup({ factor_price: '57.42', dealer_price: '24.13' }, {}, '1.2');
  it.each([
    [
      'de',
      'de-DE',
      { basis: 'net', treatment: 'domestic' },
      `Für Freizeit Sommer: Art. 900155 – 48,25${nbsp}€ zzgl. 19${nbsp}% MwSt. (+20${nbsp}% auf den Listenpreis), 11+ auf Lager, sofort lieferbar.`,
    ],
    [
      'en',
      'en-US',
      { basis: 'net', treatment: 'domestic' },
      'For Freizeit Sommer: Art. 900155 – €48.25 plus 19% VAT (+20% on the list price), 11+ in stock, available now.',
    ],
    [
      'en',
      'en-US',
      { basis: 'net', treatment: 'intraCommunity' },
      'For Freizeit Sommer: Art. 900155 – €48.25 net, no VAT (intra-Community supply) (+20% on the list price), 11+ in stock, available now.',
    ],
    [
      'de',
      'de-DE',
      { basis: 'net', treatment: 'export' },
      `Für Freizeit Sommer: Art. 900155 – 48,25${nbsp}€ netto, ohne MwSt. (Ausfuhr) (+20${nbsp}% auf den Listenpreis), 11+ auf Lager, sofort lieferbar.`,
    ],
    [
      'en',
      'en-US',
      { basis: 'gross', treatment: 'consumer' },
      'For Freizeit Sommer: Art. 900155 – €57.42 incl. 19% VAT (+20% on the list price), 11+ in stock, available now.',
    ],
  ] as const)('in %s (%s) on %j', (language, locale, offer, said) => {
    const line = phoneLine(dealer, language === 'de' ? de : en, locale, 'Freizeit Sommer', offer);
    expect(line).toBe(said);
    // The dealer list price is the sales person's, never said to the customer.
    expect(line).not.toContain('24,13');
    expect(line).not.toContain('24.13');
  });

  it('says no markup where the customer has no factor', () => {
    expect(phoneLine(lookup(), en, 'en-US', 'Freizeit Sommer', { basis: 'net', treatment: 'domestic' })).toBe(
      'For Freizeit Sommer: Art. 900155 – €40.21 plus 19% VAT, 11+ in stock, available now.',
    );
  });
});
