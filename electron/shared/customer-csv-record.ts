// One line of a customer CSV read as a customer's fields, each with the reasons it cannot be taken.
import type { AddressCells } from './customer-address';
import { withoutControls } from './control-characters';
import { CUSTOMER_LIMITS, isCustomerEmail, readMarkup, type CustomerFields } from './customer';
import {
  readCountry,
  readDocumentLanguage,
  readFormOfAddressCell,
  readPriceBasis,
  readVatTreatment,
  type CsvField,
} from './customer-csv-columns';
import { normalVatId } from './vat-id';
import { msg, type Message } from './i18n/catalogue';
import { USUAL_FACTOR, unusualFactor } from './usual-factor';

const SINGLE_LINE: Readonly<Record<'number' | 'name' | 'contact' | 'email' | 'phone', number>> = {
  number: CUSTOMER_LIMITS.number,
  name: CUSTOMER_LIMITS.name,
  contact: CUSTOMER_LIMITS.contact,
  email: CUSTOMER_LIMITS.email,
  phone: CUSTOMER_LIMITS.phone,
};
const codePoints = (value: string): number => [...value].length;
export const lineOf = (cell: string): string =>
  withoutControls(cell)
    .replace(/[\r\n]+/g, ' ')
    .trim();

/**
 * One record's customer fields, those the file has columns for (the address apart: `addressCells`), and
 * every reason it cannot be taken.
 */
export function readCustomerRecord(
  cells: ReadonlyMap<CsvField, string>,
  headers: ReadonlyMap<CsvField, string>,
): { fields: Partial<Omit<CustomerFields, 'address'>>; reasons: Message[] } {
  const fields: Partial<Omit<CustomerFields, 'address'>> = {};
  const reasons: Message[] = [];
  const cell = (field: CsvField): string | undefined => cells.get(field);
  const tooLong = (field: CsvField, max: number): void =>
    void reasons.push(msg('customers.import.tooLong', { column: headers.get(field) ?? field, max }));
  for (const [field, max] of Object.entries(SINGLE_LINE) as [keyof typeof SINGLE_LINE, number][]) {
    const raw = cell(field);
    if (raw === undefined) continue;
    const value = lineOf(raw);
    if (codePoints(value) > max) tooLong(field, max);
    fields[field] = value;
  }
  if ((fields.name ?? '') === '') reasons.push(msg('customers.import.missingName'));
  if (fields.email !== undefined && !isCustomerEmail(fields.email)) reasons.push(msg('customers.import.badEmail', { value: fields.email }));
  const country = cell('country');
  if (country !== undefined) {
    const value = lineOf(country);
    fields.country = value === '' ? null : readCountry(value);
    if (value !== '' && fields.country === null) reasons.push(msg('customers.import.unknownCountry', { value }));
  }
  const form = cell('formOfAddress');
  if (form !== undefined) {
    const value = lineOf(form);
    const read = readFormOfAddressCell(value);
    if (read === undefined) reasons.push(msg('customers.import.badFormOfAddress', { value }));
    else fields.formOfAddress = read;
  }
  const markup = cell('markup');
  if (markup !== undefined) {
    const value = lineOf(markup);
    const read = readMarkup(value);
    if (!read.ok) reasons.push(msg('customers.import.badMarkup', { value }));
    // A bare number outside the usual factors (the lookup form's rule, which asks about it) may be a percent
    // without its sign or a misplaced point: a file cannot be asked, so it is never guessed at. A percentage
    // is what it says (the export writes an unusual markup that way).
    else if (read.markup !== null && !read.percent && unusualFactor(read.markup) !== null) {
      reasons.push(msg('customers.import.unusualMarkup', { value, min: Number(USUAL_FACTOR.min), max: Number(USUAL_FACTOR.max) }));
    } else fields.markup = read.markup;
  }
  const language = cell('documentLanguage');
  if (language !== undefined) {
    const value = lineOf(language);
    fields.documentLanguage = value === '' ? null : readDocumentLanguage(value);
    if (value !== '' && fields.documentLanguage === null) reasons.push(msg('customers.import.badLanguage', { value }));
  }
  const basis = cell('priceBasis');
  if (basis !== undefined) {
    const value = lineOf(basis);
    fields.priceBasis = value === '' ? null : readPriceBasis(value);
    if (value !== '' && fields.priceBasis === null) reasons.push(msg('customers.import.badPriceBasis', { value }));
  }
  const treatment = cell('vatTreatment');
  if (treatment !== undefined) {
    const value = lineOf(treatment);
    fields.vatTreatment = value === '' ? null : readVatTreatment(value);
    if (value !== '' && fields.vatTreatment === null) reasons.push(msg('customers.import.badVatTreatment', { value }));
  }
  // Whether it looks like one, and whether an intra-Community supply has one, is asked of the customer as merged (vatReasons).
  const vatId = cell('vatId');
  if (vatId !== undefined) fields.vatId = normalVatId(lineOf(vatId));
  const note = cell('note');
  if (note !== undefined) {
    const value = withoutControls(note).replace(/\r\n?/g, '\n').trimEnd();
    if (codePoints(value) > CUSTOMER_LIMITS.note) tooLong('note', CUSTOMER_LIMITS.note);
    fields.note = value;
  }
  return { fields, reasons };
}

const ADDRESS_LINES: readonly CsvField[] = ['address1', 'address2', 'address3', 'address4'];

/** A record's address cells, each where the file has its column (customer-address.ts). */
export function addressCells(cells: ReadonlyMap<CsvField, string>): AddressCells {
  const cell = (field: CsvField): Partial<Record<'whole' | 'postcode' | 'town', string>> => {
    const value = cells.get(field);
    return value === undefined ? {} : { [field === 'address' ? 'whole' : field]: value };
  };
  return {
    ...cell('address'),
    ...cell('postcode'),
    ...cell('town'),
    lines: ADDRESS_LINES.map((field) => cells.get(field)),
  };
}

/** Why an address cannot be kept (too many lines, a line too long); none when it can. */
export function addressReasons(address: readonly string[], headers: ReadonlyMap<CsvField, string>): Message[] {
  if (address.length > CUSTOMER_LIMITS.addressLines) return [msg('customers.import.addressTooLong', { max: CUSTOMER_LIMITS.addressLines })];
  if (!address.some((each) => codePoints(each) > CUSTOMER_LIMITS.addressLine)) return [];
  const column = headers.get('address1') ?? headers.get('address') ?? headers.get('town') ?? 'address';
  return [msg('customers.import.tooLong', { column, max: CUSTOMER_LIMITS.addressLine })];
}
