import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { PriceSource } from '../shared/price-info';
import { stockAsOf, validKeptPricing } from '../shared/quote/kept-pricing';
import { priceLine, quoteTotal, type PricedLine } from '../shared/quote/priced-quote';
import type { DocumentCopy } from '../shared/quote/copy-shows';
import { MAX_DOCUMENT_LINES, quoteDocument, type QuoteDocument } from '../shared/quote/quote-document';
import { quoteTaxing } from '../shared/quote/quote-figures';
import { lineFactor, type SavedQuote } from '../shared/quote/saved-quote';

export interface QuoteDocumentOptions {
  /** The prices shown now (demo or the service's): a draft's line kept from the other is not priced for the document. */
  source: PriceSource;
}

/**
 * A quote's document as main keeps the quote: each line priced with the pricing main kept for it (the one
 * it answered the window with), by the one pricing rule (priceLine). A draft's line priced for another
 * country, factor or source, or not priced yet, stops the document: it never leaves a line out unsaid.
 * A sent quote's lines are what they were sent with.
 */
export function quoteDocumentOf(quote: SavedQuote, copy: DocumentCopy, options: QuoteDocumentOptions): Result<QuoteDocument> {
  if (quote.lines.length > MAX_DOCUMENT_LINES)
    return fail('document-failed', msg('document.error.tooManyLines', { limit: MAX_DOCUMENT_LINES, count: quote.lines.length }));
  const priced: PricedLine[] = [];
  for (const line of quote.lines) {
    const factor = lineFactor(quote, line);
    const pricing = validKeptPricing(quote, line, { artnr: line.artnr, country: quote.country, factor }, options.source);
    if (pricing === null) return fail('document-failed', msg('document.error.unpriced', { artnr: line.artnr }));
    const pricedLine = priceLine({ artnr: line.artnr, quantity: line.quantity, factor }, pricing.info, { tierHint: true });
    // Stock moves faster than prices: every copy dates a count that is not the service's answer of this run.
    priced.push({ ...pricedLine, stockAsOf: stockAsOf(null, pricing), ...(line.description ? { description: line.description } : {}) });
  }
  const total = quoteTotal(priced, quoteTaxing(quote));
  if (!total.ok) return fail('document-failed', total.message);
  return ok(quoteDocument(quote, priced, total.currency, copy));
}
