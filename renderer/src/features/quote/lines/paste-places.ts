import type { ParsedQuoteLines } from '@shared/quote/quote-lines';
import type { LinePlace, PlacedLine } from '@shared/quote/quote-model';

/** One line of a paste, in the order it was pasted: the quote line it made, or the text it was refused as. */
interface PasteEntry {
  /** The quote line it made; null when refused, or when it added to a line already there (which sits elsewhere). */
  lineId: string | null;
  /** As it stands in the box, refused; null once taken (or taken out of the box by the user). */
  refused: string | null;
}

/**
 * A paste and what became of each of its lines, so that a refused line, corrected in the box and added
 * afterwards, takes its pasted place among the lines that paste added, not the end of the quote.
 */
export interface PasteSession {
  readonly entries: readonly PasteEntry[];
}

/** The box's lines (1-based line numbers of its text) each matched to the refused entry it is, corrected or not. */
export type BoxMatch = ReadonlyMap<number, number>;

/** A paste as it was added: every line in pasted order, taken (with the quote line it went to) or refused. */
export function startSession(parsed: ParsedQuoteLines, placed: readonly PlacedLine[]): PasteSession {
  const taken = parsed.lines.map((line, index) => ({ at: line.line, entry: takenEntry(placed[index]) }));
  const refused = parsed.errors.map((error) => ({ at: error.line, entry: { lineId: null, refused: error.input } }));
  return { entries: [...taken, ...refused].sort((a, b) => a.at - b.at).map(({ entry }) => entry) };
}

const takenEntry = (placed: PlacedLine | undefined): PasteEntry => ({ lineId: placed?.created ? placed.id : null, refused: null });

const firstField = (text: string): string => text.trim().split(/[\t;, ]/)[0] ?? '';

interface Row {
  line: number;
  text: string;
}
interface Refused {
  index: number;
  text: string;
}

/**
 * Pairs in order (each pair's row and refused line after the previous pair's) of rows and refused lines
 * alike by `same`; what lies between two pairs is left to the next rule.
 */
function pairsBy(rows: readonly Row[], refused: readonly Refused[], same: (row: Row, entry: Refused) => boolean): [number, number][] {
  const pairs: [number, number][] = [];
  let from = 0;
  rows.forEach((row, rowIndex) => {
    const found = refused.findIndex((entry, index) => index >= from && same(row, entry));
    if (found === -1) return;
    pairs.push([rowIndex, found]);
    from = found + 1;
  });
  return pairs;
}

/** The stretches between pairs (and before the first and after the last): rows and refused lines there. */
function between(rows: readonly Row[], refused: readonly Refused[], pairs: readonly [number, number][]): [Row[], Refused[]][] {
  const bounds: [number, number][] = [[-1, -1], ...pairs, [rows.length, refused.length]];
  return bounds
    .slice(1)
    .map(([row, entry], index) => [rows.slice(bounds[index]![0] + 1, row), refused.slice(bounds[index]![1] + 1, entry)]);
}

/**
 * Which refused entry each line in the box is: unchanged lines find their own text, corrected ones their
 * article number (in order); a line between those is the refused one between, where there are as many.
 * A line typed anew matches none.
 */
export function matchBox(session: PasteSession, box: string): BoxMatch {
  const rows = box
    .split(/\r\n|\r|\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter((row) => row.text !== '');
  const refused = session.entries.flatMap((entry, index) => (entry.refused === null ? [] : [{ index, text: entry.refused.trim() }]));
  const match = new Map<number, number>();
  const keep = (someRows: readonly Row[], someRefused: readonly Refused[], pairs: readonly [number, number][]): void => {
    for (const [row, entry] of pairs) match.set(someRows[row]!.line, someRefused[entry]!.index);
  };
  const unchanged = pairsBy(rows, refused, (row, entry) => row.text === entry.text);
  keep(rows, refused, unchanged);
  for (const [gapRows, gapRefused] of between(rows, refused, unchanged)) {
    const sameArticle = pairsBy(gapRows, gapRefused, (row, entry) => firstField(row.text) === firstField(entry.text));
    keep(gapRows, gapRefused, sameArticle);
    for (const [restRows, restRefused] of between(gapRows, gapRefused, sameArticle)) {
      if (restRows.length === restRefused.length)
        keep(
          restRows,
          restRefused,
          restRows.map((_, index) => [index, index]),
        );
    }
  }
  return match;
}

/** Where the line in the box at `line` goes: after the paste's lines before it, else before those after it. */
export function placeOf(session: PasteSession, match: BoxMatch, line: number): LinePlace | undefined {
  const entry = match.get(line);
  if (entry === undefined) return undefined;
  const ids = (entries: readonly PasteEntry[]): string[] => entries.flatMap((each) => (each.lineId === null ? [] : [each.lineId]));
  return { after: ids(session.entries.slice(0, entry)).reverse(), before: ids(session.entries.slice(entry + 1)) };
}

/**
 * The session once the box's lines were added: a line taken holds the quote line it made, a refused one
 * its text as it stands now; a refused line the user took out of the box is given up, and a line typed
 * anew joins the paste behind the line above it in the box.
 */
export function continueSession(
  session: PasteSession,
  match: BoxMatch,
  parsed: ParsedQuoteLines,
  placed: readonly PlacedLine[],
): PasteSession {
  const entries: PasteEntry[] = session.entries.map((entry) => ({ ...entry, refused: null }));
  const byEntry = new Map<number, PasteEntry>(entries.map((entry, index) => [index, entry]));
  const rows = [
    ...parsed.lines.map((line, index) => ({ line: line.line, value: takenEntry(placed[index]) })),
    ...parsed.errors.map((error) => ({ line: error.line, value: { lineId: null, refused: error.input } })),
  ].sort((a, b) => a.line - b.line);
  let previous: PasteEntry | null = null;
  for (const row of rows) {
    const index = match.get(row.line);
    const known = index === undefined ? undefined : byEntry.get(index);
    if (known) {
      Object.assign(known, row.value);
      previous = known;
      continue;
    }
    const fresh: PasteEntry = { ...row.value };
    entries.splice(previous === null ? entries.length : entries.indexOf(previous) + 1, 0, fresh);
    previous = fresh;
  }
  return { entries };
}
