import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { IPC_METHODS } from '../shared/ipc-contract';
import type { SavedQuote } from '../shared/quote/saved-quote';
import {
  checkQuoteName,
  checkRoomForLines,
  checkRoomForQuote,
  MAX_QUOTE_LINES,
  MAX_QUOTE_NAME_LENGTH,
  MAX_QUOTES,
} from '../shared/quote/quote-limits';

const quote = (name: string, lines = 0): SavedQuote => ({
  id: 'q1',
  name,
  country: 'de',
  factor: null,
  lines: Array.from({ length: lines }, (_, n) => ({ id: `l${n}`, artnr: '900155', quantity: 1, factor: null })),
  updatedAt: '2026-11-20T08:30:00.000Z',
});
const saveable = (quotes: SavedQuote[]): boolean => IPC_METHODS.saveQuotes.request.safeParse({ quotes, activeId: null }).success;

describe('quote limits', () => {
  it.each([
    ['  Camping Müller  ', { ok: true, value: 'Camping Müller' }],
    ['x'.repeat(MAX_QUOTE_NAME_LENGTH), { ok: true, value: 'x'.repeat(MAX_QUOTE_NAME_LENGTH) }],
    ['   ', { ok: false, message: { key: 'quote.limit.nameEmpty' } }],
    ['x'.repeat(MAX_QUOTE_NAME_LENGTH + 1), { ok: false, message: { key: 'quote.limit.nameTooLong', values: { max: 100, length: 101 } } }],
  ])('check a quote name as typed: %j', (typed, expected) => {
    expect(checkQuoteName(typed)).toEqual(expected);
  });

  test.prop([fc.string({ unit: 'binary', maxLength: MAX_QUOTE_NAME_LENGTH + 20 })])(
    'a name the check lets through is one main saves; one it refuses main would refuse too',
    (typed) => {
      const name = checkQuoteName(typed);
      expect(saveable([quote(name.ok ? name.value : typed)])).toBe(name.ok);
    },
  );

  it('the quotes and lines the checks allow are what main saves, and one more is refused by both', () => {
    const quotes = Array.from({ length: MAX_QUOTES }, (_, n) => ({ ...quote('Q'), id: `q${n}` }));
    expect(checkRoomForQuote(MAX_QUOTES - 1).ok && saveable(quotes)).toBe(true);
    expect(checkRoomForQuote(MAX_QUOTES).ok || saveable([...quotes, quote('Q')])).toBe(false);
    expect(checkRoomForLines(MAX_QUOTE_LINES - 1, 1).ok && saveable([quote('Q', MAX_QUOTE_LINES)])).toBe(true);
    expect(checkRoomForLines(MAX_QUOTE_LINES, 1).ok || saveable([quote('Q', MAX_QUOTE_LINES + 1)])).toBe(false);
  });
});
