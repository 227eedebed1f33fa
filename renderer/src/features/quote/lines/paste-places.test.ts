import { describe, expect, it } from 'vitest';
import { translator } from '@shared/i18n/translator';
import { parseQuoteLines } from '@shared/quote/quote-lines';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { continueSession, matchBox, placeOf, startSession, type PasteSession } from './paste-places';
import { addLines, newQuote } from '@shared/quote/quote-model';

const DE = 'de-DE';
const empty = (): SavedQuote => newQuote({ quotes: [], activeId: null }, 'de', translator('de'));
const articles = (quote: SavedQuote): string[] => quote.lines.map((line) => line.artnr);

/** Pastes `text` onto `quote` as the paste box does: the lines added, the refused ones left in the box. */
function paste(
  quote: SavedQuote,
  text: string,
  session: PasteSession | null,
): { quote: SavedQuote; box: string; session: PasteSession | null } {
  const parsed = parseQuoteLines(text, DE);
  const match = session === null ? null : matchBox(session, text);
  const lines = parsed.lines.map(({ artnr, quantity, line }) => ({
    artnr,
    quantity,
    ...(session && match ? { place: placeOf(session, match, line) } : {}),
  }));
  const added = addLines(quote, lines);
  if (!added.ok) throw new Error('refused');
  const next =
    parsed.errors.length === 0
      ? null
      : session === null || match === null
        ? startSession(parsed, added.placed)
        : continueSession(session, match, parsed, added.placed);
  return { quote: added.quote, box: parsed.errors.map((error) => error.input).join('\n'), session: next };
}

describe('a refused pasted line, corrected and added afterwards', () => {
  it('takes its pasted place among the lines its paste added, not the end', () => {
    const first = paste(empty(), '100001;1\n100002;2 Kisten\n100003;3\n100004;vier\n100005;5', null);
    expect(articles(first.quote)).toEqual(['100001', '100003', '100005']);
    expect(first.box).toBe('100002;2 Kisten\n100004;vier');

    // Corrected one at a time: each goes where it was pasted.
    const second = paste(first.quote, '100002;2 Stk\n100004;vier', first.session);
    expect(articles(second.quote)).toEqual(['100001', '100002', '100003', '100005']);
    expect(second.box).toBe('100004;vier');
    const third = paste(second.quote, '100004;4x', second.session);
    expect(articles(third.quote)).toEqual(['100001', '100002', '100003', '100004', '100005']);
    expect(third.session).toBeNull();
  });

  it('keeps neighbours that were refused together in their order, at the start or the end of the paste too', () => {
    const quote = addLines(empty(), [{ artnr: 'OLD-1', quantity: 1 }]);
    if (!quote.ok) throw new Error('refused');
    const first = paste(quote.quote, '100001;eins\n100002;zwei\n100003;3\n100004;vier\n100005;fünf', null);
    expect(articles(first.quote)).toEqual(['OLD-1', '100003']);
    const fixed = paste(first.quote, '100001;1\n100002;2\n100004;4\n100005;5', first.session);
    expect(articles(fixed.quote)).toEqual(['OLD-1', '100001', '100002', '100003', '100004', '100005']);
  });

  it('finds its place when the user took another refused line out of the box, and puts a line typed anew at the end', () => {
    const first = paste(empty(), '100001;1\n100002;zwei\n100003;3\n100004;vier\n100005;5', null);
    // 100002 given up (deleted from the box), 100004 corrected, a new line typed below.
    const fixed = paste(first.quote, '100004;4\n100009;9', first.session);
    expect(articles(fixed.quote)).toEqual(['100001', '100003', '100004', '100005', '100009']);
  });

  it('goes to the end when the lines of its paste are gone, and adds to a line of its article already there', () => {
    const first = paste(empty(), '100001;1\n100002;zwei\n100003;3', null);
    const without = { ...first.quote, lines: [] };
    expect(articles(paste(without, '100002;2', first.session).quote)).toEqual(['100002']);
    const onAgain = paste(first.quote, '100001;2', first.session);
    expect(onAgain.quote.lines.map((line) => [line.artnr, line.quantity])).toEqual([
      ['100001', 3],
      ['100003', 3],
    ]);
  });
});

describe('matchBox', () => {
  const session = startSession(parseQuoteLines('1;x\n2;2\n3;y\n4;z', DE), []);
  const sorted = (match: ReadonlyMap<number, number>) => [...match].sort(([a], [b]) => a - b);
  it('matches unchanged lines by their text, corrected ones by their article and the rest between them one for one', () => {
    expect(sorted(matchBox(session, '1;1\n3;y\n4;4'))).toEqual([
      [1, 0],
      [2, 2],
      [3, 3],
    ]);
    // The article corrected too: the one line between two unchanged ones is the one refused there.
    expect(sorted(matchBox(session, '1;x\n5;1\n4;z'))).toEqual([
      [1, 0],
      [2, 2],
      [3, 3],
    ]);
  });
  it('matches by article number where lines were taken out', () => {
    expect([...matchBox(session, '4;4')]).toEqual([[1, 3]]);
    expect([...matchBox(session, '9;9')]).toEqual([]);
  });
});
