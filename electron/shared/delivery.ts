import { msg, type Message } from './i18n/catalogue';
import type { Translator } from './i18n/translator';
import { STOCK_CAP, type PriceInfo } from './price-info';

/** What the delivery words are decided from. */
export type DeliveryFacts = Pick<PriceInfo, 'stock' | 'delivery_days' | 'lifecycle'>;

/**
 * What can be promised beyond the stock there now: more in about `days` days (kept in stock), no date yet
 * (kept in stock, the service gives none), on request with the service's estimate (0: none), or nothing
 * (discontinued).
 */
type Supply = { kind: 'inDays'; days: number } | { kind: 'noDate' } | { kind: 'onRequest'; days: number } | { kind: 'none' };

/**
 * Of a quantity asked: all of it from stock, part of it (`count` pieces, the rest as `supply` says), or
 * none; without a quantity (the lookup), whatever is there goes now.
 */
type StockShare = { kind: 'all' } | { kind: 'part'; count: number } | { kind: 'none' };

/** The one delivery promise of an article: whether some goes now, what comes after, and its lifecycle words. */
export interface DeliveryPromise {
  inStock: boolean;
  /** Only for a quantity asked (a quote's line); null for the lookup, which asks none. */
  share: StockShare | null;
  supply: Supply;
  /** Said with every promise: phasing out (E), discontinued (F). */
  lifecycle: 'phasingOut' | 'discontinued' | null;
}

/**
 * The one rule for what can be promised, from the lifecycle (public facts: A, B kept in stock; C, D not
 * kept, ordered on request; E soon discontinued; F discontinued for good). A, B (and a code the service
 * never documented): what is there goes now, delivery days say when more comes. C, D: only what is there
 * goes now, more on request, the days an estimate. E: as C, D, and phasing out, since an article about to
 * be discontinued is not restocked as a kept one: no date is promised for more. F: only what is left.
 */
export function deliveryPromise({ stock, delivery_days, lifecycle }: DeliveryFacts, quantity?: number): DeliveryPromise {
  const inStock = stock > 0;
  const share = quantity === undefined ? null : stockShare(stock, quantity);
  const days = Math.max(0, delivery_days);
  switch (lifecycle) {
    case 'C':
    case 'D':
      return { inStock, share, supply: { kind: 'onRequest', days }, lifecycle: null };
    case 'E':
      return { inStock, share, supply: { kind: 'onRequest', days }, lifecycle: 'phasingOut' };
    case 'F':
      return { inStock, share, supply: { kind: 'none' }, lifecycle: 'discontinued' };
    default:
      return { inStock, share, supply: days > 0 ? { kind: 'inDays', days } : { kind: 'noDate' }, lifecycle: null };
  }
}

/** Whether the stock covers the quantity: the capped 11+ covers at most 11. */
export function stockCovers(line: { quantity: number; stock: number }): boolean {
  return line.stock >= STOCK_CAP ? line.quantity <= STOCK_CAP : line.quantity <= line.stock;
}

/** How much of `quantity` goes from stock; the capped 11+ is promised as 11, never more. */
function stockShare(stock: number, quantity: number): StockShare {
  if (stockCovers({ quantity, stock })) return { kind: 'all' };
  return stock > 0 ? { kind: 'part', count: Math.min(stock, STOCK_CAP) } : { kind: 'none' };
}

/**
 * Part of a quantity from stock, and what is known of the rest: in so many days (kept in stock), on request
 * (with the estimate, if any; also when the service gives no date: nothing is promised that is not known),
 * or no longer (discontinued). "3 ab Lager, Rest auf Anfrage" for the screen, the phone and the letter alike.
 */
export function partFromStock(count: number, promise: DeliveryPromise): Message {
  const phasingOut = promise.lifecycle === 'phasingOut' ? 'yes' : 'no';
  const { supply } = promise;
  switch (supply.kind) {
    case 'inDays':
      return msg('delivery.part.inDays', { count, days: supply.days, phasingOut });
    case 'noDate':
      return msg('delivery.part.onRequest', { count, days: 0, phasingOut });
    case 'onRequest':
      return msg('delivery.part.onRequest', { count, days: supply.days, phasingOut });
    case 'none':
      return msg('delivery.part.discontinued', { count, phasingOut });
  }
}

/**
 * When an article can be delivered, as phrases: the words of `deliveryPromise` for the result's delivery
 * row, the line for the phone, the comparison and the CLI; a quote's availability says the same promise.
 */
function deliveryPhrases(facts: DeliveryFacts, quantity?: number): Message[] {
  const promise = deliveryPromise(facts, quantity);
  if (promise.share?.kind === 'part') return [partFromStock(promise.share.count, promise)];
  const { inStock, supply, lifecycle } = promise;
  if (supply.kind === 'none') return [msg(inStock ? 'delivery.discontinuedRemaining' : 'delivery.discontinued')];
  const phrase = supplyPhrase(inStock, supply);
  return lifecycle === 'phasingOut' ? [phrase, msg('delivery.phasingOut')] : [phrase];
}

function supplyPhrase(inStock: boolean, supply: Exclude<Supply, { kind: 'none' }>): Message {
  switch (supply.kind) {
    case 'onRequest':
      return msg(inStock ? 'delivery.nowMoreOnRequest' : 'delivery.onRequest', { days: supply.days });
    case 'inDays':
      return msg(inStock ? 'delivery.nowMoreInDays' : 'delivery.inDays', { days: supply.days });
    case 'noDate':
      return msg(inStock ? 'delivery.now' : 'delivery.noDate');
  }
}

/**
 * The delivery words within a sentence (the line for the phone): "available now, more on request (approx. 21
 * days)"; for a `quantity` asked that the stock covers only in part, "3 from stock, rest on request".
 */
export function deliveryText(facts: DeliveryFacts, words: Translator, quantity?: number): string {
  // The same separator in both languages the app speaks.
  return deliveryPhrases(facts, quantity)
    .map((phrase) => words.text(phrase))
    .join(', ');
}

/** The same words as a line of their own (the result's row, the CLI): "Available now, more on request (approx. 21 days)". */
export function deliveryLine(facts: DeliveryFacts, words: Translator, quantity?: number): string {
  const text = deliveryText(facts, words, quantity);
  return text.charAt(0).toLocaleUpperCase(words.language) + text.slice(1);
}
