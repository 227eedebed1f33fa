import type { Decimal, PriceInfo } from '@shared/price-info';
import { priceLine, quoteTotal, type PricedLine, type QuoteTotal } from '@shared/quote/priced-quote';
import { lineFigures, taxingOf, type LineFigures, type PriceBasis, type QuoteTaxing } from '@shared/quote/quote-figures';

// Answers (and kept pricings) keep their identity in the query cache and the quotes' cache, so a line
// is priced once per answer, quantity and factor, not again on every render while the rest of a long
// quote arrives.
const cache = new WeakMap<object, Map<string, PricedLine>>();

/** What `make` gives for an object and a key, made once while the object lives. */
function once<O extends object, K, V>(store: WeakMap<O, Map<K, V>>, owner: O, key: K, make: () => V): V {
  let byKey = store.get(owner);
  if (!byKey) {
    byKey = new Map();
    store.set(owner, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = make();
    byKey.set(key, value);
  }
  return value;
}

const cached = (answer: object, key: string, make: () => PricedLine): PricedLine => once(cache, answer, key, make);

/** The priced line for an answer or a kept pricing, computed once and then reused. */
export function pricedLineFor(
  answer: { readonly info: PriceInfo },
  line: { artnr: string; quantity: number; factor: Decimal | null },
): PricedLine {
  // The quote builder also says how many more reach the next scale tier.
  return cached(answer, `${line.artnr}|${line.quantity}|${line.factor ?? ''}`, () => priceLine(line, answer.info, { tierHint: true }));
}

/**
 * The line as the quote's total and documents take it: priced (pricedLineFor), its stock dated where it
 * is not current, with the line's own description. The same object for the same answer and line, so
 * what is worked out from it (quoteLineFigures) is worked out once.
 */
export function quoteLineFor(
  answer: { readonly info: PriceInfo },
  line: { artnr: string; quantity: number; factor: Decimal | null; description: string | undefined; stockAsOf: string | null },
): PricedLine {
  // Article numbers, factors and times hold no "|"; the description, last, may.
  const key = `${line.artnr}|${line.quantity}|${line.factor ?? ''}|${line.stockAsOf ?? ''}|${line.description ?? ''}`;
  return cached(answer, key, () => {
    const dated = { ...pricedLineFor(answer, line), stockAsOf: line.stockAsOf };
    // The description is the line's, not the answer's: it goes with the line into the documents.
    return line.description ? { ...dated, description: line.description } : dated;
  });
}

const figures = new WeakMap<PricedLine, Map<PriceBasis, LineFigures>>();

/** lineFigures of a priced line, worked out once per line object and basis (priced lines are not changed). */
export function quoteLineFigures(line: PricedLine, basis: PriceBasis): LineFigures {
  return once(figures, line, basis, () => lineFigures(line, basis));
}

/** A quote's priced lines (null: not priced yet), those priced, and their total. */
export interface PricedSummary {
  priced: (PricedLine | null)[];
  pricedLines: PricedLine[];
  total: QuoteTotal;
}

/**
 * Sums a quote's priced lines (quoteTotal, each line's figures from quoteLineFigures), and gives the summary
 * before again while the lines are the same objects in the same order on the same basis and VAT treatment.
 */
export function pricedSummary(): (priced: (PricedLine | null)[], basis: PriceBasis | QuoteTaxing) => PricedSummary {
  let before: { basis: string; summary: PricedSummary } | null = null;
  return (priced, taxing) => {
    // The basis and the VAT treatment, compared as values: a quote's taxing is made anew at each render.
    const basis = JSON.stringify(taxingOf(taxing));
    const same =
      before !== null &&
      before.basis === basis &&
      before.summary.priced.length === priced.length &&
      before.summary.priced.every((line, index) => line === priced[index]);
    if (!same || before === null) {
      const pricedLines = priced.filter((line) => line !== null);
      before = { basis, summary: { priced, pricedLines, total: quoteTotal(pricedLines, taxing, quoteLineFigures) } };
    }
    return before.summary;
  };
}
