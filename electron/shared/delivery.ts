import { msg, type Message } from './i18n/catalogue';
import type { Translator } from './i18n/translator';
import type { PriceInfo } from './price-info';

/** What the delivery words are decided from. */
export type DeliveryFacts = Pick<PriceInfo, 'stock' | 'delivery_days' | 'lifecycle'>;

/**
 * What can be promised beyond the stock there now: more in about `days` days (kept in stock), no date yet
 * (kept in stock, the service gives none), on request with the service's estimate (0: none), or nothing
 * (discontinued).
 */
type Supply = { kind: 'inDays'; days: number } | { kind: 'noDate' } | { kind: 'onRequest'; days: number } | { kind: 'none' };

/** The one delivery promise of an article: whether some goes now, what comes after, and its lifecycle words. */
export interface DeliveryPromise {
  inStock: boolean;
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
export function deliveryPromise({ stock, delivery_days, lifecycle }: DeliveryFacts): DeliveryPromise {
  const inStock = stock > 0;
  const days = Math.max(0, delivery_days);
  switch (lifecycle) {
    case 'C':
    case 'D':
      return { inStock, supply: { kind: 'onRequest', days }, lifecycle: null };
    case 'E':
      return { inStock, supply: { kind: 'onRequest', days }, lifecycle: 'phasingOut' };
    case 'F':
      return { inStock, supply: { kind: 'none' }, lifecycle: 'discontinued' };
    default:
      return { inStock, supply: days > 0 ? { kind: 'inDays', days } : { kind: 'noDate' }, lifecycle: null };
  }
}

/**
 * When an article can be delivered, as phrases: the words of `deliveryPromise` for the result's delivery
 * row, the line for the phone, the comparison and the CLI; a quote's availability says the same promise.
 */
function deliveryPhrases(facts: DeliveryFacts): Message[] {
  const { inStock, supply, lifecycle } = deliveryPromise(facts);
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

/** The delivery words within a sentence (the line for the phone): "available now, more on request (approx. 21 days)". */
export function deliveryText(facts: DeliveryFacts, words: Translator): string {
  // The same separator in both languages the app speaks.
  return deliveryPhrases(facts)
    .map((phrase) => words.text(phrase))
    .join(', ');
}

/** The same words as a line of their own (the result's row, the CLI): "Available now, more on request (approx. 21 days)". */
export function deliveryLine(facts: DeliveryFacts, words: Translator): string {
  const text = deliveryText(facts, words);
  return text.charAt(0).toLocaleUpperCase(words.language) + text.slice(1);
}
