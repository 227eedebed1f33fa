import { msg, type Message } from '../i18n/catalogue';
import { STOCK_CAP } from '../price-info';

/** The availability messages a quote's copies may carry (a document's lines are checked against them). */
export const AVAILABILITY_KEYS = [
  'quote.availability.fromStock',
  'quote.availability.days',
  'quote.availability.onRequest',
  'quote.availability.fromStockPhasingOut',
  'quote.availability.onRequestPhasingOut',
  'quote.availability.whileStockLasts',
  'quote.availability.discontinued',
] as const;

/** Whether the stock covers the quantity: the capped 11+ covers at most 11. */
export function stockCovers(line: { quantity: number; stock: number }): boolean {
  return line.stock >= STOCK_CAP ? line.quantity <= STOCK_CAP : line.quantity <= line.stock;
}

/**
 * A line's availability as the customer is told it, in words and without stock counts: from stock when
 * the stock covers the quantity (the capped 11+ covers at most 11), else the delivery days where the
 * article is kept in stock, else on request (ordered on request, no date). Phasing out (E) says so;
 * discontinued (F) is "while stocks last" when the stock covers the quantity, else no longer available.
 */
export function lineAvailability(line: { quantity: number; stock: number; deliveryDays: number; lifecycle: string }): Message {
  const covered = stockCovers(line);
  if (line.lifecycle === 'F') return msg(covered ? 'quote.availability.whileStockLasts' : 'quote.availability.discontinued');
  if (line.lifecycle === 'E') return msg(covered ? 'quote.availability.fromStockPhasingOut' : 'quote.availability.onRequestPhasingOut');
  if (covered) return msg('quote.availability.fromStock');
  if (['C', 'D'].includes(line.lifecycle) || line.deliveryDays <= 0) return msg('quote.availability.onRequest');
  return msg('quote.availability.days', { days: line.deliveryDays });
}
