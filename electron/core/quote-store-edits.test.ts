import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { priceInfo } from '../../test/support/price-info';
import type { QuotesEdit, SavedQuote } from '../shared/quote/saved-quote';
import { createQuoteStore } from './quote-store';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('quote-copy', (path) => (dir = path));

const pricing = {
  pricedAt: '2026-11-21T09:14:00.000Z',
  source: 'service' as const,
  country: 'de' as const,
  factor: null,
  info: priceInfo(),
};
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
      quotes: [
        original,
        copy('same', {}),
        copy('austria', { country: 'at' }),
        copy('factor', { factor: '1.25' }),
        copy('other', {}, '560011'),
      ],
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

describe('quote store, an edit of the changed quotes only', () => {
  const quote = (quoteId: string, name = `Quote ${quoteId}`): QuotesEdit['quotes'][number] => ({
    ...original,
    id: quoteId,
    name,
    lines: [{ id: `${quoteId}-l1`, artnr: '900155', quantity: 1, factor: null }],
  });
  const names = (store: ReturnType<typeof createQuoteStore>, ids: string[]) => ids.map((quoteId) => store.quote(quoteId)?.name ?? null);

  it('changes those it names, removes those removed, places new ones by the order, and keeps every other as it was', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    await store.save({ quotes: [quote('a'), quote('b'), quote('c')], activeId: 'a' });
    await store.keepPricing('b', 'b-l1', '900155', pricing);
    await store.keepIssue('b', { number: 'A-2026-0001', issuedOn: '2026-11-26', sentAt: null });
    await store.save({ quotes: [quote('a', 'Renamed')], activeId: 'a', changed: { removed: ['c'] } });
    await store.save({ quotes: [quote('d')], activeId: 'd', changed: { removed: [], order: ['d', 'a', 'nothing'] } });
    await store.flush();
    const read = (await createQuoteStore(dir).load()).saved;
    // "b", not named by the order, is kept after those it names: never lost.
    expect(read.quotes.map((each) => each.id)).toEqual(['d', 'a', 'b']);
    expect(read.activeId).toBe('d');
    expect(names(store, ['a', 'b', 'c'])).toEqual(['Renamed', 'Quote b', null]);
    expect(read.quotes[2]).toMatchObject({ issue: { number: 'A-2026-0001' }, lines: [{ pricing }] });
  });

  it('refuses a change to a sent quote as an edit of every quote does', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    await store.save({ quotes: [quote('a')], activeId: 'a' });
    await store.keepPricing('a', 'a-l1', '900155', pricing);
    await store.keepIssue('a', { number: 'A-2026-0001', issuedOn: '2026-11-26', sentAt: '2026-11-26T09:00:00.000Z' });
    const changed = { ...quote('a'), lines: [{ id: 'a-l1', artnr: '900155', quantity: 5, factor: null }] };
    await expect(store.save({ quotes: [changed], activeId: 'a', changed: { removed: [] } })).rejects.toThrow(/was sent/);
    await expect(store.save({ quotes: [quote('b')], activeId: 'b', changed: { removed: [] } })).resolves.toBeUndefined();
    expect(store.quote('a')?.lines[0]?.quantity).toBe(1);
  });
});
