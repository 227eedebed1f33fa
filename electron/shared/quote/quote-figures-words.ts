import Big from 'big.js';
import { formatPercent } from '../format/numbers';
import type { Translator } from '../i18n/translator';
import type { Decimal } from '../price-info';
import type { QuoteFigures, Shown, TotalLine } from './quote-figures';
import { chargesVat, type QuoteVat } from './vat-treatment';

/** A price cell as text: the amount as `money` formats it, or the words in its place. */
export function shownText(shown: Shown, money: (amount: Decimal) => string, words: Translator): string {
  return 'amount' in shown ? money(shown.amount) : words.text(shown.words);
}

/**
 * The label of a total line, saying net or gross: "Summe netto", "zzgl. 19 % MwSt.", "Gesamtbetrag brutto";
 * on the gross basis "darin enthalten 19 % MwSt.". With several rates each VAT line names its base. Where
 * the treatment charges no VAT (intra-Community supply, export): "MwSt. 0 %" and "Gesamtbetrag", its note below.
 */
function totalLineLabel(
  line: TotalLine,
  figures: Pick<QuoteFigures, 'basis' | 'vat'>,
  words: Translator,
  money: (amount: Decimal) => string,
  locale: string,
): string {
  const charged = chargesVat(figures.vat.treatment);
  if (line.kind === 'net') return words.t('quote.totals.net');
  if (line.kind === 'gross') return words.t(charged ? 'quote.totals.gross' : 'quote.totals.total');
  // The rate in the words' own percent style ("19%" in English from a German office), wherever the totals are said.
  const values = {
    rate: formatPercent(line.rate, locale, words.language),
    base: line.base === null ? 'none' : money(line.base),
  };
  if (!charged) return words.t('quote.totals.noVat', { rate: values.rate });
  return words.t(figures.basis === 'net' ? 'quote.totals.plusVat' : 'quote.totals.includedVat', values);
}

/**
 * The note a quote's treatment carries on every copy, in the document's language: the tax-exempt
 * intra-Community supply (§ 4 No. 1 b with § 6a UStG, Art. 138 of Directive 2006/112/EC) with the customer's
 * and the sender's VAT IDs (§ 14a (3) UStG), or the exempt export (§ 4 No. 1 a UStG, Art. 146 of the
 * Directive); null where VAT is charged.
 */
function vatNote(vat: QuoteVat, words: Translator, ownVatId: string): string | null {
  if (vat.treatment === 'intraCommunity') {
    const own = ownVatId.trim();
    return words.t('quote.vat.intraCommunityNote', { vatId: vat.vatId === '' ? 'none' : vat.vatId, ownVatId: own === '' ? 'none' : own });
  }
  if (vat.treatment === 'export') return words.t('quote.vat.exportNote');
  return null;
}

/** The totals block as label and amount, in order; the first is the sum of the line totals shown. */
export function totalLinesText(
  figures: Pick<QuoteFigures, 'totals' | 'basis' | 'vat'>,
  words: Translator,
  money: (amount: Decimal) => string,
  locale: string,
): { label: string; amount: string; kind: TotalLine['kind'] }[] {
  return figures.totals.map((line) => ({
    label: totalLineLabel(line, figures, words, money, locale),
    amount: money(line.amount),
    kind: line.kind,
  }));
}

/**
 * What the quote says when its basis is switched, from its figures on the basis before and after: which
 * total is now binding, and when the gross total is not the same on both, that it changes and why (each
 * basis rounds its own unit prices to the cent; docs/user-guide.md, "which total is binding"). Null when
 * nothing is offered, so there is no total to speak of.
 */
export function basisSwitchText(
  before: Pick<QuoteFigures, 'totals' | 'gross'> & Partial<Pick<QuoteFigures, 'vat'>>,
  after: Pick<QuoteFigures, 'totals' | 'total' | 'gross' | 'basis'> & Partial<Pick<QuoteFigures, 'vat'>>,
  words: Translator,
  money: (amount: Decimal) => string,
): string | null {
  if (after.totals.length === 0) return null;
  // Net because no VAT is charged (an intra-Community supply, an export): no VAT is added, and the total drops by it.
  if (after.vat !== undefined && !chargesVat(after.vat.treatment)) {
    const withVat =
      before.totals.length > 0 && (before.vat === undefined || chargesVat(before.vat.treatment)) && !new Big(before.gross).eq(after.gross);
    return words.t('quote.basis.switchedNoVat', {
      total: money(after.total),
      withVat: withVat ? 'yes' : 'no',
      before: money(before.gross),
    });
  }
  const binding = words.t('quote.basis.switched', { basis: after.basis, total: money(after.total) });
  if (before.totals.length === 0 || new Big(before.gross).eq(after.gross)) return binding;
  return `${binding} ${words.t('quote.basis.grossChanged', { before: money(before.gross), after: money(after.gross) })}`;
}

/**
 * What the total leaves out, in words ("Nicht in der Summe: 1 Position mit Preis auf Anfrage, 1 Position
 * nicht mehr lieferbar."), the gross basis's note on unknown VAT rates, and the VAT treatment's note
 * (vatNote: intra-Community supply, export); empty when nothing is.
 */
export function totalNotes(
  figures: Pick<QuoteFigures, 'leftOut' | 'unknownRate' | 'vat'>,
  words: Translator,
  /** The sender's own VAT ID (Settings → company; '' none), which the intra-Community supply's note names. */
  ownVatId: string,
): string[] {
  const { noPrice, discontinued, unknownRate } = figures.leftOut;
  const note = vatNote(figures.vat, words, ownVatId);
  const parts = [
    ...(noPrice > 0 ? [words.t('quote.totals.leftOut.noPrice', { count: noPrice })] : []),
    ...(discontinued > 0 ? [words.t('quote.totals.leftOut.discontinued', { count: discontinued })] : []),
    ...(unknownRate > 0 ? [words.t('quote.totals.leftOut.unknownRate', { count: unknownRate })] : []),
  ];
  return [
    ...(parts.length > 0 ? [words.t('quote.totals.leftOut', { parts: parts.join(', ') })] : []),
    ...(figures.unknownRate > 0 ? [words.t('document.totals.unknownRate', { count: figures.unknownRate })] : []),
    ...(note === null ? [] : [note]),
  ];
}
