import Big from 'big.js';
import {
  decodeCsv,
  detectDelimiter,
  isSeparatorHint,
  readCsvCell,
  readCsvRecords,
  writeSheetCell,
  type SheetCell,
  type CsvDelimiter,
  type CsvEncoding,
} from './csv-text';
import {
  blankCustomer,
  CUSTOMER_LIMITS,
  MAX_CUSTOMERS,
  isCustomerEmail,
  customerFieldsSchema,
  customerNumberKey,
  readMarkup,
  type Customer,
  type CustomerFields,
} from './customer';
import {
  CSV_FIELDS,
  EXPORT_HEADERS,
  fieldOfHeader,
  priceBasisCell,
  readCountry,
  readDocumentLanguage,
  readPriceBasis,
  type CsvField,
} from './customer-csv-columns';
import { withoutControls } from './control-characters';
import { msg, type Message } from './i18n/catalogue';
import type { UiLanguage } from './i18n/language';
import { USUAL_FACTOR, unusualFactor } from './usual-factor';

/** How one column of the file was read: as a field, or left aside and why. */
interface ColumnReading {
  header: string;
  field: CsvField | null;
  ignored: Message | null;
}

/** A line of the file not taken, with every reason. */
interface RejectedLine {
  /** The file's line the record starts on (1 is the header). */
  line: number;
  /** The name the line gives, to recognise it by ('' for none). */
  name: string;
  reasons: Message[];
}

/** What an import would do, before anything is kept. */
export interface ImportPreview {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  columns: ColumnReading[];
  /** Customers new to the list. */
  added: CustomerFields[];
  /**
   * Kept customers with the same customer number as a line: updated with what the file's columns say;
   * what the file has no column for (e.g. the note) stays as it was.
   */
  updated: Customer[];
  /** Lines that name a kept customer and say nothing new about it. */
  unchanged: number;
  rejected: RejectedLine[];
  /** Why nothing at all can be taken (an empty file, no name column); null otherwise. */
  problem: Message | null;
}

/** What an import would do or did, as the window shows it: the customers counted, every line not taken named. */
export type ImportSummary = Omit<ImportPreview, 'added' | 'updated'> & { added: number; updated: number };

/** The preview as the window is told it: counts instead of the customers themselves (a file may have 10,000). */
export function summariseImport(preview: ImportPreview): ImportSummary {
  return { ...preview, added: preview.added.length, updated: preview.updated.length };
}

const SINGLE_LINE: Readonly<Record<'number' | 'name' | 'contact' | 'email' | 'phone', number>> = {
  number: CUSTOMER_LIMITS.number,
  name: CUSTOMER_LIMITS.name,
  contact: CUSTOMER_LIMITS.contact,
  email: CUSTOMER_LIMITS.email,
  phone: CUSTOMER_LIMITS.phone,
};
const ADDRESS: readonly CsvField[] = ['address1', 'address2', 'address3', 'address4'];
const codePoints = (value: string): number => [...value].length;
const lineOf = (cell: string): string =>
  withoutControls(cell)
    .replace(/[\r\n]+/g, ' ')
    .trim();

