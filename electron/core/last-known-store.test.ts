import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { LookupRequest } from '../shared/lookup-input';
import type { PriceInfo } from '../shared/price-info';
import { createLastKnownStore, LAST_KNOWN_FILE, type LastKnownKey } from './last-known-store';
import { tempFolder } from '../../test/support/temp-folder';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { priceInfo } from '../../test/support/price-info';

let dir: string;
tempFolderEachTest('last-known', (path) => (dir = path));

const INFO: PriceInfo = priceInfo({
  factor_price: '47.85',
  dealer_price: '31.2',
  currencySign: '€',
  delivery_days: 2,
  novelty: true,
  lifecycle: 'A',
  producerSKU: 'X-1',
});
const REQUEST: LookupRequest = { artnr: '900155', country: 'de', factor: null, profile: null };
const SERVICE: LastKnownKey = { source: 'service', baseUrl: 'https://prices.example.com', account: 'sub:sales', request: REQUEST };
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-20T08:30:00.000Z');

/** A clock the test moves. */
function clock(start: Date) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('last-known prices', () => {
  it('keep an answer with the time it was fetched, and find it again after a restart', async () => {
    const time = clock(T0);
    const store = createLastKnownStore(dir, { now: time.now });
    await store.keep(SERVICE, INFO, T0);
    expect(await store.find(SERVICE)).toEqual({ info: INFO, fetchedAt: T0 });
    expect(await readdir(dir)).toEqual([LAST_KNOWN_FILE]);
    const restarted = createLastKnownStore(dir, { now: time.now });
    expect(await restarted.load()).toEqual({ notice: null });
    expect(await restarted.find(SERVICE)).toEqual({ info: INFO, fetchedAt: T0 });
  });

  it('key by source, base URL, account, article, country, factor and profile: demo never stands in for the service', async () => {
    const store = createLastKnownStore(dir, { now: () => T0 });
    await store.keep(SERVICE, INFO, T0);
    const others: LastKnownKey[] = [
      { ...SERVICE, source: 'demo', baseUrl: null, account: null },
      { ...SERVICE, account: 'sub:colleague' },
      { ...SERVICE, account: 'user:sales' },
      { ...SERVICE, source: 'demo' },
      { ...SERVICE, baseUrl: 'https://other.example.com' },
      { ...SERVICE, request: { ...REQUEST, artnr: '900156' } },
      { ...SERVICE, request: { ...REQUEST, country: 'at' } },
      { ...SERVICE, request: { ...REQUEST, factor: '1.25' } },
      { ...SERVICE, request: { ...REQUEST, profile: 'reimo' } },
    ];
    for (const other of others) expect(await store.find(other)).toBeNull();
    const demo: LastKnownKey = { source: 'demo', baseUrl: null, account: null, request: REQUEST };
    await store.keep(demo, { ...INFO, price: '1' }, T0);
    expect((await store.find(demo))?.info.price).toBe('1');
    expect((await store.find(SERVICE))?.info.price).toBe('47.85');
  });

  it('keep only the newest answer of a request', async () => {
    const store = createLastKnownStore(dir, { now: () => new Date(T0.getTime() + DAY) });
    await store.keep(SERVICE, INFO, T0);
    const later = new Date(T0.getTime() + 60_000);
    await store.keep(SERVICE, { ...INFO, price: '49.9' }, later);
    expect(await store.find(SERVICE)).toEqual({ info: { ...INFO, price: '49.9' }, fetchedAt: later });
  });

  it('answer nothing older than the maximum age, which Settings may change, and drop it from the file', async () => {
    const time = clock(T0);
    let days = 30;
    const store = createLastKnownStore(dir, { now: time.now, maxAgeDays: () => days });
    await store.keep(SERVICE, INFO, T0);
    time.advance(30 * DAY);
    expect(await store.find(SERVICE)).not.toBeNull();
    time.advance(1);
    expect(await store.find(SERVICE)).toBeNull();
    days = 60;
    expect(await store.find(SERVICE)).not.toBeNull();
    days = 1;
    await store.keep({ ...SERVICE, request: { ...REQUEST, artnr: '1' } }, INFO, time.now());
    const file = JSON.parse(await readFile(store.file, 'utf8')) as { entries: { artnr: string }[] };
    expect(file.entries.map((kept) => kept.artnr)).toEqual(['1']);
  });

  it('keep at most the maximum count, the oldest going first', async () => {
    const store = createLastKnownStore(dir, { now: () => T0, maxCount: 3 });
    const keys = ['1', '2', '3', '4', '5'].map((artnr): LastKnownKey => ({ ...SERVICE, request: { ...REQUEST, artnr } }));
    // Kept one after another without waiting, as a quote's lines arrive: the writes are coalesced.
    await Promise.all(keys.map((key, i) => store.keep(key, INFO, new Date(T0.getTime() - (5 - i) * 1000))));
    const found = await Promise.all(keys.map(async (key) => (await store.find(key)) !== null));
    expect(found).toEqual([false, false, true, true, true]);
    const restarted = createLastKnownStore(dir, { now: () => T0, maxCount: 3 });
    expect(await restarted.find(keys[0] as LastKnownKey)).toBeNull();
    expect(await restarted.find(keys[4] as LastKnownKey)).not.toBeNull();
  });

  it('forget everything when cleared, on disk too', async () => {
    const store = createLastKnownStore(dir, { now: () => T0 });
    await store.keep(SERVICE, INFO, T0);
    expect(await store.clear()).toBe(1);
    expect(await store.find(SERVICE)).toBeNull();
    expect(await createLastKnownStore(dir, { now: () => T0 }).find(SERVICE)).toBeNull();
    expect(await store.clear()).toBe(0);
  });

  it('take in what another process (the CLI beside the app) kept since, the newest answer of each request winning', async () => {
    const key = (artnr: string): LastKnownKey => ({ ...SERVICE, request: { ...REQUEST, artnr } });
    const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
    const app = createLastKnownStore(dir, { now: () => at(60) });
    await app.keep(SERVICE, INFO, at(0));
    const cli = createLastKnownStore(dir, { now: () => at(60) });
    await cli.keep(key('31245'), INFO, at(1));
    await cli.keep(SERVICE, { ...INFO, price: '49.9' }, at(2));
    await app.keep(key('AB-1029'), INFO, at(3));
    expect(await app.find(key('31245'))).toEqual({ info: INFO, fetchedAt: at(1) });
    expect(await app.find(SERVICE)).toEqual({ info: { ...INFO, price: '49.9' }, fetchedAt: at(2) });

    // An older answer from the other process never replaces a newer one.
    const laterCli = createLastKnownStore(dir, { now: () => at(60) });
    await laterCli.load();
    await app.keep(SERVICE, { ...INFO, price: '50' }, at(5));
    await laterCli.keep(SERVICE, { ...INFO, price: '48' }, at(4));
    const restarted = createLastKnownStore(dir, { now: () => at(60) });
    expect(await restarted.find(SERVICE)).toEqual({ info: { ...INFO, price: '50' }, fetchedAt: at(5) });
    const file = JSON.parse(await readFile(app.file, 'utf8')) as { entries: { artnr: string }[] };
    expect(file.entries.map((kept) => kept.artnr)).toEqual(['31245', 'AB-1029', '900155']);
  });

  it('never take back what was cleared from a process that still had it, whoever writes or starts next', async () => {
    const key = (artnr: string): LastKnownKey => ({ ...SERVICE, request: { ...REQUEST, artnr } });
    const time = clock(T0);
    const app = createLastKnownStore(dir, { now: time.now });
    await app.keep(SERVICE, INFO, T0);
    const beforeTheClear = await readFile(app.file, 'utf8');
    const cli = createLastKnownStore(dir, { now: time.now });
    await cli.load();
    time.advance(60_000);
    expect(await app.clear()).toBe(1);
    time.advance(60_000);
    // The CLI writes back what it read before the clear, with an answer of its own; the clear is kept in
    // the file, so an app started before the running one writes again does not see the old answer either.
    await cli.keep(key('31245'), INFO, time.now());
    const restarted = createLastKnownStore(dir, { now: time.now });
    expect(await restarted.find(SERVICE)).toBeNull();
    expect(await restarted.find(key('31245'))).not.toBeNull();
    await app.keep(key('AB-1029'), INFO, time.now());
    expect(await app.find(SERVICE)).toBeNull();
    expect(await app.find(key('31245'))).not.toBeNull();
    expect(await createLastKnownStore(dir, { now: time.now }).find(SERVICE)).toBeNull();
    // A clear the file no longer says (an older version wrote it) still holds for the store that made it.
    await writeFile(app.file, beforeTheClear);
    await app.keep(key('100234'), INFO, time.now());
    expect(await app.find(SERVICE)).toBeNull();
  });

  it('keep what is fetched after a clear that followed an answer fetched while the clock was ahead, across restarts', async () => {
    const key = (artnr: string): LastKnownKey => ({ ...SERVICE, request: { ...REQUEST, artnr } });
    const time = clock(T0);
    const app = createLastKnownStore(dir, { now: time.now });
    // Fetched while this computer's clock ran five hours ahead.
    await app.keep(key('31245'), INFO, new Date(T0.getTime() + 5 * 60 * 60_000));
    expect(await app.clear()).toBe(1);
    time.advance(60_000);
    await app.keep(SERVICE, INFO, time.now());
    const file = await readFile(app.file, 'utf8');
    expect(file).not.toContain(new Date(T0.getTime() + 5 * 60 * 60_000).toISOString());
    for (let restart = 0; restart < 3; restart++) {
      const restarted = createLastKnownStore(dir, { now: time.now });
      expect(await restarted.find(SERVICE)).toEqual({ info: INFO, fetchedAt: time.now() });
      expect(await restarted.find(key('31245'))).toBeNull();
      await restarted.keep(key('100234'), INFO, time.now());
    }
  });

  it('load a file an earlier version wrote with the time of its clear: the answers it kept since stay, the clear still holds', async () => {
    const key = (artnr: string): LastKnownKey => ({ ...SERVICE, request: { ...REQUEST, artnr } });
    const entry = (artnr: string, fetchedAt: Date) => ({
      ...SERVICE,
      ...REQUEST,
      request: undefined,
      artnr,
      fetchedAt: fetchedAt.toISOString(),
      info: INFO,
    });
    // That version wrote a clear five hours ahead, then answers fetched (before that time) after it.
    const clearedAt = new Date(T0.getTime() + 5 * 60 * 60_000);
    await writeFile(
      join(dir, LAST_KNOWN_FILE),
      JSON.stringify({ version: 1, clearedAt: clearedAt.toISOString(), entries: [entry('900155', T0)] }),
    );
    const store = createLastKnownStore(dir, { now: () => T0 });
    expect(await store.find(SERVICE)).toEqual({ info: INFO, fetchedAt: T0 });
    await store.keep(key('31245'), INFO, T0);
    const restarted = createLastKnownStore(dir, { now: () => T0 });
    expect(await restarted.find(SERVICE)).not.toBeNull();
    expect(await restarted.find(key('31245'))).not.toBeNull();
    expect(await readFile(store.file, 'utf8')).not.toContain('clearedAt');
  });

  it.each([
    ['broken JSON', '{"version": 1, "entries": ['],
    ['another version', JSON.stringify({ version: 2, entries: [] })],
  ])('keep a file with %s aside and start empty', async (_name, content) => {
    await writeFile(join(dir, LAST_KNOWN_FILE), content);
    const store = createLastKnownStore(dir, { now: () => T0 });
    const { notice } = await store.load();
    const backup = join(dir, `${LAST_KNOWN_FILE}.unreadable-2026-11-20T08-30-00-000Z`);
    expect(notice && englishText(notice)).toContain(backup);
    expect(await readFile(backup, 'utf8')).toBe(content);
    expect(await store.find(SERVICE)).toBeNull();
    await store.keep(SERVICE, INFO, T0);
    expect(await createLastKnownStore(dir, { now: () => T0 }).find(SERVICE)).not.toBeNull();
  });

  it('show answers kept before they were kept per account to no account, drop them from the file, and count them', async () => {
    const { account: _account, ...withoutAccount } = SERVICE;
    const before = { ...withoutAccount, ...REQUEST, request: undefined, fetchedAt: T0.toISOString(), info: INFO };
    const demo = { ...before, source: 'demo', baseUrl: null, artnr: '900156' };
    await writeFile(join(dir, LAST_KNOWN_FILE), JSON.stringify({ version: 1, entries: [before, demo] }));
    const dropped: number[] = [];
    const store = createLastKnownStore(dir, { now: () => T0, onUnowned: (count) => dropped.push(count) });
    expect(await store.load()).toEqual({ notice: null });
    expect(dropped).toEqual([1]);
    expect(await store.find(SERVICE)).toBeNull();
    // Demo prices are nobody's: one kept before still stands in for the demo.
    const demoKey: LastKnownKey = { source: 'demo', baseUrl: null, account: null, request: { ...REQUEST, artnr: '900156' } };
    expect(await store.find(demoKey)).not.toBeNull();
    await store.keep({ ...SERVICE, request: { ...REQUEST, artnr: '1' } }, INFO, T0);
    const file = JSON.parse(await readFile(store.file, 'utf8')) as { entries: { artnr: string; account?: string | null }[] };
    expect(file.entries.map((kept) => [kept.artnr, kept.account ?? null])).toEqual([
      ['900156', null],
      ['1', 'sub:sales'],
    ]);
    expect(await readdir(dir)).toEqual([LAST_KNOWN_FILE]);
  });

  it('never write over a file it could not read', async () => {
    // A folder where the file should be: it cannot be read as a file.
    await rm(dir, { recursive: true });
    await writeFile(dir, 'not a folder');
    const store = createLastKnownStore(dir, { now: () => T0 });
    expect(await store.load()).toEqual({ notice: null });
    await store.keep(SERVICE, INFO, T0);
    expect(await store.find(SERVICE)).not.toBeNull();
    expect(await readFile(dir, 'utf8')).toBe('not a folder');
    await rm(dir);
    dir = await tempFolder('last-known');
  });

  it('leave out an entry that cannot be read, alone: the others are kept, and the file as it was is copied aside', async () => {
    const entry = (artnr: string, info: unknown = INFO) => ({
      source: 'service',
      baseUrl: SERVICE.baseUrl,
      account: SERVICE.account,
      ...REQUEST,
      artnr,
      fetchedAt: T0,
      info,
    });
    const content = JSON.stringify({
      version: 1,
      entries: [entry('1'), entry('2', { ...INFO, price: 4 }), entry('3', { ...INFO, producerSKU: 'X'.repeat(201) }), entry('4')],
    });
    await writeFile(join(dir, LAST_KNOWN_FILE), content);
    const store = createLastKnownStore(dir, { now: () => T0 });
    const { notice } = await store.load();
    const backup = join(dir, `${LAST_KNOWN_FILE}.unreadable-2026-11-20T08-30-00-000Z`);
    expect(notice && englishText(notice)).toBe(
      `Some last-known prices could not be read: 2 were left out, the others are kept. The file as it was is kept as ${backup}.`,
    );
    expect(await readFile(backup, 'utf8')).toBe(content);
    const found = async (artnr: string) => (await store.find({ ...SERVICE, request: { ...REQUEST, artnr } }))?.info ?? null;
    expect([await found('1'), await found('2'), await found('3'), await found('4')]).toEqual([INFO, null, null, INFO]);
  });
});
