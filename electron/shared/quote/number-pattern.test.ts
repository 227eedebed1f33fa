import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkNumberPattern, formatQuoteNumber, numberSeries, sequenceOf } from './number-pattern';

describe('checkNumberPattern', () => {
  it.each(['A-{year}-{seq:4}', ' AN {seq} ', '{year}{seq:9}', 'Angebot-{seq:2}-{year}'])('accepts %j', (pattern) => {
    expect(checkNumberPattern(pattern)).toEqual({ ok: true, value: pattern.trim() });
  });

  it.each([
    ['', 'document.pattern.empty'],
    ['A-{year}', 'document.pattern.oneSequence'],
    ['{seq}-{seq}', 'document.pattern.oneSequence'],
    ['A-{seq:0}', 'document.pattern.unknownPlaceholder'],
    ['A-{month}-{seq}', 'document.pattern.unknownPlaceholder'],
    ['A/{seq}', 'document.pattern.unsafe'],
    ['A:{seq}', 'document.pattern.unsafe'],
    ['A{{seq}', 'document.pattern.unsafe'],
    ['A\u0007{seq}', 'document.pattern.unsafe'],
    [`${'A'.repeat(40)}{seq}`, 'document.pattern.tooLong'],
  ])('refuses %j with its own message', (pattern, key) => {
    const checked = checkNumberPattern(pattern);
    expect(checked.ok || checked.message.key).toBe(key);
  });
});

describe('quote numbers of a pattern', () => {
  it('fills in the year and the sequence, at least as wide as asked', () => {
    expect(formatQuoteNumber('A-{year}-{seq:4}', 2026, 7)).toBe('A-2026-0007');
    expect(formatQuoteNumber('A-{year}-{seq:4}', 2026, 12345)).toBe('A-2026-12345');
    expect(formatQuoteNumber('{seq}', 2026, 3)).toBe('3');
  });

  it('reads the sequence back from a number of the same series only', () => {
    const series = numberSeries('A-{year}-{seq:4}', 2026);
    expect(series).toBe('A-2026-{seq}');
    expect(sequenceOf('A-2026-0042', series)).toBe(42);
    expect(sequenceOf('A-2025-0042', series)).toBeNull();
    expect(sequenceOf('A-2026-', series)).toBeNull();
    expect(sequenceOf('A-2026-12a', series)).toBeNull();
  });

  test.prop(
    [
      fc.constantFrom('A-{year}-{seq:4}', '{seq}/{year}', 'X{year}{seq:2}Y'),
      fc.integer({ min: 2000, max: 2100 }),
      fc.integer({ min: 1, max: 10_000_000 }),
    ],
    {
      seed: 18,
    },
  )('a number reads back as its own sequence', (pattern, year, seq) => {
    expect(sequenceOf(formatQuoteNumber(pattern, year, seq), numberSeries(pattern, year))).toBe(seq);
  });
});
