import { deliveryPromise, partFromStock } from '../delivery';
import { formatAsOfDay } from '../format/dates';
import { msg, type Message } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';

/** What a line's availability is decided from. */
export interface AvailabilityFacts {
  quantity: number;
  stock: number;
  deliveryDays: number;
  lifecycle: string;
}

/**
 * A line's availability as the customer is told it, in words: the lookup's one delivery promise
 * (deliveryPromise) answered for the quantity. From stock when the stock covers it (the capped 11+ covers
 * at most 11); the count from stock and what is known of the rest when it covers part ("3 from stock, rest
 * on request", partFromStock, as the lookup says it for that quantity); else what the promise says comes
 * after: the delivery days of an article kept in stock, on request (with the service's estimate) for one
 * ordered on request. Phasing out (E) and discontinued (F, "while stocks last" or no longer available) are
 * said as the lookup says them.
 */
export function lineAvailability(line: AvailabilityFacts): Message {
  const promise = deliveryPromise({ stock: line.stock, delivery_days: line.deliveryDays, lifecycle: line.lifecycle }, line.quantity);
  if (promise.share?.kind === 'part') return partFromStock(promise.share.count, promise);
  const covered = promise.share?.kind === 'all';
  const phasingOut = promise.lifecycle === 'phasingOut';
  const { supply } = promise;
  if (supply.kind === 'none') return msg(covered ? 'quote.availability.whileStockLasts' : 'quote.availability.discontinued');
  if (covered) return msg(phasingOut ? 'quote.availability.fromStockPhasingOut' : 'quote.availability.fromStock');
  switch (supply.kind) {
    case 'inDays':
      return msg('quote.availability.days', { days: supply.days });
    case 'noDate':
      return msg('quote.availability.noDate');
    case 'onRequest':
      if (supply.days === 0) return msg(phasingOut ? 'quote.availability.onRequestPhasingOut' : 'quote.availability.onRequest');
      return msg(phasingOut ? 'quote.availability.onRequestDaysPhasingOut' : 'quote.availability.onRequestDays', { days: supply.days });
  }
}

/**
 * A line's availability in words on every copy (the customer view, the CSV and table, PDF and print): the
 * availability, and where the stock it rests on is not current (a last-known answer, pricing kept from
 * before: `stockAsOf`) the day it is from, "from stock (as of Nov 21, 2026)". Dated rather than turned into
 * "on request": what is sent says what the phone line said, and never as a current promise.
 */
export function availabilityText(
  line: AvailabilityFacts & { stockAsOf?: string | null | undefined },
  words: Translator,
  locale: string,
): string {
  return availabilityWords(lineAvailability(line), line.stockAsOf, words, locale);
}

/** The same words from an availability already decided (a document line carries it as a message) and its date. */
export function availabilityWords(availability: Message, stockAsOf: string | null | undefined, words: Translator, locale: string): string {
  const text = words.text(availability);
  if (stockAsOf === undefined || stockAsOf === null) return text;
  return words.t('quote.availability.asOf', { availability: text, when: formatAsOfDay(stockAsOf, locale) });
}
