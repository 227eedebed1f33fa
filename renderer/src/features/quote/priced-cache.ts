import type { PriceLookup } from '../../../../electron/shared/ipc-contract';
import type { Decimal } from '../../../../electron/shared/price-info';
import { priceLine, type PricedLine } from '../../../../electron/shared/quote/priced-quote';

// Answers keep their identity in the query cache, so a line is priced once per answer, quantity and
// factor, not again on every render while the rest of a long quote arrives.
const cache = new WeakMap<PriceLookup, Map<string, PricedLine>>();

/** The priced line for an answer, computed once and then reused. */
export function pricedLineFor(answer: PriceLookup, line: { artnr: string; quantity: number; factor: Decimal | null }): PricedLine {
  let byLine = cache.get(answer);
  if (!byLine) {
    byLine = new Map();
    cache.set(answer, byLine);
  }
  const key = `${line.artnr}|${line.quantity}|${line.factor ?? ''}`;
  let priced = byLine.get(key);
  if (!priced) {
    priced = priceLine(line, answer.info);
    byLine.set(key, priced);
  }
  return priced;
}
