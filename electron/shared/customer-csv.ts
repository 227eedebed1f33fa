// What importing a customer CSV would do: each line read, matched with a kept customer, merged field by field.
import {
  csvRecords,
  decodeCsvSteps,
  detectDelimiter,
  headOf,
  isSeparatorHint,
  readCsvCell,
  type CsvDelimiter,
  type CsvEncoding,
  type CsvRecord,
} from './csv-text';
import { runSteps } from './run-steps';
import { hasAddressColumns, mergeAddress, postcodeOfCells } from './customer-address';
import { blankCustomer, MAX_CUSTOMERS, customerFieldsSchema, customerNumberKey, type Customer, type CustomerFields } from './customer';
import { CSV_FIELDS, fieldOfHeader, type CsvField } from './customer-csv-columns';
import { vatReasons } from './vat-id';
import { addressCells, addressReasons, lineOf, readCustomerRecord } from './customer-csv-record';
import { IMPORT_QUESTIONS_SHOWN } from './customer-import-limits';
import { matchIndex } from './customer-import-match';
import { msg, type Message } from './i18n/catalogue';

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

/** A field an import changes on a kept customer, as it is and as it will be ('' for none; address lines joined by ", "). */
type ChangedField = keyof CustomerFields;
interface FieldChange {
  field: ChangedField;
  before: string;
  after: string;
}

/** A kept customer a line changes, and each field it changes. */
interface CustomerChange {
  line: number;
  id: string;
  name: string;
  changes: FieldChange[];
}

/** A line that could mean several kept customers (same name and postcode, no number or id to tell): the user chooses. */
interface ImportQuestion {
  line: number;
  name: string;
  candidates: { id: string; name: string; number: string; address: string[] }[];
}

/** The user's answers to the questions, by line: a candidate's id, or 'new' to add the line as a customer of its own. */
export type ImportChoices = Readonly<Record<number, string>>;

/** What an import would do, before anything is kept. */
export interface ImportPreview {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** The first `SHOWN` columns, and each after them that is read as a field. */
  columns: ColumnReading[];
  /** Customers new to the list. */
  added: CustomerFields[];
  /** Kept customers a line means, changed in the fields the file has columns for; every other field stays. */
  updated: Customer[];
  /** What changes on each updated customer, field by field. */
  changes: CustomerChange[];
  /** Lines that name a kept customer and say nothing new about it. */
  unchanged: number;
  /** The first lines not taken (at most `SHOWN`), each with its reasons; `rejectedCount` counts them all. */
  rejected: RejectedLine[];
  rejectedCount: number;
  /** Lines not taken because the list would hold more than `limit` customers. */
  overLimit: number;
  limit: number;
  /** The first lines that could mean several customers and are not answered (at most `SHOWN`); `questionCount` counts them all. */
  questions: ImportQuestion[];
  questionCount: number;
  /** Why nothing at all can be taken (an empty file, no name column); null otherwise. */
  problem: Message | null;
}

/** At most this many lines not taken, changes and questions are listed; the rest are counted. */
export const SHOWN = IMPORT_QUESTIONS_SHOWN;

/** What an import would do or did, as the window shows it: counts, and the first changes, problems and questions. */
export type ImportSummary = Omit<ImportPreview, 'added' | 'updated'> & { added: number; updated: number };

/** The preview as the window is told it: counts instead of the customers themselves, the first changes (and columns) only. */
export function summariseImport(preview: ImportPreview): ImportSummary {
  return {
    ...preview,
    // A header of a million delimiters is no customer list: its first columns say enough.
    columns: preview.columns.slice(0, SHOWN),
    added: preview.added.length,
    updated: preview.updated.length,
    changes: preview.changes.slice(0, SHOWN),
  };
}

/** How many cells a step looks at where each is only compared (a line of a million delimiters is a few steps). */
const CELLS_A_STEP = 4_096;

const EMPTY: CustomerFields = blankCustomer('');
const FIELDS = Object.keys(EMPTY) as ChangedField[];

