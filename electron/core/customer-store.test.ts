import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { blankCustomer, MAX_CUSTOMERS, type CustomerFields } from '../shared/customer';
import { englishText } from '../shared/i18n/translator';
import { CustomerChangeError, createCustomerStore } from './customer-store';

let dir: string;
tempFolderEachTest('customers', (path) => (dir = path));

let ids = 0;
const newId = (): string => `id-${(ids += 1)}`;
const fixedNow = () => new Date('2026-11-26T07:00:00.000Z');
const store = (max?: number) => createCustomerStore(dir, { newId, now: fixedNow, ...(max === undefined ? {} : { max }) });
const fields = (name: string, extra: Partial<CustomerFields> = {}): CustomerFields => ({ ...blankCustomer(name), ...extra });
const names = (list: readonly { name: string }[]): string[] => list.map((each) => each.name);
const refusal = async (promise: Promise<unknown>): Promise<{ kind: string; text: string }> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CustomerChangeError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, text: englishText(error.userMessage) };
};

describe('the customer store', () => {
  it('starts empty without a file, and writes nothing until something changes', async () => {
    expect(await store().list()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('adds, updates and removes customers, tidied, and a fresh store reads them back', async () => {
    const customers = store();
    const added = await customers.add(
      fields('  Camping Müller ', { address: [' Seestraße 4', '', '88400 Biberach '], markup: '1.25', country: 'de' }),
    );
    expect(added).toMatchObject({ name: 'Camping Müller', address: ['Seestraße 4', '88400 Biberach'] });
    const other = await customers.add(fields('Biber Caravan', { number: 'K-2' }));
    await customers.update({ ...added, note: 'ruft vormittags an' });
    await customers.remove(other.id);
    expect(await store().list()).toEqual([{ ...added, note: 'ruft vormittags an' }]);
  });

  it('takes every control character but tab out of what the form sends, before it is kept', async () => {
    const added = await store().add(
      fields('Camping\u001b[31m Müller\u009b', {
        contact: 'Frau\u0000 Müller',
        note: 'Zeile 1\nZeile\u0007 2',
        address: ['See\u0085straße 4'],
      }),
    );
    expect(added).toMatchObject({ name: 'Camping[31m Müller', contact: 'Frau Müller', note: 'Zeile 1\nZeile 2', address: ['Seestraße 4'] });
    const changed = await store().update({ ...added, phone: '07351\u001b 123' });
    expect(changed.phone).toBe('07351 123');
    expect(await readFile(join(dir, 'customers.json'), 'utf8')).not.toMatch(/\\u00(1b|9b|00|07|85)/i);
  });

  it('refuses a customer that does not match the schema, writing nothing', async () => {
    await expect(store().add(fields('A', { email: 'not a mail' }))).rejects.toThrow();
    await expect(store().add(fields('A', { markup: '25 %' }))).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a customer number another customer has, case aside', async () => {
    const customers = store();
    await customers.add(fields('Camping Müller', { number: 'K-1' }));
    const second = await customers.add(fields('Biber', { number: 'K-2' }));
    expect(await refusal(customers.add(fields('Other', { number: 'k-1' })))).toEqual({
      kind: 'customer-number-taken',
      text: 'The customer number k-1 already belongs to Camping Müller.',
    });
    expect((await refusal(customers.update({ ...second, number: 'K-1' }))).kind).toBe('customer-number-taken');
    expect(names(await store().list())).toEqual(['Camping Müller', 'Biber']);
  });

  it('refuses an add over the limit with its own kind, but never an update or a removal of a list that is full or over it', async () => {
    const full = store(2);
    await full.add(fields('One'));
    const two = await full.add(fields('Two'));
    expect(await refusal(full.add(fields('Three')))).toEqual({
      kind: 'customers-limit',
      text: 'At most 2 customers can be kept. Remove customers you no longer need first.',
    });
    const smaller = store(1);
    await smaller.update({ ...two, name: 'Two renamed' });
    await smaller.remove(two.id);
    expect(names(await store().list())).toEqual(['One']);
  });

  it('keeps 10,000 customers and refuses the next one, by hand or imported', async () => {
    expect(MAX_CUSTOMERS).toBeGreaterThanOrEqual(10_000);
    const entries = Array.from({ length: MAX_CUSTOMERS }, (_, index) => ({ ...fields(`Customer ${index}`), id: `k${index}` }));
    await writeFile(join(dir, 'customers.json'), JSON.stringify({ version: 1, entries }));
    const customers = createCustomerStore(dir);
    expect(await customers.list()).toHaveLength(MAX_CUSTOMERS);
    expect((await refusal(customers.add(fields('One more')))).kind).toBe('customers-limit');
    const done = await customers.importCsv(new TextEncoder().encode('Name\nOne more\n'));
    expect([done.added, done.overLimit, done.rejected]).toEqual([[], 1, []]);
    expect(names(await customers.find('customer 9999', 5))).toEqual(['Customer 9999']);
  });

  it('says when the customer changed is gone (removed in another window)', async () => {
    const mine = store();
    const customer = await mine.add(fields('Camping Müller'));
    await store().remove(customer.id);
    expect((await refusal(mine.update({ ...customer, note: 'x' }))).kind).toBe('customer-not-found');
    await mine.remove(customer.id);
  });

  it("takes in another process's changes before its own, and shows them in the list", async () => {
    const window = store();
    const cli = store();
    await window.add(fields('From the window'));
    await cli.add(fields('From the CLI'));
    await window.add(fields('Again from the window'));
    expect(names(await cli.list())).toEqual(['From the window', 'From the CLI', 'Again from the window']);
    expect(names(await store().list())).toEqual(['From the window', 'From the CLI', 'Again from the window']);
  });

  it('leaves out an entry that cannot be read, alone, keeping the file as it was beside it', async () => {
    const good = { ...fields('Good'), id: 'a' };
    const text = JSON.stringify({
      version: 1,
      entries: [good, { ...good, id: 'b', country: 'xx' }, 'garbage', { ...good, id: 'a', name: 'Same id' }, { ...good, id: 'c' }],
    });
    await writeFile(join(dir, 'customers.json'), text);
    const customers = store();
    const { notice } = await customers.load();
    expect(names(await customers.list())).toEqual(['Good', 'Good']);
    expect(notice && englishText(notice)).toMatch(/^Some entries of customers\.json could not be read: 3 were left out/);
    const backup = (await readdir(dir)).find((name) => name.includes('unreadable'));
    expect(await readFile(join(dir, backup ?? 'none'), 'utf8')).toBe(text);
  });

  it('keeps a file it cannot read at all aside, and starts empty', async () => {
    await writeFile(join(dir, 'customers.json'), '{"version": 2, "entries": []}');
    const customers = store();
    const { notice } = await customers.load();
    expect(notice?.key).toBe('recall.store.reset');
    await customers.add(fields('New'));
    expect((await readdir(dir)).filter((name) => name.includes('unreadable'))).toHaveLength(1);
  });

  it('finds customers by typing', async () => {
    const customers = store();
    await customers.add(fields('Camping Müller', { address: ['88400 Biberach'] }));
    await customers.add(fields('Biber Caravan'));
    expect(names(await customers.find('bib', 10))).toEqual(['Biber Caravan', 'Camping Müller']);
    expect(names(await customers.find('mull', 10))).toEqual(['Camping Müller']);
  });

  it('shows a page of the list: by name as the language sorts, or what typing finds, saying whether there are more', async () => {
    const customers = store();
    for (const name of ['Zelt Ziegler', 'Öko Camping', 'Alpen Camping', 'Oase Reisemobile']) await customers.add(fields(name));
    expect(await customers.shown('', 3, 'de')).toMatchObject({ more: true, total: 4 });
    expect(names((await customers.shown('', 3, 'de')).customers)).toEqual(['Alpen Camping', 'Oase Reisemobile', 'Öko Camping']);
    // Swedish sorts Ö after Z.
    expect(names((await customers.shown('', 4, 'sv')).customers)).toEqual([
      'Alpen Camping',
      'Oase Reisemobile',
      'Zelt Ziegler',
      'Öko Camping',
    ]);
    expect(await customers.shown('camping', 1, 'de')).toMatchObject({ more: true, total: 4 });
    expect(await customers.shown('camping', 2, 'de')).toMatchObject({ more: false, total: 4 });
    expect(names((await customers.shown('oase', 5, 'de')).customers)).toEqual(['Oase Reisemobile']);
    // A change made since is in the next page.
    await customers.add(fields('Aaron Camping'));
    expect(names((await customers.shown('', 1, 'de')).customers)).toEqual(['Aaron Camping']);
    const [first] = (await customers.shown('', 1, 'de')).customers;
    expect(await customers.get(first!.id)).toEqual(first);
    expect(await customers.get('gone')).toBeNull();
  });

  it('previews an import without keeping anything, and imports it against the list as it is then', async () => {
    const customers = store(3);
    const kept = await customers.add(fields('Camping Müller', { number: 'K-1', note: 'stays' }));
    const csv = new TextEncoder().encode('Kundennummer;Name\nK-1;Camping Müller GmbH\nK-2;Biber\nK-3;Caravan\nK-4;Over\n');
    const preview = await customers.previewImport(csv);
    expect([names(preview.added), names(preview.updated), preview.overLimit]).toEqual([['Biber', 'Caravan'], ['Camping Müller GmbH'], 1]);
    expect(names(await store().list())).toEqual(['Camping Müller']);
    await store().add(fields('Meanwhile'));
    const done = await customers.importCsv(csv);
    expect(done.overLimit).toBe(2);
    expect(await store().list()).toEqual([
      { ...kept, name: 'Camping Müller GmbH' },
      expect.objectContaining({ name: 'Meanwhile' }),
      expect.objectContaining({ name: 'Biber', number: 'K-2' }),
    ]);
  });

  /** How many turns other work got while `work` ran (a turn asked for after each one). */
  const turnsDuring = async (work: () => Promise<unknown>): Promise<number> => {
    let turns = 0;
    let running = true;
    const turn = (): void => {
      turns += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    await work();
    running = false;
    return turns;
  };
  const keptList = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ ...fields(`Kunde ${index}`, { number: `K-${index}` }), id: `id-kept-${index}` }));

  it('reads its file in slices at start, giving other work a turn between them (10,000 customers are no pause of main)', async () => {
    await writeFile(join(dir, 'customers.json'), JSON.stringify({ version: 1, entries: keptList(2_000) }));
    const customers = createCustomerStore(dir, { sliceMs: 0 });
    let notice: unknown;
    // Before, the entries were checked in one go: a handful of turns, those of the file's reading.
    expect(await turnsDuring(async () => ({ notice } = await customers.load()))).toBeGreaterThanOrEqual(2_000);
    expect(notice).toBeNull();
    expect(await customers.list()).toHaveLength(2_000);
  });

  it('indexes the kept customers for typing in slices too (the first letter typed after start or a change is no pause of main)', async () => {
    await writeFile(join(dir, 'customers.json'), JSON.stringify({ version: 1, entries: keptList(2_000) }));
    const customers = createCustomerStore(dir, { sliceMs: 0 });
    await customers.load();
    let found: { name: string }[] = [];
    // Before, the index was made in one go: one turn, that of the answer.
    expect(await turnsDuring(async () => (found = await customers.find('Kunde 1999', 5)))).toBeGreaterThanOrEqual(2_000);
    expect(names(found)).toEqual(['Kunde 1999']);
  });

  it('reads a header or a line of a hundred thousand delimiters in slices too, and keeps only the first columns read', async () => {
    const customers = createCustomerStore(dir, { sliceMs: 0 });
    const wide = new TextEncoder().encode(`Name;${';'.repeat(100_000)}Notiz\nCamping Müller\n`);
    let preview: Awaited<ReturnType<typeof customers.previewImport>> | undefined;
    // Before, the header's columns were read in one step: a turn every 65,536 characters.
    expect(await turnsDuring(async () => (preview = await customers.previewImport(wide)))).toBeGreaterThanOrEqual(100_000);
    expect(preview?.columns).toHaveLength(101);
    expect(preview?.columns.at(-1)).toEqual({ header: 'Notiz', field: 'note', ignored: null });
    const long = new TextEncoder().encode(`Name\nCamping Müller${';x'.repeat(400_000)}\n`);
    // Before, its cells past the header's were counted in one step: 17 turns; now about 280.
    expect(await turnsDuring(async () => (preview = await customers.previewImport(long)))).toBeGreaterThanOrEqual(90);
    expect(preview?.rejected[0]?.reasons).toEqual([expect.objectContaining({ key: 'customers.import.extraCells' })]);
  });

  it("indexes the kept customers for an import in slices too (before the file's first line)", async () => {
    await writeFile(join(dir, 'customers.json'), JSON.stringify({ version: 1, entries: keptList(2_000) }));
    const customers = createCustomerStore(dir, { sliceMs: 0 });
    await customers.load();
    const csv = new TextEncoder().encode('Nr;Name\nK-7;Kunde 7 neu\n');
    let preview: Awaited<ReturnType<typeof customers.previewImport>> | undefined;
    expect(await turnsDuring(async () => (preview = await customers.previewImport(csv)))).toBeGreaterThanOrEqual(2_000);
    expect(preview?.changes).toEqual([expect.objectContaining({ id: 'id-kept-7', changes: [expect.objectContaining({ field: 'name' })] })]);
  });

  it('reads an import in slices, giving other work a turn between them (main never waits for a whole file)', async () => {
    const lines = Array.from({ length: 2_000 }, (_, index) => `K-${index};Kunde ${index};Ulm`);
    const csv = new TextEncoder().encode(`Nr;Name;Ort\n${lines.join('\n')}\n`);
    const customers = createCustomerStore(dir, { sliceMs: 0 });
    let preview: Awaited<ReturnType<typeof customers.previewImport>> | undefined;
    // A turn at least between each two lines read.
    expect(await turnsDuring(async () => (preview = await customers.previewImport(csv)))).toBeGreaterThanOrEqual(2_000);
    expect(preview?.added).toHaveLength(2_000);
  });
});
