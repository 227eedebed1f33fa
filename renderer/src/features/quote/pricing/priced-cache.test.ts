import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { priceInfo } from '../../../../../test/support/price-info';
import { priceLine, quoteTotal, type PricedLine } from '@shared/quote/priced-quote';
import { lineFigures, type PriceBasis } from '@shared/quote/quote-figures';
import { pricedSummary, quoteLineFigures, quoteLineFor } from './priced-cache';

// Answers as the query cache holds them: the same objects from one frame to the next.
const answers = [
  { info: priceInfo() },
  { info: priceInfo({ price: '13.40', tax: '7', lifecycle: 'A', stock: 3, scalevolume1: 10, scalevolume2: 25 }) },
  { info: priceInfo({ price: '0', lifecycle: 'C' }) },
  { info: priceInfo({ price: '649.00', factor_price: '811.25', tax: '19', lifecycle: 'F', stock: 0, delivery_days: 14 }) },
  { info: priceInfo({ price: '99.99', factor_price: '80.00', tax: '8.1', currencySign: 'CHF' }) },
  { info: priceInfo({ price: '184.03', factor_price: '230.04', tax: '20' }) },
];

const quoteLine = fc.record({
  answer: fc.option(fc.integer({ min: 0, max: answers.length - 1 }), { nil: null }),
  artnr: fc.constantFrom('900155', '31245', 'SYN-7'),
  quantity: fc.integer({ min: 1, max: 60 }),
  factor: fc.option(fc.constantFrom('0.8', '1.25'), { nil: null }),
  description: fc.option(fc.constantFrom('', 'Lamp | brass', 'Cable, 2.5 m'), { nil: undefined }),
  stockAsOf: fc.option(fc.constantFrom('2026-11-20T08:00:00.000Z', '2026-11-27T06:00:00.000Z'), { nil: null }),
});
type QuoteLine = typeof quoteLine extends fc.Arbitrary<infer T> ? T : never;

/** The line as the quote took it before anything was kept: priced, dated and described afresh. */
function afresh(line: QuoteLine): PricedLine | null {
  if (line.answer === null) return null;
  const dated = { ...priceLine(line, answers[line.answer]!.info, { tierHint: true }), stockAsOf: line.stockAsOf };
  return line.description ? { ...dated, description: line.description } : dated;
}

const cached = (line: QuoteLine): PricedLine | null => (line.answer === null ? null : quoteLineFor(answers[line.answer]!, line));

describe('the priced lines and total kept while answers arrive', () => {
  // Frames of one quote: lines priced, changed and removed between frames, on either basis.
  test.prop([
    fc.array(fc.tuple(fc.array(quoteLine, { maxLength: 30 }), fc.constantFrom<PriceBasis>('gross', 'net')), { minLength: 1, maxLength: 8 }),
  ])('give the same lines, figures and total as working them out afresh, frame after frame', (frames) => {
    const summary = pricedSummary();
    for (const [lines, basis] of frames) {
      // Twice a frame: the second time is answered from what was kept.
      for (const _ of [1, 2]) {
        const fresh = lines.map(afresh);
        const shown = summary(lines.map(cached), basis);
        expect(shown.priced).toEqual(fresh);
        const pricedLines = fresh.filter((line) => line !== null);
        expect(shown.pricedLines).toEqual(pricedLines);
        expect(shown.total).toEqual(quoteTotal(pricedLines, basis));
        for (const line of shown.pricedLines) expect(quoteLineFigures(line, basis)).toEqual(lineFigures(line, basis));
      }
    }
  });

  test.prop([fc.array(quoteLine, { minLength: 1, maxLength: 30 }), fc.constantFrom<PriceBasis>('gross', 'net')])(
    'are worked out again when a line changes, not otherwise',
    (lines, basis) => {
      const summary = pricedSummary();
      const first = summary(lines.map(cached), basis);
      expect(summary(lines.map(cached), basis)).toBe(first);
      const changed = lines.map((line, index) => (index === 0 ? { ...line, answer: 0, quantity: line.quantity + 1 } : line));
      const second = summary(changed.map(cached), basis);
      expect(second).not.toBe(first);
      expect(second.total).toEqual(
        quoteTotal(
          changed.map(afresh).filter((line) => line !== null),
          basis,
        ),
      );
    },
  );
});
