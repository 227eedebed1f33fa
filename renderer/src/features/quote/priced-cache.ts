import type { Decimal, PriceInfo } from '@shared/price-info';
import { priceLine, type PricedLine } from '@shared/quote/priced-quote';

// Answers (and kept pricings) keep their identity in the query cache and the quotes' cache, so a line
// is priced once per answer, quantity and factor, not again on every render while the rest of a long
// quote arrives.
const cache = new WeakMap<object, Map<string, PricedLine>>();

/** The priced line for an answer or a kept pricing, computed once and then reused. */
export function pricedLineFor(
  answer: { readonly info: PriceInfo },
  line: { artnr: string; quantity: number; factor: Decimal | null },
): PricedLine {
  let byLine = cache.get(answer);
  if (!byLine) {
    byLine = new Map();
    cache.set(answer, byLine);
  }
  const key = `${line.artnr}|${line.quantity}|${line.factor ?? ''}`;
  let priced = byLine.get(key);
  if (!priced) {
    // The quote builder also says how many more reach the next scale tier.
    priced = priceLine(line, answer.info, { tierHint: true });
    byLine.set(key, priced);
  }
  return priced;
}
