import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@shared/i18n/translator';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { addQuote } from '@shared/quote/quote-model';
import type { SavedQuotes } from '@shared/quote/saved-quote';
import { createMemoryTokenStore } from '../../../../electron/core/token-store';
import { createMainServices, type MainServices } from '../../../../electron/main-logic/services';
import { blockQuotesFile, priceKeptLines, quotesInMain } from '../../../../test/support/quotes-in-main';
import { removeFolder, tempFolder } from '../../../../test/support/temp-folder';
import { eventually } from '../../../../test/support/eventually';
import { createQueryClient } from '../../api/queries';
import { createQuoteCache, quoteKeys, quotesQuery, withQuoteMade, type LoadedQuotes } from './quote-cache';

// The disk is full (the quote file cannot be written): main has taken the command and keeps it in memory
// ("Your changes are kept"), and the next save writes it. "Try saving again" must then leave the quotes as
// the person saw them, in the window and in main, not apply what was typed a second time.
// Main answers such a command as kept, with why it is not written; "Try saving again" asks main to write
// (writeQuotesAgain) and sends nothing again, so nothing is applied twice.

let dir: string;
let services: MainServices;
beforeEach(async () => {
  dir = await tempFolder('quote-cache-save-again');
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

/** Puts a non-empty folder where the quote file goes: every write of it fails, as on a full disk. */
const blocked = (): Promise<() => Promise<void>> => blockQuotesFile(dir);

/** The window's cache on main's real handlers, with a quote q1 made and written. */
async function windowWithQuote() {
  const { handlers } = services;
  const bridge = {
    loadQuotes: () => handlers.loadQuotes(undefined),
    changeQuote: (request: Parameters<typeof handlers.changeQuote>[0]) => handlers.changeQuote(request),
    writeQuotesAgain: () => handlers.writeQuotesAgain(undefined),
  } as unknown as PriceLookupBridge;
  const client = createQueryClient();
  await client.fetchQuery(quotesQuery(bridge));
  const cache = createQuoteCache(client, bridge);
  const added = addQuote(cache.latest(), 'de', translator('de'));
  if (!added.ok) throw new Error('no quote');
  const made = { ...added.quote, id: 'q1' };
  expect(await cache.command({ quoteId: 'q1', change: { kind: 'create', country: 'de' }, shown: withQuoteMade(made) })).toMatchObject({
    ok: true,
  });
  expect(
    await cache.command({ quoteId: 'q1', change: { kind: 'addLines', lines: [{ id: 'l1', artnr: '900155', quantity: 1 }] } }),
  ).toMatchObject({ ok: true });
  const shown = (): LoadedQuotes => client.getQueryData<LoadedQuotes>(quoteKeys.all)!;
  const mains = async (): Promise<SavedQuotes> => {
    const loaded = await handlers.loadQuotes(undefined);
    if (!loaded.ok) throw new Error('not loaded');
    return loaded.value;
  };
  return { cache, shown, mains };
}

const linesOf = (saved: SavedQuotes, quoteId = 'q1') =>
  saved.quotes.find((quote) => quote.id === quoteId)?.lines.map(({ artnr, quantity }) => ({ artnr, quantity }));

describe('"Try saving again" after main could not write the quotes', () => {
  it('adds a pasted article once, not twice', async () => {
    const { cache, shown, mains } = await windowWithQuote();
    const unblock = await blocked();
    const paste = await cache.command({ quoteId: 'q1', change: { kind: 'addLines', lines: [{ artnr: '900155', quantity: 2 }] } });
    expect(paste).toMatchObject({ ok: true, value: { unwritten: { key: 'errors.quotes.unwritable' } } });
    expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 3 }]);

    expect(cache.unwritten()).toMatchObject({ key: 'errors.quotes.unwritable' });
    // Still blocked: tried again, still not written, still said.
    expect(cache.sendAgain()).toEqual([]);
    await cache.flush();
    expect(cache.unwritten()).toMatchObject({ key: 'errors.quotes.unwritable' });

    await unblock();
    await Promise.all(cache.sendAgain());
    await cache.flush();
    // What the person saw: 1 + 2, written once main can (sent again, main would add the 2 once more: 5).
    expect(linesOf(await mains())).toEqual([{ artnr: '900155', quantity: 3 }]);
    expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 3 }]);
    expect(cache.unwritten()).toBeNull();
    // On disk, as main keeps it.
    const file = JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')) as { data: SavedQuotes };
    expect(linesOf(file.data)).toEqual([{ artnr: '900155', quantity: 3 }]);
  });

  it('makes one copy of a duplicated quote, not two', async () => {
    const { cache, shown, mains } = await windowWithQuote();
    const unblock = await blocked();
    expect(await cache.command({ quoteId: 'q1', change: { kind: 'duplicate' } })).toMatchObject({
      ok: true,
      value: { unwritten: { key: 'errors.quotes.unwritable' } },
    });

    await unblock();
    await Promise.all(cache.sendAgain());
    await cache.flush();
    expect((await mains()).quotes).toHaveLength(2);
    expect(shown().quotes).toHaveLength(2);
  });

  it('keeps a deleted quote deleted in the window, as main has it', async () => {
    const { cache, shown, mains } = await windowWithQuote();
    const unblock = await blocked();
    expect(await cache.command({ quoteId: 'q1', change: { kind: 'delete' } })).toMatchObject({
      ok: true,
      value: { unwritten: { key: 'errors.quotes.unwritable' } },
    });
    expect(shown().quotes).toEqual([]);

    await unblock();
    // Main has it deleted already: nothing is sent again (a delete sent again would be refused, and rolled back).
    expect(cache.sendAgain()).toEqual([]);
    await cache.flush();
    expect((await mains()).quotes).toEqual([]);
    expect(shown().quotes).toEqual([]);
  });

  it('keeps the quantity typed last when a later save was written, also after "Try saving again"', async () => {
    const { cache, shown, mains } = await windowWithQuote();
    const quantity = (to: number) => ({ kind: 'changeLine' as const, lineId: 'l1', change: { quantity: to } });
    // The file is held by another program for a moment: 3 is kept by main, not written.
    const unblock = await blocked();
    expect(await cache.command({ quoteId: 'q1', change: quantity(3) })).toMatchObject({
      ok: true,
      value: { unwritten: { key: 'errors.quotes.unwritable' } },
    });
    await unblock();
    // The person types 4; main takes it and writes the quotes (with the 3 before it).
    expect(await cache.command({ quoteId: 'q1', change: quantity(4) })).toMatchObject({ ok: true });
    expect(linesOf(await mains())).toEqual([{ artnr: '900155', quantity: 4 }]);
    // The window shows main's 4, and "Try saving again" keeps it (sent again, the 3 would come back).
    expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 4 }]);
    await Promise.all(cache.sendAgain());
    await cache.flush();
    expect(linesOf(await mains())).toEqual([{ artnr: '900155', quantity: 4 }]);
  });

  it('undoes a paste main could not write, and only that', async () => {
    const { cache, shown, mains } = await windowWithQuote();
    expect(await cache.command({ quoteId: 'q1', change: { kind: 'changeLine', lineId: 'l1', change: { quantity: 4 } } })).toMatchObject({
      ok: true,
    });
    const unblock = await blocked();
    const paste = { kind: 'addLines' as const, lines: [{ id: 'l2', artnr: '31245', quantity: 1 }] };
    expect(await cache.command({ quoteId: 'q1', change: paste })).toMatchObject({
      ok: true,
      value: { unwritten: { key: 'errors.quotes.unwritable' } },
    });
    await unblock();
    // Ctrl+Z: the paste goes; the 4 typed before it stays, in main and in the window.
    expect(await cache.undo('q1')).toMatchObject({ ok: true });
    expect(linesOf(await mains())).toEqual([{ artnr: '900155', quantity: 4 }]);
    expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 4 }]);
  });
});

