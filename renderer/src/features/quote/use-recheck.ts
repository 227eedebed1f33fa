import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { PriceLookupBridge, PriceSource } from '../../../../electron/shared/ipc-contract';
import type { LookupRequest } from '../../../../electron/shared/lookup-input';
import type { LookupPool } from '../../../../electron/shared/lookup-pool';
import type { PricedLine } from '../../../../electron/shared/quote/priced-quote';
import { compareRecheck, type QuoteRecheck, type RecheckAnswer } from '../../../../electron/shared/quote/quote-recheck';
import type { KeptPricing } from '../../../../electron/shared/quote/saved-quote';
import { BridgeFailure } from '../../api/bridge-failure';
import { batchPriceQuery } from '../../api/queries';
import { pricedLineFor } from './priced-cache';

/** One line as the re-check asks for it: its request as it stands, and what it was priced at before (null: not priced). */
export interface RecheckLine {
  lineId: string;
  artnr: string;
  quantity: number;
  request: LookupRequest;
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
  pool: LookupPool;
  /** Keeps the new pricing of the lines that answered (saved like any change of the quotes). */
  keep: (quoteId: string, pricings: ReadonlyMap<string, KeptPricing>) => void;
}

/**
 * "Re-check prices": every line asked anew (a fresh request, not the cached answer) in the quote's pool,
 * compared with what it was priced at. Escape cancels it like any pricing: nothing is kept then. The
 * comparison is dropped by `forget` (an edit of the quote); leaving the view drops it with the view.
 */
export function useRecheck({ bridge, source, pool, keep }: RecheckOptions) {
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
      const pricings = new Map<string, KeptPricing>();
      const answers = await Promise.all(
        lines.map(async (line): Promise<RecheckAnswer<Error>> => {
          try {
            // staleTime 0: asked anew even when the cache holds a fresh answer.
            const answer = await client.fetchQuery({ ...batchPriceQuery(bridge, source, line.request, pool), staleTime: 0 });
            // The service could not be reached and main stood in with a kept answer: not a re-check.
            if (answer.lastKnown) return { ok: false, error: new BridgeFailure({ kind: 'unavailable', message: answer.lastKnown.reason }) };
            const { country, factor } = line.request;
            pricings.set(line.lineId, { pricedAt: new Date().toISOString(), source, country, factor, info: answer.info });
            return { ok: true, line: pricedLineFor(answer, { artnr: line.artnr, quantity: line.quantity, factor }) };
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
      if (pricings.size > 0) keep(quoteId, pricings);
      if (run.current !== mine) return;
      const result = compareRecheck(lines.map((line, index) => ({ lineId: line.lineId, before: line.before, answer: answers[index]! })));
      setState({ phase: 'done', quoteId, result });
    },
    [bridge, source, pool, client, keep],
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
