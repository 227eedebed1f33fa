import { msg, type Message } from '../i18n/catalogue';

export type QuantityResult = { ok: true; value: number; reading?: Message } | { ok: false; message: Message };

export const MAX_QUANTITY = 1_000_000;

// Characters some regional format groups thousands with; a group written with one that is not the
// user's own ("1,000" in German) could be a decimal as well.
const GROUP_CHARS = ['.', ',', "'", '\u2019', ' ', '\u00a0', '\u202f'];
const APOSTROPHES = ["'", '\u2019'];
const SPACES = [' ', '\u00a0', '\u202f'];

/**
 * Pieces, as sales people write them after the number in German and English alike, whatever the UI
 * language: "12 Stk", "12 Stk.", "12 Stück", "12 St.", "12 pcs", "12 pc.", "12 x", "12x" or "12×".
 */
const PIECES = /^(.*?\d)\s*(stk\.?|stück|st\.?|pcs\.?|pc\.?|x|×)$/iu;
// A number followed by some other word ("12 kg", "12 Meter"): said as a unit that is not pieces.
const OTHER_UNIT = /^[\d.,'\u2019\s\u00a0\u202f]*\d\s*\p{L}[\p{L}.]*$/u;

// Units a quantity is written in that are not pieces ("12 kg", "3 m", "2 Rollen"), in German and English.
const OTHER_UNIT_WORD =
  /^(kg|g|t|mm|cm|m|km|m2|m²|qm|lfm|l|ltr|liter|litre|liters|litres|ml|meter|metre|meters|metres|rolle|rollen|roll|rolls|paar|pair|pairs|karton|kartons|carton|cartons|box|boxes|pack|packs|pkg|ve|pe)\.?$/i;

/** Whether a word is a unit other than pieces ("kg", "m", "Rollen"): after a number, no description but the quantity's unit. */
export function isOtherUnitWord(text: string): boolean {
  return OTHER_UNIT_WORD.test(text.trim());
}

/** Whether a cell is only a word for pieces ("Stk", "pcs."), as a column of its own after the quantity. */
export function isPiecesWord(text: string): boolean {
  return PIECES.test(`1${text.trim()}`) && text.trim() !== '';
}

/**
 * Parses a quantity: a whole number from 1 to 1,000,000, its thousands grouped or not as the regional
 * `locale` writes them ("1.000" in de-DE, "1,000" in en-US), maybe followed by a word for pieces ("12 Stk",
 * "12 pcs", "12x"); missing means 1. A grouped number, or one with a unit, says how it was read. A group
 * mark the locale does not use ("1,000" in de-DE) is refused as ambiguous; anything else is refused with
 * what is accepted.
 */
export function parseQuantity(raw: string | undefined, locale: string): QuantityResult {
  const text = (raw ?? '').trim();
  if (text === '') return raw === undefined ? { ok: true, value: 1 } : { ok: false, message: msg('errors.quantity.empty') };
  const input = text.slice(0, 20);
  const digits = quantityDigits(text, locale);
  if (digits === null) {
    return {
      ok: false,
      message: msg(!PIECES.test(text) && OTHER_UNIT.test(text) ? 'errors.quantity.unit' : 'errors.quantity.notWhole', { input }),
    };
  }
  if (digits === 'ambiguous') {
    const plain = numberPart(text).replace(/\D/g, '');
    return { ok: false, message: msg('errors.quantity.ambiguous', { input, plain: plain.slice(0, 20) }) };
  }
  const value = Number(digits);
  if (value < 1) return { ok: false, message: msg('errors.quantity.tooSmall') };
  if (value > MAX_QUANTITY) return { ok: false, message: msg('errors.quantity.tooLarge') };
  if (text === digits) return { ok: true, value };
  return { ok: true, value, reading: msg('quote.paste.readAs', { input, quantity: String(value) }) };
}

/** The number without a word for pieces after it ("12 Stk." → "12"); the text as it is without one. */
function numberPart(text: string): string {
  return PIECES.exec(text)?.[1]?.trim() ?? text;
}

/**
 * The digits of a quantity as written (a whole number, its groups marked as the locale marks them,
 * maybe a word for pieces after it); 'ambiguous' when marked with another group mark; null when it is no
 * such quantity. What the paste's column reading asks of a cell too.
 */
export function quantityDigits(text: string, locale: string): string | 'ambiguous' | null {
  return wholeNumber(numberPart(text.trim()), locale);
}

/** The digits of a whole number, its groups marked as the locale marks them; 'ambiguous' when marked with another. */
function wholeNumber(text: string, locale: string): string | 'ambiguous' | null {
  if (/^\d+$/.test(text)) return text;
  const own = separators(locale).group;
  for (const mark of GROUP_CHARS) {
    if (!grouped(text, mark)) continue;
    return own.includes(mark) ? text.split(mark).join('') : 'ambiguous';
  }
  return null;
}

/** "1.000.000" grouped by "." in threes, with no leading zero. */
function grouped(text: string, mark: string): boolean {
  const groups = text.split(mark);
  return groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

const separatorCache = new Map<string, { group: string[]; decimal: string }>();

/** The marks a locale groups thousands with (an apostrophe or a space in any of its spellings) and its decimal mark. */
export function separators(locale: string): { group: string[]; decimal: string } {
  let known = separatorCache.get(locale);
  if (known === undefined) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5);
    const group = parts.find((part) => part.type === 'group')?.value ?? ',';
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const family = APOSTROPHES.includes(group) ? APOSTROPHES : SPACES.includes(group) ? SPACES : [group];
    known = { group: family, decimal };
    separatorCache.set(locale, known);
  }
  return known;
}
