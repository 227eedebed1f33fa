import type { Translator } from '../../../../electron/shared/i18n/translator';
import { offeredUnitPrice, type PricedLine } from '../../../../electron/shared/quote/priced-quote';
import { stockLabel } from '../../../../electron/shared/price-info';
import { lineAvailability } from '../../../../electron/shared/quote/availability';

export interface ExportOptions {
  /** The regional format: decimal marks of the numbers (and, for CSV, the separator). */
  locale: string;
  /** The UI language: the header row and the words in cells. */
  i18n: Translator;
  /** The customer's view: no dealer prices, no factor; the offered unit price only. */
  customer: boolean;
}

/** The decimal separator of a locale, e.g. "," for de-DE. */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A decimal as a spreadsheet in that locale reads a number: its decimal mark, no grouping, no currency sign. */
export function spreadsheetNumber(value: string, locale: string): string {
  return value.replace('.', decimalSeparator(locale));
}

/** The quote as rows of cells, header first (in the UI language), total last (numbers in the regional format). */
export function quoteRows(lines: readonly PricedLine[], total: string | null, currency: string | null, options: ExportOptions): string[][] {
  const number = (value: string): string => spreadsheetNumber(value, options.locale);
  const { t } = options.i18n;
  if (options.customer) {
    const rows = [
      [
        t('quote.column.article'),
        t('quote.column.quantity'),
        t('quote.column.unitPrice'),
        t('quote.column.lineTotal'),
        t('quote.column.currency'),
        t('quote.column.availability'),
      ],
    ];
    for (const line of lines) {
      const availability = options.i18n.text(lineAvailability(line));
      rows.push([line.artnr, String(line.quantity), number(offeredUnitPrice(line)), number(line.lineTotal), line.currency, availability]);
    }
    rows.push([t('quote.column.total'), '', '', total === null ? '' : number(total), currency ?? '', '']);
    return rows;
  }
  const rows = [
    [
      t('quote.column.article'),
      t('quote.column.quantity'),
      t('quote.column.price'),
      t('quote.column.factor'),
      t('quote.column.factorPrice'),
      t('quote.column.lineTotal'),
      t('quote.column.currency'),
      t('quote.column.dealerPrice'),
      t('quote.column.stock'),
      t('quote.column.deliveryDays'),
      t('quote.column.lifecycle'),
    ],
  ];
  for (const line of lines) {
    rows.push([
      line.artnr,
      String(line.quantity),
      number(line.unitPrice),
      line.factor === null ? '' : number(line.factor),
      line.factorPrice === null ? '' : number(line.factorPrice),
      number(line.lineTotal),
      line.currency,
      number(line.dealerPrice),
      stockLabel(line.stock),
      String(line.deliveryDays),
      line.lifecycle,
    ]);
  }
  rows.push([t('quote.column.total'), '', '', '', '', total === null ? '' : number(total), currency ?? '', '', '', '', '']);
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
