// What a customer picked at the top of the lookup form means for the lookups made for them.
import Big from 'big.js';
import type { CountryCode } from './countries';
import type { Customer, CustomerRef } from './customer';
import type { Decimal } from './decimal';
import type { PriceBasis } from './quote/quote-figures';
import { chargesVat, DEFAULT_VAT_TREATMENT, type VatTreatment } from './quote/vat-treatment';

export type { CustomerRef };

/** The customer a lookup remembers: id and name, nothing else of theirs. */
export function customerRefOf(customer: Pick<Customer, 'id' | 'name'>): CustomerRef {
  return { id: customer.id, name: customer.name };
}

/**
 * The one rule of what a picked customer sets for lookups: their country (none kept: the form's stays)
 * and their markup as the factor (none: no factor).
 */
export function lookupSettingsOfCustomer(customer: Pick<Customer, 'country' | 'markup'>): {
  country: CountryCode | null;
  factor: Decimal | null;
} {
  return { country: customer.country, factor: customer.markup };
}

/**
 * Which factor applies to a lookup for a picked customer: `customer` when it is the customer's markup
 * (also both none), `own` when the user typed another for this lookup.
 */
export function factorForCustomer(customer: Pick<Customer, 'markup'>, factor: Decimal | null): 'customer' | 'own' {
  const theirs = lookupSettingsOfCustomer({ country: null, markup: customer.markup }).factor;
  if (theirs === null || factor === null) return theirs === factor ? 'customer' : 'own';
  return new Big(theirs).eq(new Big(factor)) ? 'customer' : 'own';
}

/** The basis and VAT treatment a price is said on for a customer at the lookup and on the phone. */
export interface OfferTaxing {
  basis: PriceBasis;
  treatment: VatTreatment;
}

/**
 * The one rule of the basis a picked customer's prices are said on, as their quotes show them: net where
 * their treatment charges no VAT (intra-Community supply, export), else their own basis (none kept: gross).
 */
export function offerTaxingOfCustomer(customer: Pick<Customer, 'priceBasis' | 'vatTreatment'>): OfferTaxing {
  const treatment = customer.vatTreatment ?? DEFAULT_VAT_TREATMENT;
  return { basis: chargesVat(treatment) ? (customer.priceBasis ?? 'gross') : 'net', treatment };
}
