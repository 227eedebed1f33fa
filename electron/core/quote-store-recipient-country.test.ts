import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { createQuoteStore } from './quote-store';

let dir: string;
tempFolderEachTest('quote-store-recipient-country', (path) => (dir = path));

const recipient = { name: 'Camping Keller', contact: '', address: ['Seestraße 4', '6300 Zug'], customerNumber: 'K-7' };
const draft: SavedQuote = {
  id: 'q-draft',
  name: 'Angebot 1',
  country: 'ch',
  factor: null,
  customerId: 'c-keller',
  updatedAt: '2026-11-20T09:00:00.000Z',
  letter: { recipient, validityDays: null, terms: null, documentLanguage: null },
  lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
};
const sent: SavedQuote = {
  ...draft,
  id: 'q-sent',
  name: 'Angebot 2',
  lines: [{ id: 'l2', artnr: '900155', quantity: 1, factor: null }],
  issue: { number: 'A-2026-0001', issuedOn: '2026-11-20', sentAt: '2026-11-20T10:00:00.000Z' },
};

it('a draft saved before recipients kept a country takes its customer’s when main reads the quotes; a sent one stays as sent', async () => {
  await writeFile(join(dir, 'quotes.json'), JSON.stringify({ version: 1, data: { activeId: 'q-draft', quotes: [draft, sent] } }));
  const asked: string[] = [];
  const store = createQuoteStore(dir, undefined, {
    customerCountry: async (customerId) => {
      asked.push(customerId);
      return customerId === 'c-keller' ? 'ch' : null;
    },
  });
  const { saved } = await store.load();
  expect(saved.quotes.map((quote) => quote.letter?.recipient?.country)).toEqual(['ch', undefined]);
  // What main makes the letter from has it too; the sent quote's customer is not even asked for.
  expect(store.quote('q-draft')?.letter?.recipient).toEqual({ ...recipient, country: 'ch' });
  expect(store.quote('q-sent')?.letter?.recipient).toEqual(recipient);
  expect(asked).toEqual(['c-keller']);
  // Read, not written: the file changes with the next save only.
  expect(JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')).data.quotes[0].letter.recipient.country).toBeUndefined();
});
