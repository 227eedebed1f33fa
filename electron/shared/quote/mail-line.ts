import { checkArticleNumber } from '../lookup-input';
import { isArticleHeading, isQuantityHeading } from './paste-headings';
import { isOtherUnitWord, isPiecesWord, parseQuantity, quantityDigits } from './quote-quantity';

/** One way of reading a line written in a mail: an article, how many, and the words after them. */
export interface MailReading {
  artnr: string;
  quantity: number;
  /** The words after the article and quantity ('' for none). */
  description: string;
  /** Which comes first in the line: the question about a line read two ways asks this once for a paste. */
  first: 'article' | 'quantity';
  /** "900155 4": an article and a bare quantity, nothing else (read as ever, no note). */
  plain: boolean;
  /** "900155 12 Stk": an article and a quantity written with a unit, nothing else: the quantity as written. */
  quantityWritten?: string;
}

/** A mail line read one way, two ways (to be asked), or not at all. */
export type MailRead =
  { kind: 'one'; reading: MailReading } | { kind: 'two'; readings: readonly [MailReading, MailReading] } | { kind: 'none' };

// Between an article and its quantity: "AB-1029 x 24", "31245 - 10 pcs", "2 × 120050", "Art. 900155: 4".
const MARKERS = new Set(['x', 'X', '×', '*', '-', '–', '—', ':', '=']);
// Before the line: a bullet or a number of a list ("- 900155 x 2", "1. 900155 4 Stk", "2) …").
const LIST_MARK = /^([-–—•*·]|\d{1,3}[.)])$/;
// A quantity written after "x": "x24", "×24".
const PREFIXED = /^[x×*](\d[\d.,'\u2019]*)$/i;

interface Quantity {
  value: number;
  next: number;
  /** The digits as written, for telling a quantity from an article number by their length. */
  digits: string;
  /** Written with a unit, a mark or grouping ("4 Stk", "x4", "1.000"): no article number looks so. */
  marked: boolean;
}

/** The quantity written at `at` ("4", "4 Stk", "4x", "x4", "1.000 pcs"), and where what follows it starts. */
function quantityAt(tokens: readonly string[], at: number, locale: string): Quantity | null {
  const token = tokens[at];
  if (token === undefined) return null;
  const prefixed = PREFIXED.exec(token);
  const written = prefixed?.[1] ?? token;
  const digits = quantityDigits(written, locale);
  if (digits === null || digits === 'ambiguous') return null;
  const unit = prefixed === null && /^\d+$|^\d{1,3}([.,'\u2019]\d{3})+$/.test(written) && isPiecesWord(tokens[at + 1] ?? '');
  const parsed = parseQuantity(unit ? `${written} ${tokens[at + 1] ?? ''}` : written, locale);
  if (!parsed.ok) return null;
  return { value: parsed.value, next: at + (unit ? 2 : 1), digits, marked: prefixed !== null || unit || written !== digits };
}

/** An article number at `at`: passes the article rule, and is no quantity with a unit or mark, no unit, no marker. */
function articleAt(tokens: readonly string[], at: number, locale: string, needsDigit: boolean): string | null {
  const token = tokens[at];
  if (token === undefined || MARKERS.has(token) || isPiecesWord(token) || PREFIXED.test(token)) return null;
  const digits = quantityDigits(token, locale);
  if (digits !== null && digits !== token) return null;
  if (needsDigit && !/\d/.test(token)) return null;
  const checked = checkArticleNumber(token);
  return checked.ok ? checked.value : null;
}

/** Past a label naming the article number ("Art.-Nr.", "Art. Nr.", "SKU", "Item no.") that stands before more. */
function pastArticleLabel(tokens: readonly string[], at: number): number {
  const two = `${tokens[at] ?? ''} ${tokens[at + 1] ?? ''}`;
  if (at + 2 < tokens.length && isArticleHeading(two)) return at + 2;
  if (at + 1 < tokens.length && isArticleHeading(tokens[at] ?? '')) return at + 1;
  return at;
}

/** Past a marker or a word naming the quantity ("x", "-", "Menge", "Qty") between an article and its quantity. */
function pastQuantityMark(tokens: readonly string[], at: number): number {
  const token = tokens[at] ?? '';
  return MARKERS.has(token) || isQuantityHeading(token) ? at + 1 : at;
}

/** Words that describe, not count: the first has a letter and is no unit ("12 kg") or marker ("Awning light LED"). */
function description(tokens: readonly string[], at: number): string | null {
  if (at >= tokens.length) return '';
  const first = tokens[at] ?? '';
  if (!/\p{L}/u.test(first) || isPiecesWord(first) || isOtherUnitWord(first) || MARKERS.has(first) || isQuantityHeading(first)) return null;
  return tokens.slice(at).join(' ');
}

/** The quantity at the end of the words, when marked ("… 4 Stk", "… x4", "… Menge 4"), and where it starts. */
function trailingQuantity(tokens: readonly string[], from: number, locale: string): { quantity: Quantity; at: number } | null {
  for (const at of [tokens.length - 2, tokens.length - 1]) {
    if (at <= from) continue;
    const quantity = quantityAt(tokens, at, locale);
    if (quantity?.next === tokens.length && quantity.marked) return { quantity, at };
    const marked = at - 1 > from && (MARKERS.has(tokens[at - 1] ?? '') || isQuantityHeading(tokens[at - 1] ?? ''));
    if (quantity?.next === tokens.length && marked) return { quantity, at: at - 1 };
  }
  return null;
}

interface Candidate {
  reading: MailReading;
  /** The article number is long or has a letter, and the quantity short or marked: clearly this way round. */
  clear: boolean;
}

const looksLikeArticle = (artnr: string): boolean => !/^\d+$/.test(artnr) || artnr.length >= 5;
const looksLikeQuantity = (quantity: Quantity): boolean => quantity.marked || quantity.digits.length <= 4;

/**
 * A line as people write orders in a mail: a quantity before or after the article number, with or without
 * `x`, `×`, `-`, `Stk`, `pcs`, `St.`, and a description after them ("900155 4 Awning light LED",
 * "AB-1029 x 24", "2 x 120050", "31245 - 10 pcs", "4 Stk 900155 Markise", "Art.-Nr. 900155, Menge 4").
 * Where both numbers could be either ("12 x 50"), the line is read two ways and asked; where one is clearly
 * the article number (five digits or more, or letters) and the other a quantity, it is read so.
 */
export function readMailLine(input: string, locale: string): MailRead {
  const all = input
    .split(/\s+/)
    .map((token) => token.replace(/[,;]$/, ''))
    .map((token) => (token.length > 1 ? token.replace(/:$/, '') : token))
    .filter((token) => token !== '');
  const start = pastArticleLabel(all, LIST_MARK.test(all[0] ?? '') && all.length > 1 ? 1 : 0);
  const tokens = all.slice(start);
  const candidates: Candidate[] = [];
  const add = (
    artnr: string,
    quantity: Quantity | null,
    words: string | null,
    first: MailReading['first'],
    plain: boolean,
    quantityWritten?: string,
  ): void => {
    if (words === null) return;
    const value = quantity?.value ?? 1;
    const reading = { artnr, quantity: value, description: words, first, plain, ...(quantityWritten ? { quantityWritten } : {}) };
    const clear = quantity === null || (looksLikeArticle(artnr) && looksLikeQuantity(quantity));
    candidates.push({ reading, clear });
  };
  // The article first: "900155 4 …", "AB-1029 x 24", "31245 - 10 pcs", "900155 Markise 4 Stk".
  const article = articleAt(tokens, 0, locale, false);
  if (article !== null) {
    const after = quantityAt(tokens, pastQuantityMark(tokens, 1), locale);
    if (after !== null) {
      // Nothing but the article and its quantity ("900155 12 Stk"): said as a quantity is said in a cell.
      const alone = start === 0 && after.next === tokens.length && pastQuantityMark(tokens, 1) === 1;
      const written = alone && after.marked ? tokens.slice(1).join(' ') : undefined;
      // Words after them only with an article number that has a digit: "Only 3 in stock" is a sentence.
      const words = after.next < tokens.length && !/\d/.test(article) ? null : description(tokens, after.next);
      add(article, after, words, 'article', alone && tokens.length === 2 && !after.marked, written);
    } else if (tokens.length === 1) add(article, null, '', 'article', false);
    else if (/\d/.test(article)) {
      // Words after it and a marked quantity at their end ("900155 Markise 4 Stk"). Without a quantity the
      // line is no order line: "70565 Stuttgart" in a signature names no article.
      const trailing = trailingQuantity(tokens, 1, locale);
      if (trailing !== null) add(article, trailing.quantity, description(tokens.slice(0, trailing.at), 1), 'article', false);
    }
  }
  // The quantity first: "2 x 120050", "4 Stk 900155 Markise", "4 900155".
  const before = quantityAt(tokens, 0, locale);
  if (before !== null) {
    const at = pastArticleLabel(tokens, pastQuantityMark(tokens, before.next));
    const artnr = articleAt(tokens, at, locale, true);
    if (artnr !== null) add(artnr, before, description(tokens, at + 1), 'quantity', false);
  }
  const distinct = candidates.filter(
    (each, index) =>
      candidates.findIndex((other) => other.reading.artnr === each.reading.artnr && other.reading.quantity === each.reading.quantity) ===
      index,
  );
  const [one, two] = distinct;
  if (one === undefined) return { kind: 'none' };
  if (two === undefined) return { kind: 'one', reading: one.reading };
  if (distinct.length > 2) return { kind: 'none' };
  if (one.clear !== two.clear) return { kind: 'one', reading: (one.clear ? one : two).reading };
  return { kind: 'two', readings: [one.reading, two.reading] };
}
