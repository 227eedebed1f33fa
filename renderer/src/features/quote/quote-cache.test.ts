import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Result } from '@shared/errors';
import { msg } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteChange, QuoteChanged } from '@shared/quote/quote-change';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { eventually } from '../../../../test/support/eventually';
import { createQueryClient } from '../../api/queries';
import { createQuoteCache, quoteKeys, quoteQuery, quotesQuery, type LoadedQuotes } from './quote-cache';

const quote = (id: string, quantity = 1): SavedQuote => ({
  id,
  name: id,
  country: 'de',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: `${id}-l1`, artnr: '900155', quantity, factor: null }],
});
const MAIN: LoadedQuotes = { quotes: [quote('q1', 5), quote('q2')], activeId: 'q1', maxQuotes: 100, notice: null };
const quantity = (quantityOf: number): QuoteChange => ({ kind: 'changeLine', lineId: 'q1-l1', change: { quantity: quantityOf } });

/** A command on its way to main, answered when the test says. */
interface Sent {
  quoteId: string;
  change: QuoteChange;
  answer: (result: Result<QuoteChanged>) => void;
  drop: () => void;
}

/** A bridge whose commands wait for the test to answer them; the list is read as `MAIN`. */
function heldBridge(): { bridge: PriceLookupBridge; sent: Sent[] } {
  const sent: Sent[] = [];
  const bridge = {
    loadQuotes: async () => ({ ok: true, value: MAIN }),
    changeQuote: ({ quoteId, change }: { quoteId: string; change: QuoteChange }) =>
      new Promise<Result<QuoteChanged>>((resolve, reject) => {
        sent.push({ quoteId, change, answer: resolve, drop: () => reject(new Error('window gone')) });
      }),
  } as unknown as PriceLookupBridge;
  return { bridge, sent };
}

async function loadedCache() {
  const client = createQueryClient();
  const { bridge, sent } = heldBridge();
  await client.fetchQuery(quotesQuery(bridge));
  const cache = createQuoteCache(client, bridge);
  const shown = (): LoadedQuotes => client.getQueryData<LoadedQuotes>(quoteKeys.all)!;
  const q1 = (): number | undefined => shown().quotes.find((each) => each.id === 'q1')?.lines[0]?.quantity;
  return { client, bridge, sent, cache, shown, q1 };
}

const answered = (kept: SavedQuote): Result<QuoteChanged> => ({
  ok: true,
  value: { quote: kept, order: ['q1', 'q2'], activeId: 'q1', status: null },
});

