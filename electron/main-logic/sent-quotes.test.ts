import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import type { QuoteChange } from '../shared/quote/quote-change';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// What was sent is never changed under its number: main puts a change into a revision, refuses what cannot
// be one, and numbers revisions itself.
let main: QuotesInMain;

beforeEach(async () => {
  main = await quotesInMain('sent', { quotes: [quote('q1')], priced: false });
});
afterEach(() => main.close());

function quote(id: string, more: Partial<SavedQuote> = {}): SavedQuote {
  return {
    id,
    name: 'Camping Müller',
    country: 'de',
    factor: null,
    updatedAt: '2026-11-23T10:00:00.000Z',
    lines: [{ id: `${id}-l1`, artnr: '900155', quantity: 2, factor: null }],
    ...more,
  };
}
const change = (quoteId: string, what: QuoteChange) => main.handlers.changeQuote({ quoteId, change: what });
/** The quote main answers; fails the test on a refusal. */
const changed = async (quoteId: string, what: QuoteChange): Promise<SavedQuote> => {
  const answer = await change(quoteId, what);
  if (!answer.ok) throw new Error(`${what.kind} refused: ${englishText(answer.error.message)}`);
  if (answer.value.quote === null) throw new Error(`${what.kind}: no quote`);
  return answer.value.quote;
};
/** The customer copy printed, as the window asks for it once main has priced every line. */
const print = async (quoteId: string): Promise<string | undefined> => {
  await priceKeptLines(main.handlers, quoteId);
  const answer = await main.handlers.printQuote({ quoteId, copy: 'customer' });
  return answer.ok ? answer.value.issue.number : undefined;
};
const savedOnDisk = async (): Promise<SavedQuote[]> =>
  (JSON.parse(await readFile(join(main.dir, 'quotes.json'), 'utf8')) as { data: { quotes: SavedQuote[] } }).data.quotes;
const loaded = async (): Promise<SavedQuote[]> => {
  const answer = await main.handlers.loadQuotes(undefined);
  return answer.ok ? answer.value.quotes : [];
};

