import { msg, type Message } from '@shared/i18n/catalogue';
import type { Translator } from '@shared/i18n/translator';
import { checkRoomForQuote, MAX_QUOTE_NAME_LENGTH } from '@shared/quote/quote-limits';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { isSent, sameContent } from '@shared/quote/sent-quote';
import type { Refused } from './quote-model';

const stamp = (): string => new Date().toISOString();

/** The quote's content as a new quote of its own: new ids, no number, no pricing (its lines are priced anew). */
function copyOf(quote: SavedQuote, name: string): SavedQuote {
  const { letter } = quote;
  return {
    id: crypto.randomUUID(),
    name,
    country: quote.country,
    factor: quote.factor,
    lines: quote.lines.map(({ artnr, quantity, factor, description }) => ({
      id: crypto.randomUUID(),
      artnr,
      quantity,
      factor,
      ...(description ? { description } : {}),
    })),
    updatedAt: stamp(),
    ...(letter ? { letter } : {}),
  };
}

/** The revision of a sent quote: its content, linked to it; main numbers it "<number>-2", "-3" … at its first document. */
function revisionOf(sent: SavedQuote, content: SavedQuote = sent): SavedQuote {
  const number = sent.issue?.number ?? '';
  return { ...copyOf(content, sent.name), revises: { quoteId: sent.id, number, base: sent.revises?.base ?? number } };
}

/** The quotes with `added` just after `after`, made active; refused when no more quotes can be kept. */
function placedAfter(saved: SavedQuotes, after: SavedQuote, added: SavedQuote): { ok: true; saved: SavedQuotes } | Refused {
  const room = checkRoomForQuote(saved.quotes.length);
  if (!room.ok) return room;
  const index = saved.quotes.findIndex((quote) => quote.id === after.id);
  const quotes = [...saved.quotes];
  quotes.splice(index === -1 ? quotes.length : index + 1, 0, added);
  return { ok: true, saved: { quotes, activeId: added.id } };
}

/** "Revise": a new quote with the sent quote's lines, recipient and letter, a draft linked to it, made active. */
export function reviseQuote(saved: SavedQuotes, sent: SavedQuote): { ok: true; saved: SavedQuotes; status: Message } | Refused {
  const placed = placedAfter(saved, sent, revisionOf(sent));
  return placed.ok ? { ...placed, status: msg('quote.sent.revised', { number: sent.issue?.number ?? '' }) } : placed;
}

/** "Duplicate": a new quote with the quote's lines, recipient and letter, without a number or a link, made active. */
export function duplicateQuote(
  saved: SavedQuotes,
  quote: SavedQuote,
  words: Translator,
): { ok: true; saved: SavedQuotes; status: Message } | Refused {
  const name = [...words.t('quote.copyName', { name: quote.name })].slice(0, MAX_QUOTE_NAME_LENGTH).join('').trim();
  const placed = placedAfter(saved, quote, copyOf(quote, name));
  return placed.ok ? { ...placed, status: msg('quote.sent.duplicated', { name: quote.name }) } : placed;
}

/**
 * After main refused a save that changed a sent quote (the window had not learnt yet that it was sent):
 * each such quote goes back to what main keeps, and the change made to it goes into a new revision of
 * it, made active, so nothing typed is lost. The very same quotes when there is nothing to do.
 */
export function keepSentAsSent(ours: SavedQuotes, mains: SavedQuotes): { saved: SavedQuotes; numbers: string[] } {
  const sentByMain = new Map(mains.quotes.filter(isSent).map((quote) => [quote.id, quote]));
  let saved = ours;
  const numbers: string[] = [];
  for (const quote of ours.quotes) {
    const sent = sentByMain.get(quote.id);
    if (sent === undefined || sameContent(sent, quote)) continue;
    const restored = { ...saved, quotes: saved.quotes.map((each) => (each.id === sent.id ? sent : each)) };
    const revised = placedAfter(restored, sent, revisionOf(sent, quote));
    // No room for one more quote (200 kept): what was sent wins all the same.
    saved = revised.ok ? revised.saved : restored;
    numbers.push(sent.issue?.number ?? '');
  }
  return { saved, numbers };
}
