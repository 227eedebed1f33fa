import Big from 'big.js';
import { offeredUnitPrice, STOCK_CAP, type Decimal } from '../price-info';
import { quoteTotal, type PricedLine } from './priced-quote';
import { DEFAULT_PRICE_BASIS, lineFigures, type PriceBasis, type Shown } from './quote-figures';

/** An amount with its currency, as a line is offered at. */
interface Money {
  amount: Decimal;
  currency: string;
}

/** A unit price as the quote's price column shows it (an amount, or the words where there is none), with its currency. */
type ShownPrice = Shown & { currency: string };

/** One field of a line that a re-check found changed: what it was and what it is now. */
export type FieldChange =
  /** The offered unit price on the quote's basis, as the price column shows it (lineFigures: net without VAT, "on request" for none). */
  | { field: 'price'; basis: PriceBasis; before: ShownPrice; after: ShownPrice }
  | { field: 'stock'; before: number; after: number }
  | { field: 'lifecycle'; before: string; after: string }
  | { field: 'deliveryDays'; before: number; after: number };

/** What one line's re-check answered; `E` is however the caller holds a failure. */
export type RecheckAnswer<E> = { ok: true; line: PricedLine } | { ok: false; error: E };

/** What a re-check found for one line. */
export type LineRecheck<E> =
  | { lineId: string; outcome: 'changed'; changes: FieldChange[] }
  | { lineId: string; outcome: 'unchanged' }
  /** The line keeps its old pricing (if it had one) and says why it could not be re-checked. */
  | { lineId: string; outcome: 'failed'; error: E }
  /** The line had no price before (it had failed), so there is nothing to compare with. */
  | { lineId: string; outcome: 'firstPriced' };

/** The total before and after; `difference` is after − before, exact. Null totals: mixed currencies, nothing to compare. */
export type TotalChange =
  { comparable: true; currency: string | null; before: Decimal; after: Decimal; difference: Decimal } | { comparable: false };

export interface QuoteRecheck<E> {
  lines: LineRecheck<E>[];
  total: TotalChange;
  counts: { changed: number; unchanged: number; failed: number; firstPriced: number };
}

/** The price a line is offered at: the factor price with a factor, else the price; 0 where none is offered (priceSet). */
function offeredPrice(line: PricedLine): Money {
  return { amount: line.priceSet ? offeredUnitPrice(line) : '0', currency: line.currency };
}

// "11+" is all the service says above the cap: 11 and 15 read the same.
const cappedStock = (stock: number): number => Math.min(stock, STOCK_CAP);

/** The offered unit price on a basis, as the quote's price column shows it: the one rule, lineFigures. */
function offeredOnBasis(line: PricedLine, basis: PriceBasis): ShownPrice {
  return { ...lineFigures(line, basis).unitPrice, currency: line.currency };
}

/**
 * The fields a re-check compares, in the order they are shown; empty when the line is unchanged. The
 * price is compared as offered (gross, as the service answers) and shown on the quote's basis.
 */
export function lineChanges(before: PricedLine, after: PricedLine, basis: PriceBasis = DEFAULT_PRICE_BASIS): FieldChange[] {
  const changes: FieldChange[] = [];
  const was = offeredPrice(before);
  const now = offeredPrice(after);
  if (was.currency !== now.currency || !new Big(was.amount).eq(now.amount))
    changes.push({ field: 'price', basis, before: offeredOnBasis(before, basis), after: offeredOnBasis(after, basis) });
  if (cappedStock(before.stock) !== cappedStock(after.stock)) changes.push({ field: 'stock', before: before.stock, after: after.stock });
  if (before.lifecycle !== after.lifecycle) changes.push({ field: 'lifecycle', before: before.lifecycle, after: after.lifecycle });
  if (before.deliveryDays !== after.deliveryDays) {
    changes.push({ field: 'deliveryDays', before: before.deliveryDays, after: after.deliveryDays });
  }
  return changes;
}

/**
 * Compares each line's pricing before a re-check with what the re-check answered, and the totals (on the
 * quote's basis, as its total is shown). A line that failed keeps its old pricing, so it counts in the new
 * total as it did in the old one.
 */
export function compareRecheck<E>(
  lines: readonly { lineId: string; before: PricedLine | null; answer: RecheckAnswer<E> }[],
  basis: PriceBasis = DEFAULT_PRICE_BASIS,
): QuoteRecheck<E> {
  const counts = { changed: 0, unchanged: 0, failed: 0, firstPriced: 0 };
  const results = lines.map(({ lineId, before, answer }): LineRecheck<E> => {
    if (!answer.ok) {
      counts.failed += 1;
      return { lineId, outcome: 'failed', error: answer.error };
    }
    if (before === null) {
      counts.firstPriced += 1;
      return { lineId, outcome: 'firstPriced' };
    }
    const changes = lineChanges(before, answer.line, basis);
    if (changes.length === 0) {
      counts.unchanged += 1;
      return { lineId, outcome: 'unchanged' };
    }
    counts.changed += 1;
    return { lineId, outcome: 'changed', changes };
  });
  const beforeTotal = quoteTotal(
    lines.flatMap(({ before }) => (before ? [before] : [])),
    basis,
  );
  const afterTotal = quoteTotal(
    lines.flatMap(({ before, answer }) => (answer.ok ? [answer.line] : before ? [before] : [])),
    basis,
  );
  const comparable =
    beforeTotal.ok &&
    afterTotal.ok &&
    (beforeTotal.currency === afterTotal.currency || beforeTotal.currency === null || afterTotal.currency === null);
  const total: TotalChange =
    comparable && beforeTotal.ok && afterTotal.ok
      ? {
          comparable: true,
          currency: afterTotal.currency ?? beforeTotal.currency,
          before: beforeTotal.total,
          after: afterTotal.total,
          difference: new Big(afterTotal.total).minus(beforeTotal.total).toFixed(2),
        }
      : { comparable: false };
  return { lines: results, total, counts };
}
