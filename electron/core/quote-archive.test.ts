import fc from 'fast-check';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../test/support/fast-check-seed';
import { englishText } from '../shared/i18n/translator';
import { MAX_ARCHIVED_PER_YEAR } from '../shared/quote/quote-limits';
import { isArchivable, type StatusClock } from '../shared/quote/quote-status';
import type { SavedQuote, SavedQuotes } from '../shared/quote/saved-quote';
import { archiveOld, type QuoteArchive } from './quote-archive';
import { createQuoteNumbers } from './quote-numbers';
import { createQuoteStore, QuoteSentError } from './quote-store';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';
import { savedQuotesFile } from '../../test/support/sample-quotes';

let dir: string;
tempFolderEachTest('quote-archive', (path) => (dir = path));

const NOW = new Date('2026-11-27T10:00:00.000Z');
const clock = (): StatusClock => ({ now: NOW, timeZone: 'Europe/Berlin', defaultValidityDays: 30 });

/** A quote sent on `issuedOn`, valid 30 days, last changed that day; `id` also names its number. */
const sentQuote = (id: string, issuedOn: string, number = `A-${issuedOn.slice(0, 4)}-${id}`): SavedQuote => ({
  id,
  name: `Quote ${id}`,
  country: 'de',
  factor: null,
  updatedAt: `${issuedOn}T09:00:00.000Z`,
  issue: { number, issuedOn, sentAt: `${issuedOn}T09:00:00.000Z` },
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 2, factor: null }],
});
const draft = (id: string, updatedAt: string): SavedQuote => ({
  id,
  name: `Draft ${id}`,
  country: 'de',
  factor: null,
  updatedAt,
  lines: [],
});
const fileOf = (quotes: SavedQuote[], activeId: string | null = null): string => `${savedQuotesFile(quotes, activeId)}\n`;
const ids = (quotes: readonly SavedQuote[]): string[] => quotes.map((quote) => quote.id);
const onDisk = async (name: string): Promise<string[]> =>
  (JSON.parse(await readFile(join(dir, name), 'utf8')) as { data: SavedQuotes }).data.quotes.map((quote) => quote.id);

const oldSent = sentQuote('0007', '2024-03-04');
const oldDraft = draft('d1', '2023-01-01T09:00:00.000Z');
const recent = sentQuote('0101', '2026-11-02');

