import { useEffect, useRef, useState } from 'react';
import type { QuoteTotal } from '@shared/quote/priced-quote';
import type { QuoteFigures } from '@shared/quote/quote-figures';
import { basisSwitchText, totalLinesText, totalNotes } from '@shared/quote/quote-figures-words';
import type { TotalChange } from '@shared/quote/quote-recheck';
import { formatMoney } from '../../../format/numbers';
import { useRegionalLocale } from '../../../format/regional-locale';
import { useI18n } from '../../../i18n/i18n';
import { RecheckTotal } from '../pricing/recheck-notice';

// Between the lines and between label and amount: a separator, not a word to translate.
const SPACE = ' ';

/**
 * The quote's totals as the document has them, each saying net or gross ("Summe netto", "zzgl. 19 % MwSt.",
 * "Gesamtbetrag brutto"; on the gross basis "darin enthalten"), the first the sum of the line totals shown,
 * then what the total leaves out. Mixed currencies get no total at all, and say why.
 */
export function QuoteTotalsBlock({
  total,
  change,
  ownVatId,
}: {
  total: QuoteTotal;
  change: TotalChange | null;
  /** The sender's VAT ID (Settings → company; '' none): an intra-Community supply's note names it. */
  ownVatId: string;
}) {
  const words = useI18n();
  const locale = useRegionalLocale();
  if (!total.ok) return <>{words.text(total.message)}</>;
  const { currency } = total;
  const money = (amount: string): string => formatMoney(amount, currency ?? '', locale);
  const rows = currency === null ? [] : totalLinesText(total.figures, words, money, locale);
  return (
    <>
      {rows.map((row, index) => (
        <span key={`${row.kind}-${index}`} className={`quote-total-line quote-total-${row.kind}${index === 0 ? ' quote-total-first' : ''}`}>
          {/* Spaces as text, so the block reads as words, line after line, also to a screen reader. */}
          {index === 0 ? null : SPACE}
          <span className="quote-total-label">{row.label}</span>
          {SPACE}
          <span className="quote-total-amount">{row.amount}</span>
          {index === 0 && change ? <RecheckTotal change={change} /> : null}
        </span>
      ))}
      {totalNotes(total.figures, words, ownVatId).map((note) => (
        <span key={note} className="quote-total-warning">
          {SPACE}
          {note}
        </span>
      ))}
    </>
  );
}

/**
 * Said once the person switched the quote's net or gross, beside the totals: which total is binding now, and
 * from what to what the gross total changed and why (basisSwitchText). Always there, so it is announced.
 */
export function BasisSwitchNote({ quoteId, total }: { quoteId: string; total: QuoteTotal }) {
  const words = useI18n();
  const locale = useRegionalLocale();
  const switched = useBasisSwitch(quoteId, total);
  const currency = total.ok ? total.currency : null;
  const text =
    switched === null || !total.ok || currency === null
      ? null
      : basisSwitchText(switched, total.figures, words, (amount) => formatMoney(amount, currency, locale));
  return (
    <p role="status" className="field-hint quote-basis-switched">
      {text}
    </p>
  );
}

/** The figures from before the quote's net or gross was switched, until the next switch or another quote; null before. */
function useBasisSwitch(quoteId: string, total: QuoteTotal): QuoteFigures | null {
  const last = useRef<{ quoteId: string; figures: QuoteFigures } | null>(null);
  const [before, setBefore] = useState<{ quoteId: string; figures: QuoteFigures } | null>(null);
  const figures = total.ok && total.currency !== null ? total.figures : null;
  useEffect(() => {
    if (figures === null) return;
    const was = last.current;
    last.current = { quoteId, figures };
    if (was !== null && was.quoteId === quoteId && was.figures.basis !== figures.basis) setBefore({ quoteId, figures: was.figures });
  }, [quoteId, figures]);
  return before !== null && before.quoteId === quoteId ? before.figures : null;
}
