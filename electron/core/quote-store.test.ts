import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { priceInfo } from '../testing/price-info';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { createQuoteStore } from './quote-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-quote-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file as the app wrote it before lines kept what they were priced at. */
const olderFile = {
  version: 1,
  data: {
    activeId: 'q1',
    quotes: [
      {
        id: 'q1',
        name: 'Camping Müller',
        country: 'de',
        factor: null,
        lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
        updatedAt: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
};

const priced: SavedQuotes = {
  activeId: 'q1',
  quotes: [
    {
      ...olderFile.data.quotes[0]!,
      country: 'de',
      lines: [
        {
          id: 'l1',
          artnr: '900155',
          quantity: 3,
          factor: null,
          pricing: { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service', country: 'de', factor: null, info: priceInfo() },
        },
      ],
    },
  ],
};

describe('quote store', () => {
  it('reads a file saved before prices were kept, as it was', async () => {
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(olderFile));
    const { saved, notice } = await createQuoteStore(dir).load();
    expect(notice).toBeNull();
    expect(saved).toEqual(olderFile.data);
    expect(saved.quotes[0]?.lines[0]?.pricing).toBeUndefined();
  });

  it('keeps what each line was priced at across a save and a read, in the same file version', async () => {
    const store = createQuoteStore(dir);
    await store.load();
    await store.save(priced);
    expect(JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')).version).toBe(1);
    expect((await createQuoteStore(dir).load()).saved).toEqual(priced);
  });

  it('keeps a file aside whose kept pricing is not a price, rather than reading a wrong one', async () => {
    const line = { ...priced.quotes[0]!.lines[0]!, pricing: { ...priced.quotes[0]!.lines[0]!.pricing!, info: { price: 'cheap' } } };
    const broken = { version: 1, data: { ...priced, quotes: [{ ...priced.quotes[0]!, lines: [line] }] } };
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(broken));
    const { saved, notice } = await createQuoteStore(dir).load();
    expect(saved.quotes).toEqual([]);
    expect(notice?.key).toBe('errors.quotes.reset');
    expect((await readdir(dir)).some((name) => name !== 'quotes.json' && name.startsWith('quotes'))).toBe(true);
  });
});
