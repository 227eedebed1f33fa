import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../../../test/support/fast-check-seed';
import { internalFiguresChanged, pricedLine } from '../../../../../test/support/internal-figures';
import { copyShows } from '@shared/quote/copy-shows';
import { translator } from '@shared/i18n/translator';
import { quoteTotal } from '@shared/quote/priced-quote';
import { quoteRows } from './quote-export';
import { quoteLineColumns } from '../lines/quote-line-columns';

const en = translator('en');
const lines = fc.array(pricedLine, { minLength: 1, maxLength: 5 }).filter((each) => quoteTotal(each).ok);

describe('the window and the export follow copyShows', () => {
  it("the window's table: a copy's columns are only fields it shows; the customer's none internal", () => {
    for (const copy of ['customer', 'internal'] as const) {
      const keys = quoteLineColumns(copy, 'gross', en, 'en-US').map((column) => column.key);
      for (const key of keys) expect(copyShows(copy, key), `${copy}: ${key}`).toBe(true);
    }
    expect(quoteLineColumns('customer', 'gross', en, 'en-US').map((column) => column.key)).toEqual([
      'article',
      'quantity',
      'unitPrice',
      'lineTotal',
      'availability',
    ]);
  });

  it('CSV and copied table: the customer copy is the same whatever the internal figures; the internal copy is not', () => {
    const rows = (priced: Parameters<typeof quoteRows>[0], copy: 'customer' | 'internal'): string =>
      JSON.stringify(quoteRows(priced, quoteTotal(priced), { locale: 'de-DE', words: en, copy, basis: 'gross', ownVatId: '' }));
    fc.assert(
      fc.property(lines, (priced) => {
        const changed = priced.map(internalFiguresChanged);
        expect(rows(changed, 'customer')).toBe(rows(priced, 'customer'));
        expect(rows(changed, 'internal')).not.toBe(rows(priced, 'internal'));
      }),
      { numRuns: 60 },
    );
  });
});
