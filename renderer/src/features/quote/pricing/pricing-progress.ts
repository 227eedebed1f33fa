import type { QueryState } from '@tanstack/react-query';

/** A line as the count sees it: the pricing shown for it (main's answer, or kept), and its query's state. */
export interface LineProgress {
  priced: boolean;
  /** Undefined for a line not asked yet. */
  state: Pick<QueryState, 'status' | 'fetchStatus'> | undefined;
}

/** How far a quote's lines are priced. */
export interface PricingProgress {
  count: number;
  /** Lines shown with a price: the ones the total can count. */
  priced: number;
  /** Lines without a price whose last ask failed (the service could not be reached, the article is not found) and is not asked again now. */
  failed: number;
}

/**
 * The one counting rule of the progress line and the total's warning: a line is priced when it has a pricing
 * to show, failed when it has none and its last ask failed with none under way, else still to come.
 * An answered failure is never counted as priced.
 */
export function pricingProgress(lines: readonly LineProgress[]): PricingProgress {
  let priced = 0;
  let failed = 0;
  for (const { priced: shown, state } of lines) {
    if (shown) priced += 1;
    else if (state?.status === 'error' && state.fetchStatus !== 'fetching') failed += 1;
  }
  return { count: lines.length, priced, failed };
}
