import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { MAX_RECENT_LOOKUPS, withFavourite, withRecentLookup, type Favourite, type RecentLookup } from '../shared/recall';
import { createFavouritesStore, createRecentLookupsStore } from './recall-store';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

let dir: string;
const keptAside: string[] = [];
beforeEach(async () => {
  dir = await tempFolder('recall');
  keptAside.length = 0;
});
afterEach(async () => {
  await removeFolder(dir);
});

const fixedNow = () => new Date('2026-11-23T07:00:00.000Z');
const onKeptAside = (backup: string): void => void keptAside.push(backup);

const lookup = (artnr: string, extra: Partial<RecentLookup> = {}): RecentLookup => ({
  artnr,
  country: 'de',
  factor: null,
  profile: null,
  at: '2026-11-23T06:59:00.000Z',
  price: '47.85',
  currencySign: 'EUR',
  source: 'service',
  ...extra,
});

describe('recent lookups', () => {
  it('start empty when there is no file yet, and write nothing until something changes', async () => {
    const store = createRecentLookupsStore(dir, onKeptAside);
    expect(await store.list()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('put the newest first, move a repeated lookup to the top instead of keeping it twice, and read back after a restart', async () => {
    const store = createRecentLookupsStore(dir, onKeptAside);
    await store.change((list) => withRecentLookup(list, lookup('A-1')));
    await store.change((list) => withRecentLookup(list, lookup('B-2')));
    await store.change((list) => withRecentLookup(list, lookup('A-1', { price: '40.00' })));
    // The same article with another factor is another lookup.
    await store.change((list) => withRecentLookup(list, lookup('B-2', { factor: '1.25' })));
    const expected = [lookup('B-2', { factor: '1.25' }), lookup('A-1', { price: '40.00' }), lookup('B-2')];
    expect(await store.list()).toEqual(expected);
    expect(await createRecentLookupsStore(dir, onKeptAside).list()).toEqual(expected);
    expect(await readdir(dir)).toEqual(['recent-lookups.json']);
  });

  it('read a file kept before customers were picked as it was, and keep the customer of a lookup made for one', async () => {
    // An entry as written before customers: no `customer` field.
    const old = lookup('A-1');
    await writeFile(join(dir, 'recent-lookups.json'), JSON.stringify({ version: 1, entries: [old] }));
    const store = createRecentLookupsStore(dir, onKeptAside);
    expect(await store.list()).toEqual([old]);
    const forCustomer = lookup('B-2', { customer: { id: 'c-1', name: 'Camping Müller' } });
    await store.change((list) => withRecentLookup(list, forCustomer));
    expect(await createRecentLookupsStore(dir, onKeptAside).list()).toEqual([forCustomer, old]);
    expect(keptAside).toEqual([]);
  });

  it(`keep only the last ${MAX_RECENT_LOOKUPS}`, async () => {
    const store = createRecentLookupsStore(dir, onKeptAside);
    for (let n = 1; n <= MAX_RECENT_LOOKUPS + 5; n += 1) await store.change((list) => withRecentLookup(list, lookup(`ART-${n}`)));
    const list = await store.list();
    expect(list).toHaveLength(MAX_RECENT_LOOKUPS);
    expect(list[0]?.artnr).toBe(`ART-${MAX_RECENT_LOOKUPS + 5}`);
    expect(list.at(-1)?.artnr).toBe('ART-6');
  });

  it('apply changes asked for at once in order, and write the last one last', async () => {
    const store = createRecentLookupsStore(dir, onKeptAside);
    await Promise.all(['A-1', 'B-2', 'C-3'].map((artnr) => store.change((list) => withRecentLookup(list, lookup(artnr)))));
    // A list asked for right after a change sees it, even before it is written.
    void store.change(() => []);
    expect(await store.list()).toEqual([]);
    await store.flush();
    expect(JSON.parse(await readFile(store.file, 'utf8'))).toEqual({ version: 1, entries: [] });
  });

  it.each([
    ['broken JSON', '{"version": 1, "entries": ['],
    ['another version', JSON.stringify({ version: 2, entries: [] })],
  ])('keep a file with %s aside, say so, and start empty', async (_name, content) => {
    const store = createRecentLookupsStore(dir, onKeptAside, fixedNow);
    await writeFile(store.file, content);
    expect(await store.list()).toEqual([]);
    const backup = `${store.file}.unreadable-2026-11-23T07-00-00-000Z`;
    expect(keptAside).toEqual([backup]);
    expect(await readFile(backup, 'utf8')).toBe(content);
    const { notice } = await store.load();
    expect(notice && englishText(notice)).toBe(
      `The file recent-lookups.json could not be read; it was kept aside as ${backup} and the list starts empty.`,
    );
  });

  it.each([
    ['a bad article number', lookup('../x')],
    ['an unchecked factor', lookup('A-1', { factor: '1,25' })],
    ['a price that is not a decimal', { ...lookup('A-1'), price: 47.85 }],
  ])('leave out an entry with %s alone, keep the others, and keep the file as it was', async (_name, bad) => {
    const store = createRecentLookupsStore(dir, onKeptAside, fixedNow);
    const content = JSON.stringify({ version: 1, entries: [lookup('B-2'), bad, lookup('C-3')] });
    await writeFile(store.file, content);
    expect(await store.list()).toEqual([lookup('B-2'), lookup('C-3')]);
    const backup = `${store.file}.unreadable-2026-11-23T07-00-00-000Z`;
    expect(await readFile(backup, 'utf8')).toBe(content);
    const { notice } = await store.load();
    expect(notice && englishText(notice)).toBe(
      `Some entries of recent-lookups.json could not be read: 1 was left out, the others are kept. The file as it was is kept as ${backup}.`,
    );
    // Nothing else was kept aside: the file stays until the next change writes the entries that read.
    expect(keptAside).toEqual([]);
    await store.change((list) => withRecentLookup(list, lookup('D-4')));
    expect(await createRecentLookupsStore(dir, onKeptAside, fixedNow).list()).toEqual([lookup('D-4'), lookup('B-2'), lookup('C-3')]);
  });

  it('leave a file that cannot be read at all untouched, and refuse changes until it can be read', async () => {
    const store = createRecentLookupsStore(dir, onKeptAside);
    // A folder where the file should be: reading fails (EISDIR) for any user, root too.
    await mkdir(store.file);
    await expect(store.list()).rejects.toThrow();
    await expect(store.change((list) => withRecentLookup(list, lookup('B-2')))).rejects.toThrow();
    expect(keptAside).toEqual([]);
    await rm(store.file, { recursive: true });
    await writeFile(store.file, JSON.stringify({ version: 1, entries: [lookup('A-1')] }));
    expect(await store.list()).toEqual([lookup('A-1')]);
  });
});

describe('favourites', () => {
  const favourite = (artnr: string, extra: Partial<Favourite> = {}): Favourite => ({
    artnr,
    country: 'de',
    factor: null,
    profile: null,
    addedAt: '2026-11-23T06:59:00.000Z',
    ...extra,
  });

  it('keep one favourite per article number and country, newest first, and drop one unstarred', async () => {
    const store = createFavouritesStore(dir, onKeptAside);
    await store.change((list) => withFavourite(list, favourite('A-1'), true));
    await store.change((list) => withFavourite(list, favourite('A-1', { country: 'at' }), true));
    await store.change((list) => withFavourite(list, favourite('A-1', { factor: '1.5' }), true));
    expect(await store.list()).toEqual([favourite('A-1', { factor: '1.5' }), favourite('A-1', { country: 'at' })]);
    await store.change((list) => withFavourite(list, favourite('A-1'), false));
    expect(await createFavouritesStore(dir, onKeptAside).list()).toEqual([favourite('A-1', { country: 'at' })]);
  });
});
