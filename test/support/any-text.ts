import fc, { type StringSharedConstraints } from 'fast-check';

/** The lone surrogates U+D800 to U+DFFF: no code point of their own, so no character of any text. */
const SURROGATES = { first: 0xd800, count: 0x800 };

/**
 * One code point, as fast-check's `unit: 'binary'` draws it: the same index (its mapToConstant is a `nat` over the
 * code points in order, lone surrogates left out) mapped the same way, read back by arithmetic. fast-check reads
 * its own unit back through a table of all 1.1 million code points, built on first use in each test process
 * (1.5 to 7 s on the 2-core machine).
 */
const codePoint = fc.nat({ max: 0x10ffff - SURROGATES.count }).map(
  (index) => String.fromCodePoint(index < SURROGATES.first ? index : index + SURROGATES.count),
  (value) => {
    const point = typeof value === 'string' ? value.codePointAt(0) : undefined;
    const surrogate = point !== undefined && point >= SURROGATES.first && point < SURROGATES.first + SURROGATES.count;
    if (point === undefined || surrogate || String.fromCodePoint(point) !== value) throw new Error('Not one code point.');
    return point < SURROGATES.first ? point : point - SURROGATES.count;
  },
);

/**
 * Any text of code points, control characters and every plane included: `fc.string({ unit: 'binary' })`, the
 * same strings from the same seed and the same shrinks, without fast-check's table.
 */
export function anyText(constraints: StringSharedConstraints = {}): fc.Arbitrary<string> {
  return fc.string({ ...constraints, unit: codePoint });
}
