import { msg, type Message } from '../i18n/catalogue';
import { checkArticleNumber } from '../lookup-input';
import { readMailLine, type MailReading } from './mail-line';
import { readColumns, splitColumns, type ColumnReading } from './paste-columns';
import { isHeading } from './paste-headings';
import { MAX_DESCRIPTION_LENGTH } from './quote-limits';
import { isOtherUnitWord, isPiecesWord, parseQuantity, separators } from './quote-quantity';
import { withoutControls } from '../control-characters';

export { MAX_QUANTITY, parseQuantity } from './quote-quantity';
export { readColumns, type ColumnReading } from './paste-columns';

/** One line of a quote as pasted or typed: an article and how many. */
interface QuoteLineInput {
  /** 1-based line number in the pasted text, so errors point at the right line. */
  line: number;
  artnr: string;
  quantity: number;
  /** How the quantity was read when it was not written as plain digits ("1.000 read as 1000 pieces"). */
  reading?: Message;
  /** From a paste's description column ("Bezeichnung"), at most MAX_DESCRIPTION_LENGTH characters. */
  description?: string;
  /** Set when the pasted description was longer than a line's description may be, and was shortened. */
  descriptionCut?: true;
}

/** A pasted line that could not be read, with the reason. */
interface QuoteLineError {
  line: number;
  input: string;
  message: Message;
}

/** A line that could be read two ways ("12 x 50"): both readings, asked once for the paste. It is among the errors too. */
interface TwoWayLine {
  line: number;
  input: string;
  readings: readonly [MailReading, MailReading];
}

/** The answer to that question: in a line read two ways, the first number is the article number, or the quantity. */
export type FirstNumber = MailReading['first'];

export interface ParsedQuoteLines {
  lines: QuoteLineInput[];
  errors: QuoteLineError[];
  /** The first line, when it was taken for the column headings and not added. */
  header: { line: number; input: string } | null;
  /** The lines that could be read two ways and are not yet answered (listed among the errors as well). */
  twoWay: TwoWayLine[];
}

/**
 * Reads quote lines copied from a spreadsheet or an e-mail: `artnr<TAB>qty`, `artnr;qty`, `artnr,qty`,
 * `artnr qty` or just `artnr` (quantity 1), one per line, or as written in a mail (readMailLine: the quantity
 * before or after the article, with `x`, `×`, `-`, `Stk`, `pcs`, `St.`, a description after them). A quantity
 * may group its thousands as the regional `locale` does ("1.000" in de-DE). Blank lines are skipped. The
 * first line is taken for the column headings (and reported as such) only when it cannot be read as a quote
 * line and looks like headings (see isHeader); every other line that cannot be read is reported with its
 * reason. A line that could be read two ways is read as `firstNumber` says, and without it listed in
 * `twoWay` (and among the errors), never guessed.
 */
export function parseQuoteLines(
  text: string,
  locale: string,
  columns: ColumnReading | null = readColumns(text, locale),
  firstNumber: FirstNumber | null = null,
): ParsedQuoteLines {
  const lines: QuoteLineInput[] = [];
  const errors: QuoteLineError[] = [];
  const twoWay: TwoWayLine[] = [];
  let header: ParsedQuoteLines['header'] = null;
  let seenContent = false;
  // A CSV file's byte order mark is no part of its first heading.
  text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const input = raw.trim();
      if (input === '') return;
      const first = !seenContent;
      seenContent = true;
      const read = columns === null ? readLine(input, locale, firstNumber) : readColumnLine(raw, columns, locale);
      if (first && !read.ok && isHeader(read, locale)) {
        header = { line, input };
        return;
      }
      if (!read.ok) {
        errors.push({ line, input, message: read.message });
        if (read.twoWay) twoWay.push({ line, input, readings: read.twoWay });
      } else lines.push({ line, ...read.value });
    });
  return { lines, errors, header, twoWay };
}

/**
 * Column names, not data: a line that cannot be read and names a column, or whose article field is no
 * article number and whose quantity field is no quantity either ("Artikel Nr;Menge"). A bad article
 * number with a good quantity ("../x;1") is a line with a fault, listed as such.
 */
function isHeader(read: Extract<LineRead, { ok: false }>, locale: string): boolean {
  if (read.twoWay) return false;
  // "Bitte um ein Angebot für folgende Artikel:" names a column in passing, but is a sentence.
  if (read.words) return read.fields.every(isHeading);
  if (read.fields.some(isHeading)) return true;
  return read.badArticle && read.fields.length > 1 && !parseQuantity(read.fields[1], locale).ok;
}

/** A line of a paste of several columns, read as `columns` says; a heading line is reported as one. */
function readColumnLine(raw: string, columns: ColumnReading, locale: string): LineRead {
  const { fields } = splitColumns(raw, columns.separator);
  if (fields.length !== columns.count) {
    return {
      ok: false,
      fields,
      badArticle: !checkArticleNumber(fields[0] ?? '').ok,
      message: msg('errors.quoteLine.columnCount', { count: fields.length, expected: columns.count }),
    };
  }
  const artnr = checkArticleNumber(fields[columns.article] ?? '');
  if (!artnr.ok) return { ok: false, fields, badArticle: true, message: artnr.message };
  const quantity = parseQuantity(fields[columns.quantity], locale);
  if (!quantity.ok) return { ok: false, fields, badArticle: false, message: quantity.message };
  const value = {
    artnr: artnr.value,
    quantity: quantity.value,
    ...described(columns.description === null ? '' : fields[columns.description]),
  };
  return { ok: true, value: quantity.reading === undefined ? value : { ...value, reading: quantity.reading } };
}