describe('the quote archive', () => {
  it('moves finished quotes older than the stated months out of the list into their year’s file, and still answers them', async () => {
    await writeFile(join(dir, 'quotes.json'), fileOf([oldDraft, oldSent, recent], '0007'));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    const { saved, notice } = await store.load();
    expect(notice).toBeNull();
    expect(ids(saved.quotes)).toEqual(['d1', '0101']);
    // The active quote went to the archive: none is active.
    expect(saved.activeId).toBeNull();
    expect(await onDisk('quotes.json')).toEqual(['d1', '0101']);
    expect(await onDisk('quote-archive/2024.json')).toEqual(['0007']);
    expect(ids(store.archived())).toEqual(['0007']);
    // Its documents and lines are answered as it was sent; its number stays taken.
    expect(store.quote('0007')?.issue?.number).toBe('A-2024-0007');
    expect(store.issue('0007')?.sentAt).toBe('2024-03-04T09:00:00.000Z');
    expect(store.line('0007', '0007-l1')?.line.artnr).toBe('900155');
    expect(store.numbers()).toContain('A-2024-0007');
  });

  it('moves nothing without a clock (the list alone), and nothing a second time', async () => {
    await writeFile(join(dir, 'quotes.json'), fileOf([oldSent]));
    expect(ids((await createQuoteStore(dir, () => NOW).load()).saved.quotes)).toEqual(['0007']);
    await createQuoteStore(dir, () => NOW, { archiveClock: clock }).load();
    await createQuoteStore(dir, () => NOW, { archiveClock: clock }).load();
    expect(await onDisk('quote-archive/2024.json')).toEqual(['0007']);
  });

  it('after a crash between the archive’s write and the list’s, the next load keeps the quote once, in the archive', async () => {
    await mkdir(join(dir, 'quote-archive'));
    await writeFile(join(dir, 'quote-archive', '2024.json'), fileOf([oldSent]));
    await writeFile(join(dir, 'quotes.json'), fileOf([oldSent, recent]));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    expect(ids((await store.load()).saved.quotes)).toEqual(['0101']);
    expect(ids(store.archived())).toEqual(['0007']);
    expect(await onDisk('quotes.json')).toEqual(['0101']);
    expect(await onDisk('quote-archive/2024.json')).toEqual(['0007']);
  });

  it('keeps a bad year’s file aside, costing only that year; the list and the other years read', async () => {
    await mkdir(join(dir, 'quote-archive'));
    await writeFile(join(dir, 'quote-archive', '2023.json'), '{ not json');
    await writeFile(join(dir, 'quote-archive', '2024.json'), fileOf([oldSent]));
    await writeFile(join(dir, 'quotes.json'), fileOf([recent]));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    const { saved, notice } = await store.load();
    expect(ids(saved.quotes)).toEqual(['0101']);
    expect(ids(store.archived())).toEqual(['0007']);
    expect(englishText(notice!)).toContain('2023.json.unreadable-');
    expect((await readdir(join(dir, 'quote-archive'))).sort()).toEqual(['2023.json.unreadable-2026-11-27T10-00-00-000Z', '2024.json']);
  });

  it('leaves a quote of a full year in the list, says so once, and later saves do not fail', async () => {
    const year = Array.from({ length: MAX_ARCHIVED_PER_YEAR }, (_, at) => draft(`f${at}`, '2024-01-01T00:00:00.000Z'));
    await mkdir(join(dir, 'quote-archive'));
    await writeFile(join(dir, 'quote-archive', '2024.json'), fileOf(year.map((quote) => ({ ...quote, issue: oldSent.issue! }))));
    await writeFile(join(dir, 'quotes.json'), fileOf([oldSent, sentQuote('0003', '2023-05-01')]));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    const { saved, notice } = await store.load();
    // 2023 has room; 2024 is full.
    expect(ids(saved.quotes)).toEqual(['0007']);
    expect(englishText(notice!)).toBe(
      'The quote archive of 2024 is full (5,000 quotes a year): the finished quotes of that year stay in the list of quotes.',
    );
    await store.save({ quotes: [draft('new', '2026-11-27T10:00:00.000Z')], activeId: 'new', changed: { removed: [] } });
    expect(await onDisk('quotes.json')).toEqual(['0007', 'new']);
  });

  it('refuses a save that changes an archived quote: what was sent stays as it was', async () => {
    await writeFile(join(dir, 'quotes.json'), fileOf([oldSent]));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    await store.load();
    const changed = { ...oldSent, lines: [{ id: '0007-l1', artnr: '900155', quantity: 5, factor: null }] };
    await expect(store.save({ quotes: [changed], activeId: null, changed: { removed: [] } })).rejects.toBeInstanceOf(QuoteSentError);
  });

  it('never gives an archived quote’s number again, also when the numbers file was lost', async () => {
    await writeFile(join(dir, 'quotes.json'), fileOf([sentQuote('x', '2024-03-04', 'A-2024-0001')]));
    const store = createQuoteStore(dir, () => NOW, { archiveClock: clock });
    await store.load();
    expect(store.archived()).toHaveLength(1);
    const numbers = createQuoteNumbers(dir, () => NOW);
    expect(await numbers.next('A-{year}-{seq:4}', 2024, store.numbers())).toBe('A-2024-0002');
  });
});

/** The archive in memory, as the store's is once read: for the property, where only the rule is asked. */
function memoryArchive(full: ReadonlySet<string>): QuoteArchive {
  const kept = new Map<string, SavedQuote>();
  return {
    dir: 'memory',
    load: () => Promise.resolve([]),
    quotes: () => [...kept.values()],
    quote: (quoteId) => kept.get(quoteId) ?? null,
    add: (quotes) => {
      const added = new Set<string>();
      const years = new Set<string>();
      for (const quote of quotes) {
        const year = quote.issue!.issuedOn.slice(0, 4);
        if (full.has(year)) years.add(year);
        else {
          kept.set(quote.id, quote);
          added.add(quote.id);
        }
      }
      return Promise.resolve({ added, full: [...years] });
    },
  };
}

describe('archiveOld (property)', () => {
  it('leaves every quote in exactly one place, archived only when old and finished and its year has room', async () => {
    const day = fc.date({ min: new Date('2022-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true });
    const quote = fc.record({ sent: fc.boolean(), day, validDays: fc.integer({ min: 1, max: 365 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(quote, { maxLength: 12 }),
        fc.subarray(['2022', '2023', '2024', '2025', '2026']),
        async (made, fullYears) => {
          const quotes = made.map(({ sent, day: moment, validDays }, at) => {
            const issuedOn = moment.toISOString().slice(0, 10);
            return sent
              ? {
                  ...sentQuote(String(at), issuedOn),
                  letter: { recipient: null, validityDays: validDays, terms: null, documentLanguage: null },
                }
              : draft(String(at), moment.toISOString());
          });
          const archive = memoryArchive(new Set(fullYears));
          const { saved } = await archiveOld({ quotes, activeId: null }, archive, clock());
          for (const each of quotes) {
            const listed = saved.quotes.some((quote) => quote.id === each.id);
            const archived = archive.quote(each.id) !== null;
            expect(listed !== archived).toBe(true);
            const room = each.issue !== undefined && !fullYears.includes(each.issue.issuedOn.slice(0, 4));
            expect(archived).toBe(isArchivable(each, clock()) && room);
          }
        },
      ),
    );
  });
});