describe('commands on their way while main makes the quote’s customer copy', () => {
  it('rolls back each change main refuses as being sent, keeps the rename it takes, and ends as main’s list', async () => {
    let close: (printed: boolean) => void = () => undefined;
    let opened: () => void = () => undefined;
    const dialogOpen = new Promise<void>((resolve) => (opened = resolve));
    let holdDialog = false;
    const main = await quotesInMain('quote-cache-being-sent', {
      printer: {
        pdf: async () => new TextEncoder().encode('%PDF-1.4 fake'),
        print: () => {
          if (!holdDialog) return Promise.resolve(true);
          opened();
          return new Promise<boolean>((resolve) => (close = resolve));
        },
      },
    });
    try {
      const { handlers } = main;
      // Main takes each command only when the test lets the held ones through, in the order sent.
      const held: (() => void)[] = [];
      const bridge = {
        loadQuotes: () => handlers.loadQuotes(undefined),
        changeQuote: (request: Parameters<typeof handlers.changeQuote>[0]) =>
          new Promise((resolve) => held.push(() => void handlers.changeQuote(request).then(resolve))),
      } as unknown as PriceLookupBridge;
      const client = createQueryClient();
      await client.fetchQuery(quotesQuery(bridge));
      const cache = createQuoteCache(client, bridge);
      /** Lets the `count` commands sent through to main, one after the other. */
      const letThrough = async (count: number): Promise<void> => {
        await eventually(() => expect(held).toHaveLength(count));
        while (held.length > 0) {
          held.shift()!();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      };
      const made = cache.command({
        quoteId: 'q1',
        change: { kind: 'create', country: 'de' },
        shown: withQuoteMade({ id: 'q1', name: 'Angebot 1', country: 'de', factor: null, updatedAt: '', lines: [] }),
      });
      const added = cache.command({ quoteId: 'q1', change: { kind: 'addLines', lines: [{ id: 'l1', artnr: '900155', quantity: 2 }] } });
      await letThrough(2);
      expect(await made).toMatchObject({ ok: true });
      expect(await added).toMatchObject({ ok: true });
      await priceKeptLines(handlers, 'q1');

      holdDialog = true;
      const printing = handlers.printQuote({ quoteId: 'q1', copy: 'customer' });
      await dialogOpen;
      const quantity = (to: number) => ({ kind: 'changeLine' as const, lineId: 'l1', change: { quantity: to } });
      const first = cache.command({ quoteId: 'q1', change: quantity(5) });
      const renamed = cache.command({ quoteId: 'q1', change: { kind: 'set', fields: { name: 'Müller' } } });
      const last = cache.command({ quoteId: 'q1', change: quantity(7) });
      const shown = (): LoadedQuotes => client.getQueryData<LoadedQuotes>(quoteKeys.all)!;
      await eventually(() => expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 7 }]));
      await letThrough(3);
      expect(await first).toMatchObject({ ok: false, unsent: false, message: { key: 'errors.quotes.beingSent' } });
      expect(await renamed).toMatchObject({ ok: true });
      expect(await last).toMatchObject({ ok: false, unsent: false, message: { key: 'errors.quotes.beingSent' } });
      await cache.flush();
      const mains = await handlers.loadQuotes(undefined);
      if (!mains.ok) throw new Error('not loaded');
      expect(shown().quotes).toEqual(mains.value.quotes);
      expect(linesOf(shown())).toEqual([{ artnr: '900155', quantity: 2 }]);
      expect(shown().quotes[0]?.name).toBe('Müller');
      expect(client.getQueryData(quoteKeys.kept)).toBeUndefined();
      close(true);
      await printing;
    } finally {
      await main.close();
    }
  });
});
