// A customer's address as an import changes it: only what the file has a column for.
import { withoutControls } from './control-characters';

/**
 * A line's address cells, each only when the file has that column: the whole address in one column
 * ("Adresse", "Anschrift"), the numbered lines ("Straße" / "Adresse 1", "Adresse 2" …), postcode and town.
 */
export interface AddressCells {
  whole?: string;
  /** By column: index 0 is "Adresse 1"; undefined where the file has no such column. */
  lines: (string | undefined)[];
  postcode?: string;
  town?: string;
}

const linesOf = (cell: string): string[] =>
  withoutControls(cell)
    .split(/\r\n|\r|\n/)
    .map((each) => each.trim());
const oneLine = (cell: string): string =>
  withoutControls(cell)
    .replace(/[\r\n]+/g, ' ')
    .trim();

/** Whether the file has any column of the address. */
export function hasAddressColumns(cells: AddressCells): boolean {
  return (
    cells.whole !== undefined || cells.lines.some((each) => each !== undefined) || cells.postcode !== undefined || cells.town !== undefined
  );
}

// A postcode first on a line: a token with a digit, four characters at least (83209, 6020, 1012, SW1A,
// D-83209), as German, Austrian, Swiss, Dutch or British letters put it before the town.
const TOWN_LINE = /^(\S*\d\S*)(?:\s+(.*))?$/u;

/**
 * An address as street lines and its town line ("83209 Prien": the last line, when it starts with a
 * postcode). An address whose last line starts with none has no town line: postcode and town are ''.
 */
export function townLineOf(address: readonly string[]): { street: string[]; postcode: string; town: string } {
  const last = address.at(-1);
  const match = last === undefined ? null : TOWN_LINE.exec(last);
  const postcode = match?.[1] ?? '';
  if (match === null || [...postcode].length < 4) return { street: [...address], postcode: '', town: '' };
  return { street: address.slice(0, -1), postcode, town: (match[2] ?? '').trim() };
}

/** A postcode as compared: spaces and case aside. */
export const postcodeKey = (postcode: string): string => postcode.replace(/\s+/g, '').toUpperCase();

/** The numbered address columns a file can have ("Adresse 1" … "Adresse 4"; the export writes them all). */
const ADDRESS_COLUMNS = 4;

/** The street lines with the file's numbered columns put in their places (a cell of several lines fills its place with all). */
function withLines(kept: readonly string[], columns: readonly (string | undefined)[]): string[] {
  const places = Math.max(kept.length, columns.length);
  return Array.from({ length: places }, (_, index) => {
    const cell = columns[index];
    return cell === undefined ? (kept[index] === undefined ? [] : [kept[index]]) : linesOf(cell);
  }).flat();
}

/**
 * The address a line gives a customer whose address is `kept` ([] for a new one): only the parts the
 * file has columns for change. One "Adresse" column is the whole address; all four numbered columns (as
 * the export writes them) each their line. Otherwise the town line is apart: the numbered columns change
 * the street lines ("Straße", "Adresszusatz": the kept town line stays unless they give one), and postcode
 * and town each their part of the town line ("Seestraße 12 / Haus B / 83209 Prien" with only PLZ and Ort
 * keeps the street and "Haus B"; with only "Adresszusatz" the street and "83209 Prien").
 */
export function mergeAddress(kept: readonly string[], cells: AddressCells): string[] {
  const present = (each: string): boolean => each !== '';
  if (!hasAddressColumns(cells)) return [...kept];
  const parts = townLineOf(kept);
  if (cells.postcode === undefined && cells.town === undefined) {
    if (cells.whole !== undefined) return linesOf(cells.whole).filter(present);
    // Every line's column (the export's four): the lines as they are, a cleared one cleared.
    if (cells.lines.length >= ADDRESS_COLUMNS && cells.lines.every((each) => each !== undefined))
      return withLines(kept, cells.lines).filter(present);
    // Some (an ERP's "Straße" and "Adresszusatz"): the street lines; the kept town line stays unless they give one.
    const street = withLines(parts.street, cells.lines).filter(present);
    const townLine = kept.length > parts.street.length ? kept.at(-1) : undefined;
    return townLine === undefined || townLineOf(street).postcode !== '' ? street : [...street, townLine];
  }
  const lines = (cells.whole !== undefined ? linesOf(cells.whole) : withLines(parts.street, cells.lines)).filter(present);
  // Lines that end in a town line of their own ("Anschrift" beside PLZ and Ort): the columns' town line takes its
  // place. A street alone is never one ("1234 Main Street" stays a street).
  const given = lines.length >= 2 ? townLineOf(lines) : { street: lines, postcode: '', town: '' };
  const base = given.postcode !== '' ? given : parts;
  const postcode = cells.postcode === undefined ? base.postcode : oneLine(cells.postcode);
  const town = cells.town === undefined ? base.town : oneLine(cells.town);
  return [...(given.postcode !== '' ? given.street : lines), [postcode, town].filter(present).join(' ')].filter(present);
}

/** The postcode a line says its customer has (its column, else its address's town line); null when it says none. */
export function postcodeOfCells(cells: AddressCells): string | null {
  const postcode = cells.postcode !== undefined ? oneLine(cells.postcode) : townLineOf(mergeAddress([], cells)).postcode;
  return postcode === '' ? null : postcode;
}
