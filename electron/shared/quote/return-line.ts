// The return address above the window (DIN 5008's "Rücksendeangabe"): one line the width of the address
// field, never cut. The page has no script (its CSP), so the line's size is decided here, from its length.
import { townLineOf } from '../customer-address';
import { LETTER } from './quote-document-style';

/** The widest and smallest the return line is printed, in points: DIN 5008 asks for a small, still legible size. */
export const RETURN_LINE_PT = { max: 6.5, min: 5 } as const;

/** The room the line has: the address field less its indent, in points (1 mm = 72 / 25.4 pt). */
const ROOM_PT = ((LETTER.addressField.width - LETTER.textIndent) * 72) / 25.4;

// Advance widths in thousandths of an em of the page's font, DejaVu Sans (the widest of its list, so what
// fits in it fits in Arial and Helvetica too): a-z, then A-Z, read from its hmtx table.
const LOWER = [
  613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525,
];
const UPPER = [
  684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685,
];

function charEm(character: string): number {
  const code = character.codePointAt(0)!;
  if (code >= 97 && code <= 122) return LOWER[code - 97]! / 1000;
  if (code >= 65 && code <= 90) return UPPER[code - 65]! / 1000;
  if (/[ .,·:;'’!|]/.test(character)) return 0.318;
  if (/[-()/]/.test(character)) return 0.39;
  if (/\p{N}/u.test(character)) return 0.636;
  if (/\p{Lu}/u.test(character)) return 0.79;
  // Other letters (ä, ö, ß …) and signs (&, –): as wide as the widest of their kind.
  return /\p{Ll}/u.test(character) ? 0.64 : 0.8;
}

/** How wide a text is in em of its font size, a little more than Chromium draws it (kerning and rounding aside). */
function textEm(text: string): number {
  return [...text].reduce((sum, character) => sum + charEm(character), 0) * 1.03;
}

/**
 * The company's return address as DIN 5008 writes it: name, street and post code with town, joined by
 * " · ". An address of more lines (a second street line, a phone number, the country) keeps its street
 * and town lines, the line before the one starting with a post code and that one; '' without a name.
 */
export function returnAddress(company: { name: string; address: readonly string[] } | null): string {
  if (company === null || company.name.trim() === '') return '';
  const lines = company.address.map((line) => line.trim()).filter((line) => line !== '');
  const town = lines.findLastIndex((line) => townLineOf([line]).postcode !== '');
  const kept = town === -1 ? lines : lines.slice(Math.max(0, town - 1), town + 1);
  return [company.name.trim(), ...kept].join(' · ');
}

/**
 * The return line and its size in points: the largest up to RETURN_LINE_PT.max at which it fits the
 * field's width; when even RETURN_LINE_PT.min does not hold it, the company's name alone with its town.
 */
export function returnLine(company: { name: string; address: readonly string[] } | null): { text: string; sizePt: number } {
  const text = returnAddress(company);
  const fits = (line: string): number => Math.floor((ROOM_PT / Math.max(textEm(line), 1)) * 10) / 10;
  const size = Math.min(RETURN_LINE_PT.max, fits(text));
  if (size >= RETURN_LINE_PT.min || company === null) return { text, sizePt: Math.max(size, RETURN_LINE_PT.min) };
  const lines = company.address.map((line) => line.trim()).filter((line) => line !== '');
  const town = lines.findLast((line) => townLineOf([line]).postcode !== '');
  const shorter = [company.name.trim(), ...(town === undefined ? [] : [town])].join(' · ');
  return { text: shorter, sizePt: Math.max(RETURN_LINE_PT.min, Math.min(RETURN_LINE_PT.max, fits(shorter))) };
}
