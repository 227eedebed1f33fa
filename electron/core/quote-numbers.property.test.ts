import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createQuoteNumbers, type QuoteNumbers } from './quote-numbers';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// Any mix of numbers given, restarts, pattern changes, years and quotes deleted (their numbers no longer
// among the kept ones) never gives a number twice.
const step = fc.oneof(
  fc.record({
    kind: fc.constant('next' as const),
    pattern: fc.constantFrom('A-{year}-{seq:4}', 'A-{seq}', 'A-1{seq}', 'A-{year}{seq}', '{seq:2}/{year}'),
    year: fc.constantFrom(2026, 2027),
  }),
  fc.record({ kind: fc.constant('restart' as const) }),
  fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }),
);

test.prop([fc.array(step, { minLength: 1, maxLength: 60 })], { seed: 2026, numRuns: 60 })(
  'never gives a number twice, through restarts, pattern changes and deleted quotes',
  async (steps) => {
    const dir = await tempFolder('numbers-property');
    try {
      let numbers: QuoteNumbers = createQuoteNumbers(dir);
      const given: string[] = [];
      let kept: string[] = [];
      for (const current of steps) {
        if (current.kind === 'restart') numbers = createQuoteNumbers(dir);
        else if (current.kind === 'delete') kept = kept.filter((_, index) => index !== current.which % Math.max(1, kept.length));
        else {
          const number = await numbers.next(current.pattern, current.year, kept);
          given.push(number);
          kept.push(number);
        }
      }
      expect(new Set(given).size).toBe(given.length);
    } finally {
      await removeFolder(dir);
    }
  },
);
