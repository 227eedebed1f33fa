import { msg, type Message } from '../i18n/catalogue';
import { checkArticleNumber } from '../lookup-input';
import { MAX_DESCRIPTION_LENGTH } from './quote-limits';
import { isPiecesWord, parseQuantity, quantityDigits, separators } from './quote-quantity';
import { withoutControls } from '../control-characters';

export { MAX_QUANTITY, parseQuantity } from './quote-quantity';

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

export interface ParsedQuoteLines {
  lines: QuoteLineInput[];
  errors: QuoteLineError[];
  /** The first line, when it was taken for the column headings and not added. */
  header: { line: number; input: string } | null;
}

/**
 * How a paste of more than two columns is read ("Art.-Nr. | Bezeichnung | Menge"): which column (0-based)
 * holds the article number and which the quantity; the others are left out.
 */
export interface ColumnReading {
  /** Columns in each line. */
  count: number;
  article: number;
  quantity: number;
  /** The column kept as each line's description ("Bezeichnung"), or null for none. */
  description: number | null;
  /** The column headings, when the first line is one ('' for a column without). */
  names: string[];
}

/** Headings of a column that says what the article is. */
const DESCRIPTION_WORD =
  /^(bezeichnung|artikelbezeichnung|beschreibung|artikeltext|produktname|produkt|description|item description|product|name)$/i;
const HEADER_WORD =
  /^(art(ikel)?[ ._-]*(nr|no|nummer|number)?\.?|artikelnummer|article( number| no\.?)?|item( number| no\.?)?|sku|qty|quantity|menge|anzahl|amount|stk\.?|stück|pcs|pieces|bezeichnung|artikelbezeichnung|beschreibung|description|name|produkt|product|preis|price|ean)$/i;

/**
 * Reads quote lines copied from a spreadsheet or an e-mail: `artnr<TAB>qty`, `artnr;qty`, `artnr,qty`,
 * `artnr qty` or just `artnr` (quantity 1), one per line. A quantity may group its thousands as the
 * regional `locale` does ("1.000" in de-DE). Blank lines are skipped. The first line is taken for the
 * column headings (and reported as such) only when it cannot be read as a quote line and looks like
 * headings (see isHeader); every other line that cannot be read is reported with its reason.
 */
export function parseQuoteLines(text: string, locale: string, columns: ColumnReading | null = readColumns(text, locale)): ParsedQuoteLines {
  const lines: QuoteLineInput[] = [];
  const errors: QuoteLineError[] = [];
  let header: ParsedQuoteLines['header'] = null;
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const input = raw.trim();
    if (input === '') return;
    const first = !seenContent;
    seenContent = true;
    const read = columns === null ? readLine(input, locale) : readColumnLine(raw, columns, locale);
    if (first && !read.ok && isHeader(read, locale)) {
      header = { line, input };
      return;
    }
    if (!read.ok) errors.push({ line, input, message: read.message });
    else lines.push({ line, ...read.value });
  });
  return { lines, errors, header };
}

/**
 * Column names, not data: a line that cannot be read and names a column, or whose article field is no
 * article number and whose quantity field is no quantity either ("Artikel Nr;Menge"). A bad article
 * number with a good quantity ("../x;1") is a line with a fault, listed as such.
 */
function isHeader(read: Extract<LineRead, { ok: false }>, locale: string): boolean {
  if (read.fields.some((field) => HEADER_WORD.test(field))) return true;
  return read.badArticle && read.fields.length > 1 && !parseQuantity(read.fields[1], locale).ok;
}

/**
 * How a paste of more than two columns is to be read, or null for one or two columns (read as ever):
 * from its first line of data, the article number is the first column that passes the article rule,
 * the quantity the last whole-number column after it. A first line of headings names the columns.
 */
