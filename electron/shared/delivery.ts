import { msg, type Message } from './i18n/catalogue';
import type { Translator } from './i18n/translator';
import type { PriceInfo } from './price-info';

/** What the delivery words are decided from. */
export type DeliveryFacts = Pick<PriceInfo, 'stock' | 'delivery_days' | 'lifecycle'>;

/**
 * When an article can be delivered, as phrases: the one rule for the result's delivery row, the line
 * for the phone, the comparison and the CLI, so they cannot disagree. The lifecycle decides what can be
 * promised: A, B (and a code the service never documented) are kept in stock, so what is there goes now
 * and delivery days say when more comes; C, D are ordered on request, so only what is there goes now;
 * E is that and phasing out; F is discontinued: only what is left, no delivery days to promise.
 */
export function deliveryPhrases({ stock, delivery_days, lifecycle }: DeliveryFacts): Message[] {
  const inStock = stock > 0;
  const days = Math.max(0, delivery_days);
  switch (lifecycle) {
    case 'C':
    case 'D':
      return [inStock ? msg('delivery.nowMoreOnRequest', { days }) : msg('delivery.onRequest', { days })];
    case 'F':
      return [msg(inStock ? 'delivery.discontinuedRemaining' : 'delivery.discontinued')];
    case 'E':
      return [keptInStock(inStock, days), msg('delivery.phasingOut')];
    default:
      return [keptInStock(inStock, days)];
  }
}

function keptInStock(inStock: boolean, days: number): Message {
  if (inStock) return days > 0 ? msg('delivery.nowMoreInDays', { days }) : msg('delivery.now');
  return days > 0 ? msg('delivery.inDays', { days }) : msg('delivery.noDate');
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