/** One record's customer fields, those the file has columns for, and every reason it cannot be taken. */
function readRecord(
  cells: ReadonlyMap<CsvField, string>,
  headers: ReadonlyMap<CsvField, string>,
): { fields: Partial<CustomerFields>; reasons: Message[] } {
  const fields: Partial<CustomerFields> = {};
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
  if (ADDRESS.some((field) => headers.has(field)) || headers.has('postcode') || headers.has('town')) {
    const lines = ADDRESS.flatMap((field) => withoutControls(cell(field) ?? '').split(/\r\n|\r|\n/)).map((each) => each.trim());
    const town = [lineOf(cell('postcode') ?? ''), lineOf(cell('town') ?? '')].filter((each) => each !== '').join(' ');
    const address = [...lines, town].filter((each) => each !== '');
    if (address.length > CUSTOMER_LIMITS.addressLines)
      reasons.push(msg('customers.import.addressTooLong', { max: CUSTOMER_LIMITS.addressLines }));
    else if (address.some((each) => codePoints(each) > CUSTOMER_LIMITS.addressLine)) tooLong('address1', CUSTOMER_LIMITS.addressLine);
    fields.address = address;
  }
  const country = cell('country');
  if (country !== undefined) {
    const value = lineOf(country);
    fields.country = value === '' ? null : readCountry(value);
    if (value !== '' && fields.country === null) reasons.push(msg('customers.import.unknownCountry', { value }));
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
  const note = cell('note');
  if (note !== undefined) {
    const value = withoutControls(note).replace(/\r\n?/g, '\n').trimEnd();
    if (codePoints(value) > CUSTOMER_LIMITS.note) tooLong('note', CUSTOMER_LIMITS.note);
    fields.note = value;
  }
  return { fields, reasons };
}

const EMPTY: CustomerFields = blankCustomer('');

const sameFields = (a: CustomerFields, b: CustomerFields): boolean =>
  (Object.keys(EMPTY) as (keyof CustomerFields)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

/**
 * What importing a customer CSV would do: the file's encoding and delimiter as detected, how each column
 * was read, the customers taken and every line not taken with its reasons. A line whose customer number a
 * kept customer has updates that customer (an ERP's list read again); a number a line before it had is not
 * taken; lines beyond `max` customers in all are not taken. Never throws, whatever the bytes.
 */
export function previewCustomerImport(bytes: Uint8Array, kept: readonly Customer[], max: number = MAX_CUSTOMERS): ImportPreview {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  const all = readCsvRecords(text, delimiter);
  const [header, ...records] = all[0] && isSeparatorHint(all[0]) ? all.slice(1) : all;
  const preview: ImportPreview = { encoding, delimiter, columns: [], added: [], updated: [], unchanged: 0, rejected: [], problem: null };
  if (header === undefined) return { ...preview, problem: msg('customers.import.empty') };
  const headers = new Map<CsvField, string>();
  const columnOf = new Map<CsvField, number>();
  preview.columns = header.cells.map((raw, index): ColumnReading => {
    const title = lineOf(raw.replace(/^\uFEFF/, ''));
    const field = fieldOfHeader(title);
    if (field === null) return { header: title, field: null, ignored: msg('customers.import.column.unknown') };
    const first = headers.get(field);
    if (first !== undefined) return { header: title, field: null, ignored: msg('customers.import.column.repeated', { first }) };
    headers.set(field, title);
    columnOf.set(field, index);
    return { header: title, field, ignored: null };
  });
  if (!headers.has('name')) return { ...preview, problem: msg('customers.import.noNameColumn') };
  const numbers = new Map<string, number>();
  const updating = new Map<string, Customer>();
  const keptByNumber = new Map<string, Customer>();
  for (const customer of kept) {
    const key = customerNumberKey(customer.number);
    if (key !== null && !keptByNumber.has(key)) keptByNumber.set(key, customer);
  }
  let count = kept.length;
  for (const record of records) {
    const cells = new Map<CsvField, string>();
    for (const field of CSV_FIELDS) {
      const index = columnOf.get(field);
      if (index !== undefined) cells.set(field, readCsvCell(record.cells[index] ?? ''));
    }
    const { fields, reasons } = readRecord(cells, headers);
    if (record.unclosed) reasons.push(msg('customers.import.unclosedQuote'));
    const extra = record.cells.slice(header.cells.length).filter((each) => each.trim() !== '').length;
    if (extra > 0) reasons.push(msg('customers.import.extraCells', { count: extra }));
    const number = fields.number ?? '';
    const key = customerNumberKey(number);
    const earlier = key === null ? undefined : numbers.get(key);
    if (earlier !== undefined) reasons.push(msg('customers.import.duplicateInFile', { number, line: earlier }));
    const existing = key === null ? undefined : keptByNumber.get(key);
    if (reasons.length === 0 && existing === undefined && count >= max) reasons.push(msg('customers.import.overLimit', { max }));
    if (reasons.length > 0) {
      preview.rejected.push({ line: record.line, name: fields.name ?? '', reasons });
      continue;
    }
    if (key !== null) numbers.set(key, record.line);
    const taken = customerFieldsSchema.safeParse({ ...EMPTY, ...existing, ...fields });
    if (!taken.success) {
      // Each field was checked above: this is a safety net, so a line never becomes an entry the store cannot read back.
      preview.rejected.push({ line: record.line, name: fields.name ?? '', reasons: [msg('customers.import.unreadable')] });
      continue;
    }
    if (existing === undefined) {
      preview.added.push(taken.data);
      count += 1;
      continue;
    }
    const merged: Customer = { ...existing, ...taken.data };
    if (sameFields(existing, merged)) preview.unchanged += 1;
    else updating.set(existing.id, merged);
  }
  preview.updated = [...updating.values()];
  return preview;
}

const EXPORT_FIELDS: readonly CsvField[] = CSV_FIELDS.filter((field) => field !== 'postcode' && field !== 'town');

/** A markup as the export writes it: a factor in the user's format, or, outside the usual factors, in percent, which the import never takes for a factor. */
function markupCell(markup: string, language: UiLanguage): string {
  const decimal = (value: Big): string => (language === 'de' ? value.toFixed().replace('.', ',') : value.toFixed());
  const factor = new Big(markup);
  if (unusualFactor(markup) === null) return decimal(factor);
  const percent = factor.minus(1).times(100);
  return `${percent.lt(0) ? '-' : '+'}${decimal(percent.abs())} %`;
}

/**
 * The customers as CSV for Excel and the import: semicolons, UTF-8 with a BOM, CRLF, a header row in the
 * user's language, the address as four columns. A cell that would start a formula is neutralised
 * (`writeSheetCell`). Importing it gives the same customers.
 */
export function exportCustomersCsv(customers: readonly Customer[], language: UiLanguage): Uint8Array {
  const headers = EXPORT_HEADERS[language];
  const row = (cells: SheetCell[]): string => cells.map((each) => writeSheetCell(each, ';')).join(';');
  const cellOf = (customer: Customer, field: CsvField): string => {
    switch (field) {
      case 'address1':
      case 'address2':
      case 'address3':
      case 'address4':
        return customer.address[ADDRESS.indexOf(field)] ?? '';
      case 'country':
        return customer.country?.toUpperCase() ?? '';
      case 'markup':
        return customer.markup === null ? '' : markupCell(customer.markup, language);
      case 'documentLanguage':
        return customer.documentLanguage ?? '';
      case 'priceBasis':
        return customer.priceBasis === null ? '' : priceBasisCell(customer.priceBasis, language);
      case 'postcode':
      case 'town':
        return '';
      default:
        return customer[field];
    }
  };
  const lines = [
    row(EXPORT_FIELDS.map((field) => headers[field] ?? field)),
    ...customers.map((each) => row(EXPORT_FIELDS.map((field) => cellOf(each, field)))),
  ];
  const body = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
