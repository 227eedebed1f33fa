import type { ReactNode } from 'react';
import type { Translator } from '@shared/i18n/translator';
import { stockLabel } from '@shared/price-info';
import { availabilityText } from '@shared/quote/availability';
import { copyShows, type DocumentCopy, type QuoteField } from '@shared/quote/copy-shows';
import type { PricedLine } from '@shared/quote/priced-quote';
import type { LineFigures, PriceBasis, Shown } from '@shared/quote/quote-figures';
import { shownText } from '@shared/quote/quote-figures-words';

/** What a row hands its cells: the line as priced (null until it is), its figures, and its own controls. */
interface LineCellContext {
  artnr: string;
  priced: PricedLine | null;
  /** On the quote's basis (lineFigures); null until priced. */
  figures: LineFigures | null;
  /** When the line's stock and delivery are from, when not current (stockAsOf); null: current. */
  asOf: string | null;
  /** An amount in the regional format, or the words in its place. */
  shown: (value: Shown) => string;
  /** "Stand 21.11.2026, 10:14", for `asOf`. */
  asOfText: (when: string) => string;
  /** The row's fields and buttons, and the marks it shows (last-known, warnings). */
  controls: { quantity: ReactNode; factor: ReactNode; remove: ReactNode; notes: ReactNode; article: ReactNode };
}

/**
 * One column of the quote's lines: its heading, its width as a grid track, and how its cells are filled.
 * `priced` columns show the line's price: until the line is priced they are one cell saying why.
 */
export interface LineColumn {
  /** The field it shows: a column is in a copy's table only where copyShows says the copy shows it. */
  key: QuoteField;
  heading: ReactNode;
  width: string;
  numeric: boolean;
  priced: boolean;
  /** The article's cell heads its row. */
  rowHeader?: boolean;
  className?: string;
  cell: (row: LineCellContext) => ReactNode;
}

/** A line not offered shows why where its total would be, in words, marked. */
function amountCell(row: LineCellContext, value: Shown | null, none: string): ReactNode {
  if (value === null) return none;
  return 'amount' in value ? row.shown(value) : <span className="line-mark">{row.shown(value)}</span>;
}

/** Stock or delivery days with the date they are from, when they are not current. */
function dated(row: LineCellContext, value: ReactNode): ReactNode {
  return row.asOf === null ? (
    value
  ) : (
    <>
      {value}
      <span className="as-of">{row.asOfText(row.asOf)}</span>
    </>
  );
}

/**
 * The quote table's columns for a copy (those copyShows gives it), their price headings saying net or
 * gross. Another column is one more entry here; the rows and the grid follow the list.
 */
export function quoteLineColumns(copy: DocumentCopy, basis: PriceBasis, words: Translator, locale: string): LineColumn[] {
  const { t } = words;
  const on = { basis };
  // The customer's copy has fewer columns: the same ones get more room.
  const width = (internal: string, customer: string): string => (copy === 'internal' ? internal : customer);
  const columns: LineColumn[] = [
    {
      key: 'article',
      heading: t('quote.column.article'),
      width: width('12%', '16%'),
      numeric: false,
      priced: false,
      rowHeader: true,
      cell: (row) => row.controls.article,
    },
    {
      key: 'quantity',
      heading: t('quote.column.quantity'),
      width: width('8%', '10%'),
      numeric: true,
      priced: false,
      cell: (row) => row.controls.quantity,
    },
    { key: 'factor', heading: t('quote.column.factor'), width: '8%', numeric: true, priced: false, cell: (row) => row.controls.factor },
    {
      key: 'listPrice',
      heading: t('quote.column.listPrice', on),
      width: '11%',
      numeric: true,
      priced: true,
      cell: (row) => amountCell(row, row.figures?.price ?? null, ''),
    },
    {
      key: 'factorPrice',
      heading: t('quote.column.factorPrice', on),
      width: '11%',
      numeric: true,
      priced: true,
      cell: (row) => amountCell(row, row.figures?.factorPrice ?? null, t('quote.lines.none')),
    },
    {
      key: 'unitPrice',
      heading: t('quote.column.unitPrice', on),
      width: '18%',
      numeric: true,
      priced: true,
      cell: (row) => amountCell(row, row.figures?.unitPrice ?? null, ''),
    },
    {
      key: 'lineTotal',
      heading: t('quote.column.lineTotal', on),
      width: width('11%', '18%'),
      numeric: true,
      priced: true,
      className: 'line-total',
      cell: (row) => amountCell(row, row.figures?.lineTotal ?? null, ''),
    },
    {
      key: 'stock',
      heading: t('quote.column.stock'),
      width: '12%',
      numeric: true,
      priced: true,
      cell: (row) => (row.priced ? dated(row, stockLabel(row.priced.stock)) : ''),
    },
    {
      key: 'deliveryDays',
      heading: t('quote.column.deliveryDays'),
      width: '9%',
      numeric: true,
      priced: true,
      cell: (row) => (row.priced ? dated(row, row.priced.deliveryDays) : ''),
    },
    {
      key: 'availability',
      heading: t('quote.column.availability'),
      width: 'minmax(0, 1fr)',
      numeric: false,
      priced: true,
      // Dated where the stock is not current (availabilityText): the customer is never promised old stock as current.
      cell: (row) => (row.priced ? availabilityText({ ...row.priced, stockAsOf: row.asOf }, words, locale) : ''),
    },
    {
      key: 'notes',
      heading: t('quote.column.notes'),
      width: 'minmax(0, 1fr)',
      numeric: false,
      priced: true,
      className: 'notes',
      cell: (row) => row.controls.notes,
    },
    {
      key: 'editing',
      heading: <span className="visually-hidden">{t('quote.lines.remove')}</span>,
      width: '6%',
      numeric: false,
      priced: false,
      cell: (row) => row.controls.remove,
    },
  ];
  // The window has no room for both: where a copy shows the stock and delivery days, not their words too.
  const leftOut = (field: QuoteField): boolean => field === 'availability' && copyShows(copy, 'stock');
  return columns.filter((column) => copyShows(copy, column.key) && !leftOut(column.key));
}

/** An amount or words for a price cell, shown as `money` formats amounts. */
export function shownWith(money: (amount: string) => string, words: Translator): (value: Shown) => string {
  return (value) => shownText(value, money, words);
}
