import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { QuoteChange } from '../shared/quote/quote-change';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { MAX_QUANTITY } from '../shared/quote/quote-lines';
import { priceKeptLines, quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';

// Random command sequences against a small model of the rules: main's store, after any step and after a
// restart, always agrees with the model; nothing sent changes; a quote being sent takes no change.

const ARTICLES = ['900155', '31245', '560011'] as const;
const step = fc.oneof(
  fc.constant({ kind: 'create' as const }),
  fc.record({
    kind: fc.constant('add' as const),
    q: fc.nat(9),
    artnr: fc.constantFrom(...ARTICLES),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('quantity' as const), q: fc.nat(9), l: fc.nat(4), quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('remove' as const), q: fc.nat(9), l: fc.nat(4) }),
  fc.record({ kind: fc.constant('delete' as const), q: fc.nat(9) }),
  fc.record({ kind: fc.constant('undo' as const), q: fc.nat(9) }),
  fc.record({ kind: fc.constant('print' as const), q: fc.nat(9) }),
  fc.constant({ kind: 'finish' as const }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'restart' as const }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

interface ModelLine {
  id: string;
  artnr: string;
  quantity: number;
}
interface ModelQuote {
  id: string;
  lines: ModelLine[];
  number: string | null;
  sent: boolean;
  /** What went to the customer: the lines when its copy was made. */
  paper: ModelLine[] | null;
}
interface Model {
  quotes: ModelQuote[];
  /** Every id ever made: undo may bring a deleted one back. */
  ids: string[];
  undo: Map<string, { quote: ModelQuote | null; index: number }[]>;
  sending: { id: string; paper: ModelLine[] } | null;
  numbers: Set<string>;
}

const content = (lines: readonly ModelLine[]) => lines.map((line) => [line.artnr, line.quantity]);
const sameLines = (a: readonly ModelLine[], b: readonly ModelLine[]) => JSON.stringify(content(a)) === JSON.stringify(content(b));
const modelLines = (quote: SavedQuote): ModelLine[] => quote.lines.map(({ id, artnr, quantity }) => ({ id, artnr, quantity }));

describe('main owns every quote (property)', () => {
  test.prop([fc.array(step, { minLength: 5, maxLength: 30 })], { numRuns: 25 })(
    'store and kept pages agree with the model after every command, copy and restart',
    async (steps) => {
      let dialog: { open: Promise<void>; opened: () => void; close: (printed: boolean) => void } | null = null;
      const main = await quotesInMain('commands-property', {
        printer: {
          pdf: async () => new TextEncoder().encode('%PDF-1.4 fake'),
          print: () =>
            new Promise<boolean>((resolve) => {
              dialog?.opened();
              if (dialog) dialog.close = resolve;
            }),
        },
      });
      const model: Model = { quotes: [], ids: [], undo: new Map(), sending: null, numbers: new Set() };
      let printing: Promise<unknown> = Promise.resolve();
      let made = 0;
      const change = (quoteId: string, what: QuoteChange) => main.handlers.changeQuote({ quoteId, change: what });
      const remember = (quoteId: string): void => {
        const index = model.quotes.findIndex((quote) => quote.id === quoteId);
        const steps = model.undo.get(quoteId) ?? [];
        steps.push({ quote: index === -1 ? null : structuredClone(model.quotes[index]!), index });
        model.undo.set(quoteId, steps);
      };
      const beingSent = (quoteId: string): boolean => model.sending?.id === quoteId;
      /** A content change to quote `at`: refused while being sent, into a revision once sent, else applied. */
      const changeContent = async (at: number, what: QuoteChange, expected: (lines: ModelLine[]) => ModelLine[] | null) => {
        const quote = model.quotes[at]!;
        const lines = expected(structuredClone(quote.lines));
        const answer = await change(quote.id, what);
        if (lines === null) {
          expect(answer.ok).toBe(false);
          return;
        }
        if (quote.sent && what.kind === 'addLines') {
          expect(answer.ok || answer.error.kind).toBe('quote-sent');
          return;
        }
        if (beingSent(quote.id) && !sameLines(lines, quote.lines)) {
          expect(answer.ok || answer.error.kind).toBe('quote-being-sent');
          return;
        }
        if (!answer.ok) throw new Error(`refused: ${answer.error.kind}`);
        const kept = answer.value.quote!;
        expect(content(modelLines(kept))).toEqual(content(lines));
        if (quote.sent && !sameLines(lines, quote.lines)) {
          // Into a revision, just after the sent quote, which stays as sent.
          expect(kept.id).not.toBe(quote.id);
          expect(kept.revises?.number).toBe(quote.number);
          remember(kept.id);
          model.ids.push(kept.id);
          model.quotes.splice(at + 1, 0, { id: kept.id, lines: modelLines(kept), number: null, sent: false, paper: null });
          return;
        }
        if (!sameLines(lines, quote.lines)) remember(quote.id);
        quote.lines = modelLines(kept);
      };
      const agree = async (): Promise<void> => {
        const loaded = await main.handlers.loadQuotes(undefined);
        if (!loaded.ok) throw new Error('not loaded');
        expect(
          loaded.value.quotes.map((quote) => [quote.id, content(modelLines(quote)), quote.issue?.number ?? null, !!quote.issue?.sentAt]),
        ).toEqual(model.quotes.map((quote) => [quote.id, content(quote.lines), quote.number, quote.sent]));
        // What was sent is what the customer got.
        for (const quote of model.quotes) if (quote.sent) expect(content(quote.lines)).toEqual(content(quote.paper ?? []));
      };
      const closeDialog = async (printed: boolean): Promise<void> => {
        const sending = model.sending;
        if (sending === null || dialog === null) return;
        dialog.close(printed);
        dialog = null;
        const answer = (await printing) as Awaited<ReturnType<QuotesInMain['handlers']['printQuote']>>;
        model.sending = null;
        if (!answer.ok) throw new Error(`print failed: ${answer.error.kind}`);
        const quote = model.quotes.find((each) => each.id === sending.id)!;
        expect(answer.value.printed).toBe(printed);
        expect(answer.value.issue.number).toBe(quote.number);
        if (printed) {
          quote.sent = true;
          quote.paper = sending.paper;
        }
      };
      try {
        for (const each of steps as Step[]) {
          const count = model.quotes.length;
          switch (each.kind) {
            case 'create': {
              made += 1;
              const id = `q${made}`;
              const answer = await change(id, { kind: 'create', country: 'de' });
              if (!answer.ok) throw new Error('create refused');
              remember(id);
              model.ids.push(id);
              model.quotes.push({ id, lines: [], number: null, sent: false, paper: null });
              break;
            }
            case 'add':
              if (count === 0) break;
              await changeContent(
                each.q % count,
                { kind: 'addLines', lines: [{ artnr: each.artnr, quantity: each.quantity }] },
                (lines) => {
                  const there = lines.find((line) => line.artnr === each.artnr);
                  if (there) there.quantity = Math.min(there.quantity + each.quantity, MAX_QUANTITY);
                  else lines.push({ id: '', artnr: each.artnr, quantity: each.quantity });
                  return lines;
                },
              );
              break;
            case 'quantity':
            case 'remove': {
              if (count === 0) break;
              const at = each.q % count;
              const line = model.quotes[at]!.lines[each.l];
              if (!line) break;
              await changeContent(
                at,
                each.kind === 'remove'
                  ? { kind: 'removeLine', lineId: line.id }
                  : { kind: 'changeLine', lineId: line.id, change: { quantity: each.quantity } },
                (lines) =>
                  each.kind === 'remove'
                    ? lines.filter((other) => other.id !== line.id)
                    : lines.map((other) => (other.id === line.id ? { ...other, quantity: each.quantity } : other)),
              );
              break;
            }
            case 'delete': {
              if (count === 0) break;
              const at = each.q % count;
              const quote = model.quotes[at]!;
              const answer = await change(quote.id, { kind: 'delete' });
              if (beingSent(quote.id)) {
                expect(answer.ok || answer.error.kind).toBe('quote-being-sent');
                break;
              }
              expect(answer.ok).toBe(true);
              remember(quote.id);
              model.quotes.splice(at, 1);
              break;
            }
            case 'undo': {
              if (model.ids.length === 0) break;
              const id = model.ids[each.q % model.ids.length]!;
              const undo = model.undo.get(id) ?? [];
              const last = undo.at(-1);
              const answer = await change(id, { kind: 'undo' });
              if (last === undefined) {
                expect(answer.ok).toBe(true);
                break;
              }
              const at = model.quotes.findIndex((quote) => quote.id === id);
              const now = at === -1 ? null : model.quotes[at]!;
              const restored = last.quote === null ? null : { ...structuredClone(last.quote) };
              if (restored !== null && now !== null) Object.assign(restored, { number: now.number, sent: now.sent, paper: now.paper });
              const sentNow = now?.sent || (now === null && last.quote?.sent);
              const changes = restored === null ? now !== null : now === null || !sameLines(restored.lines, now.lines);
              if (beingSent(id) && changes) {
                expect(answer.ok || answer.error.kind).toBe('quote-being-sent');
                break;
              }
              if (sentNow && restored !== null && !sameLines(restored.lines, (now ?? last.quote)!.lines)) {
                expect(answer.ok || answer.error.kind).toBe('quote-sent');
                break;
              }
              expect(answer.ok).toBe(true);
              undo.pop();
              const rest = model.quotes.filter((quote) => quote.id !== id);
              model.quotes = restored === null ? rest : [...rest.slice(0, last.index), restored, ...rest.slice(last.index)];
              break;
            }
            case 'print': {
              if (count === 0 || model.sending !== null) break;
              const quote = model.quotes[each.q % count]!;
              if (quote.sent || quote.lines.length === 0) break;
              await priceKeptLines(main.handlers, quote.id);
              let opened: () => void = () => undefined;
              dialog = { open: new Promise<void>((resolve) => (opened = resolve)), opened: () => opened(), close: () => undefined };
              printing = main.handlers.printQuote({ quoteId: quote.id, copy: 'customer' });
              await dialog.open;
              model.sending = { id: quote.id, paper: structuredClone(quote.lines) };
              // The number is on the page: given, and kept with the quote, before the dialog opened.
              const loaded = await main.handlers.loadQuotes(undefined);
              const number = (loaded.ok && loaded.value.quotes.find((each) => each.id === quote.id)?.issue?.number) || null;
              expect(number).not.toBeNull();
              if (quote.number === null) {
                expect(model.numbers.has(number!)).toBe(false);
                model.numbers.add(number!);
              } else expect(number).toBe(quote.number);
              quote.number = number;
              break;
            }
            case 'finish':
            case 'cancel':
              await closeDialog(each.kind === 'finish');
              break;
            case 'restart':
              if (model.sending !== null) break;
              await main.restart();
              // Undo is of this run's commands.
              model.undo.clear();
              break;
          }
          await agree();
        }
      } finally {
        await closeDialog(false).catch(() => undefined);
        await main.close();
      }
    },
    120_000,
  );
});
