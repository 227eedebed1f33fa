import { formatDecimal, formatMoney } from '../format/numbers';
import type { Translator } from '../i18n/translator';
import type { PricedLine, QuoteTotal } from './priced-quote';
import type { SavedQuote } from './saved-quote';

export interface QuoteSummaryInput {
  quote: Pick<SavedQuote, 'name' | 'country' | 'lines'>;
  /** The lines priced so far, in the quote's order. */
  pricedLines: readonly PricedLine[];
  total: QuoteTotal;
  /** The customer's view: the offered unit price only, no factor. */
  customer: boolean;
}

/**
 * A quote as a short text to paste into a mail or read out: a heading, one line per priced line
 * (quantity × article at the unit price = line total) and the total incl. VAT. The customer's view
 * gives the offered price (the factor price where there is a factor) and no factor; the internal one
 * names the factor and the price it was applied to. Neither has dealer prices, stock or warnings.
 * Words in the translator's language; money and numbers in the regional `locale`.
 */
export function quoteSummary({ quote, pricedLines, total, customer }: QuoteSummaryInput, words: Translator, locale: string): string {
  const { t } = words;
  const number = (value: number): string => formatDecimal(String(value), locale);
  const out = [t('phone.summary.heading', { name: quote.name, country: words.countryLabel(quote.country) })];
  for (const line of pricedLines) {
    const money = (amount: string): string => formatMoney(amount, line.currency, locale);
    const common = { quantity: number(line.quantity), artnr: line.artnr, total: money(line.lineTotal) };
    if (line.factor === null || line.factorPrice === null) out.push(t('phone.summary.line', { ...common, price: money(line.unitPrice) }));
    else if (customer) out.push(t('phone.summary.line', { ...common, price: money(line.factorPrice) }));
    else {
      const factor = formatDecimal(line.factor, locale);
      out.push(
        t('phone.summary.lineWithFactor', { ...common, factorPrice: money(line.factorPrice), factor, price: money(line.unitPrice) }),
      );
    }
  }
  if (pricedLines.length < quote.lines.length)
    out.push(t('phone.summary.partial', { done: pricedLines.length, count: quote.lines.length }));
  if (!total.ok) out.push(words.text(total.message));
  else if (total.currency !== null) out.push(t('phone.summary.total', { amount: formatMoney(total.total, total.currency, locale) }));
  return out.join('\n');
}
