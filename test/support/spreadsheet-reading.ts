import { readCsvRecords, type CsvDelimiter } from '../../electron/shared/csv-text';

/** A cell as a spreadsheet takes it on opening: a number, a formula it would run, or text. */
export type ReadCell = { number: number } | { formula: string } | { text: string };

/**
 * How Excel (and LibreOffice) take a typed or opened cell, as their documentation says: a leading apostrophe
 * makes the rest text; `=`, `+`, `-` or `@` first makes a formula unless the whole cell is a number in the
 * regional format (`-12,50` in de-DE is a number); a number in that format is a number; anything else is
 * text. A tab or CR before the formula is skipped by some programs (OWASP's CSV injection page), so it counts.
 */
function spreadsheetCell(raw: string, locale: string): ReadCell {
  if (raw.startsWith("'")) return { text: raw.slice(1) };
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const numeric = new RegExp(`^[+-]?\\d+(?:\\${decimal}\\d+)?$`);
  if (numeric.test(raw)) return { number: Number(raw.replace(decimal, '.')) };
  if (/^[\t\r]*[=+\-@]/.test(raw)) return { formula: raw };
  return { text: raw };
}

/** A CSV file as a spreadsheet opens it: the records (RFC 4180), each cell taken as `spreadsheetCell` says. */
export function openAsSpreadsheet(csv: string, delimiter: CsvDelimiter, locale: string): ReadCell[][] {
  return readCsvRecords(csv.replace(/^\uFEFF/, ''), delimiter).map((record) => record.cells.map((cell) => spreadsheetCell(cell, locale)));
}

/** Text pasted into a spreadsheet (tab-separated, one row a line), each cell taken as `spreadsheetCell` says. */
export function pasteIntoSpreadsheet(tsv: string, locale: string): ReadCell[][] {
  return tsv
    .split(/\r\n/)
    .filter((line) => line !== '')
    .map((line) => line.split('\t').map((cell) => spreadsheetCell(cell, locale)));
}
