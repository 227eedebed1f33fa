import fc from 'fast-check';
import { expect, it } from 'vitest';
import { anyText } from './any-text';

it('draws any code point, every plane to U+10FFFF, and never a lone surrogate', () => {
  const texts = fc.sample(anyText({ minLength: 1, maxLength: 1 }), 2_000);
  const points = texts.map((text) => text.codePointAt(0) ?? -1);
  expect(texts.every((text, index) => String.fromCodePoint(points[index] ?? -1) === text)).toBe(true);
  expect(points.filter((point) => point >= 0xd800 && point <= 0xdfff)).toEqual([]);
  expect(Math.min(...points)).toBe(0);
  expect(Math.max(...points)).toBe(0x10ffff);
  expect(points.some((point) => point < 0x20)).toBe(true);
  expect(points.some((point) => point > 0xffff)).toBe(true);
});

it('reads its text back for shrinking, including the edges of the surrogates, and refuses what it cannot draw', () => {
  const texts = anyText();
  for (const text of ['', '\u0000', '\ud7ff\ue000', '\u{10ffff}', '__proto__', 'Müller 𝄞'])
    expect(texts.canShrinkWithoutContext(text)).toBe(true);
  for (const text of ['\ud800', 'a\udfffb', 42]) expect(texts.canShrinkWithoutContext(text)).toBe(false);
});
