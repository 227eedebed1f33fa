import { writeSheetCell, type SheetCell } from '@shared/csv-text';
import type { Translator } from '@shared/i18n/translator';
import type { PricedLine, QuoteTotal } from '@shared/quote/priced-quote';
import { hasPrice, stockLabel } from '@shared/price-info';
import { formatAsOf } from '@shared/format/dates';
import { availabilityText } from '@shared/quote/availability';
import { copyShows, type DocumentCopy, type QuoteField } from '@shared/quote/copy-shows';
import { lineFigures, type LineFigures, type PriceBasis, type Shown } from '@shared/quote/quote-figures';
import { shownText, totalLinesText, totalNotes } from '@shared/quote/quote-figures-words';

export interface ExportOptions {
  /** The regional format: decimal marks of the numbers (and, for CSV, the separator). */
  locale: string;
  /** The UI language: the header row and the words in cells. */
  words: Translator;
  /** Which copy: its columns are those copyShows gives it. */
  copy: DocumentCopy;
  /** Net or gross, as the quote shows its prices. */
  basis: PriceBasis;
  /** The sender's VAT ID (Settings → company; '' none): an intra-Community supply's note names it. */
  ownVatId: string;
}

/** The decimal separator of a locale, e.g. "," for de-DE. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A decimal as a spreadsheet in that locale reads a number: its decimal mark, no grouping, no currency sign. */
function spreadsheetNumber(value: string, locale: string): string {
  return value.replace('.', decimalSeparator(locale));
}

/**
 * The quote as rows of cells, header first (in the UI language), the totals block last (numbers in the
 * regional format): what the screen and the document show, on the quote's basis. A line without a price
 * says "on request", a line not offered why, in its line total; the total rows end with what they leave out.
 * Each line carries its description; stock not current has its date in a column of its own (the stock and
 * the figures stay cells a spreadsheet reads), and the availability in words is dated (availabilityText).
 */
export function quoteRows(lines: readonly PricedLine[], total: QuoteTotal, options: ExportOptions): SheetCell[][] {
  const number = (value: string): string => spreadsheetNumber(value, options.locale);
  const figure = (value: string): SheetCell => ({ number: number(value) });
  const words = options.words;
  const { t } = words;
  const on = { basis: options.basis };
  const cell = (value: Shown | null): SheetCell =>
    value === null ? '' : 'amount' in value ? figure(value.amount) : shownText(value, number, words);
  // Each column with the field it shows; the copy's are those copyShows keeps, in this order.
  const allColumns: { field: QuoteField; heading: string; cell: (line: PricedLine, figures: LineFigures) => SheetCell }[] = [
    { field: 'article', heading: t('quote.column.article'), cell: (line) => line.artnr },
    { field: 'description', heading: t('quote.lines.description'), cell: (line) => line.description ?? '' },
    { field: 'quantity', heading: t('quote.column.quantity'), cell: (line) => figure(String(line.quantity)) },
    { field: 'listPrice', heading: t('quote.column.listPrice', on), cell: (_, figures) => cell(figures.price) },
    { field: 'unitPrice', heading: t('quote.column.unitPrice', on), cell: (_, figures) => cell(figures.unitPrice) },
    { field: 'factor', heading: t('quote.column.factor'), cell: (line) => (line.factor === null ? '' : figure(line.factor)) },
    { field: 'factorPrice', heading: t('quote.column.factorPrice', on), cell: (_, figures) => cell(figures.factorPrice) },
    { field: 'lineTotal', heading: t('quote.column.lineTotal', on), cell: (_, figures) => cell(figures.lineTotal) },
    { field: 'currency', heading: t('quote.column.currency'), cell: (line) => line.currency },
    {
      field: 'dealerPrice',
      heading: t('quote.column.dealerPriceNet'),
      cell: (line) => (hasPrice({ price: line.dealerPrice }) ? figure(line.dealerPrice) : t('document.dealerNotSet')),
    },
    {
      field: 'stock',
      heading: t('quote.column.stock'),
      cell: (line) => (stockLabel(line.stock) === String(line.stock) ? figure(String(line.stock)) : stockLabel(line.stock)),
    },
    // When the count is from; empty for a current one.
    {
      field: 'stockDate',
      heading: t('quote.column.stockDate'),
      cell: (line) => (line.stockAsOf ? formatAsOf(line.stockAsOf, options.locale) : ''),
    },
    { field: 'deliveryDays', heading: t('quote.column.deliveryDays'), cell: (line) => figure(String(line.deliveryDays)) },
    { field: 'lifecycle', heading: t('quote.column.lifecycle'), cell: (line) => line.lifecycle },
    { field: 'availability', heading: t('quote.column.availability'), cell: (line) => availabilityText(line, words, options.locale) },
  ];
  const columns = allColumns.filter((column) => copyShows(options.copy, column.field));
  const header = columns.map((column) => column.heading);
  const rows: SheetCell[][] = [header];
  for (const line of lines) {
    const figures = lineFigures(line, options.basis);
    rows.push(columns.map((column) => column.cell(line, figures)));
  }
  // The totals under the line totals' column: label first, the amount where the line totals are.
  const totalColumn = columns.findIndex((column) => column.field === 'lineTotal');
  const row = (label: string, amount: SheetCell = '', currency = ''): SheetCell[] =>
    header.map((_, index) => (index === 0 ? label : index === totalColumn ? amount : index === totalColumn + 1 ? currency : ''));
  if (!total.ok) rows.push(row(words.text(total.message)));
  else {
    if (total.currency !== null)
      for (const line of totalLinesText(total.figures, words, number, options.locale))
        rows.push(row(line.label, { number: line.amount }, total.currency));
    for (const note of totalNotes(total.figures, words, options.ownVatId)) rows.push(row(note));
  }
  return rows;
}

/** Tab-separated text that pastes into a spreadsheet cell by cell (`writeSheetCell`: no formula, numbers as numbers). */
export function toTsv(rows: readonly SheetCell[][]): string {
  return `${rows.map((row) => row.map((cell) => writeSheetCell(cell, '\t')).join('\t')).join('\r\n')}\r\n`;
}

/** CSV as spreadsheets open it: UTF-8 with BOM, ";" where the locale writes a decimal comma (`writeSheetCell`). */
export function toCsv(rows: readonly SheetCell[][], locale: string): string {
  const separator = decimalSeparator(locale) === ',' ? ';' : ',';
  return `\ufeff${rows.map((row) => row.map((cell) => writeSheetCell(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
