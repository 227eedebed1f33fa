import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import { formatSummary } from '../cli/format-summary';
import { cliLocale } from '../cli/cli-locale';
import { translator } from './i18n/translator';
import { lifecycleMeaningKey } from './lifecycle';
import { phoneLine } from './phone-line';
import { lineAvailability } from './quote/availability';
import { quoteLineWarnings } from './quote/quote-warnings';

const en = translator('en');
const de = translator('de');

describe('the words of a lifecycle code', () => {
  it.each([
    ['A', 'Kept in stock', 'Wird auf Lager geführt'],
    ['B', 'Kept in stock', 'Wird auf Lager geführt'],
    ['C', 'Not kept in stock, ordered on request', 'Kein Lagerartikel, Bestellung auf Anfrage'],
    ['D', 'Not kept in stock, ordered on request', 'Kein Lagerartikel, Bestellung auf Anfrage'],
    ['E', 'Phasing out, will soon be discontinued', 'Läuft bald aus'],
    ['F', 'Discontinued, out of stock for good', 'Ausgelaufen, nicht mehr lieferbar'],
  ])('%s: "%s" / "%s"', (code, english, german) => {
    const key = lifecycleMeaningKey(code);
    expect(key).not.toBeNull();
    expect(en.t(key!)).toBe(english);
    expect(de.t(key!)).toBe(german);
  });

  it('names no meaning for a code the service never documented', () => {
    expect(lifecycleMeaningKey('Z')).toBeNull();
    expect(lifecycleMeaningKey('')).toBeNull();
    expect(lifecycleMeaningKey('toString')).toBeNull();
  });

  // Lifecycle C/D is an article not kept in stock: what is there now is still in stock. No surface may say
  // "not in stock" beside a stock of 1 (the screen, the phone line, the letter, the quote's warnings, the CLI).
  it.each(['C', 'D'])('lifecycle %s with stock on hand is "not kept in stock", never "out of stock", wherever it is said', (lifecycle) => {
    for (const stock of [1, 3, 11]) {
      const info = priceInfo({ lifecycle, stock, delivery_days: 21 });
      const request = { artnr: '881200', country: 'de', factor: null, profile: null } as const;
      const said = [
        ...[en, de].map((words) => words.t(lifecycleMeaningKey(lifecycle)!)),
        ...[en, de].map((words) => phoneLine({ request, info, source: 'service' }, words, 'de-DE') ?? ''),
        ...[en, de].flatMap((words) => quoteLineWarnings(info, 1).map((warning) => words.text(warning))),
        ...[en, de].map((words) => words.text(lineAvailability({ quantity: 1, stock, deliveryDays: 21, lifecycle }))),
        ...(['en', 'de'] as const).map((language) => formatSummary(info, request, false, cliLocale(language))),
      ];
      for (const text of said) expect(text, text).not.toMatch(/nicht auf Lager|nicht vorrätig|out of stock\b(?! for good)/i);
      const cli = formatSummary(info, request, false, cliLocale('de'));
      expect(cli).toMatch(new RegExp(`Lebenszyklus +${lifecycle} {2}Kein Lagerartikel, Bestellung auf Anfrage\\n`));
      expect(formatSummary(info, request, false, cliLocale('en'))).toMatch(
        new RegExp(`Lifecycle +${lifecycle} {2}Not kept in stock, ordered on request\\n`),
      );
    }
  });
});
