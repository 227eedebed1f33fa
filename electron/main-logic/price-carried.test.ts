import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceInfo } from '../shared/price-info';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { createLastKnownStore, type LastKnownKey } from '../core/last-known-store';
import { parsePriceInfo, PRICE_TEXT_LIMITS } from '../core/price-schema';
import { createQuoteStore } from '../core/quote-store';
import { createRecentLookupsStore } from '../core/recall-store';
import { priceLine } from '../shared/quote/priced-quote';
import { renderQuoteDocument } from '../shared/quote/quote-document-html';
import { sampleContext } from '../../test/support/sample-letter';
import { quoteDocumentOf } from './quote-document-of';
import { recentLookupOf } from './recall-handlers';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';
import { anyText } from '../../test/support/any-text';

let dir: string;
beforeAll(async () => {
  dir = await tempFolder('price-carried');
});
afterAll(async () => {
  await removeFolder(dir);
});

/** Any text of up to `max` code points (zod's measure), unicode included, often right at the limit. */
const text = (max: number) => fc.oneof(anyText({ maxLength: max }), anyText({ minLength: max, maxLength: max }));
/** Money as the service sends it: decimals of up to 6 places, large and tiny values (any finite double), and -0. */
const money = fc.oneof(
  fc.tuple(fc.nat({ max: 1_000_000_000 }), fc.nat(6)).map(([units, places]) => units / 10 ** places),
  fc.double({ min: 0, max: 1e15, noNaN: true }),
  fc.constantFrom(0, -0, Number.MIN_VALUE),
);
const count = fc.oneof(fc.nat(20), fc.maxSafeNat());

/** An answer of the service within the schema's own limits, in either spelling of the misspelt fields. */
const answer = fc
  .tuple(
    fc.record({
      base_price: money,
      base_unit: text(PRICE_TEXT_LIMITS.base_unit),
      currencySign: text(PRICE_TEXT_LIMITS.currencySign),
      dealer_price: money,
      factor_price: money,
      factor_pseudo_price: money,
      hotdeal: fc.boolean(),
      novelty: fc.boolean(),
      price: money,
      producerSKU: text(PRICE_TEXT_LIMITS.producerSKU),
      pseudo_price: money,
      scalevolume1: count,
      scalevolume2: count,
      scalevolume3: count,
      stock: count,
      tax: fc.double({ min: 0, max: 100, noNaN: true }),
    }),
    count,
    text(PRICE_TEXT_LIMITS.lifecycle),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([fields, days, lifecycle, specDays, specLifecycle]) => ({
    ...fields,
    [specDays ? 'delivery_days' : 'deleivery_days']: days,
    [specLifecycle ? 'lifecycle' : 'lifecyle']: lifecycle,
  }));

const accepted = (json: unknown): PriceInfo | null => {
  const parsed = parsePriceInfo(json);
  return parsed.ok ? parsed.info : null;
};

const REQUEST = { artnr: '900155', country: 'de' as const, factor: null, profile: null };
const KEY: LastKnownKey = { source: 'service', baseUrl: 'https://prices.example.com', account: 'sub:seller-1', request: REQUEST };
const T0 = new Date('2026-11-20T08:30:00.000Z');

const quotesWith = (info: PriceInfo): SavedQuotes => ({
  activeId: 'q1',
  quotes: [
    {
      id: 'q1',
      name: 'Camping Müller',
      country: 'de',
      factor: null,
      lines: [
        {
          id: 'l1',
          artnr: '900155',
          quantity: 3,
          factor: null,
          pricing: { pricedAt: T0.toISOString(), source: 'service', country: 'de', factor: null, info },
        },
      ],
      updatedAt: T0.toISOString(),
    },
  ],
});

describe('an answer the price schema accepts', () => {
  test.prop([answer], { numRuns: 60 })('is kept by every store and makes a document of its quote', async (json) => {
    const info = accepted(json);
    // Blank texts are the only answers the generator makes that the schema refuses.
    fc.pre(info !== null);
    if (info === null) return;

    const lastKnown = createLastKnownStore(dir, { now: () => T0 });
    await lastKnown.keep(KEY, info, T0);
    expect((await createLastKnownStore(dir, { now: () => T0 }).find(KEY))?.info).toEqual(info);

    const saved = quotesWith(info);
    // Its quote as main makes a document of it (PDF, print), both copies, with and without a factor.
    for (const factor of [null, '1.25']) {
      const quote = saved.quotes[0]!;
      const line = quote.lines[0]!;
      const withFactor = { ...quote, factor, lines: [{ ...line, pricing: { ...line.pricing!, factor } }] };
      const expected = priceLine({ artnr: '900155', quantity: 3, factor }, info);
      for (const copy of ['internal', 'customer'] as const) {
        const document = quoteDocumentOf(withFactor, copy, { source: 'service' });
        expect(document.ok && document.value.lines[0]?.lineTotal).toBe(expected.lineTotal);
        expect(() => renderQuoteDocument(document.ok ? document.value : (undefined as never), sampleContext('de', 'de-DE'))).not.toThrow();
      }
    }
    const quotes = createQuoteStore(dir, () => T0);
    await quotes.load();
    const { pricing, ...line } = saved.quotes[0]!.lines[0]!;
    await quotes.save({ ...saved, quotes: [{ ...saved.quotes[0]!, lines: [line] }] });
    // Written at once when flushed, as on quit, rather than a moment later.
    if (pricing) void quotes.keepPricing('q1', 'l1', '900155', pricing);
    await quotes.flush();
    expect((await createQuoteStore(dir, () => T0).load()).saved).toEqual(saved);

    const entry = recentLookupOf({ request: REQUEST, info, source: 'service' }, T0);
    await createRecentLookupsStore(
      dir,
      () => undefined,
      () => T0,
    ).change(() => [entry]);
    expect(
      await createRecentLookupsStore(
        dir,
        () => undefined,
        () => T0,
      ).list(),
    ).toEqual([entry]);
  });

  it(`is never longer than the stores keep: a producer SKU of ${PRICE_TEXT_LIMITS.producerSKU + 1} characters is refused by name`, () => {
    const [sample] = fc.sample(answer, { numRuns: 1, seed: 1 });
    const json = { ...sample, currencySign: 'EUR', producerSKU: 'X'.repeat(PRICE_TEXT_LIMITS.producerSKU + 1) };
    expect(parsePriceInfo(json)).toMatchObject({
      ok: false,
      problem: { key: 'errors.unexpected.fieldInvalid', values: { field: 'producerSKU', reason: 'tooLong' } },
    });
  });
});