/** A pasted description as a line keeps it: no control character, one line, trimmed, shortened to the limit (and said so). */
function described(cell: string | undefined): Pick<QuoteLineInput, 'description' | 'descriptionCut'> {
  const text = withoutControls(cell ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return {};
  const characters = [...text];
  if (characters.length <= MAX_DESCRIPTION_LENGTH) return { description: text };
  return { description: characters.slice(0, MAX_DESCRIPTION_LENGTH).join('').trimEnd(), descriptionCut: true };
}

type LineRead =
  | { ok: true; value: Omit<QuoteLineInput, 'line'> }
  | {
      ok: false;
      fields: string[];
      badArticle: boolean;
      message: Message;
      twoWay?: TwoWayLine['readings'];
      /** Words of a line written as a sentence, not cells: headings only when every word is one. */
      words?: boolean;
    };

function readLine(input: string, locale: string, firstNumber: FirstNumber | null): LineRead {
  const split = splitFields(input);
  const { separator } = split;
  if (separator === ' ') {
    const mail = readMailLine(input, locale);
    if (mail.kind === 'one') return mailLine(mail.reading, input, locale);
    if (mail.kind === 'two') {
      const chosen = mail.readings.find((reading) => reading.first === firstNumber);
      if (chosen !== undefined) return mailLine(chosen, input, locale);
      return { ok: false, fields: split.fields, badArticle: false, message: msg('errors.quoteLine.twoWay'), twoWay: mail.readings };
    }
  }
  // "900155 12 Stk" or a unit in a column of its own: the unit belongs to the quantity (also one that is not pieces, refused so).
  const fields =
    split.fields.length === 3 && (isPiecesWord(split.fields[2] ?? '') || isOtherUnitWord(split.fields[2] ?? ''))
      ? [split.fields[0] ?? '', `${split.fields[1] ?? ''} ${split.fields[2] ?? ''}`]
      : split.fields;
  const artnr = checkArticleNumber(fields[0] ?? '');
  if (!artnr.ok) return { ok: false, fields, badArticle: true, message: artnr.message, words: separator === ' ' };
  if (fields.length > 2) {
    const marks = separators(locale);
    // "900155,1,000" in en-US: one column of 1,000 or two more columns?
    const ambiguous = separator === ',' && (marks.group.includes(',') || marks.decimal === ',');
    return {
      ok: false,
      fields,
      badArticle: false,
      message: msg(
        ambiguous ? 'errors.quoteLine.ambiguousComma' : separator === ' ' ? 'errors.quoteLine.notRead' : 'errors.quoteLine.tooManyColumns',
      ),
      words: separator === ' ',
    };
  }
  // "70565 Stuttgart": words where a quantity would be, in a line written as a sentence, are no quantity at all.
  if (separator === ' ' && fields.length === 2 && !/\d/.test(fields[1] ?? ''))
    return { ok: false, fields, badArticle: false, message: msg('errors.quoteLine.notRead') };
  const quantity = parseQuantity(fields[1], locale);
  if (!quantity.ok) return { ok: false, fields, badArticle: false, message: quantity.message };
  const value = { artnr: artnr.value, quantity: quantity.value };
  return { ok: true, value: quantity.reading === undefined ? value : { ...value, reading: quantity.reading } };
}

/** A line read from a mail: what it says beyond "article quantity" is noted with how it was read. */
function mailLine(reading: MailReading, input: string, locale: string): LineRead {
  const value = { artnr: reading.artnr, quantity: reading.quantity, ...described(reading.description) };
  if (reading.plain) return { ok: true, value };
  const written = reading.quantityWritten === undefined ? null : parseQuantity(reading.quantityWritten, locale);
  if (written?.ok && written.reading !== undefined) return { ok: true, value: { ...value, reading: written.reading } };
  return { ok: true, value: { ...value, reading: msg('quote.paste.readLine', { input: input.slice(0, 60), quantity: reading.quantity }) } };
}

// Tab first: spreadsheet cells may themselves contain commas and spaces. A comma separates columns
// unless it sits in the quantity of a line whose columns are separated by spaces ("900155 1,000").
function splitFields(line: string): { separator: string | null; fields: string[] } {
  const separator = line.includes('\t')
    ? '\t'
    : line.includes(';')
      ? ';'
      : line.includes(',') && !spaceSeparated(line)
        ? ','
        : / /.test(line)
          ? ' '
          : null;
  const raw = separator === null ? [line] : separator === ' ' ? line.split(/ +/) : line.split(separator);
  const fields = raw.map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  return { separator, fields };
}

function spaceSeparated(line: string): boolean {
  return / /.test(line.slice(0, line.indexOf(',')).trim());
}
