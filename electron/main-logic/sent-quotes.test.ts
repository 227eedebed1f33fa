import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { QuotesEdit } from '../shared/quote/saved-quote';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices, type MainServices } from './services';
import { priceKeptLines } from '../../test/support/quotes-in-main';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// What was sent is never changed under its number: main refuses the edit, and numbers revisions itself.
let dir: string;
let services: MainServices;

const open = () =>
  createMainServices({
    userDataDir: dir,
    fetch,
    tokenStore: createMemoryTokenStore(),
    regionalLocale: 'de-DE',
    preferredLanguages: () => ['de-DE'],
    chooseSavePath: async (name) => join(dir, name),
    chooseImagePath: async () => null,
    printer: { pdf: async () => new TextEncoder().encode('%PDF-1.4 fake'), print: async () => true },
    now: () => new Date('2026-11-23T10:00:00Z'),
  });

beforeEach(async () => {
  dir = await tempFolder('sent');
  services = await open();
  await services.handlers.loadQuotes(undefined);
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

type EditQuote = QuotesEdit['quotes'][number];
const quote = (id: string, more: Partial<EditQuote> = {}): EditQuote => ({
  id,
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 2, factor: null }],
  ...more,
});
const save = (...quotes: EditQuote[]) => services.handlers.saveQuotes({ quotes, activeId: quotes[0]?.id ?? null });
/** The customer copy printed, as the window asks for it once main has priced every line. */
const print = async (quoteId: string): Promise<string | undefined> => {
  await priceKeptLines(services.handlers, quoteId);
  const answer = await services.handlers.printQuote({ quoteId, copy: 'customer' });
  return answer.ok ? answer.value.issue.number : undefined;
};
const savedOnDisk = async (): Promise<EditQuote[]> =>
  (JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')) as { data: { quotes: EditQuote[] } }).data.quotes;
const revisionOf = (of: string, number: string) => ({ revises: { quoteId: of, number, base: number } });

describe('a quote that was sent', () => {
  it('refuses a save that changes its lines, factor, country or letter, and keeps it as sent; a new name is taken', async () => {
    await save(quote('q1'));
    expect(await print('q1')).toBe('A-2026-0001');
    for (const changed of [
      quote('q1', { lines: [{ id: 'q1-l1', artnr: '900155', quantity: 5, factor: null }] }),
      quote('q1', { lines: [] }),
      quote('q1', { factor: '1.25' }),
      quote('q1', { country: 'at' }),
      quote('q1', { letter: { recipient: null, validityDays: 30, terms: null, documentLanguage: null } }),
    ]) {
      const answer = await save(changed, quote('q2'));
      expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
        'quote-sent',
        'Quote A-2026-0001 was sent to the customer and stays as it was sent: the change was not saved to it.',
      ]);
    }
    // Nothing of a refused save was written, not even the other quote's part.
    expect((await savedOnDisk()).map((each) => [each.id, each.lines[0]?.quantity])).toEqual([['q1', 2]]);
    expect(await save(quote('q1', { name: 'Camping Müller (Vorzelt)' }))).toMatchObject({ ok: true });
  });

  it('is sent by its customer copy only: an internal copy gives the number and leaves the quote a draft', async () => {
    await save(quote('q1'));
    await priceKeptLines(services.handlers, 'q1');
    const internal = await services.handlers.printQuote({ quoteId: 'q1', copy: 'internal' });
    expect(internal.ok && internal.value.issue).toMatchObject({ number: 'A-2026-0001', sentAt: null });
    expect(await save(quote('q1', { factor: '1.25' }))).toMatchObject({ ok: true });
    expect(await print('q1')).toBe('A-2026-0001');
    expect(await save(quote('q1', { factor: '1.5' }))).toMatchObject({ ok: false, error: { kind: 'quote-sent' } });
  });

  it('comes back only as it was sent once deleted', async () => {
    await save(quote('q1'));
    await print('q1');
    await save();
    expect(await save(quote('q1', { lines: [] }))).toMatchObject({ ok: false, error: { kind: 'quote-sent' } });
    expect(await save(quote('q1'))).toMatchObject({ ok: true });
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes[0]?.issue?.number).toBe('A-2026-0001');
  });
});

