import type { Customer } from '@shared/customer';
import { factorForCustomer, lookupSettingsOfCustomer, type CustomerRef } from '@shared/customer-lookup';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import { parseFactor, type LookupInput } from '@shared/lookup-input';
import { formatDecimalInput } from '../../format/numbers';

/** The lookup form for a customer just picked: their country (if kept) and their markup as the factor, written as the region writes it. */
export function formForCustomer(fields: Required<LookupInput>, customer: Customer, locale: string): Required<LookupInput> {
  const settings = lookupSettingsOfCustomer(customer);
  return {
    ...fields,
    country: settings.country ?? fields.country,
    factor: settings.factor === null ? '' : formatDecimalInput(settings.factor, locale),
  };
}

/** The lookup form once the customer is removed: their markup goes with them, a factor typed instead stays. */
export function formWithoutCustomer(fields: Required<LookupInput>, customer: Customer): Required<LookupInput> {
  const typed = parseFactor(fields.factor);
  const theirs = typed.ok && factorForCustomer(customer, typed.value) === 'customer';
  return theirs ? { ...fields, factor: '' } : fields;
}

/** The customer a recent lookup was for, as kept now; null when they were removed (or cannot be read). */
export async function keptCustomer(bridge: PriceLookupBridge, ref: CustomerRef): Promise<Customer | null> {
  const kept = await bridge.getCustomer({ id: ref.id });
  return kept.ok ? kept.value.customer : null;
}
