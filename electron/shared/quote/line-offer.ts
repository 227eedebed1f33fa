import { msg, type Message } from '../i18n/catalogue';
import { stockCovers } from '../delivery';

/**
 * Whether a quote line is offered: `no-price` when the service has none for the article (it answers 0),
 * `discontinued` when the article is discontinued (lifecycle F) and its stock does not cover the quantity.
 * Only offered lines count in a total, on every copy.
 */
export type LineOffer = 'offered' | 'no-price' | 'discontinued';

/**
 * The one rule for whether a line is offered. A discontinued article whose stock covers the quantity is
 * offered (while stocks last); one that cannot be delivered is not, even with a price.
 */
export function lineOffer(line: { priceSet: boolean; lifecycle: string; stock: number; quantity: number }): LineOffer {
  if (line.lifecycle === 'F' && !stockCovers(line)) return 'discontinued';
  return line.priceSet ? 'offered' : 'no-price';
}

/** What a line not offered shows where its line total would be ("Preis auf Anfrage", "nicht mehr lieferbar"); null when offered. */
export function lineOfferMark(offer: LineOffer): Message | null {
  if (offer === 'no-price') return msg('quote.offer.noPrice');
  if (offer === 'discontinued') return msg('quote.offer.discontinued');
  return null;
}
