import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import type { QuotesEdit, SavedQuote } from '../shared/quote/saved-quote';
import { createQuoteStore } from './quote-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-quote-copy-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pricing = { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service' as const, country: 'de' as const, factor: null, info: priceInfo() };
const original: SavedQuote = {
  id: 'q1',
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const copy = (id: string, change: Partial<SavedQuote>, artnr = '900155'): QuotesEdit['quotes'][number] => ({
  ...original,
  id,
  name: `Copy ${id}`,
  ...change,
  lines: [{ id: `${id}-l1`, artnr, quantity: 3, factor: null, copiedFrom: { quoteId: 'q1', lineId: 'l1' } }],
});

describe('quote store, a duplicate', () => {
  it('takes the kept pricing of the line each line was copied from, only where it holds for it, and keeps no link', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    await store.save({ quotes: [original], activeId: 'q1' });
    await store.keepPricing('q1', 'l1', '900155', pricing);
    await store.save({
      quotes: [original, copy('same', {}), copy('austria', { country: 'at' }), copy('factor', { factor: '1.25' }), copy('other', {}, '560011')],
      activeId: 'same',
    });
    await store.flush();
    const pricingOf = (quoteId: string) => store.quote(quoteId)?.lines[0]?.pricing;
    expect(pricingOf('same')).toEqual(pricing);
    expect(pricingOf('austria')).toBeUndefined();
    expect(pricingOf('factor')).toBeUndefined();
    expect(pricingOf('other')).toBeUndefined();
    const file = await readFile(join(dir, 'quotes.json'), 'utf8');
    expect(file).not.toContain('copiedFrom');
    expect((await createQuoteStore(dir).load()).saved.quotes.find((quote) => quote.id === 'same')?.lines[0]?.pricing).toEqual(pricing);
  });
});
