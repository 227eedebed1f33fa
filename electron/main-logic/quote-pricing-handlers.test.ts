import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_PRICE_PATH } from '../core/price-url';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { fakeJwt } from '../../test/support/jwt';
import { englishText, translator } from '../shared/i18n/translator';
import { FRESH_FOR_MS, TOKEN_TEST_ARTICLE } from './price-lookups';
import type { QuoteChange } from '../shared/quote/quote-change';
import { quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

const T0 = new Date('2026-11-25T08:00:00Z');
const TOKEN = fakeJwt({ exp: T0.getTime() / 1000 + 30 * 24 * 3600, sub: 'sales' });

let sim: PriceSimulator;
let main: QuotesInMain;
let now: number;

/** Main's change of quote q1, as the window sends it; fails the test on a refusal. */
const change = async (what: QuoteChange): Promise<void> => {
  const answer = await main.handlers.changeQuote({ quoteId: 'q1', change: what });
  if (!answer.ok) throw new Error(`${what.kind} refused: ${englishText(answer.error.message)}`);
};
const line = (lineId: string, artnr: string, extra: Record<string, unknown> = {}) => ({
  quoteId: 'q1',
  lineId,
  artnr,
  country: 'de',
  factor: null,
  ...extra,
});
// The lookups asked, not the one request that tests a token as it is saved.
const asked = (): number =>
  sim.requests.filter((request) => request.path.startsWith(CHECK_PRICE_PATH) && !request.path.includes(TOKEN_TEST_ARTICLE)).length;
const keptLines = async () => {
  const loaded = await main.handlers.loadQuotes(undefined);
  return loaded.ok ? loaded.value.quotes[0]?.lines : null;
};

beforeEach(async () => {
  now = T0.getTime();
  sim = await startPriceSimulator({ token: TOKEN, latencyMs: 100, faults: true });
  main = await quotesInMain('quote-pricing', {
    now: () => new Date(now),
    printer: { pdf: async () => new Uint8Array(), print: async () => true },
    quotes: [
      {
        id: 'q1',
        name: 'Camping Müller',
        country: 'de',
        factor: null,
        updatedAt: T0.toISOString(),
        lines: [{ id: 'l1', artnr: '900155', quantity: 1, factor: null }],
      },
    ],
    priced: false,
  });
  await main.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN });
});
afterEach(async () => {
  await main.close();
  await sim.close();
});

