// What a customer gives a quote: the one rule, used when a quote is made for the picked customer and when
// a quote's customer is changed.
import type { CountryCode } from '../countries';
import type { Customer } from '../customer';
import type { Decimal } from '../decimal';
import type { UiLanguage } from '../i18n/language';
import type { PriceBasis } from './quote-figures';
import { EMPTY_LETTER, type Recipient } from './quote-letter';
import type { QuoteVat } from './vat-treatment';
import type { SavedQuote } from './saved-quote';
import { isSent } from './sent-quote';

/** The fields of a quote a customer sets. Null: the customer has none kept, the quote keeps its own. */
export interface QuoteCustomerFields {
  customerId: string;
  recipient: Recipient;
  country: CountryCode | null;
  /** The customer's markup as the quote's factor; null: no factor. */
  factor: Decimal | null;
  documentLanguage: UiLanguage | null;
  priceBasis: PriceBasis | null;
  /** The customer's VAT treatment with their VAT ID; null: none kept, the quote keeps its own. */
  vat: QuoteVat | null;
}

/**
 * The one rule of what a customer gives a quote: recipient (name, contact and how they are addressed,
 * address lines, country, customer number, e-mail), country, markup as the factor, document language, net or
 * gross, and VAT treatment with the VAT ID.
 */
export function quoteFieldsOfCustomer(customer: Customer): QuoteCustomerFields {
  const recipient: Recipient = {
    name: customer.name,
    contact: customer.contact,
    address: [...customer.address],
    customerNumber: customer.number,
    // Where "Send by e-mail" addresses the draft.
    ...(customer.email === '' ? {} : { email: customer.email }),
    // The country line of a letter abroad, and the salutation to the contact person.
    ...(customer.country === null ? {} : { country: customer.country }),
    ...(customer.formOfAddress ? { formOfAddress: customer.formOfAddress } : {}),
  };
  return {
    customerId: customer.id,
    recipient,
    country: customer.country,
    factor: customer.markup,
    documentLanguage: customer.documentLanguage,
    priceBasis: customer.priceBasis,
    vat: customer.vatTreatment === null ? null : { treatment: customer.vatTreatment, vatId: customer.vatId },
  };
}

/**
 * The quote for this customer: their fields in place of the quote's, all at once; what the customer has
 * not kept (country, language, net or gross, VAT treatment) stays as the quote had it. Each can be edited afterwards.
 */
export function quoteWithCustomer(quote: SavedQuote, customer: Customer): SavedQuote {
  const fields = quoteFieldsOfCustomer(customer);
  const letter = quote.letter ?? EMPTY_LETTER;
  return {
    ...quote,
    customerId: fields.customerId,
    country: fields.country ?? quote.country,
    factor: fields.factor,
    ...(fields.priceBasis !== null ? { priceBasis: fields.priceBasis } : {}),
    // A treatment not kept leaves the quote's; another customer's VAT ID never stays on it.
    ...(fields.vat !== null ? { vat: fields.vat } : quote.vat ? { vat: { ...quote.vat, vatId: customer.vatId } } : {}),
    letter: {
      ...letter,
      recipient: fields.recipient,
      documentLanguage: fields.documentLanguage ?? letter.documentLanguage,
    },
  };
}

/**
 * A draft saved before a recipient kept its country (the letter's country line, issue 49): the customer id
 * whose country it lacks, when it is for a customer from the list and names a recipient without a country;
 * null otherwise. A sent quote is never filled in: what was sent stays as sent.
 */
export function customerOfCountryless(quote: SavedQuote): string | null {
  const recipient = quote.letter?.recipient ?? null;
  if (isSent(quote) || quote.customerId === undefined || recipient === null || recipient.country !== undefined) return null;
  return quote.customerId;
}

/**
 * The quotes with each such draft's recipient given its customer's country (`countryOf`; null: a customer
 * no longer in the list, or without a country, or the list unreadable: the draft stays as it is).
 */
export async function withCustomersCountries<Q extends SavedQuote>(
  quotes: readonly Q[],
  countryOf: (customerId: string) => Promise<CountryCode | null>,
): Promise<Q[]> {
  const filled: Q[] = [];
  for (const quote of quotes) {
    const customerId = customerOfCountryless(quote);
    const country = customerId === null ? null : await countryOf(customerId).catch(() => null);
    const recipient = quote.letter?.recipient;
    if (country === null || !quote.letter || !recipient) {
      filled.push(quote);
      continue;
    }
    filled.push({ ...quote, letter: { ...quote.letter, recipient: { ...recipient, country } } });
  }
  return filled;
}
