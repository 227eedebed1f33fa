import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { priceInfo } from '../../test/support/price-info';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { createQuoteStore } from './quote-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-quote-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const T0 = new Date('2026-11-20T08:30:00.000Z');
const BACKUP_NAME = 'quotes.json.unreadable-2026-11-20T08-30-00-000Z';
let BACKUP: string;
beforeEach(() => {
  BACKUP = join(dir, BACKUP_NAME);
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

  it('keeps a line whose kept pricing is not a price without it, to be priced again, and says so', async () => {
    const line = { ...priced.quotes[0]!.lines[0]!, pricing: { ...priced.quotes[0]!.lines[0]!.pricing!, info: { price: 'cheap' } } };
    const broken = { version: 1, data: { ...priced, quotes: [{ ...priced.quotes[0]!, lines: [line] }] } };
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(broken));
    const { saved, notice } = await createQuoteStore(dir, () => T0).load();
    const { pricing: _unreadable, ...unpriced } = line;
    expect(saved).toEqual({ ...priced, quotes: [{ ...priced.quotes[0]!, lines: [unpriced] }] });
    expect(notice && englishText(notice)).toBe(
      `Some saved quotes could not be read in full. 1 line lost its kept price and is priced again. The file as it was is kept as ${BACKUP}.`,
    );
    expect(JSON.parse(await readFile(BACKUP, 'utf8'))).toEqual(broken);
  });

  it('leaves out a quote or a line that cannot be read, alone, keeps the rest, and says how many', async () => {
    const quote = priced.quotes[0]!;
    const broken = {
      version: 1,
      data: {
        activeId: 'q1',
        quotes: [
          { ...quote, lines: [...quote.lines, { id: 'l2', artnr: '../x', quantity: 1, factor: null }] },
          { ...quote, id: 'q2', name: '' },
          { ...quote, id: 'q3', name: 'Other' },
          'not a quote',
        ],
      },
    };
    await writeFile(join(dir, 'quotes.json'), JSON.stringify(broken));
    const store = createQuoteStore(dir, () => T0);
    const { saved, notice } = await store.load();
    expect(saved).toEqual({ activeId: 'q1', quotes: [quote, { ...quote, id: 'q3', name: 'Other' }] });
    expect(notice && englishText(notice)).toBe(
      `Some saved quotes could not be read in full. 2 quotes were left out. 1 line was left out; its quote is kept. The file as it was is kept as ${BACKUP}.`,
    );
    // The next save writes what was read; the copy keeps what was not.
    await store.save(saved);
    expect((await createQuoteStore(dir, () => T0).load()).notice).toBeNull();
    expect(JSON.parse(await readFile(BACKUP, 'utf8'))).toEqual(broken);
  });

  it('keeps a file it cannot read at all aside, and starts empty', async () => {
    await writeFile(join(dir, 'quotes.json'), '{"version":1,"data":{"quotes":[{');
    const { saved, notice } = await createQuoteStore(dir, () => T0).load();
    expect(saved).toEqual({ quotes: [], activeId: null });
    expect(notice?.key).toBe('errors.quotes.reset');
    expect(await readFile(BACKUP, 'utf8')).toBe('{"version":1,"data":{"quotes":[{');
  });

  it('reloads after the saves asked for before it, so an older file never comes back over a newer edit', async () => {
    const store = createQuoteStore(dir, () => T0);
    await store.load();
    const renamed: SavedQuotes = { ...priced, quotes: [{ ...priced.quotes[0]!, name: 'Renamed' }] };
    const saving = store.save(renamed);
    // Asked for while the save waits in the queue.
    const reloaded = store.load();
    expect((await reloaded).saved).toEqual(renamed);
    await saving;
  });

  it('stays loaded while a reload is under way: a save asked for meanwhile is not refused', async () => {
    const store = createQuoteStore(dir, () => T0);
    await store.load();
    const reloading = store.load();
    await expect(store.save(priced)).resolves.toBeUndefined();
    await reloading;
    expect((await createQuoteStore(dir, () => T0).load()).saved).toEqual(priced);
  });
});
