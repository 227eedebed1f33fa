import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockAsOf } from '../shared/quote/kept-pricing';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// A quote line's stock is dated, or shown as current, by one rule: the same in the window and in every
// document main makes of the line.

let main: QuotesInMain;
let pages: string[];

const QUOTE: SavedQuote = {
  id: 'q1',
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: 'l1', artnr: '900155', quantity: 2, factor: null }],
};
const ASK = { quoteId: 'q1', lineId: 'l1', artnr: '900155', country: 'de' as const, factor: null };

/** Whether the internal PDF main makes of the quote now dates the line's stock. */
async function documentDates(): Promise<boolean> {
  pages = [];
  expect(await main.handlers.saveQuotePdf({ quoteId: 'q1', copy: 'internal' })).toMatchObject({ ok: true });
  return pages[0]!.includes('class="as-of"');
}

/** The pricing the window holds for the line: main's quote as loaded. */
async function keptInWindow() {
  const loaded = await main.handlers.loadQuotes(undefined);
  return (loaded.ok && loaded.value.quotes[0]?.lines[0]?.pricing) || null;
}

beforeEach(async () => {
  main = await quotesInMain('stock-as-of', {
    regionalLocale: 'en-US',
    preferredLanguages: () => ['en-US'],
    printer: {
      pdf: async (html) => {
        pages.push(html);
        return new TextEncoder().encode('%PDF-1.4 fake');
      },
      print: async () => true,
    },
    // The service's answers are dated by the clock on the wall, as in the app.
    now: () => new Date(),
    quotes: [QUOTE],
  });
});
afterEach(() => main.close());

describe("a quote line's stock date", () => {
  it('is current in the window and the document alike for a line the service priced in this run', async () => {
    const answer = await main.handlers.priceQuoteLine(ASK);
    expect(answer.ok).toBe(true);
    const window = stockAsOf(answer.ok ? answer.value : null, await keptInWindow());
    expect(window).toBeNull();
    expect(await documentDates()).toBe(false);
  });

  it('is the same in a window loaded anew (the quote as main keeps it, not asked again) and the document', async () => {
    const window = stockAsOf(undefined, await keptInWindow());
    expect(window !== null).toBe(await documentDates());
  });

  it('is dated in the window and the document alike after a restart, also when the window asks main for the line', async () => {
    await main.restart();
    const kept = await keptInWindow();
    expect(kept).not.toBeNull();
    const answer = await main.handlers.priceQuoteLine(ASK);
    expect(answer.ok).toBe(true);
    expect(stockAsOf(undefined, kept)).toBe(kept!.pricedAt);
    expect(stockAsOf(answer.ok ? answer.value : null, kept)).toBe(kept!.pricedAt);
    expect(await documentDates()).toBe(true);
  });
});
