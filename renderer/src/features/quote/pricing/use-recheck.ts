import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import type { PricedLine } from '@shared/quote/priced-quote';
import type { PriceBasis } from '@shared/quote/quote-figures';
import { compareRecheck, type QuoteRecheck, type RecheckAnswer } from '@shared/quote/quote-recheck';
import { quoteLineQuery } from '../../../api/queries';
import { pricedLineFor } from './priced-cache';
import type { LineAsked } from './use-quote-pricing';

/** One line as the re-check asks for it: what it is priced for as it stands, and what it was priced at before (null: not priced). */
export interface RecheckLine {
  asked: LineAsked;
  quantity: number;
  before: PricedLine | null;
}

export type RecheckState =
  | { phase: 'idle' }
  | { phase: 'running'; quoteId: string; done: number; count: number }
  | { phase: 'cancelled'; quoteId: string }
  | { phase: 'done'; quoteId: string; result: QuoteRecheck<Error> };

interface RecheckOptions {
  bridge: PriceLookupBridge;
  source: PriceSource;
  /** The quote's basis: the totals before and after are compared on it. */
  basis: PriceBasis;
}

/**
 * "Re-check prices": main asks the service anew for every line (not its fresh answers, and no last-known
 * answer standing in), all lines at once within main's limit, and keeps the new pricings; this compares them with what the
 * lines were priced at. Escape cancels it like any pricing. The comparison is dropped by `forget` (an edit
 * of the quote); leaving the view drops it with the view.
 */
export function useRecheck({ bridge, source, basis }: RecheckOptions) {
  const client = useQueryClient();
  const [state, setState] = useState<RecheckState>({ phase: 'idle' });
  // Which run is current; an edit or a cancel makes a running one stale, so its end shows nothing.
  const run = useRef(0);
  const cancelled = useRef(false);

  const start = useCallback(
    async (quoteId: string, lines: readonly RecheckLine[]): Promise<void> => {
      run.current += 1;
      const mine = run.current;
      cancelled.current = false;
      setState({ phase: 'running', quoteId, done: 0, count: lines.length });
      const answers = await Promise.all(
        lines.map(async (line): Promise<RecheckAnswer<Error>> => {
          try {
            // Its answer replaces the line's pricing in the cache: the line shows what main now keeps.
            const answer = await client.fetchQuery(quoteLineQuery(bridge, source, line.asked, { recheck: true }));
            const { artnr, factor } = line.asked;
            return { ok: true, line: pricedLineFor(answer.pricing, { artnr, quantity: line.quantity, factor }) };
          } catch (error) {
            return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
          } finally {
            if (run.current === mine) setState((now) => (now.phase === 'running' ? { ...now, done: now.done + 1 } : now));
          }
        }),
      );
      // A cancelled query settles with the answer it had before (TanStack reverts it): nothing of this run counts.
      if (cancelled.current) {
        if (run.current === mine) setState({ phase: 'cancelled', quoteId });
        return;
      }
      if (run.current !== mine) return;
      const result = compareRecheck(
        lines.map((line, index) => ({ lineId: line.asked.lineId, before: line.before, answer: answers[index]! })),
        basis,
      );
      setState({ phase: 'done', quoteId, result });
    },
    [bridge, source, client, basis],
  );

  /** Marks the running re-check cancelled; the caller cancels the queries (the one Escape path). */
  const cancel = useCallback((): void => {
    if (state.phase === 'running') cancelled.current = true;
  }, [state.phase]);

  /** Drops the comparison (and the end of a running re-check): the quote was edited. */
  const forget = useCallback((): void => {
    run.current += 1;
    setState((now) => (now.phase === 'idle' ? now : { phase: 'idle' }));
  }, []);

  return { state, start, cancel, forget };
}
