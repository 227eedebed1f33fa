import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readQuotes } from '../core/quote-file';
import { changeQuoteSchema } from '../shared/quote/quote-change';
import type { SavedQuote } from '../shared/quote/saved-quote';
import {
  checkQuoteName,
  checkRoomForLines,
  checkRoomForQuote,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NAME_LENGTH,
  MAX_QUOTES,
} from '../shared/quote/quote-limits';
import { savedQuotesFile } from '../../test/support/sample-quotes';
import { anyText } from '../../test/support/any-text';

const quote = (name: string, lines = 0): SavedQuote => ({
  id: 'q1',
  name,
  country: 'de',
  factor: null,
  lines: Array.from({ length: lines }, (_, n) => ({ id: `l${n}`, artnr: '900155', quantity: 1, factor: null })),
  updatedAt: '2026-11-20T08:30:00.000Z',
});
/** Whether main keeps these quotes as they are: reading its file leaves none of them, nor any line, out. */
const kept = (quotes: SavedQuote[]): boolean => {
  const read = readQuotes(savedQuotesFile(quotes));
  return read !== null && read.skipped.quotes === 0 && read.skipped.lines === 0;
};
/** Whether main takes this name from the window's command that names a quote. */
const named = (name: string): boolean => changeQuoteSchema.safeParse({ quoteId: 'q1', change: { kind: 'set', fields: { name } } }).success;

describe('quote limits', () => {
  it.each([
    ['  Camping Müller  ', { ok: true, value: 'Camping Müller' }],
    ['x'.repeat(MAX_QUOTE_NAME_LENGTH), { ok: true, value: 'x'.repeat(MAX_QUOTE_NAME_LENGTH) }],
    ['   ', { ok: false, message: { key: 'quote.limit.nameEmpty' } }],
    ['x'.repeat(MAX_QUOTE_NAME_LENGTH + 1), { ok: false, message: { key: 'quote.limit.nameTooLong', values: { max: 100, length: 101 } } }],
  ])('check a quote name as typed: %j', (typed, expected) => {
    expect(checkQuoteName(typed)).toEqual(expected);
  });

  test.prop([anyText({ maxLength: MAX_QUOTE_NAME_LENGTH + 20 })])(
    'a name the check lets through is one main takes and keeps; one it refuses main would refuse too',
    (typed) => {
      const name = checkQuoteName(typed);
      const checked = name.ok ? name.value : typed;
      expect([named(checked), kept([quote(checked)])]).toEqual([name.ok, name.ok]);
    },
  );

  it('the quotes and lines the checks allow are what main keeps, and one more is refused by both', () => {
    const quotes = Array.from({ length: MAX_QUOTES }, (_, n) => ({ ...quote('Q'), id: `q${n}` }));
    expect(checkRoomForQuote(MAX_QUOTES - 1).ok && kept(quotes)).toBe(true);
    expect(checkRoomForQuote(MAX_QUOTES).ok || kept([...quotes, quote('Q')])).toBe(false);
    expect(checkRoomForLines(MAX_QUOTE_LINES - 1, 1).ok && kept([quote('Q', MAX_QUOTE_LINES)])).toBe(true);
    expect(checkRoomForLines(MAX_QUOTE_LINES, 1).ok || kept([quote('Q', MAX_QUOTE_LINES + 1)])).toBe(false);
  });
});
