import type { Translator } from '../../../../electron/shared/i18n/translator';
import type { PricedLine, QuoteTotal } from '../../../../electron/shared/quote/priced-quote';
import { hasPrice, stockLabel } from '../../../../electron/shared/price-info';
import { formatAsOf } from '../../../../electron/shared/format/dates';
import { availabilityText } from '../../../../electron/shared/quote/availability';
import { lineFigures, type PriceBasis, type Shown } from '../../../../electron/shared/quote/quote-figures';
import { shownText, totalLinesText, totalNotes } from '../../../../electron/shared/quote/quote-figures-words';

export interface ExportOptions {
  /** The regional format: decimal marks of the numbers (and, for CSV, the separator). */
  locale: string;
  /** The UI language: the header row and the words in cells. */
  i18n: Translator;
  /** The customer's view: no dealer prices, no factor; the offered unit price only. */
  customer: boolean;
  /** Net or gross, as the quote shows its prices. */
  basis: PriceBasis;
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
 * the figures stay cells a spreadsheet reads), and the customer's availability is dated (availabilityText).
 */
export function quoteRows(lines: readonly PricedLine[], total: QuoteTotal, options: ExportOptions): string[][] {
  const number = (value: string): string => spreadsheetNumber(value, options.locale);
  const words = options.i18n;
  const { t } = words;
  const on = { basis: options.basis };
  const cell = (value: Shown | null): string => (value === null ? '' : shownText(value, number, words));
  const header = options.customer
    ? [
        t('quote.column.article'),
        t('quote.lines.description'),
        t('quote.column.quantity'),
        t('quote.column.unitPrice', on),
        t('quote.column.lineTotal', on),
        t('quote.column.currency'),
        t('quote.column.availability'),
      ]
    : [
        t('quote.column.article'),
        t('quote.lines.description'),
        t('quote.column.quantity'),
        t('quote.column.listPrice', on),
        t('quote.column.factor'),
        t('quote.column.factorPrice', on),
        t('quote.column.lineTotal', on),
        t('quote.column.currency'),
        t('quote.column.dealerPriceNet'),
        t('quote.column.stock'),
        t('quote.column.stockDate'),
        t('quote.column.deliveryDays'),
        t('quote.column.lifecycle'),
      ];
  const rows = [header];
  for (const line of lines) {
    const figures = lineFigures(line, options.basis);
    rows.push(
      options.customer
        ? [
            line.artnr,
            line.description ?? '',
            String(line.quantity),
            cell(figures.unitPrice),
            cell(figures.lineTotal),
            line.currency,
            availabilityText(line, words, options.locale),
          ]
        : [
            line.artnr,
            line.description ?? '',
            String(line.quantity),
            cell(figures.price),
            line.factor === null ? '' : number(line.factor),
            cell(figures.factorPrice),
            cell(figures.lineTotal),
            line.currency,
            hasPrice({ price: line.dealerPrice }) ? number(line.dealerPrice) : t('document.dealerNotSet'),
            stockLabel(line.stock),
            // Under "Stock as of": when the count is from; empty for a current one.
            line.stockAsOf ? formatAsOf(line.stockAsOf, options.locale) : '',
            String(line.deliveryDays),
            line.lifecycle,
          ],
    );
  }
  // The totals under the line totals' column: label first, the amount where the line totals are.
  const totalColumn = options.customer ? 4 : 6;
  const row = (label: string, amount = '', currency = ''): string[] =>
    header.map((_, index) => (index === 0 ? label : index === totalColumn ? amount : index === totalColumn + 1 ? currency : ''));
  if (!total.ok) rows.push(row(words.text(total.message)));
  else {
    if (total.currency !== null)
      for (const line of totalLinesText(total.figures, words, number, options.locale))
        rows.push(row(line.label, line.amount, total.currency));
    for (const note of totalNotes(total.figures, words)) rows.push(row(note));
  }
  return rows;
}

/** Tab-separated text that pastes into a spreadsheet cell by cell. */
export function toTsv(rows: readonly string[][]): string {
  return `${rows.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\r\n')}\r\n`;
}

/** CSV as spreadsheets open it: UTF-8 with BOM, ";" where the locale writes a decimal comma. */
export function toCsv(rows: readonly string[][], locale: string): string {
  const separator = decimalSeparator(locale) === ',' ? ';' : ',';
  const cell = (value: string): string => (/["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value);
  return `\ufeff${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}
