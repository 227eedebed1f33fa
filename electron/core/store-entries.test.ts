import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { SavedQuote, SavedQuoteLine } from '../shared/quote/saved-quote';
import type { Favourite, RecentLookup } from '../shared/recall';
import { priceInfo } from '../../test/support/price-info';
import { createLastKnownStore, LAST_KNOWN_FILE } from './last-known-store';
import { createQuoteStore } from './quote-store';
import { createFavouritesStore, createRecentLookupsStore } from './recall-store';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';
import { savedQuotesFile } from '../../test/support/sample-quotes';

// One entry of a saved file replaced by any JSON value, or by itself with one field broken or missing:
// every other entry is still there after a load.

let root: string;
let run = 0;
beforeAll(async () => {
  root = await tempFolder('store-entries');
});
afterAll(async () => {
  await removeFolder(root);
});
/** A fresh folder per case, so no case reads another's file. */
const freshDir = async (): Promise<string> => {
  run += 1;
  const dir = join(root, String(run));
  await mkdir(dir, { recursive: true });
  return dir;
};

type Json = Record<string, unknown>;

/** An entry broken one way: any JSON value in its place, one field set to any JSON value, or one field gone. */
const corruption = (fields: readonly string[]) =>
  fc.oneof(
    fc.jsonValue().map((value) => () => value),
    fc.tuple(fc.constantFrom(...fields), fc.jsonValue()).map(([field, value]) => (entry: Json) => ({ ...entry, [field]: value })),
    fc.constantFrom(...fields).map((field) => (entry: Json) => {
      const { [field]: _gone, ...rest } = entry;
      return rest;
    }),
  );

/** The entries left after replacing one: every other one, in order, and the replaced one only when it still reads as itself. */
const expectOthersKept = <T>(loaded: readonly T[], entries: readonly T[], index: number): void => {
  const others = entries.filter((_, i) => i !== index);
  const withoutReplaced = loaded.length === others.length ? loaded : loaded.filter((_, i) => i !== index);
  expect(withoutReplaced).toEqual(others);
};

const T0 = new Date('2026-11-20T08:30:00.000Z');
const lastKnownEntry = (n: number): Json => ({
  source: 'service',
  baseUrl: 'https://prices.example.com',
  account: 'sub:seller-1',
  artnr: `9001${n}`,
  country: 'de',
  factor: null,
  profile: null,
  fetchedAt: new Date(T0.getTime() - (10 - n) * 1000).toISOString(),
  info: priceInfo({ price: `4${n}.85` }),
});
const LAST_KNOWN_FIELDS = Object.keys(lastKnownEntry(0));

const recent = (n: number): RecentLookup => ({
  artnr: `A-${n}`,
  country: 'de',
  factor: null,
  profile: null,
  at: '2026-11-23T06:59:00.000Z',
  price: '47.85',
  currencySign: 'EUR',
  source: 'service',
});
const favourite = (n: number): Favourite => ({
  artnr: `F-${n}`,
  country: 'at',
  factor: null,
  profile: null,
  addedAt: '2026-11-23T06:59:00.000Z',
});

const line = (q: number, n: number): SavedQuoteLine => ({
  id: `l${q}-${n}`,
  artnr: `90015${n}`,
  quantity: n + 1,
  factor: null,
  pricing: { pricedAt: '2026-11-21T09:14:00.000Z', source: 'service', country: 'de', factor: null, info: priceInfo() },
});
const quote = (q: number): SavedQuote => ({
  id: `q${q}`,
  name: `Quote ${q}`,
  country: 'de',
  factor: null,
  lines: [0, 1, 2].map((n) => line(q, n)),
  updatedAt: '2026-11-20T09:00:00.000Z',
});
const QUOTES = [0, 1, 2, 3].map(quote);

describe('a store with one bad entry keeps every other', () => {
  test.prop([fc.nat(4), corruption(LAST_KNOWN_FIELDS)], { numRuns: 60 })('last-known prices', async (index, corrupt) => {
    const dir = await freshDir();
    const entries = [0, 1, 2, 3, 4].map(lastKnownEntry);
    const written = entries.map((entry, i) => (i === index ? corrupt(entry) : entry));
    await writeFile(join(dir, LAST_KNOWN_FILE), JSON.stringify({ version: 1, entries: written }));
    const store = createLastKnownStore(dir, { now: () => T0 });
    await store.load();
    for (const [i, entry] of entries.entries()) {
      if (i === index) continue;
      const key = {
        source: 'service' as const,
        baseUrl: 'https://prices.example.com',
        account: 'sub:seller-1',
        request: { artnr: String(entry['artnr']), country: 'de' as const, factor: null, profile: null },
      };
      expect((await store.find(key))?.info).toEqual(entry['info']);
    }
  });

  /** Five entries with entry `index` corrupted, written as `file`; then what the store lists keeps the others. */
  const listKeepsOthers = async <T extends object>(
    file: string,
    entryOf: (n: number) => T,
    createStore: typeof createRecentLookupsStore | typeof createFavouritesStore,
    index: number,
    corrupt: (entry: Json) => unknown,
  ): Promise<void> => {
    const dir = await freshDir();
    const entries = [0, 1, 2, 3, 4].map(entryOf);
    const written = entries.map((entry, i) => (i === index ? corrupt({ ...entry } as Json) : entry));
    await writeFile(join(dir, file), JSON.stringify({ version: 1, entries: written }));
    const store = createStore(
      dir,
      () => undefined,
      () => T0,
    );
    expectOthersKept((await store.list()) as readonly unknown[], entries, index);
  };

  test.prop([fc.nat(4), corruption(Object.keys(recent(0)))], { numRuns: 60 })('recent lookups', (index, corrupt) =>
    listKeepsOthers('recent-lookups.json', recent, createRecentLookupsStore, index, corrupt),
  );

  test.prop([fc.nat(4), corruption(Object.keys(favourite(0)))], { numRuns: 60 })('favourites', (index, corrupt) =>
    listKeepsOthers('favourites.json', favourite, createFavouritesStore, index, corrupt),
  );

  test.prop([fc.nat(3), corruption(Object.keys(quote(0)))], { numRuns: 60 })(
    'quotes: a bad quote alone is left out',
    async (index, corrupt) => {
      const dir = await freshDir();
      const written = QUOTES.map((entry, i) => (i === index ? corrupt({ ...entry }) : entry));
      await writeFile(join(dir, 'quotes.json'), savedQuotesFile(written, 'q0'));
      const { saved } = await createQuoteStore(dir, () => T0).load();
      expectOthersKept(saved.quotes, QUOTES, index);
    },
  );

  test.prop([fc.nat(3), fc.nat(2), corruption(Object.keys(line(0, 0)))], { numRuns: 60 })(
    'quotes: a bad line alone is left out, its quote kept',
    async (q, n, corrupt) => {
      const dir = await freshDir();
      const written = QUOTES.map((entry, i) =>
        i === q ? { ...entry, lines: entry.lines.map((kept, j) => (j === n ? corrupt({ ...kept }) : kept)) } : entry,
      );
      await writeFile(join(dir, 'quotes.json'), savedQuotesFile(written, 'q0'));
      const { saved } = await createQuoteStore(dir, () => T0).load();
      expect(saved.quotes.map((candidate) => candidate.id)).toEqual(QUOTES.map((candidate) => candidate.id));
      expect(saved.quotes.filter((_, i) => i !== q)).toEqual(QUOTES.filter((_, i) => i !== q));
      expectOthersKept(saved.quotes[q]?.lines ?? [], QUOTES[q]!.lines, n);
    },
  );
});