describe('a revision', () => {
  it('is numbered <number>-2, -3 … at its first document, also a revision of a revision, and after a restart', async () => {
    await save(quote('q1'));
    await print('q1');
    await save(quote('q1'), quote('r1', revisionOf('q1', 'A-2026-0001')), quote('r2', revisionOf('q1', 'A-2026-0001')));
    // Not numbered before its first document.
    const loaded = await services.handlers.loadQuotes(undefined);
    expect(loaded.ok && loaded.value.quotes.map((each) => [each.id, each.issue?.number ?? null, each.revises?.number ?? null])).toEqual([
      ['q1', 'A-2026-0001', null],
      ['r1', null, 'A-2026-0001'],
      ['r2', null, 'A-2026-0001'],
    ]);
    expect(await print('r2')).toBe('A-2026-0001-2');
    expect(await print('r1')).toBe('A-2026-0001-3');
    // A revision of the revision goes on in the same row, whatever base the window says.
    await save(quote('q1'), quote('r1'), quote('r2'), quote('r3', { revises: { quoteId: 'r2', number: 'A-2026-0001-2', base: 'X' } }));
    await services.dispose();
    services = await open();
    await services.handlers.loadQuotes(undefined);
    expect(await print('r3')).toBe('A-2026-0001-4');
    // A plain quote goes on with the pattern.
    await save(quote('q1'), quote('r1'), quote('r2'), quote('r3'), quote('q5'));
    expect(await print('q5')).toBe('A-2026-0002');
  });

  it('is a revision only of a quote sent with the number it names, and stays the revision main first kept', async () => {
    await save(quote('q1'), quote('q2'));
    await print('q1');
    // q2 has no number, and q1 is not numbered A-2026-0009: these are plain quotes.
    await save(
      quote('q1'),
      quote('q2'),
      quote('f1', revisionOf('q2', 'A-2026-0001')),
      quote('f2', revisionOf('q1', 'A-2026-0009')),
      // A quote main knows cannot become a revision afterwards.
    );
    await save(quote('q1'), quote('q2', revisionOf('q1', 'A-2026-0001')), quote('f1'), quote('f2'));
    expect(await print('f1')).toBe('A-2026-0002');
    expect(await print('f2')).toBe('A-2026-0003');
    expect(await print('q2')).toBe('A-2026-0004');
    // A kept link is not changed or dropped by an edit.
    await save(quote('q1'), quote('r1', revisionOf('q1', 'A-2026-0001')));
    await save(quote('q1'), quote('r1'));
    expect(await print('r1')).toBe('A-2026-0001-2');
  });

  it('gets a number of its own when two windows ask for the documents of two revisions at once', async () => {
    await save(quote('q1'));
    await print('q1');
    const revisions = Array.from({ length: 6 }, (_, index) => quote(`r${index}`, revisionOf('q1', 'A-2026-0001')));
    await save(quote('q1'), ...revisions);
    for (const revision of revisions) await priceKeptLines(services.handlers, revision.id);
    const numbers = await Promise.all(
      revisions.flatMap((revision) => [
        services.handlers.printQuote({ quoteId: revision.id, copy: 'customer' }),
        services.handlers.saveQuotePdf({ quoteId: revision.id, copy: 'internal' }),
      ]),
    );
    const given = numbers.map((answer) => (answer.ok ? answer.value.issue?.number : null));
    // Each revision one number, whichever of its two documents came first; no number twice.
    for (let index = 0; index < revisions.length; index += 1) expect(given[index * 2]).toBe(given[index * 2 + 1]);
    expect(new Set(given).size).toBe(revisions.length);
    expect([...new Set(given)].sort()).toEqual(['2', '3', '4', '5', '6', '7'].map((n) => `A-2026-0001-${n}`));
  });
});
