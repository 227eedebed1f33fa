import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { describe, expect } from 'vitest';
import { cliLocale } from '../../../../electron/cli/cli-locale';
import { formatPriceInfoJson } from '../../../../electron/cli/format-json';
import { formatSummary } from '../../../../electron/cli/format-summary';
import { formatAmount } from '@shared/format/numbers';
import { translator } from '@shared/i18n/translator';
import type { PriceLookup } from '@shared/ipc-contract';
import { phoneLine } from '@shared/phone-line';
import { offeredPrice } from '@shared/price-info';
import { priceLine, quoteTotal } from '@shared/quote/priced-quote';
import { quoteSummary } from '@shared/quote/quote-summary';
import { FACTOR_PRICE_KINDS, priceInfo, serviceFactorPrice } from '../../../../test/support/price-info';
import { recallEntries } from '../recall/recall-entries';
import { resultRows } from './result-rows';

// Money as the service answers it: none (0), cents up to six digits before the point (grouped), below a cent.
const amount = fc.oneof(
  fc.constant('0'),
  fc.integer({ min: 1, max: 100_000_000 }).map((cents) => new Big(cents).div(100).toFixed(2)),
  fc.integer({ min: 1, max: 9_999 }).map((units) => new Big(units).div(10_000).toFixed()),
);
const FACTORS = [null, '1.25', '0.9', '2.5', '1.0001', '0.0001'] as const;

/** One answer to one request: the factor price as the service rounds it (to cents), or none. */
const lookup = fc
  .record({
    price: amount,
    factor: fc.constantFrom(...FACTORS),
    factorPriceKind: fc.constantFrom(...FACTOR_PRICE_KINDS),
    dealer: amount,
    currency: fc.constantFrom('EUR', 'CHF', 'SEK', 'DKK'),
    tax: fc.constantFrom('19', '8.1', '25.5', '7.7', '0'),
    lifecycle: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
    stock: fc.integer({ min: 0, max: 11 }),
  })
  .map(({ price, factor, factorPriceKind, dealer, currency, tax, lifecycle, stock }): PriceLookup => {
    const factorPrice = serviceFactorPrice(price, factor, factorPriceKind);
    const info = priceInfo({ price, factor_price: factorPrice, dealer_price: dealer, currencySign: currency, tax, lifecycle, stock });
    return { request: { artnr: '900155', country: 'de', factor, profile: null }, info, source: 'service' };
  });
const settings = fc.constantFrom(
  { language: 'de' as const, locale: 'de-DE' },
  { language: 'en' as const, locale: 'en-US' },
  { language: 'en' as const, locale: 'de-CH' },
);

/**
 * The figure offered to the customer, decided here from the spec alone: the price to the 4 decimals money
 * shows; with a factor that price × the factor, rounded once to the cent (a price below a cent to its own
 * decimals); 0 is none, and so is a factor price of 0 from the service.
 */
function offered({ info, request }: PriceLookup): string | null {
  const price = new Big(info.price).round(4, Big.roundHalfUp);
  if (request.factor !== null && new Big(info.factor_price).eq(0)) return null;
  const places = Math.max(2, price.toFixed().split('.')[1]?.length ?? 0);
  const figure = request.factor === null ? price : price.times(request.factor).round(places, Big.roundHalfUp);
  return figure.gt(0) ? figure.toFixed() : null;
}

/** Whether a text gives an amount of money of 0 ("0.00", "0,00"), which is never a price. */
const ZERO_MONEY = /(?<![\d.,'’])0[.,]00(?!\d)/;

describe('the figure offered for one answer', () => {
  test.prop([lookup, settings], { seed: 20261127, numRuns: 400 })(
    'is the same, or "no price" alike, on the screen, the line for the phone, the recent lookups, the CLI and a quote',
    (answer, { language, locale }) => {
      const words = translator(language);
      const { t } = words;
      const figure = offered(answer);
      const amountIn = (where: string): string => formatAmount(figure!, where);

      // The screen's main figure.
      const main = resultRows(answer, locale, words)[0]!;
      if (figure === null) expect(main.value).toBe(t('lookup.result.noPrice'));
      else expect(main.value).toContain(amountIn(locale));

      // The line for the phone: none where there is no price to say, never a price of 0.
      const sentence = phoneLine(answer, words, locale);
      if (figure === null) expect(sentence).toBeNull();
      else expect(sentence).toContain(amountIn(locale));

      // The recent lookups, kept as main keeps them (recentLookupOf: the offered price).
      const { request, info, source } = answer;
      const recent = {
        ...request,
        at: '2026-11-27T10:00:00.000Z',
        price: offeredPrice(info, request.factor),
        currencySign: info.currencySign,
        source,
      };
      const entry = recallEntries([recent], [], locale, words).recentEntries[0]!;
      expect(entry.text).toContain(figure === null ? t('recall.entry.noPrice') : amountIn(locale));

      // The CLI's check: the offered figure in its row, or "no price"; never a money figure of 0.
      const cli = cliLocale(language);
      const summary = formatSummary(answer.info, answer.request, false, cli);
      expect(summary).not.toMatch(ZERO_MONEY);
      if (figure === null) expect(summary).toContain(t('lookup.result.noPrice'));
      else expect(summary).toContain(`${formatAmount(figure, cli.regional)} ${answer.info.currencySign}`);
      const json = JSON.parse(formatPriceInfoJson(answer.info, undefined, answer.request.factor)) as { offer?: string };
      if (figure === null) expect(['no-price', 'discontinued']).toContain(json.offer);

      // A quote of one piece of it, as the customer is told it.
      const line = priceLine({ artnr: '900155', quantity: 1, factor: answer.request.factor }, answer.info);
      const quote = { country: 'de' as const, lines: [{ id: 'l1', artnr: '900155', quantity: 1, factor: null }] };
      const told = quoteSummary({ quote, pricedLines: [line], total: quoteTotal([line]), copy: 'customer', ownVatId: '' }, words, locale);
      // (A total may be 0,00: a unit price below a cent, once, rounds to it.)
      if (line.offer === 'discontinued') return;
      if (figure === null) {
        expect(line.offer).toBe('no-price');
        expect(told).toContain(t('quote.totals.leftOut.noPrice', { count: 1 }));
      } else {
        expect(line.offer).toBe('offered');
        expect(told).toContain(amountIn(locale));
      }
    },
  );
});
