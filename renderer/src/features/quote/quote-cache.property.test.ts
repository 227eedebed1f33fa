import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Result } from '@shared/errors';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { translator } from '@shared/i18n/translator';
import type { QuoteChange, QuoteChanged } from '@shared/quote/quote-change';
import { addQuote } from '@shared/quote/quote-model';
import type { SavedQuotes } from '@shared/quote/saved-quote';
import { createMemoryTokenStore } from '../../../../electron/core/token-store';
import { createMainServices, type MainServices } from '../../../../electron/main-logic/services';
import { removeFolder, tempFolder } from '../../../../test/support/temp-folder';
import { createQueryClient } from '../../api/queries';
import {
  createQuoteCache,
  quoteKeys,
  quotesQuery,
  shownBy,
  withQuoteMade,
  type CommandOutcome,
  type LoadedQuotes,
  type QuoteCommand,
} from './quote-cache';

// The window's cache of main's quotes against main's real command logic, with main's answers delayed, refused or
// lost: while commands are on their way the list shows main's last answer with them applied by main's rule (so what
// main accepted is never lost from it, and a refused command leaves no trace); once all are answered, main's list exactly.

const ARTICLES = ['900155', '31245', '560011'] as const;
const command = fc.oneof(
  fc.constant({ kind: 'create' as const }),
  fc.record({
    kind: fc.constant('add' as const),
    q: fc.nat(7),
    artnr: fc.constantFrom(...ARTICLES),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('quantity' as const), q: fc.nat(7), l: fc.nat(5), quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('remove' as const), q: fc.nat(7), l: fc.nat(5) }),
  fc.record({ kind: fc.constant('rename' as const), q: fc.nat(7), name: fc.constantFrom('Alpen', 'Berg', 'Tal') }),
  fc.record({ kind: fc.constant('open' as const), q: fc.nat(7) }),
  fc.record({ kind: fc.constant('delete' as const), q: fc.nat(7) }),
  fc.record({ kind: fc.constant('undo' as const), q: fc.nat(7) }),
  fc.record({ kind: fc.constant('duplicate' as const), q: fc.nat(7) }),
);
const wire = fc.oneof(
  // Main takes the command on its way and its answer reaches the window after a few tasks.
  fc.record({ kind: fc.constant('answer' as const), delay: fc.nat(3) }),
  // Main takes a few commands in the order sent; their answers reach the window in another order.
  fc.record({ kind: fc.constant('burst' as const), order: fc.array(fc.nat(9), { minLength: 2, maxLength: 4 }) }),
  // The command never reaches main (the call fails): the window shows it as sent and offers to send it again.
  fc.constant({ kind: 'lose' as const }),
  // "Try saving again".
  fc.constant({ kind: 'retry' as const }),
);
const step = fc.oneof({ arbitrary: command, weight: 3 }, { arbitrary: wire, weight: 2 });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** A command on its way to main, answered or lost when the test says. */
interface OnTheWire {
  quoteId: string;
  change: QuoteChange;
  answer: (result: Result<QuoteChanged>) => void;
  lose: () => void;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const listOf = (saved: SavedQuotes): Pick<SavedQuotes, 'quotes' | 'activeId'> => ({ quotes: saved.quotes, activeId: saved.activeId });

describe("the window's cache of main's quotes (property)", () => {
  test.prop([fc.array(step, { minLength: 5, maxLength: 40 })], { numRuns: 60 })(
    "shows main's answers with the commands on their way, and main's list once all are answered",
    async (steps) => {
      const dir = await tempFolder('quote-cache-property');
      const services: MainServices = await createMainServices({
        userDataDir: dir,
        fetch,
        tokenStore: createMemoryTokenStore(),
        regionalLocale: 'de-DE',
        preferredLanguages: () => ['de-DE'],
        chooseSavePath: async (name) => join(dir, name),
        chooseImagePath: async () => null,
        now: () => new Date('2026-11-23T10:00:00Z'),
      });
      const { handlers } = services;
      // The commands on their way, in the order sent: main takes them in this order, when the test answers them.
      const onTheWire: OnTheWire[] = [];
      const bridge = {
        loadQuotes: () => handlers.loadQuotes(undefined),
        changeQuote: ({ quoteId, change }: { quoteId: string; change: QuoteChange }) =>
          new Promise<Result<QuoteChanged>>((resolve, reject) => {
            onTheWire.push({ quoteId, change, answer: resolve, lose: () => reject(new Error('no answer')) });
          }),
      } as unknown as PriceLookupBridge;
      const client = createQueryClient();
      await client.fetchQuery(quotesQuery(bridge));
      const cache = createQuoteCache(client, bridge);
      const words = translator('de');

      /** The commands sent and not yet settled, in the order sent. */
      const pending: QuoteCommand[] = [];
      const ids: string[] = [];
      let made = 0;
      const follow = (sent: QuoteCommand, outcome: Promise<CommandOutcome>): void => {
        pending.push(sent);
        void outcome.then(() => pending.splice(pending.indexOf(sent), 1));
      };
      const send = (sent: QuoteCommand): void => follow(sent, cache.command(sent));
      const sendAgain = (): void => {
        const again = cache.unsent().map((each) => each.command);
        cache.sendAgain().forEach((outcome, at) => follow(again[at]!, outcome));
      };
      const shown = (): LoadedQuotes => client.getQueryData<LoadedQuotes>(quoteKeys.all)!;
      const mains = async (): Promise<SavedQuotes> => {
        const loaded = await handlers.loadQuotes(undefined);
        if (!loaded.ok) throw new Error('not loaded');
        return loaded.value;
      };
      const settle = async (): Promise<void> => {
        for (let tick = 0; tick < 3; tick += 1) await nextTask();
      };
      const quoteAt = (q: number) => {
        const list = shown().quotes;
        // Now and then a quote no longer there (deleted): main refuses what changes it.
        return q < ids.length && q % 4 === 3 ? ids[q] : list[q % Math.max(list.length, 1)]?.id;
      };
      try {
        for (const each of steps as Step[]) {
          switch (each.kind) {
            case 'create': {
              const added = addQuote(cache.latest(), 'de', words);
              if (!added.ok) break;
              made += 1;
              const quote = { ...added.quote, id: `q${made}` };
              ids.push(quote.id);
              send({ quoteId: quote.id, change: { kind: 'create', country: 'de' }, shown: withQuoteMade(quote) });
              break;
            }
            case 'add':
            case 'quantity':
            case 'remove':
            case 'rename':
            case 'open':
            case 'delete':
            case 'undo':
            case 'duplicate': {
              const quoteId = quoteAt(each.q);
              if (quoteId === undefined) break;
              const lines = shown().quotes.find((quote) => quote.id === quoteId)?.lines ?? [];
              // A line of the quote as shown; now and then one gone.
              const lineId = 'l' in each ? (lines[each.l]?.id ?? `gone-${each.l}`) : '';
              const change: QuoteChange =
                each.kind === 'add'
                  ? { kind: 'addLines', lines: [{ id: `line-${(made += 1)}`, artnr: each.artnr, quantity: each.quantity }] }
                  : each.kind === 'quantity'
                    ? { kind: 'changeLine', lineId, change: { quantity: each.quantity } }
                    : each.kind === 'remove'
                      ? { kind: 'removeLine', lineId }
                      : each.kind === 'rename'
                        ? { kind: 'set', fields: { name: each.name } }
                        : { kind: each.kind };
              send({ quoteId, change });
              break;
            }
            case 'answer': {
              await settle();
              const sent = onTheWire.shift();
              if (sent === undefined) break;
              const answer = await handlers.changeQuote({ quoteId: sent.quoteId, change: sent.change });
              for (let tick = 0; tick < each.delay; tick += 1) await nextTask();
              sent.answer(answer);
              break;
            }
            case 'burst': {
              await settle();
              const taken = onTheWire.splice(0, each.order.length);
              const answers = [];
              for (const sent of taken)
                answers.push({ sent, answer: await handlers.changeQuote({ quoteId: sent.quoteId, change: sent.change }) });
              const late = answers.map((answer, at) => ({ ...answer, key: each.order[at]! })).sort((a, b) => a.key - b.key);
              for (const { sent, answer } of late) {
                sent.answer(answer);
                await nextTask();
              }
              break;
            }
            case 'lose': {
              await settle();
              const sent = onTheWire.shift();
              if (sent === undefined) break;
              sent.lose();
              break;
            }
            case 'retry':
              sendAgain();
              break;
          }
          await settle();
          // Main's list as last answered (main takes a command only when the test answers it), with the commands
          // not answered and those on their way applied by the rule, each once, in the order sent.
          const waiting = cache.unsent().map((each) => each.command);
          const expected = [...waiting, ...pending.filter((sent) => !waiting.includes(sent))].reduce(
            (list, sent) => shownBy(sent, list),
            await mains(),
          );
          expect(listOf(shown())).toEqual(listOf(expected));
        }
        // Everything answered, what was lost sent again and answered: main's list exactly, nothing kept beside it.
        for (let round = 0; round < 50 && (pending.length > 0 || cache.unsent().length > 0); round += 1) {
          sendAgain();
          await settle();
          for (let sent = onTheWire.shift(); sent !== undefined; sent = onTheWire.shift())
            sent.answer(await handlers.changeQuote({ quoteId: sent.quoteId, change: sent.change }));
          await settle();
        }
        await cache.flush();
        expect(pending).toEqual([]);
        expect(listOf(shown())).toEqual(listOf(await mains()));
        expect(client.getQueryData(quoteKeys.kept)).toBeUndefined();
      } finally {
        await services.dispose();
        await removeFolder(dir);
      }
    },
    120_000,
  );
});
