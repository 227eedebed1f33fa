import type { CountryCode } from '../countries';
import type { Message } from '../i18n/catalogue';
import { offeredUnitPrice, type Decimal } from '../price-info';
import type { BasisPrices } from './quote-totals';
import { lineAvailability } from './availability';
import type { LineOffer } from './line-offer';
import type { PricedLine } from './priced-quote';
import { quoteBasis, type PriceBasis } from './quote-figures';
import { quoteVatOf, type QuoteVat } from './vat-treatment';
import { copyShows, type DocumentCopy, type QuoteField } from './copy-shows';
import { EMPTY_LETTER, type QuoteLetter } from './quote-letter';

/**
 * The largest document page made, in characters of its HTML: more than MAX_DOCUMENT_LINES lines with a logo
 * of 1 MB need; also the bound of a kept customer copy (sent-documents.ts), so what was printed can be kept.
 */
export const MAX_DOCUMENT_CHARS = 4 * 1024 * 1024;

/** At most this many lines go into one document: a quote is far shorter; the bound keeps main's work bounded. */
export const MAX_DOCUMENT_LINES = 1_000;

/** One line of the document, as data: decimal strings, never floats, and warnings as messages. */
export interface QuoteDocumentLine {
  artnr: string;
  /** What the article is, as pasted or typed with the line; printed under its number. */
  description?: string | undefined;
  quantity: number;
  factor: Decimal | null;
  unitPrice: Decimal;
  factorPrice: Decimal | null;
  lineTotal: Decimal;
  /** The line's net prices as priced (priceLine); on the customer's copy only the offered one, as `unitPrice`. */
  net: BasisPrices;
  dealerPrice: Decimal;
  stock: number;
  /** When stock and availability were last known, for a line not priced just now (ISO 8601); null: current. Both copies date them. */
  stockAsOf: string | null;
  /** Offered, or shown marked and left out of the total (lineOffer). */
  offer: LineOffer;
  /** The VAT rate in percent (PriceInfo.tax), e.g. "19"; null when unknown. */
  tax: Decimal | null;
  /** In words, on every copy: from stock, approx. n days, on request; worded with its date by availabilityText. */
  availability: Message;
  warnings: Message[];
}

/** What main makes a document of: its own quote, priced by main (quoteDocumentOf), as data, never HTML. */
export interface QuoteDocument {
  /** The quote whose number the document carries (main gives it on the first document). */
  quoteId: string;
  /** Recipient, validity, terms and language as the quote view has them now. */
  letter: QuoteLetter;
  /** A revision's: the number of the quote it replaces, said in its letter; missing for any other. */
  replaces?: string | undefined;
  copy: DocumentCopy;
  /** Net prices plus VAT, or gross prices with the VAT they contain: the quote's choice (net where no VAT is charged). */
  basis: PriceBasis;
  /** The quote's VAT treatment and the VAT ID its note names (quoteFigures, totalNotes). */
  vat: QuoteVat;
  name: string;
  country: CountryCode;
  currency: string;
  lines: QuoteDocumentLine[];
}

/**
 * The document of a quote's priced lines, each with the VAT rate of its own answer; a figure its copy does
 * not show (copyShows: on the customer's, dealer price, factor, stock and warnings) is not in it at all.
 */
export function quoteDocument(
  quote: {
    id: string;
    name: string;
    country: CountryCode;
    letter?: QuoteLetter | undefined;
    priceBasis?: PriceBasis | undefined;
    vat?: QuoteVat | undefined;
    revises?: { number: string } | undefined;
  },
  lines: readonly PricedLine[],
  /** The quote's one currency (quoteTotal's); main takes net, VAT and gross from the lines. */
  currency: string | null,
  copy: DocumentCopy,
): QuoteDocument {
  const shows = (field: QuoteField): boolean => copyShows(copy, field);
  // Without the list price, the unit price is the one offered: the factor price where there is a factor.
  const asShown = (prices: BasisPrices): BasisPrices => ({
    unitPrice: shows('listPrice') ? prices.unitPrice : offeredUnitPrice(prices),
    factorPrice: shows('factorPrice') ? prices.factorPrice : null,
    lineTotal: prices.lineTotal,
  });
  return {
    quoteId: quote.id,
    letter: quote.letter ?? EMPTY_LETTER,
    ...(quote.revises === undefined ? {} : { replaces: quote.revises.number }),
    copy,
    basis: quoteBasis(quote),
    vat: quoteVatOf(quote),
    name: quote.name,
    country: quote.country,
    currency: currency ?? lines[0]?.currency ?? '',
    lines: lines.map((line) => ({
      artnr: line.artnr,
      ...(line.description ? { description: line.description } : {}),
      quantity: line.quantity,
      factor: shows('factor') ? line.factor : null,
      ...asShown(line),
      net: asShown(line.net),
      dealerPrice: shows('dealerPrice') ? line.dealerPrice : '0',
      stock: shows('stock') ? line.stock : 0,
      // The customer's copy has no stock count, but its availability is dated all the same: never a current promise.
      stockAsOf: line.stockAsOf ?? null,
      offer: line.offer,
      tax: line.tax,
      availability: lineAvailability(line),
      warnings: shows('notes') ? line.warnings : [],
    })),
  };
}
