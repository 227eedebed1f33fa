import { useEffect, useRef, useState } from 'react';
import type { QuoteTotal } from '@shared/quote/priced-quote';
import type { QuoteFigures } from '@shared/quote/quote-figures';
import { basisSwitchText, totalLinesText, totalNotes } from '@shared/quote/quote-figures-words';
import type { TotalChange } from '@shared/quote/quote-recheck';
import { formatMoney } from '../../format/numbers';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { RecheckTotal } from './recheck-notice';

// Between the lines and between label and amount: a separator, not a word to translate.
const SPACE = ' ';

/**
 * The quote's totals as the document has them, each saying net or gross ("Summe netto", "zzgl. 19 % MwSt.",
 * "Gesamtbetrag brutto"; on the gross basis "darin enthalten"), the first the sum of the line totals shown,
 * then what the total leaves out. Mixed currencies get no total at all, and say why.
 */
export function QuoteTotalsBlock({ quoteId, total, change }: { quoteId: string; total: QuoteTotal; change: TotalChange | null }) {
  const words = useI18n();
  const locale = useRegionalLocale();
  const switched = useBasisSwitch(quoteId, total);
  if (!total.ok) return <>{words.text(total.message)}</>;
  const { currency } = total;
  const money = (amount: string): string => formatMoney(amount, currency ?? '', locale);
  const rows = currency === null ? [] : totalLinesText(total.figures, words, money, locale);
  // Said when the person switched net or gross: which total is binding now, and why the gross one changed.
  const switchText = switched === null || currency === null ? null : basisSwitchText(switched, total.figures, words, money);
  return (
    <>
      {switchText === null ? null : (
        <span role="status" className="quote-total-warning quote-basis-switched">
          {switchText}
          {SPACE}
        </span>
      )}
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
      {totalNotes(total.figures, words).map((note) => (
        <span key={note} className="quote-total-warning">
          {SPACE}
          {note}
        </span>
      ))}
    </>
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
