// A customer as the app keeps it: the schema main checks files (and later IPC) with, and the rules of its fields.
import { z } from 'zod';
import { withoutControls } from './control-characters';
import { COUNTRY_CODES } from './countries';
import { UI_LANGUAGES } from './i18n/language';
import { parseFactor } from './lookup-input';
import { RECIPIENT_LIMITS } from './quote/letter-limits';
import { PRICE_BASES } from './quote/quote-figures';
import { vatTreatmentSchema } from './quote/vat-treatment-schema';
import { checkEuVatId, normalVatId, VAT_ID_LENGTH } from './vat-id';
import { FORMS_OF_ADDRESS } from './quote/salutation';

/** At most this many customers are kept: an ERP's whole list for one sales office, a few MB of JSON. */
export const MAX_CUSTOMERS = 10_000;

/**
 * Bounds of a customer's fields, in code points. Name, contact, address and number are the quote
 * recipient's bounds, so a customer always fits a quote's address field as it is.
 */
export const CUSTOMER_LIMITS = {
  name: RECIPIENT_LIMITS.nameLength,
  number: RECIPIENT_LIMITS.customerNumberLength,
  contact: RECIPIENT_LIMITS.contactLength,
  addressLine: RECIPIENT_LIMITS.lineLength,
  addressLines: RECIPIENT_LIMITS.addressLines,
  email: 254,
  phone: 40,
  note: 2_000,
} as const;

const text = (max: number) => z.string().refine((value) => [...value].length <= max, `longer than ${max}`);
const line = (max: number) => text(max).refine((value) => !/[\r\n]/.test(value), 'a line break');

// What mail programs take as an address: something@something.tld, no spaces or list separators.
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/u;

/** Whether an e-mail address is one a mail program would take ('' is none, and fine). */
export function isCustomerEmail(value: string): boolean {
  return value === '' || EMAIL.test(value);
}

/** Whether a markup is kept as a factor ("1.25"), never as typed ("25 %", "1,25"). */
const isKeptMarkup = (value: string): boolean => {
  const parsed = parseFactor(value);
  return parsed.ok && !parsed.percent && parsed.value === value;
};

/** What a customer says, as typed in (or imported into) the app; '' and null are "none". */
export const customerFieldsSchema = z.object({
  name: line(CUSTOMER_LIMITS.name).refine((value) => value.trim() !== '', 'no name'),
  number: line(CUSTOMER_LIMITS.number),
  contact: line(CUSTOMER_LIMITS.contact),
  /** How the contact person is addressed (Mr / Ms); customers kept before it have none. */
  formOfAddress: z.enum(FORMS_OF_ADDRESS).nullable().default(null),
  email: line(CUSTOMER_LIMITS.email).refine(isCustomerEmail, 'not an e-mail address'),
  phone: line(CUSTOMER_LIMITS.phone),
  address: z.array(line(CUSTOMER_LIMITS.addressLine)).max(CUSTOMER_LIMITS.addressLines),
  country: z.enum(COUNTRY_CODES).nullable(),
  /** The customer's factor as kept ("1.25"); a percent typed ("25 %") is kept as the factor it makes. */
  markup: z.string().refine(isKeptMarkup, 'not a factor').nullable(),
  documentLanguage: z.enum(UI_LANGUAGES).nullable(),
  priceBasis: z.enum(PRICE_BASES).nullable(),
  note: text(CUSTOMER_LIMITS.note),
  /** How the customer's quotes are taxed (vat-treatment.ts); null: not set, a quote keeps its own. Missing in lists kept before. */
  vatTreatment: vatTreatmentSchema.nullable().default(null),
  /** The customer's EU VAT ID as kept (normalVatId), '' none; one that looks like its country's (checkEuVatId). */
  vatId: line(VAT_ID_LENGTH)
    .refine((value) => {
      const checked = checkEuVatId(value);
      return checked.ok && checked.value === value;
    }, 'not an EU VAT ID')
    .default(''),
});

/** What a customer says. */
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

/** A kept customer: its fields and the id main gave it. */
export const customerSchema = customerFieldsSchema.extend({ id: z.string().min(1).max(64) });

/** A kept customer. */
export type Customer = z.infer<typeof customerSchema>;

/**
 * A customer as a lookup remembers it: which one (the id) and the name it had then. Here, beside the
 * customer's schema, so the lookup form's rules (customer-lookup.ts) carry no zod into the window's start.
 */
export const customerRefSchema = customerSchema.pick({ id: true, name: true });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** A customer with every field empty but the name. */
export function blankCustomer(name: string): CustomerFields {
  return {
    name,
    number: '',
    contact: '',
    formOfAddress: null,
    email: '',
    phone: '',
    address: [],
    country: null,
    markup: null,
    documentLanguage: null,
    priceBasis: null,
    note: '',
    vatTreatment: null,
    vatId: '',
  };
}

/**
 * A customer as typed: no control character but tab (`withoutControls`), single-line fields trimmed, empty
 * address lines dropped. The note keeps its own lines.
 */
export function tidyCustomer<T extends CustomerFields>(customer: T): T {
  const line = (value: string): string => withoutControls(value).trim();
  return {
    ...customer,
    name: line(customer.name),
    number: line(customer.number),
    contact: line(customer.contact),
    email: line(customer.email),
    phone: line(customer.phone),
    address: customer.address.map(line).filter((each) => each !== ''),
    note: withoutControls(customer.note).trimEnd(),
    vatId: normalVatId(customer.vatId),
  };
}

/**
 * The markup as typed into a customer: a factor (`1,25`) or a percent (`25 %`), read by the factor
 * field's own rule (`parseFactor`) and kept as the factor it makes; empty is none. `percent`: typed in percent.
 */
export function readMarkup(typed: string): { ok: true; markup: string | null; percent: boolean } | { ok: false } {
  const parsed = parseFactor(typed);
  return parsed.ok ? { ok: true, markup: parsed.value, percent: parsed.percent } : { ok: false };
}

/** A customer number as numbers are compared: as typed, case aside; null for none (several customers may have none). */
export function customerNumberKey(number: string): string | null {
  const key = number.trim().toLocaleLowerCase('de');
  return key === '' ? null : key;
}