describe("the window's cache of main's quotes", () => {
  it('shows a command at once, then main’s answer in its place', async () => {
    const { cache, sent, shown, q1, client } = await loadedCache();
    const outcome = cache.command({ quoteId: 'q1', change: quantity(9) });
    await eventually(() => expect(q1()).toBe(9));
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]!.answer(answered({ ...quote('q1', 9), updatedAt: '2026-11-23T11:00:00.000Z' }));
    expect(await outcome).toMatchObject({ ok: true });
    expect(shown().quotes[0]?.updatedAt).toBe('2026-11-23T11:00:00.000Z');
    // Nothing kept beside the list once every command is answered.
    expect(client.getQueryData(quoteKeys.kept)).toBeUndefined();
  });

  it('sends each command at once, in the order made, and shows main’s answers with the later ones applied', async () => {
    const { cache, sent, q1 } = await loadedCache();
    void cache.command({ quoteId: 'q1', change: quantity(7) });
    void cache.command({ quoteId: 'q1', change: quantity(8) });
    await eventually(() => expect(q1()).toBe(8));
    // Both on their way before main answered either: a window closing now loses neither.
    await eventually(() => expect(sent.map((each) => each.change)).toEqual([quantity(7), quantity(8)]));
    sent[0]!.answer(answered(quote('q1', 7)));
    await eventually(() => expect(q1()).toBe(8));
    sent[1]!.answer(answered(quote('q1', 8)));
    await cache.flush();
    expect(q1()).toBe(8);
  });

  it('rolls a refused command back and keeps showing the commands after it', async () => {
    const { cache, sent, shown, q1 } = await loadedCache();
    const refused = cache.command({ quoteId: 'q1', change: quantity(7) });
    void cache.command({ quoteId: 'q1', change: { kind: 'set', fields: { name: 'Renamed' } } });
    await eventually(() => expect(sent).toHaveLength(2));
    sent[0]!.answer({ ok: false, error: { kind: 'quote-being-sent', message: msg('errors.quotes.missing') } });
    expect(await refused).toEqual({ ok: false, message: msg('errors.quotes.missing'), unsent: false });
    expect(q1()).toBe(5);
    expect(shown().quotes[0]?.name).toBe('Renamed');
    sent[1]!.answer(answered({ ...quote('q1', 5), name: 'Renamed' }));
    await cache.flush();
    expect(shown().quotes).toEqual([{ ...quote('q1', 5), name: 'Renamed' }, quote('q2')]);
  });

  it('keeps showing a command main did not answer, and sends it again when asked', async () => {
    const { cache, sent, q1, client } = await loadedCache();
    const lost = cache.command({ quoteId: 'q1', change: quantity(3) });
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]!.drop();
    expect(await lost).toEqual({ ok: false, message: msg('lookup.error.noAnswer'), unsent: true });
    expect(q1()).toBe(3);
    expect(cache.unsent().map((each) => each.problem)).toEqual([msg('lookup.error.noAnswer')]);
    // Main's list stays beside it: what a refusal of the command sent again rolls back to.
    expect(client.getQueryData<LoadedQuotes>(quoteKeys.kept)?.quotes[0]?.lines[0]?.quantity).toBe(5);

    const [again] = cache.sendAgain();
    expect(cache.unsent()).toEqual([]);
    await eventually(() => expect(sent).toHaveLength(2));
    expect(q1()).toBe(3);
    sent[1]!.answer({ ok: false, error: { kind: 'invalid-input', message: msg('errors.quotes.lineMissing') } });
    expect(await again).toMatchObject({ ok: false, unsent: false });
    expect(q1()).toBe(5);
    expect(client.getQueryData(quoteKeys.kept)).toBeUndefined();
  });

  it('answers the quotes with a command made a moment ago, before its showing is in the list', async () => {
    const { cache, q1 } = await loadedCache();
    void cache.command({ quoteId: 'q1', change: quantity(4) });
    expect(q1()).toBe(5);
    expect(cache.latest().quotes[0]?.lines[0]?.quantity).toBe(4);
    await eventually(() => expect(q1()).toBe(4));
    expect(cache.latest().quotes[0]?.lines[0]?.quantity).toBe(4);
  });

  it('flushes only once every command is answered', async () => {
    const { cache, sent } = await loadedCache();
    void cache.command({ quoteId: 'q1', change: quantity(7) });
    let flushed = false;
    const flush = cache.flush().then(() => (flushed = true));
    await eventually(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flushed).toBe(false);
    sent[0]!.answer(answered(quote('q1', 7)));
    await flush;
    expect(flushed).toBe(true);
  });

  it('undoes only after the commands before it are answered', async () => {
    const { cache, sent } = await loadedCache();
    void cache.command({ quoteId: 'q1', change: quantity(7) });
    const undo = cache.undo('q1');
    await eventually(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    sent[0]!.answer(answered(quote('q1', 7)));
    await eventually(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.change).toEqual({ kind: 'undo' });
    sent[1]!.answer(answered(quote('q1', 5)));
    expect(await undo).toMatchObject({ ok: true });
  });

  it('refuses a command before the quotes are read', async () => {
    const client = createQueryClient();
    const { bridge, sent } = heldBridge();
    const outcome = await createQuoteCache(client, bridge).command({ quoteId: 'q1', change: quantity(2) });
    expect(outcome).toEqual({ ok: false, message: msg('errors.quotes.notLoaded'), unsent: false });
    expect(sent).toHaveLength(0);
  });

  it('shows the number main gave a quote, also in main’s list while commands are on their way', async () => {
    const { cache, sent, client, shown } = await loadedCache();
    void cache.command({ quoteId: 'q2', change: { kind: 'open' } });
    const issue = { number: 'A-7', issuedOn: '2026-11-23', sentAt: null };
    cache.showIssue('q1', issue);
    expect(shown().quotes[0]?.issue).toEqual(issue);
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]!.answer({ ok: true, value: { quote: quote('q2'), order: ['q1', 'q2'], activeId: 'q2', status: null } });
    await cache.flush();
    expect(shown().quotes[0]?.issue).toEqual(issue);
    expect(shown().activeId).toBe('q2');
    expect(client.getQueryData(quoteKeys.kept)).toBeUndefined();
  });

  it('answers one quote of the list by the list’s own entry', async () => {
    const { bridge, client, cache, sent } = await loadedCache();
    const one = new QueryObserver(client, quoteQuery(bridge, 'q1'));
    const seen: (number | undefined)[] = [];
    const stop = one.subscribe((result) => seen.push(result.data?.lines[0]?.quantity));
    expect(one.getCurrentResult().data?.lines[0]?.quantity).toBe(5);
    void cache.command({ quoteId: 'q1', change: quantity(6) });
    await eventually(() => expect(seen.at(-1)).toBe(6));
    await eventually(() => expect(sent).toHaveLength(1));
    sent[0]!.answer(answered(quote('q1', 6)));
    await cache.flush();
    stop();
    expect(new QueryObserver(client, quoteQuery(bridge, 'gone')).getCurrentResult().data).toBeNull();
  });
});
