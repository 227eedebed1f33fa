import { checkArticleNumber } from '../lookup-input';
import { headingKind, isHeading } from './paste-headings';
import { isPiecesWord, quantityDigits, separators } from './quote-quantity';
import { readCsvCell } from '../csv-text';

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
  /** What separates the cells, chosen once for the paste from its first line ("\t", ";" or ","); none: each line's own. */
  separator?: Separator;
}

/** How many lines of a paste its column reading looks at (a position column counts up through them). */
const SAMPLE_ROWS = 50;

/**
 * How a paste of more than two columns is to be read, or null for one or two columns (read as ever): a
 * first line of headings names the columns ("Art.-Nr.", "SKU", "Menge", "Qty", "Bezeichnung" … in German
 * and English), and a column headed as the article number or the quantity is taken for it. Otherwise, from
 * the first lines of data, the article number is the first column that passes the article rule and is no
 * position (small numbers counting up, or headed "Pos."), the quantity the last whole-number column after it.
 */
export function readColumns(text: string, locale: string): ColumnReading | null {
  const rows = text
    .replace(/^\ufeff/, '')
    .split(/\r\n|\r|\n/)
    .filter((raw) => raw.trim() !== '')
    .slice(0, SAMPLE_ROWS + 1);
  const [firstLine] = rows;
  if (firstLine === undefined) return null;
  // One separator for the whole paste: a description with a ";" in a CSV of commas is no new column.
  const separator = separatorOf(firstLine);
  const [first, ...rest] = rows.map((raw) => splitColumns(raw, separator ?? undefined));
  if (first === undefined) return null;
  // Headings are words, never a number; "Stk" names the quantity's column in a heading, but after a number it is that quantity's unit.
  const headed =
    first.fields.some((field) => isHeading(field) && !isPiecesWord(field)) &&
    !first.fields.some((field) => quantityDigits(field, locale) !== null);
  const data = headed ? rest : [first, ...rest];
  const [sample] = data;
  if (sample === undefined) return null;
  const { fields } = sample;
  const names = fields.map((_, index) => (headed ? (first.fields[index] ?? '') : ''));
  const kinds = names.map((name) => headingKind(name));
  const namedArticle = kinds.indexOf('article');
  const namedQuantity = kinds.indexOf('quantity');
  // Two columns are read as ever (article, quantity), unless their headings say the quantity comes first.
  if (fields.length < 2 || (fields.length === 2 && !(namedArticle === 1 && namedQuantity === 0))) return null;
  // "900155,Markise,1,000" in en-US: more columns, or a quantity of 1,000? Not guessed, unless headings count the columns.
  const counted = headed && data.every((row) => row.fields.length === first.fields.length);
  if (sample.ambiguous(locale) && !counted) return null;
  // "900155<TAB>12<TAB>Stk": two columns, the unit in a cell of its own (readLine joins them).
  if (!headed && fields.length === 3 && isPiecesWord(fields[2] ?? '') && quantityDigits(fields[1] ?? '', locale) !== null) return null;
  const column = (index: number): string[] =>
    data.filter((row) => row.fields.length === fields.length).map((row) => row.fields[index] ?? '');
  const position = (index: number): boolean => kinds[index] === 'position' || countsUp(column(index));
  const passes = (index: number): boolean => checkArticleNumber(fields[index] ?? '').ok;
  const indexes = fields.map((_, index) => index);
  // A position column ("Pos. 1, 2, 3") gives way to a column of article numbers beside it.
  const unnamed =
    indexes.find((index) => passes(index) && !position(index) && looksLikeArticle(fields[index] ?? '')) ?? indexes.find(passes) ?? 0;
  const article = namedArticle >= 0 ? namedArticle : unnamed;
  // After the article number, small numbers counting up are quantities as likely as positions: only a heading says "Pos.".
  const candidates = indexes.filter(
    (index) => index > article && kinds[index] !== 'position' && quantityDigits(fields[index] ?? '', locale) !== null,
  );
  const quantity =
    namedQuantity >= 0 && namedQuantity !== article
      ? namedQuantity
      : (candidates.at(-1) ?? (article === fields.length - 1 ? 0 : fields.length - 1));
  const others = indexes.filter((index) => index !== article && index !== quantity);
  // The column headed "Bezeichnung" or "Description"; without such a heading, the first with words in it (not a number).
  const named = others.find((index) => kinds[index] === 'description');
  const lettered = others.filter((index) => kinds[index] === null && /\p{L}/u.test(fields[index] ?? ''));
  const worded = lettered.find((index) => /\s/.test(fields[index]?.trim() ?? '')) ?? lettered[0];
  return { count: fields.length, article, quantity, description: named ?? worded ?? null, names, ...(separator ? { separator } : {}) };
}

/** An article number beside a position column: letters and digits ("AB-1029"), or four digits or more. */
function looksLikeArticle(cell: string): boolean {
  return /\d/.test(cell) && (!/^\d+$/.test(cell) || cell.length >= 4);
}

/** Small whole numbers counting up by 1 or 10 from line to line ("1, 2, 3", "10, 20"): positions, not articles. */
function countsUp(cells: readonly string[]): boolean {
  const numbers = cells.map((cell) => (/^\d{1,4}$/.test(cell.trim()) ? Number(cell) : Number.NaN));
  const [start, next] = numbers;
  if (start === undefined || numbers.some(Number.isNaN)) return false;
  if (next === undefined) return start <= 999;
  const step = next - start;
  return (step === 1 || step === 10) && numbers.every((number, index) => index === 0 || number - (numbers[index - 1] ?? 0) === step);
}

type Separator = '\t' | ';' | ',';

/** What separates a line's cells: a tab (a spreadsheet), else ";" or ","; null for none. */
function separatorOf(line: string): Separator | null {
  return line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : null;
}

/** The cells of a line of several columns, split at `given`, else at the line's own separator (separatorOf). */
export function splitColumns(raw: string, given?: Separator): { fields: string[]; ambiguous: (locale: string) => boolean } {
  const line = raw.replace(/[\r\n]+$/, '');
  const separator = given ?? separatorOf(line);
  // A cell the app's own copy wrote with an apostrophe before a formula's start ('-0) reads as the app wrote it.
  const fields = (separator === null ? [line.trim()] : splitQuoted(line, separator)).map(readCsvCell);
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
  // A quote opened and never closed ('"Keder 7 mm' in a copied table) quotes nothing: the cells as they stand.
  if (quoted) return line.split(separator).map((each) => each.trim());
  cells.push(cell.trim());
  return cells;
}
