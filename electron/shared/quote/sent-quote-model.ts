import { msg, type Message } from '../i18n/catalogue';
import type { Translator } from '../i18n/translator';
import { checkRoomForQuote, MAX_QUOTE_NAME_LENGTH } from './quote-limits';
import { validKeptPricing } from './kept-pricing';
import { lineFactor, type SavedQuote, type SavedQuoteLine, type SavedQuotes } from './saved-quote';
import type { Refused } from './quote-model';

const stamp = (): string => new Date().toISOString();

/**
 * The quote's content as a new quote of its own: new ids, no number, its lines priced anew; a duplicate
 * ("for another customer") without the recipient, its lines keeping their kept pricing where it still holds
 * for them (validKeptPricing; main, told which line each was copied from, keeps the same).
 */
function copyOf(quote: SavedQuote, name: string, kind: 'revision' | 'duplicate' = 'revision'): SavedQuote {
  const { letter, priceBasis, vat } = quote;
  const duplicate = kind === 'duplicate';
  return {
    id: crypto.randomUUID(),
    name,
    country: quote.country,
    factor: quote.factor,
    ...(priceBasis ? { priceBasis } : {}),
    // A duplicate is for another customer: the VAT ID is this one's, the treatment may be the other's too.
    ...(vat ? { vat: duplicate ? { ...vat, vatId: '' } : vat } : {}),
    lines: quote.lines.map((line) => {
      const { artnr, quantity, factor, description } = line;
      const copied: SavedQuoteLine = { id: crypto.randomUUID(), artnr, quantity, factor, ...(description ? { description } : {}) };
      if (!duplicate) return copied;
      const request = { artnr, country: quote.country, factor: lineFactor(quote, line) };
      // As a draft's: a sent quote's pricing counts only where it is for this article, country and factor.
      const pricing = line.pricing ? validKeptPricing({}, line, request, line.pricing.source) : null;
      return { ...copied, copiedFrom: { quoteId: quote.id, lineId: line.id }, ...(pricing ? { pricing } : {}) };
    }),
    updatedAt: stamp(),
    ...(letter ? { letter: duplicate ? { ...letter, recipient: null } : letter } : {}),
    // A revision is for the same customer; a duplicate is for another one, picked afresh.
    ...(!duplicate && quote.customerId !== undefined ? { customerId: quote.customerId } : {}),
  };
}

/** The revision of a sent quote: its content, linked to it; main numbers it "<number>-2", "-3" … at its first document. */
function revisionOf(sent: SavedQuote, content: SavedQuote = sent): SavedQuote {
  const number = sent.issue?.number ?? '';
  return { ...copyOf(content, sent.name), revises: { quoteId: sent.id, number, base: sent.revises?.base ?? number } };
}

/** The quotes with `added` just after `after`, made active; refused when no more quotes can be kept. */
function placedAfter(saved: SavedQuotes, after: SavedQuote, added: SavedQuote): { ok: true; saved: SavedQuotes } | Refused {
  const room = checkRoomForQuote(saved.quotes.length, saved.maxQuotes);
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

/**
 * A change to a quote sent meanwhile (typed while its first customer copy was made, or saved before the
 * window learnt it was sent): the sent quote stays as sent, the change goes into a new revision of it, made
 * active, so nothing typed is lost; refused with the limit's message when no more quotes can be kept.
 */
export function changeIntoRevision(
  saved: SavedQuotes,
  sent: SavedQuote,
  changed: SavedQuote,
): { ok: true; saved: SavedQuotes; status: Message } | Refused {
  const placed = placedAfter(saved, sent, revisionOf(sent, changed));
  return placed.ok ? { ...placed, status: msg('quote.sent.changeKept', { number: sent.issue?.number ?? '' }) } : placed;
}

/**
 * "Duplicate", for another customer: a new draft with the quote's lines, settings and letter texts, without
 * a number, a link or the recipient, made active; refused with the limit's message when no more quotes can be kept.
 */
export function duplicateQuote(
  saved: SavedQuotes,
  quote: SavedQuote,
  words: Translator,
): { ok: true; saved: SavedQuotes; status: Message } | Refused {
  const name = [...words.t('quote.copyName', { name: quote.name })].slice(0, MAX_QUOTE_NAME_LENGTH).join('').trim();
  const placed = placedAfter(saved, quote, copyOf(quote, name, 'duplicate'));
  return placed.ok ? { ...placed, status: msg('quote.sent.duplicated', { name: quote.name }) } : placed;
}