describe('a quote that was sent', () => {
  it('puts a change of its lines, factor, country or letter into a revision and keeps it as sent; a new name is taken', async () => {
    expect(await print('q1')).toBe('A-2026-0001');
    for (const what of [
      { kind: 'changeLine', lineId: 'q1-l1', change: { quantity: 5 } },
      { kind: 'removeLine', lineId: 'q1-l1' },
      { kind: 'set', fields: { factor: '1.25' } },
      { kind: 'set', fields: { country: 'at' } },
      { kind: 'set', fields: { letter: { recipient: null, validityDays: 30, terms: null, documentLanguage: null } } },
    ] satisfies QuoteChange[]) {
      const revision = await changed('q1', what);
      expect([revision.id === 'q1', revision.revises?.number, revision.issue]).toEqual([false, 'A-2026-0001', undefined]);
    }
    // Nothing of it was written to the sent quote.
    expect(
      (await savedOnDisk()).filter((each) => each.id === 'q1').map((each) => [each.factor, each.country, each.lines[0]?.quantity]),
    ).toEqual([[null, 'de', 2]]);
    expect((await changed('q1', { kind: 'set', fields: { name: 'Camping Müller (Vorzelt)' } })).id).toBe('q1');
  });

  it('refuses, with words, a change that cannot go into a revision, and writes nothing of it', async () => {
    // Changed while a draft, then sent: undoing that change would change what the customer got.
    await changed('q1', { kind: 'changeLine', lineId: 'q1-l1', change: { quantity: 3 } });
    expect(await print('q1')).toBe('A-2026-0001');
    const before = await readFile(join(main.dir, 'quotes.json'), 'utf8');
    const answer = await change('q1', { kind: 'undo' });
    expect(answer.ok || [answer.error.kind, englishText(answer.error.message)]).toEqual([
      'quote-sent',
      'Quote A-2026-0001 was sent to the customer and stays as it was sent: the change was not saved to it.',
    ]);
    expect(await change('q1', { kind: 'addLines', lines: [{ artnr: '31245', quantity: 1 }] })).toMatchObject({
      ok: false,
      error: { kind: 'quote-sent' },
    });
    expect(await readFile(join(main.dir, 'quotes.json'), 'utf8')).toBe(before);
  });

  it('is sent by its customer copy only: an internal copy gives the number and leaves the quote a draft', async () => {
    await priceKeptLines(main.handlers, 'q1');
    const internal = await main.handlers.printQuote({ quoteId: 'q1', copy: 'internal' });
    expect(internal.ok && internal.value.issue).toMatchObject({ number: 'A-2026-0001', sentAt: null });
    expect((await changed('q1', { kind: 'set', fields: { factor: '1.25' } })).id).toBe('q1');
    expect(await print('q1')).toBe('A-2026-0001');
    expect((await changed('q1', { kind: 'set', fields: { factor: '1.5' } })).id).not.toBe('q1');
    expect((await loaded()).find((each) => each.id === 'q1')?.factor).toBe('1.25');
  });

  it('comes back only as it was sent once deleted: by undo with its number, never made anew under its id', async () => {
    await print('q1');
    expect(await change('q1', { kind: 'delete' })).toMatchObject({ ok: true, value: { quote: null, order: [] } });
    expect(await change('q1', { kind: 'create', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const back = await changed('q1', { kind: 'undo' });
    expect([back.issue?.number, back.lines.map((line) => [line.id, line.quantity])]).toEqual(['A-2026-0001', [['q1-l1', 2]]]);
    expect((await loaded())[0]?.issue?.number).toBe('A-2026-0001');
  });
});

describe('a revision', () => {
  it('is numbered <number>-2, -3 … at its first document, also a revision of a revision, and after a restart', async () => {
    await print('q1');
    const r1 = await changed('q1', { kind: 'revise' });
    const r2 = await changed('q1', { kind: 'revise' });
    // Not numbered before its first document (each revision is listed right after the quote it revises).
    const listed = (await loaded()).map((each) => [each.id, each.issue?.number ?? null, each.revises?.number ?? null]);
    expect(listed[0]).toEqual(['q1', 'A-2026-0001', null]);
    expect(listed.slice(1).sort()).toEqual(
      [
        [r1.id, null, 'A-2026-0001'],
        [r2.id, null, 'A-2026-0001'],
      ].sort(),
    );
    expect(await print(r2.id)).toBe('A-2026-0001-2');
    expect(await print(r1.id)).toBe('A-2026-0001-3');
    // A revision of the revision goes on in the same row.
    const r3 = await changed(r2.id, { kind: 'revise' });
    expect(r3.revises).toEqual({ quoteId: r2.id, number: 'A-2026-0001-2', base: 'A-2026-0001' });
    await main.restart();
    expect(await print(r3.id)).toBe('A-2026-0001-4');
    // A plain quote goes on with the pattern.
    await changed('q5', { kind: 'create', country: 'de' });
    await changed('q5', { kind: 'addLines', lines: [{ artnr: '900155', quantity: 1 }] });
    expect(await print('q5')).toBe('A-2026-0002');
  });

  it('is a revision only of a quote that was sent, and stays the revision main first kept', async () => {
    // q1 was never sent: it has no revision, and stays a plain quote.
    expect(await change('q1', { kind: 'revise' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    await priceKeptLines(main.handlers, 'q1');
    await main.handlers.printQuote({ quoteId: 'q1', copy: 'internal' });
    expect(await change('q1', { kind: 'revise' })).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(await print('q1')).toBe('A-2026-0001');
    const r1 = await changed('q1', { kind: 'revise' });
    // A kept link is not changed or dropped by a change, nor by a restart.
    await changed(r1.id, { kind: 'set', fields: { name: 'Vorzelt' } });
    await changed(r1.id, { kind: 'changeLine', lineId: r1.lines[0]!.id, change: { quantity: 4 } });
    await main.restart();
    expect((await loaded()).find((each) => each.id === r1.id)?.revises).toEqual({
      quoteId: 'q1',
      number: 'A-2026-0001',
      base: 'A-2026-0001',
    });
    expect(await print(r1.id)).toBe('A-2026-0001-2');
  });

  it('gets a number of its own when two windows ask for the documents of two revisions at once', async () => {
    await print('q1');
    const revisions: SavedQuote[] = [];
    for (let index = 0; index < 6; index += 1) revisions.push(await changed('q1', { kind: 'revise' }));
    for (const revision of revisions) await priceKeptLines(main.handlers, revision.id);
    const numbers = await Promise.all(
      revisions.flatMap((revision) => [
        main.handlers.printQuote({ quoteId: revision.id, copy: 'customer' }),
        main.handlers.saveQuotePdf({ quoteId: revision.id, copy: 'internal' }),
      ]),
    );
    const given = numbers.map((answer) => (answer.ok ? answer.value.issue?.number : null));
    // Each revision one number, whichever of its two documents came first; no number twice.
    for (let index = 0; index < revisions.length; index += 1) expect(given[index * 2]).toBe(given[index * 2 + 1]);
    expect(new Set(given).size).toBe(revisions.length);
    expect([...new Set(given)].sort()).toEqual(['2', '3', '4', '5', '6', '7'].map((n) => `A-2026-0001-${n}`));
  });
});
