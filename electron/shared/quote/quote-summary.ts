import { formatDecimal, formatFactor, formatMoney } from '../format/numbers';
import { copyShows, type DocumentCopy } from './copy-shows';
import type { Translator } from '../i18n/translator';
import type { PricedLine, QuoteTotal } from './priced-quote';
import { lineFigures, quoteTaxing, type PriceBasis } from './quote-figures';
import { shownText, totalLinesText, totalNotes } from './quote-figures-words';
import { quoteSubject } from './letter-words';
import type { SavedQuote } from './saved-quote';

export interface QuoteSummaryInput {
  quote: Pick<SavedQuote, 'country' | 'lines' | 'letter' | 'issue' | 'vat'> & { priceBasis?: PriceBasis | undefined };
  /** The lines priced so far, in the quote's order. */
  pricedLines: readonly PricedLine[];
  /** On the quote's basis (quoteTotal). */
  total: QuoteTotal;
  /** Which copy: what it shows is copyShows'. */
  copy: DocumentCopy;
  /** The sender's VAT ID (Settings → company; '' none): an intra-Community supply's note names it. */
  ownVatId: string;
}

/**
 * A quote as a short text to paste into a mail or read out: a heading with the letter's subject (quoteSubject,
 * never the internal name: a summary is said or sent to the customer) that says net or gross, one line
 * per priced line (quantity × article at the unit price = line total; a line not offered says why and
 * that it is not in the total) and the totals block as the document has it, with what it leaves out.
 * What a copy shows is copyShows': the customer's gives the offered price (the factor price where there is a
 * factor), no factor and no price list's country; the internal one names the factor and the price it was
 * applied to. Neither has dealer prices, stock or warnings. Words in the translator's language; money and
 * numbers in the regional `locale`.
 */
export function quoteSummary({ quote, pricedLines, total, copy, ownVatId }: QuoteSummaryInput, words: Translator, locale: string): string {
  const { t } = words;
  const { basis, treatment: vat } = quoteTaxing(quote);
  const number = (value: number): string => formatDecimal(String(value), locale);
  const subject = quoteSubject(quote, words);
  const out = [
    copyShows(copy, 'priceList')
      ? t('phone.summary.heading', { subject, country: words.countryLabel(quote.country), basis, vat })
      : t('phone.summary.headingCustomer', { subject, basis, vat }),
  ];
  for (const line of pricedLines) {
    const money = (amount: string): string => formatMoney(amount, line.currency, locale);
    const figures = lineFigures(line, basis);
    const shown = (value: typeof figures.unitPrice): string => shownText(value, money, words);
    const common = { quantity: number(line.quantity), artnr: line.artnr, total: shown(figures.lineTotal) };
    if (!('amount' in figures.lineTotal)) out.push(t('phone.summary.lineOut', { ...common, mark: common.total }));
    else if (!copyShows(copy, 'factor') || line.factor === null || figures.factorPrice === null)
      // The unit price offered; without a factor, the list price itself.
      out.push(t('phone.summary.line', { ...common, price: shown(figures.unitPrice) }));
    else {
      // Worded as the result screen words it: "1,25 (+25 %)".
      const factor = formatFactor(line.factor, locale, words.language);
      out.push(
        t('phone.summary.lineWithFactor', { ...common, factorPrice: shown(figures.factorPrice), factor, price: shown(figures.price) }),
      );
    }
  }
  if (pricedLines.length < quote.lines.length)
    out.push(t('phone.summary.partial', { done: pricedLines.length, count: quote.lines.length }));
  if (!total.ok) out.push(words.text(total.message));
  else {
    // No total where no line is offered: nothing to add up, and no currency to say it in.
    const { currency } = total;
    if (currency !== null) {
      const money = (amount: string): string => formatMoney(amount, currency, locale);
      for (const row of totalLinesText(total.figures, words, money, locale)) out.push(t('quote.totals.line', row));
    }
    out.push(...totalNotes(total.figures, words, ownVatId));
  }
  return out.join('\n');
}