describe('pricing a quote line', () => {
  it('is one call: main looks it up and keeps the pricing with the line, also across a restart', async () => {
    const answer = await main.handlers.priceQuoteLine(line('l1', '900155'));
    expect(answer).toMatchObject({
      ok: true,
      value: {
        pricing: { pricedAt: T0.toISOString(), source: 'service', country: 'de', factor: null, info: { price: expect.any(String) } },
      },
    });
    // The service's answer of this run; kept without saying so, as a later run did not get it now.
    const { answeredNow, ...asKept } = answer.ok ? answer.value.pricing : ({} as never);
    expect(answeredNow).toBe(true);
    await main.restart();
    expect((await keptLines())?.[0]?.pricing).toEqual(asKept);
    // Kept: asked again (the window reopened), it is answered as it was priced, without asking the service.
    now += FRESH_FOR_MS * 10;
    expect(await main.handlers.priceQuoteLine(line('l1', '900155'))).toEqual({ ok: true, value: { pricing: asKept } });
    expect(asked()).toBe(1);
  });

  it('asks anew for another factor, and keeps the new pricing', async () => {
    await main.handlers.priceQuoteLine(line('l1', '900155'));
    await change({ kind: 'set', fields: { factor: '1.25' } });
    const again = await main.handlers.priceQuoteLine(line('l1', '900155', { factor: '1.25' }));
    expect(again).toMatchObject({ ok: true, value: { pricing: { factor: '1.25', info: { factor_price: expect.any(String) } } } });
    expect((await keptLines())?.[0]?.pricing?.factor).toBe('1.25');
  });

  it('never keeps a pricing the renderer sends with a change', async () => {
    await main.handlers.priceQuoteLine(line('l1', '900155'));
    const kept = (await keptLines())?.[0]?.pricing;
    const forged = { ...kept, info: { ...kept?.info, price: '0.01' } };
    await change({ kind: 'changeLine', lineId: 'l1', change: { quantity: 2, pricing: forged } as never });
    await change({ kind: 'addLines', lines: [{ id: 'l2', artnr: '100234', quantity: 1, pricing: forged } as never] });
    expect((await keptLines())?.[1]?.pricing).toBeUndefined();
    expect((await keptLines())?.[0]).toEqual({ id: 'l1', artnr: '900155', quantity: 2, factor: null, pricing: kept });
  });

  it('keeps nothing for a line whose factor changed while it was priced', async () => {
    const pricing = main.handlers.priceQuoteLine(line('l1', '900155'));
    await change({ kind: 'changeLine', lineId: 'l1', change: { factor: '2' } });
    expect(await pricing).toMatchObject({ ok: true });
    expect((await keptLines())?.[0]?.pricing).toBeUndefined();
  });

  it('keeps the pricing of a line whose save arrives after its answer', async () => {
    const answer = await main.handlers.priceQuoteLine(line('l2', '100234'));
    await change({ kind: 'addLines', lines: [{ id: 'l2', artnr: '100234', quantity: 1 }] });
    expect((await keptLines())?.[1]?.pricing).toEqual(answer.ok && answer.value.pricing);
  });

  it('is cancelled by its request id, and keeps nothing', async () => {
    const pricing = main.handlers.priceQuoteLine(line('l1', '900155', { requestId: 'r1' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await main.handlers.cancelLookup({ requestId: 'r1' })).toEqual({ ok: true, value: { cancelled: true } });
    expect(await pricing).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect((await keptLines())?.[0]?.pricing).toBeUndefined();
  });

  it('says what is wrong with a line that cannot be priced, and keeps nothing', async () => {
    await change({ kind: 'changeLine', lineId: 'l1', change: { artnr: 'FAULT-404' } });
    expect(await main.handlers.priceQuoteLine(line('l1', 'FAULT-404'))).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await main.handlers.priceQuoteLine(line('l1', '../x'))).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await main.handlers.priceQuoteLine({ ...line('l1', '900155'), country: 'us' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect((await keptLines())?.[0]?.pricing).toBeUndefined();
  });
});

describe('re-checking a quote line', () => {
  it('asks the service even for a fresh answer, and keeps the new pricing', async () => {
    await main.handlers.priceQuoteLine(line('l1', '900155'));
    now += 1_000;
    const again = await main.handlers.priceQuoteLine(line('l1', '900155', { recheck: true }));
    expect(again).toMatchObject({ ok: true, value: { pricing: { pricedAt: new Date(now).toISOString() } } });
    expect(asked()).toBe(2);
    expect((await keptLines())?.[0]?.pricing?.pricedAt).toBe(new Date(now).toISOString());
  });

  it('does not count a last-known answer standing in for the service: the line keeps what it had', async () => {
    const first = await main.handlers.priceQuoteLine(line('l1', '900155'));
    sim.setFaultForAll('500');
    const again = await main.handlers.priceQuoteLine(line('l1', '900155', { recheck: true }));
    expect(again).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect((await keptLines())?.[0]?.pricing).toEqual(first.ok && first.value.pricing);
  });

  const send = async () => expect(await main.handlers.printQuote({ quoteId: 'q1', copy: 'customer' })).toMatchObject({ ok: true });

  it('answers a line of a quote that was sent with the pricing it was sent with, without asking the service', async () => {
    const first = await main.handlers.priceQuoteLine(line('l1', '900155'));
    await send();
    now += 1_000;
    const again = await main.handlers.priceQuoteLine(line('l1', '900155', { recheck: true }));
    expect(again).toEqual({ ok: true, value: { pricing: first.ok && first.value.pricing } });
    expect(asked()).toBe(1);
  });

  it('answers a sent line with what it was sent with from any source, country, factor or age, and never prices it live', async () => {
    const first = await main.handlers.priceQuoteLine(line('l1', '900155'));
    await send();
    now += 90 * 24 * 3600 * 1000;
    await main.handlers.updateSettings({ useDemo: true });
    for (const asking of [
      line('l1', '900155'),
      line('l1', '900155', { country: 'at', factor: '1.25' }),
      line('l1', '900155', { recheck: true }),
    ])
      expect(await main.handlers.priceQuoteLine(asking)).toEqual({ ok: true, value: { pricing: first.ok && first.value.pricing } });
    // Also once the sent quote was deleted (it may come back as it was sent).
    await change({ kind: 'delete' });
    expect(await main.handlers.priceQuoteLine(line('l1', '900155'))).toEqual({
      ok: true,
      value: { pricing: first.ok && first.value.pricing },
    });
    await change({ kind: 'undo' });
    expect((await keptLines())?.[0]?.pricing).toEqual(first.ok && first.value.pricing);
    expect(asked()).toBe(1);
  });

  it('says a line sent without a price keeps none, in both languages, and does not price it', async () => {
    await change({ kind: 'addLines', lines: [{ id: 'l2', artnr: '560011', quantity: 1 }] });
    await main.handlers.priceQuoteLine(line('l1', '900155'));
    await main.handlers.priceQuoteLine(line('l2', '560011'));
    await send();
    // Sent before main made documents of its own pricing, or its pricing unreadable since: the line keeps none.
    await main.restart({}, async () => {
      const file = join(main.dir, 'quotes.json');
      const kept = JSON.parse(await readFile(file, 'utf8')) as { data: { quotes: { lines: { pricing?: unknown }[] }[] } };
      delete kept.data.quotes[0]!.lines[1]!.pricing;
      await writeFile(file, JSON.stringify({ ...kept, data: { ...kept.data } }));
    });
    const answer = await main.handlers.priceQuoteLine(line('l2', '560011'));
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'quote-sent',
      'Quote A-2026-0001 was sent without a price for article 560011, so none is kept for it, and a sent quote is never priced anew. A revision (Revise) gets today’s price.',
    ]);
    expect(!answer.ok && translator('de').t(answer.error.message.key, answer.error.message.values)).toContain(
      'Angebot A-2026-0001 wurde ohne Preis für Artikel 560011 versendet',
    );
    expect(asked()).toBe(2);
    expect((await keptLines())?.[1]?.pricing).toBeUndefined();
  });
});
