import Big from 'big.js';
import type { CountryCode } from '@shared/countries';
import { COUNTRY_CODES } from '@shared/countries';
import { CUSTOMER_LIMITS, isCustomerEmail, readMarkup, tidyCustomer, type Customer, type CustomerFields } from '@shared/customer';
import { formatDecimalInput } from '@shared/format/numbers';
import { msg, type Message } from '@shared/i18n/catalogue';
import { UI_LANGUAGES } from '@shared/i18n/language';
import { parseFactor } from '@shared/lookup-input';
import { factorQuestion, type FactorQuestion } from '@shared/usual-factor';
import { PRICE_BASES } from '@shared/quote/quote-figures';
import { VAT_TREATMENTS } from '@shared/quote/vat-treatment';
import { normalVatId, vatReasons } from '@shared/vat-id';
import { FORMS_OF_ADDRESS } from '@shared/quote/salutation';

/** A customer as typed in the form: every field text, the address one line per line, the markup as typed. */
export interface CustomerDraft {
  name: string;
  number: string;
  contact: string;
  /** "mr", "ms" or '' for not known. */
  formOfAddress: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  markup: string;
  documentLanguage: string;
  priceBasis: string;
  vatTreatment: string;
  vatId: string;
  note: string;
}

export type DraftField = keyof CustomerDraft;

/** The form of a new customer (none given) or of a kept one, the markup shown in the user's regional format. */
export function draftOf(customer: Customer | null, locale: string): CustomerDraft {
  return {
    name: customer?.name ?? '',
    number: customer?.number ?? '',
    contact: customer?.contact ?? '',
    formOfAddress: customer?.formOfAddress ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    address: customer?.address.join('\n') ?? '',
    country: customer?.country ?? '',
    markup: customer?.markup ? formatDecimalInput(customer.markup, locale) : '',
    documentLanguage: customer?.documentLanguage ?? '',
    priceBasis: customer?.priceBasis ?? '',
    vatTreatment: customer?.vatTreatment ?? '',
    vatId: customer?.vatId ?? '',
    note: customer?.note ?? '',
  };
}

const codePoints = (value: string): number => [...value].length;

const SINGLE_LINE = {
  name: CUSTOMER_LIMITS.name,
  number: CUSTOMER_LIMITS.number,
  contact: CUSTOMER_LIMITS.contact,
  email: CUSTOMER_LIMITS.email,
  phone: CUSTOMER_LIMITS.phone,
} as const;

const addressLines = (address: string): string[] =>
  address
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * What is wrong with each field as typed, by the customer's own limits (CUSTOMER_LIMITS, counted in
 * characters as main counts them), `isCustomerEmail` and `readMarkup`; an empty object when it can be saved.
 */
export function draftErrors(draft: CustomerDraft): Partial<Record<DraftField, Message>> {
  const errors: Partial<Record<DraftField, Message>> = {};
  for (const [field, max] of Object.entries(SINGLE_LINE) as [keyof typeof SINGLE_LINE, number][]) {
    const count = codePoints(draft[field].trim());
    if (count > max) errors[field] = msg('customers.form.tooLong', { max, count });
  }
  if (errors.name === undefined && draft.name.trim() === '') errors.name = msg('customers.form.nameMissing');
  if (errors.email === undefined && !isCustomerEmail(draft.email.trim())) errors.email = msg('customers.form.badEmail');
  const lines = addressLines(draft.address);
  const long = lines.findIndex((line) => codePoints(line) > CUSTOMER_LIMITS.addressLine);
  if (lines.length > CUSTOMER_LIMITS.addressLines)
    errors.address = msg('customers.form.addressLines', { max: CUSTOMER_LIMITS.addressLines, count: lines.length });
  else if (long >= 0) errors.address = msg('customers.form.addressLineTooLong', { line: long + 1, max: CUSTOMER_LIMITS.addressLine });
  if (!readMarkup(draft.markup).ok) errors.markup = msg('customers.form.badMarkup');
  // The VAT ID's own format, or an intra-Community supply without one: said at the VAT ID, where it is typed.
  const [vat] = vatReasons({ vatTreatment: vatTreatmentOf(draft), vatId: draft.vatId });
  if (vat !== undefined) errors.vatId = vat;
  const note = codePoints(draft.note.trimEnd());
  if (note > CUSTOMER_LIMITS.note) errors.note = msg('customers.form.tooLong', { max: CUSTOMER_LIMITS.note, count: note });
  return errors;
}

const vatTreatmentOf = (draft: CustomerDraft) => VAT_TREATMENTS.find((treatment) => treatment === draft.vatTreatment) ?? null;

/** The customer the draft says, as main takes it; null while a field is wrong (`draftErrors`). */
export function fieldsOfDraft(draft: CustomerDraft): CustomerFields | null {
  const markup = readMarkup(draft.markup);
  if (!markup.ok || Object.keys(draftErrors(draft)).length > 0) return null;
  // Tidied as main keeps it (no control character, trimmed), so the form sends what will be kept.
  return tidyCustomer({
    name: draft.name,
    number: draft.number,
    contact: draft.contact,
    formOfAddress: FORMS_OF_ADDRESS.find((form) => form === draft.formOfAddress) ?? null,
    email: draft.email,
    phone: draft.phone,
    address: addressLines(draft.address),
    country: COUNTRY_CODES.find((code: CountryCode) => code === draft.country) ?? null,
    markup: markup.markup,
    documentLanguage: UI_LANGUAGES.find((language) => language === draft.documentLanguage) ?? null,
    priceBasis: PRICE_BASES.find((basis) => basis === draft.priceBasis) ?? null,
    vatTreatment: vatTreatmentOf(draft),
    vatId: normalVatId(draft.vatId),
    note: draft.note,
  });
}

/**
 * The question about the markup typed before the customer is saved: the lookup form's own
 * (factorQuestion), so the same markups are unusual there and here. A markup the customer already had is
 * not asked about again (it was saved after its question, or imported in percent); null: nothing to ask.
 */
export function markupQuestion(draft: CustomerDraft, customer: Customer | null): FactorQuestion | null {
  const parsed = parseFactor(draft.markup);
  if (!parsed.ok || parsed.value === null) return null;
  if (customer?.markup != null && new Big(customer.markup).eq(parsed.value)) return null;
  return factorQuestion(parsed.value, parsed.percent);
}
