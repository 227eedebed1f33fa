import type { Customer } from '../customer';
import { msg, type Message } from '../i18n/catalogue';
import type { SavedQuote } from './saved-quote';
import { isSent } from './sent-quote';

type OpenQuote = Pick<SavedQuote, 'name' | 'customerId' | 'issue' | 'letter'>;

/** Where a lookup's line goes, and what the button that adds it says. */
export type AddTarget<Q extends OpenQuote> =
  { kind: 'open'; quote: Q; button: Message } | { kind: 'new'; customer: Pick<Customer, 'id' | 'name'> | null; button: Message };

/** Whom a quote is for: its customer from the list, else the recipient typed on it ('' none). */
const recipientOf = (quote: OpenQuote): string => quote.letter?.recipient?.name.trim() ?? '';

/**
 * The open quote takes the line unless it is sent (it cannot change) or is for another customer than the
 * one picked in the lookup; then a new quote for the picked customer does. A quote for no one yet takes
 * the line of any customer. The button names the quote (its number once it has one) and its customer, or
 * the new quote's customer.
 */
export function addTarget<Q extends OpenQuote>(open: Q | undefined, picked: Pick<Customer, 'id' | 'name'> | null): AddTarget<Q> {
  const recipient = open === undefined ? '' : recipientOf(open);
  const otherCustomer =
    open !== undefined &&
    picked !== null &&
    (open.customerId !== undefined ? open.customerId !== picked.id : recipient !== '' && recipient !== picked.name);
  if (open !== undefined && !isSent(open) && !otherCustomer) {
    const number = open.issue?.number;
    return {
      kind: 'open',
      quote: open,
      button: msg('quote.add.toQuote', {
        numbered: number === undefined ? 'no' : 'yes',
        quote: number ?? open.name,
        // A quote named after its customer is not named twice.
        hasCustomer: recipient === '' || recipient === open.name ? 'no' : 'yes',
        customer: recipient,
      }),
    };
  }
  return {
    kind: 'new',
    customer: picked,
    // With no quote at all, the plain words: there is no other quote it could go to.
    button:
      picked !== null
        ? msg('quote.add.newFor', { customer: picked.name })
        : open === undefined
          ? msg('quote.add.button')
          : msg('quote.add.toNew'),
  };
}