export function readColumns(text: string, locale: string): ColumnReading | null {
  const rows = text
    .split(/\r\n|\r|\n/)
    .filter((raw) => raw.trim() !== '')
    .slice(0, 2)
    .map((raw) => splitColumns(raw));
  const [first, second] = rows;
  if (first === undefined) return null;
  // "Stk" names the quantity's column in a heading, but after a number it is that quantity's unit.
  const headed = first.fields.some((field) => HEADER_WORD.test(field) && !isPiecesWord(field));
  const data = headed ? second : first;
  if (data === undefined || data.fields.length <= 2 || data.ambiguous(locale)) return null;
  const { fields } = data;
  // "900155<TAB>12<TAB>Stk": two columns, the unit in a cell of its own (readLine joins them).
  if (fields.length === 3 && isPiecesWord(fields[2] ?? '') && quantityDigits(fields[1] ?? '', locale) !== null) return null;
  const article = Math.max(
    0,
    fields.findIndex((field) => checkArticleNumber(field).ok),
  );
  const candidates = fields.map((field, index) => (index > article && quantityDigits(field, locale) !== null ? index : -1));
  const found = Math.max(...candidates);
  const quantity = found > article ? found : fields.length - 1;
  const names = fields.map((_, index) => (headed ? (first.fields[index] ?? '') : ''));
  const others = fields.map((_, index) => index).filter((index) => index !== article && index !== quantity);
  // The column headed "Bezeichnung" or "Description"; without such a heading, the first with words in it (not a number).
  const named = others.find((index) => DESCRIPTION_WORD.test(names[index]?.trim() ?? ''));
  const lettered = others.filter((index) => /\p{L}/u.test(fields[index] ?? ''));
  const worded = lettered.find((index) => /\s/.test(fields[index]?.trim() ?? '')) ?? lettered[0];
  return { count: fields.length, article, quantity, description: named ?? worded ?? null, names };
}

/** The cells of a line of several columns: tab-separated (a spreadsheet), else ";" or ",". */
function splitColumns(raw: string): { fields: string[]; ambiguous: (locale: string) => boolean } {
  const line = raw.replace(/[\r\n]+$/, '');
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : null;
  const fields = separator === null ? [line.trim()] : splitQuoted(line, separator);
  return {
    fields,
    // "900155,Markise,1,000" in en-US: more columns, or a quantity of 1,000? Not guessed.
    ambiguous: (locale) => separator === ',' && (separators(locale).group.includes(',') || separators(locale).decimal === ','),
  };
}

/** Cells split at `separator`, except inside double quotes (CSV: `"Stütze; lang"`, `""` for a quote). */
function splitQuoted(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"' && quoted && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"' && (quoted || cell.trim() === '')) {
      quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** A line of a paste of several columns, read as `columns` says; a heading line is reported as one. */
function readColumnLine(raw: string, columns: ColumnReading, locale: string): LineRead {
  const { fields } = splitColumns(raw);
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

type LineRead = { ok: true; value: Omit<QuoteLineInput, 'line'> } | { ok: false; fields: string[]; badArticle: boolean; message: Message };

function readLine(input: string, locale: string): LineRead {
  const split = splitFields(input);
  const { separator } = split;
  // "900155 12 Stk" or a unit in a column of its own: the unit belongs to the quantity.
  const fields =
    split.fields.length === 3 && isPiecesWord(split.fields[2] ?? '')
      ? [split.fields[0] ?? '', `${split.fields[1] ?? ''} ${split.fields[2] ?? ''}`]
      : split.fields;
  const artnr = checkArticleNumber(fields[0] ?? '');
  if (!artnr.ok) return { ok: false, fields, badArticle: true, message: artnr.message };
  if (fields.length > 2) {
    const marks = separators(locale);
    // "900155,1,000" in en-US: one column of 1,000 or two more columns?
    const ambiguous = separator === ',' && (marks.group.includes(',') || marks.decimal === ',');
    return {
      ok: false,
      fields,
      badArticle: false,
      message: msg(ambiguous ? 'errors.quoteLine.ambiguousComma' : 'errors.quoteLine.tooManyColumns'),
    };
  }
  const quantity = parseQuantity(fields[1], locale);
  if (!quantity.ok) return { ok: false, fields, badArticle: false, message: quantity.message };
  const value = { artnr: artnr.value, quantity: quantity.value };
  return { ok: true, value: quantity.reading === undefined ? value : { ...value, reading: quantity.reading } };
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