/** A field's value as the preview words it. */
function shownValue(customer: CustomerFields, field: ChangedField): string {
  const value = customer[field];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

const changesOf = (before: CustomerFields, after: CustomerFields): FieldChange[] =>
  FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map((field) => ({
    field,
    before: shownValue(before, field),
    after: shownValue(after, field),
  }));

/**
 * What importing a customer CSV would do: the file's encoding and delimiter as detected, how each column
 * was read, the customers added and changed, and every line not taken with its reasons. Each line finds
 * the kept customer it means by its customer number, else by the id the export writes ("App-ID"), else by
 * name and postcode; when several could be meant the line is a question, answered in `choices` (else left
 * out). A field changes only where the file has its column (the address: customer-address.ts). A number
 * or customer a line before it had is not taken; lines beyond `max` customers in all are counted, not
 * taken. Never throws, whatever the bytes.
 */
export function previewCustomerImport(
  bytes: Uint8Array,
  kept: readonly Customer[],
  max: number = MAX_CUSTOMERS,
  choices: ImportChoices = {},
): ImportPreview {
  return runSteps(customerImportSteps(bytes, kept, max, choices));
}

/** `previewCustomerImport` in steps, yielding after each piece of the file and each line, for main to run in slices. */
export function* customerImportSteps(
  bytes: Uint8Array,
  kept: readonly Customer[],
  max: number = MAX_CUSTOMERS,
  choices: ImportChoices = {},
): Generator<void, ImportPreview> {
  const { chunks, encoding } = yield* decodeCsvSteps(bytes);
  const delimiter = detectDelimiter(headOf(chunks));
  const records = csvRecords(chunks, delimiter);
  const nextRecord = function* (): Generator<void, IteratorResult<CsvRecord, void>> {
    for (;;) {
      const next = records.next();
      if (next.done === true || next.value !== null) return next as IteratorResult<CsvRecord, void>;
      yield;
    }
  };
  let first = yield* nextRecord();
  if (first.done !== true && isSeparatorHint(first.value)) first = yield* nextRecord();
  const preview: ImportPreview = {
    encoding,
    delimiter,
    columns: [],
    added: [],
    updated: [],
    changes: [],
    unchanged: 0,
    rejected: [],
    rejectedCount: 0,
    overLimit: 0,
    limit: max,
    questions: [],
    questionCount: 0,
    problem: null,
  };
  if (first.done === true) return { ...preview, problem: msg('customers.import.empty') };
  const header = first.value;
  const headers = new Map<CsvField, string>();
  const columnOf = new Map<CsvField, number>();
  const readColumn = (raw: string, index: number): ColumnReading => {
    const title = lineOf(raw.replace(/^\uFEFF/, ''));
    const field = fieldOfHeader(title);
    if (field === null) return { header: title, field: null, ignored: msg('customers.import.column.unknown') };
    const first = headers.get(field);
    if (first !== undefined) return { header: title, field: null, ignored: msg('customers.import.column.repeated', { first }) };
    headers.set(field, title);
    columnOf.set(field, index);
    return { header: title, field, ignored: null };
  };
  // A column a step: a header of a million delimiters (1 MB) read at once held main's thread for over half a second.
  // Past the first columns only those read as a field are kept: a reading for each of them made V8 collect
  // millions of objects at once (a pause of a second for 5 million), and the window is told the first ones only.
  for (const [index, raw] of header.cells.entries()) {
    const reading = readColumn(raw, index);
    if (index < SHOWN || reading.field !== null) preview.columns.push(reading);
    yield;
  }
  // The whole address in one column: numbered line columns beside it are not read (which line would win?).
  const whole = headers.get('address');
  if (whole !== undefined) {
    for (const [index, reading] of preview.columns.entries()) {
      if (index % CELLS_A_STEP === 0) yield;
      if (reading.field === null || !/^address\d$/.test(reading.field)) continue;
      headers.delete(reading.field);
      columnOf.delete(reading.field);
      Object.assign(reading, { field: null, ignored: msg('customers.import.column.withAddress', { first: whole }) });
    }
  }
  if (!headers.has('name')) return { ...preview, problem: msg('customers.import.noNameColumn') };
  const index = yield* matchIndex(kept);
  const numbers = new Map<string, number>();
  const taken = new Map<string, number>();
  const updating = new Map<string, Customer>();
  const reject = (line: number, name: string, reasons: Message[]): void => {
    preview.rejectedCount += 1;
    if (preview.rejected.length < SHOWN) preview.rejected.push({ line, name, reasons });
  };
  let count = kept.length;
  for (const record of records) {
    yield;
    if (record === null) continue;
    const cells = new Map<CsvField, string>();
    for (const field of CSV_FIELDS) {
      const column = columnOf.get(field);
      // A line that ends before the column (a writer that leaves off trailing empty cells) says nothing of it: the field stays.
      const cell = column === undefined ? undefined : record.cells[column];
      if (cell !== undefined) cells.set(field, readCsvCell(cell));
    }
    const { fields, reasons } = readCustomerRecord(cells, headers);
    const address = addressCells(cells);
    const name = fields.name ?? '';
    if (record.unclosed) reasons.push(msg('customers.import.unclosedQuote'));
    let extra = 0;
    for (let cell = header.cells.length; cell < record.cells.length; cell += 1) {
      if ((record.cells[cell] ?? '').trim() !== '') extra += 1;
      if (cell % CELLS_A_STEP === 0) yield;
    }
    if (extra > 0) reasons.push(msg('customers.import.extraCells', { count: extra }));
    const number = fields.number ?? '';
    const key = customerNumberKey(number);
    const earlier = key === null ? undefined : numbers.get(key);
    if (earlier !== undefined) reasons.push(msg('customers.import.duplicateInFile', { number, line: earlier }));
    let match = index.match({ number, appId: cells.get('appId'), name, postcode: postcodeOfCells(address) });
    if (match.kind === 'ask') {
      const chosen = choices[record.line];
      const candidate = match.candidates.find((each) => each.id === chosen);
      if (candidate !== undefined) match = { kind: 'kept', customer: candidate };
      else if (chosen === 'new') match = { kind: 'new' };
    }
    if (match.kind === 'numberOfAnother') reasons.push(msg('customers.import.numberOfAnother', { number, name: match.other.name }));
    const existing = match.kind === 'kept' ? match.customer : undefined;
    const sameCustomer = existing === undefined ? undefined : taken.get(existing.id);
    if (sameCustomer !== undefined) reasons.push(msg('customers.import.sameCustomerInFile', { line: sameCustomer }));
    const merged = mergeAddress(existing?.address ?? [], address);
    if (hasAddressColumns(address)) reasons.push(...addressReasons(merged, headers));
    reasons.push(...vatReasons({ vatTreatment: null, vatId: '', ...existing, ...fields }));
    if (reasons.length > 0) {
      reject(record.line, name, reasons);
      continue;
    }
    if (match.kind === 'ask') {
      preview.questionCount += 1;
      if (preview.questions.length < SHOWN) {
        const candidates = match.candidates.map(({ id, name, number, address }) => ({ id, name, number, address }));
        preview.questions.push({ line: record.line, name, candidates });
      }
      continue;
    }
    if (existing === undefined && count >= max) {
      preview.overLimit += 1;
      continue;
    }
    if (key !== null) numbers.set(key, record.line);
    const parsed = customerFieldsSchema.safeParse({ ...EMPTY, ...existing, ...fields, address: merged });
    if (!parsed.success) {
      // Each field was checked above: this is a safety net, so a line never becomes an entry the store cannot read back.
      reject(record.line, name, [msg('customers.import.unreadable')]);
      continue;
    }
    if (existing === undefined) {
      preview.added.push(parsed.data);
      count += 1;
      continue;
    }
    taken.set(existing.id, record.line);
    const changes = changesOf(existing, parsed.data);
    if (changes.length === 0) preview.unchanged += 1;
    else {
      updating.set(existing.id, { ...existing, ...parsed.data });
      preview.changes.push({ line: record.line, id: existing.id, name: existing.name, changes });
    }
  }
  preview.updated = [...updating.values()];
  return preview;
}
