import { mkdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { createCustomerStore } from '../core/customer-store';
import { blankCustomer } from '../shared/customer';
import type { UiLanguage } from '../shared/i18n/language';
import { englishText } from '../shared/i18n/translator';
import { createCustomerHandlers } from './customer-handlers';

let dir: string;
tempFolderEachTest('customer-import', (path) => (dir = path));

/** Windows-1252 bytes of text made of Latin-1 letters. */
const cp1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

/** The handlers over a store in `dir`, the open dialog answering `chosen`, the save dialog `savedTo`; the names the save dialog was offered. */
function setUp(options: { chosen?: string | null; savedTo?: string | null; language?: UiLanguage } = {}) {
  const store = createCustomerStore(dir);
  const suggested: string[] = [];
  const handlers = createCustomerHandlers({
    customers: store,
    chooseCustomerFile: async () => options.chosen ?? null,
    chooseSavePath: async (name) => {
      suggested.push(name);
      return options.savedTo ?? null;
    },
    uiLanguage: () => options.language ?? 'en',
  });
  return { store, handlers, suggested };
}

const GERMAN_FILE =
  'Kundennr.;Firma;Ort;Land;Aufschlag\r\n' +
  'K-1;Camping Müller;Biberach;Deutschland;25 %\r\n' +
  'K-2;Freizeit Schäfer;Ulm;Atlantis;1,1\r\n' +
  'K-3;Wohnmobile Weiß;Köln;DE;\r\n';

describe('importing customers from a CSV the user chose', () => {
  it('previews the file without keeping anything, then imports what the preview showed', async () => {
    const file = join(dir, 'kunden.csv');
    await writeFile(file, cp1252(GERMAN_FILE));
    const { handlers, store } = setUp({ chosen: file });
    const answer = await handlers.chooseCustomerImport(undefined);
    if (!answer.ok || answer.value.preview === null) throw new Error('no preview');
    const { preview } = answer.value;
    expect(preview.fileName).toBe('kunden.csv');
    expect([preview.encoding, preview.delimiter, preview.added, preview.updated, preview.unchanged]).toEqual([
      'windows-1252',
      ';',
      2,
      0,
      0,
    ]);
    expect(preview.columns.map((column) => column.field)).toEqual(['number', 'name', 'town', 'country', 'markup']);
    expect(preview.rejected.map((line) => [line.line, line.name, ...line.reasons.map(englishText)])).toEqual([
      [3, 'Freizeit Schäfer', '“Atlantis” is not a country prices can be looked up for.'],
    ]);
    expect(await store.list()).toEqual([]);

    const done = await handlers.importCustomers({ importId: preview.importId });
    expect(done.ok && [done.value.done.added, done.value.done.rejected.length]).toEqual([2, 1]);
    expect((await store.list()).map((customer) => [customer.name, customer.markup, customer.address])).toEqual([
      ['Camping Müller', '1.25', ['Biberach']],
      ['Wohnmobile Weiß', null, ['Köln']],
    ]);
    // Imported once: the same id again is not there any more, and nothing is added twice.
    const again = await handlers.importCustomers({ importId: preview.importId });
    expect(again.ok ? null : englishText(again.error.message)).toBe(
      'This preview is no longer there. Choose the file again to see what would be imported.',
    );
    expect(await store.list()).toHaveLength(2);
  });

  it('imports against the list as it is then: a customer added meanwhile with a number of the file is updated, not doubled', async () => {
    const file = join(dir, 'kunden.csv');
    await writeFile(file, cp1252(GERMAN_FILE));
    const { handlers, store } = setUp({ chosen: file });
    const answer = await handlers.chooseCustomerImport(undefined);
    if (!answer.ok || answer.value.preview === null) throw new Error('no preview');
    await store.add({ ...blankCustomer('Müller alt'), number: 'K-1' });
    const done = await handlers.importCustomers({ importId: answer.value.preview.importId });
    expect(done.ok && [done.value.done.added, done.value.done.updated]).toEqual([1, 1]);
    expect((await store.list()).map((customer) => customer.name)).toEqual(['Camping Müller', 'Wohnmobile Weiß']);
  });

  it('a file of 30,000 lines: the window is told the counts and the first problems, never a line for each one over the limit', async () => {
    const file = join(dir, 'gross.csv');
    const lines = Array.from({ length: 30_000 }, (_, index) => `K-${index};${index % 1_000 === 0 ? '' : `Kunde ${index}`};Ulm`);
    await writeFile(file, `Nr;Name;Ort\n${lines.join('\n')}\n`);
    const answer = await setUp({ chosen: file }).handlers.chooseCustomerImport(undefined);
    if (!answer.ok || answer.value.preview === null) throw new Error('no preview');
    const { preview } = answer.value;
    expect([preview.added, preview.rejectedCount, preview.overLimit]).toEqual([10_000, 30, 19_970]);
    expect(preview.rejected.length).toBeLessThanOrEqual(100);
    expect(JSON.stringify(preview).length).toBeLessThan(50_000);
  });

  it('answers a cancelled dialog with no preview, and an id it never gave with its own words', async () => {
    const { handlers } = setUp({ chosen: null });
    expect(await handlers.chooseCustomerImport(undefined)).toEqual({ ok: true, value: { preview: null } });
    const unknown = await handlers.importCustomers({ importId: 'not-a-preview' });
    expect(unknown.ok ? null : [unknown.error.kind, englishText(unknown.error.message)]).toEqual([
      'internal',
      'This preview is no longer there. Choose the file again to see what would be imported.',
    ]);
  });

  it('refuses a file larger than 20 MB before reading it, and says which file could not be read', async () => {
    const large = join(dir, 'riesig.csv');
    await writeFile(large, 'Name\r\n');
    await truncate(large, 20 * 1024 * 1024 + 1);
    const tooLarge = await setUp({ chosen: large }).handlers.chooseCustomerImport(undefined);
    expect(tooLarge.ok ? null : englishText(tooLarge.error.message)).toBe(
      `The file ${large} is larger than 20 MB: it is not a customer list. Export the customers again as CSV.`,
    );
    const missing = join(dir, 'weg.csv');
    const unread = await setUp({ chosen: missing }).handlers.chooseCustomerImport(undefined);
    expect(unread.ok ? null : englishText(unread.error.message)).toBe(
      `The file ${missing} could not be read. Check that it is there and that you may open it.`,
    );
  });

  it('refuses hostile requests: a path instead of an id, an id too long, anything for the dialog calls', async () => {
    const { handlers } = setUp({ chosen: join(dir, 'x.csv') });
    for (const request of [{ path: '/etc/passwd' }, { importId: '' }, { importId: 'x'.repeat(65) }, { importId: 7 }, null, 'id']) {
      const answer = await handlers.importCustomers(request);
      expect(answer.ok ? null : answer.error.kind).toBe('invalid-input');
    }
    for (const request of [{ path: '/etc/passwd' }, 'x', 1]) {
      expect((await handlers.chooseCustomerImport(request)).ok).toBe(false);
      expect((await handlers.exportCustomers(request)).ok).toBe(false);
    }
  });
});

describe('exporting customers', () => {
  it('writes the list where the user chose, under a name in their language, which imports as the same customers', async () => {
    const target = join(dir, 'export.csv');
    const { handlers, store, suggested } = setUp({ savedTo: target, language: 'de' });
    await store.add({ ...blankCustomer('Camping Müller'), number: 'K-1', markup: '1.25', address: ['Seestraße 4', '88400 Biberach'] });
    const answer = await handlers.exportCustomers(undefined);
    expect(answer).toEqual({ ok: true, value: { path: target, count: 1 } });
    expect(suggested).toEqual(['Kunden.csv']);
    const text = new TextDecoder().decode(await readFile(target));
    expect(text).toContain('Camping Müller');
    expect(text).toContain('1,25');
    const preview = await store.previewImport(await readFile(target));
    expect([preview.added.length, preview.unchanged]).toEqual([0, 1]);
  });

  it('writes nothing when the user cancels, and says where it could not write', async () => {
    const cancelled = await setUp({ savedTo: null }).handlers.exportCustomers(undefined);
    expect(cancelled).toEqual({ ok: true, value: { path: null, count: 0 } });
    // A folder where the file should go: nothing can be written there.
    const nowhere = join(dir, 'Kunden.csv');
    await mkdir(nowhere);
    const refused = await setUp({ savedTo: nowhere }).handlers.exportCustomers(undefined);
    expect(refused.ok ? null : [refused.error.kind, englishText(refused.error.message)]).toEqual([
      'export-unwritable',
      expect.stringContaining(nowhere),
    ]);
  });
});
