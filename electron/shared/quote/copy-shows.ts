import type { QuoteDocumentRequest } from './document-request';

/** Internal (the sales person's: list and dealer prices, factor, stock, notes) or the customer's copy (none of those). */
export type DocumentCopy = QuoteDocumentRequest['copy'];

const BOTH = ['internal', 'customer'] as const;
const INTERNAL = ['internal'] as const;
// The customer's one price: on the internal copy the list price, factor and factor price stand in its place.
const CUSTOMER = ['customer'] as const;

/**
 * Every figure or fact a quote's table, summary, CSV, document or terminal can show, and the copies that
 * show it. A column names its field, so a new column compiles only once its field is classified here.
 */
const SHOWN_ON = {
  position: BOTH,
  article: BOTH,
  description: BOTH,
  quantity: BOTH,
  /** The offered unit price: the factor price where there is a factor. */
  unitPrice: CUSTOMER,
  /** The service's price, before the factor. */
  listPrice: INTERNAL,
  factor: INTERNAL,
  factorPrice: INTERNAL,
  lineTotal: BOTH,
  currency: BOTH,
  vat: BOTH,
  /** In words, dated where the stock is not current (availabilityText); a count only of a part from stock ("3 from stock, rest on request"). */
  availability: BOTH,
  dealerPrice: INTERNAL,
  stock: INTERNAL,
  stockDate: INTERNAL,
  deliveryDays: INTERNAL,
  lifecycle: INTERNAL,
  /** What the sales person is told of a line (warnings, the last-known mark beside them). */
  notes: INTERNAL,
  /** The price list's country and currency: the currency is in every price the customer reads. */
  priceList: INTERNAL,
  /** Changing the quote: removing a line. */
  editing: INTERNAL,
} as const satisfies Record<string, readonly DocumentCopy[]>;

/** A figure or fact a copy may show. */
export type QuoteField = keyof typeof SHOWN_ON;

/** The fields of the rule, for tests that walk them all. */
export const QUOTE_FIELDS = Object.keys(SHOWN_ON) as QuoteField[];

/**
 * Whether `copy` shows `field`: the one customer-copy rule, asked by the window's table, the copied
 * summary, CSV and table export, PDF and print, and the terminal. A place may leave out a field for
 * want of room; it never shows one its copy does not.
 */
export function copyShows(copy: DocumentCopy, field: QuoteField): boolean {
  return (SHOWN_ON[field] as readonly DocumentCopy[]).includes(copy);
}
