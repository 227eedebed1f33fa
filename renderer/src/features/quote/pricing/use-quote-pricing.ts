import { hashKey, useQueryClient, type QueryCache, type QueryState } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CountryCode } from '@shared/countries';
import type { PriceLookupBridge, PriceSource } from '@shared/ipc-contract';
import { oldestPricedAt, stockAsOf, validKeptPricing } from '@shared/quote/kept-pricing';
import type { PricedLine } from '@shared/quote/priced-quote';
import type { PriceBasis, QuoteTaxing } from '@shared/quote/quote-figures';
import { lineFactor, type KeptPricing, type QuoteLinePricing, type SavedQuote } from '@shared/quote/saved-quote';
import { isQuoteLineKey, priceKeys, quoteLineKey, quoteLineQuery } from '../../../api/queries';
import { pricedSummary, quoteLineFor } from './priced-cache';
import { pricingProgress } from './pricing-progress';

/** While answers arrive, the most often the summary is drawn again: ten times a second reads as moving. */
const SUMMARY_EVERY_MS = 100;

/** Each line's pricing as the client holds it now; undefined for a line not asked yet. */
const lineStates = (queries: QueryCache, hashes: readonly string[]): (QueryState<QuoteLinePricing, Error> | undefined)[] =>
  hashes.map((hash) => queries.get<QuoteLinePricing, Error>(hash)?.state);

/** Whether a line of the quote is being priced: the one fact behind `busy` and the summary's last draw. */
const anyFetching = (states: readonly (QueryState | undefined)[]): boolean => states.some((state) => state?.fetchStatus === 'fetching');

/** What one line is priced for: the article, and the quote's country and factor (or the line's own). */
export type LineAsked = Parameters<typeof quoteLineQuery>[2];

/** What the rows need to follow their own line's answer; the same object while answers arrive. */
export interface LinePricingSource {
  bridge: PriceLookupBridge;
  source: PriceSource;
  asked: readonly LineAsked[];
  kept: readonly (KeptPricing | null)[];
}

/**
 * The active quote's prices, as main says them: each line's pricing (kept with the line, or asked of main,
 * which looks it up and keeps it), the priced lines and the total. Nothing is written back from here.
 */
export function useQuotePricing({
  bridge,
  source,
  quote,
  defaultCountry,
  basis,
}: {
  bridge: PriceLookupBridge;
  source: PriceSource;
  quote: SavedQuote | null;
  defaultCountry: CountryCode;
  /** Net or gross and the VAT treatment: the total and what the lines show. */
  basis: PriceBasis | QuoteTaxing;
}) {
  const client = useQueryClient();
  // Summed again only when a line's pricing changed, not at every frame while answers arrive.
  const [summary] = useState(pricedSummary);
  const lines = useMemo(() => quote?.lines ?? [], [quote]);
  // The same objects until the quote changes, so the table and its rows do not re-render with each answer.
  const asked = useMemo(
    (): LineAsked[] =>
      lines.map((line) => ({
        quoteId: quote?.id ?? '',
        lineId: line.id,
        artnr: line.artnr,
        country: quote?.country ?? defaultCountry,
        factor: quote ? lineFactor(quote, line) : null,
      })),
    [lines, quote, defaultCountry],
  );
  // The one rule for a kept pricing that still holds, as main judges it (a sent quote's lines as they were sent).
  const kept = useMemo(
    () => lines.map((line, index) => (quote ? validKeptPricing(quote, line, asked[index]!, source) : null)),
    [quote, lines, asked, source],
  );
  const rows = useMemo<LinePricingSource>(() => ({ bridge, source, asked, kept }), [bridge, source, asked, kept]);
  // Each line's key hashed once per change of the lines, not 500 times a frame while answers arrive
  // (getQueryState hashes the key it is given each time); the client's hash, as no query sets its own.
  const hashes = useMemo(() => asked.map((line) => hashKey(quoteLineKey(source, line))), [asked, source]);
  const shownHashes = useRef(hashes);
  useLayoutEffect(() => {
    shownHashes.current = hashes;
  }, [hashes]);
  // The rows ask main for their own lines (a line priced before is not asked again). The summary here
  // (progress, total, the view around the table) follows their answers at most every SUMMARY_EVERY_MS: a
  // 500-line quote is not summed and drawn again with every frame of answers. The last answer is followed
  // at once (no line of the quote being priced, as `busy` says), so the summary never lags the rows' end.
  const [, setAnswers] = useState(0);
  useEffect(() => {
    let frame: number | null = null;
    let later: ReturnType<typeof setTimeout> | null = null;
    let drawnAt = Number.NEGATIVE_INFINITY;
    const draw = (): void => {
      if (later !== null) clearTimeout(later);
      later = null;
      drawnAt = performance.now();
      setAnswers((count) => count + 1);
    };
    const onFrame = (): void => {
      frame = null;
      const wait = drawnAt + SUMMARY_EVERY_MS - performance.now();
      if (wait <= 0 || !anyFetching(lineStates(client.getQueryCache(), shownHashes.current))) draw();
      else later ??= setTimeout(draw, wait);
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (isQuoteLineKey(event.query.queryKey)) frame ??= requestAnimationFrame(onFrame);
    });
    return () => {
      unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
      if (later !== null) clearTimeout(later);
    };
  }, [client]);
  const results = lineStates(client.getQueryCache(), hashes);
  const pricings: (KeptPricing | null)[] = lines.map((_, index) => results[index]?.data?.pricing ?? kept[index] ?? null);
  const { priced, pricedLines, total } = summary(
    lines.map((line, index): PricedLine | null => {
      const pricing = pricings[index];
      if (!pricing) return null;
      // When its stock is from where it is not current: every copy dates the line's stock and availability.
      const asOf = stockAsOf(results[index]?.data, kept[index] ?? null);
      return quoteLineFor(pricing, {
        artnr: line.artnr,
        quantity: line.quantity,
        factor: asked[index]!.factor,
        description: line.description,
        stockAsOf: asOf,
      });
    }),
    basis,
  );
  // Lines whose pricing failed are left out of the total and the documents, which must say so.
  const progress = pricingProgress(lines.map((_, index) => ({ priced: pricings[index] !== null, state: results[index] })));
  const { failed } = progress;
  const busy = anyFetching(results);
  // Lines shown but not asked yet: their rows ask once drawn, so answers are about to arrive.
  const unasked = lines.some((_, index) => results[index] === undefined && kept[index] === null);

  /** Asks again for every line that is neither priced nor being priced ("Price again"). */
  const priceAgain = (): void => {
    asked.forEach((line, index) => {
      if (pricings[index] || results[index]?.fetchStatus === 'fetching') return;
      // A failure shows in the line's row; nothing more to do with it here.
      client.fetchQuery(quoteLineQuery(bridge, source, line)).catch(() => undefined);
    });
  };
  /** Stops every pricing under way (Escape); main drops what has not reached the service. */
  const cancel = useCallback(
    (): Promise<void> => client.cancelQueries({ queryKey: priceKeys.all, predicate: (query) => query.state.fetchStatus === 'fetching' }),
    [client],
  );

  return {
    asked,
    rows,
    priced,
    pricedLines,
    total,
    progress,
    failed,
    busy,
    unasked,
    oldestPricedAt: oldestPricedAt(pricings),
    priceAgain,
    cancel,
  };
}
