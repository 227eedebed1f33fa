// CSV as spreadsheets and ERPs write it: the text's encoding, its delimiter, its records; and cells written back.
import { runSteps } from './run-steps';

/** How the bytes were read. */
export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1252';

/** The delimiters taken: semicolon (German Excel), comma, tab. */
const CSV_DELIMITERS = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How much of a file is decoded at a time: a step of `decodeCsvSteps` takes a few milliseconds. */
const DECODE_CHUNK = 256 * 1024;

/**
 * The text of a file: UTF-8 after its BOM, UTF-16 LE after its BOM (Excel's "Unicode text"), UTF-8 when
 * the bytes are valid UTF-8, else Windows-1252 (German Excel's "CSV (Trennzeichen-getrennt)"), which decodes
 * every byte.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const { chunks, encoding } = runSteps(decodeCsvSteps(bytes));
  return { text: chunks.join(''), encoding };
}

/**
 * `decodeCsv` in steps of 256 KB, yielding between them, so a 20 MB file never holds the thread for long.
 * The text stays in its pieces: joined, V8 would copy it whole into one string at the first character read.
 */
export function* decodeCsvSteps(bytes: Uint8Array): Generator<void, { chunks: string[]; encoding: CsvEncoding }> {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { chunks: yield* decodeInSteps(new TextDecoder('utf-8'), bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { chunks: yield* decodeInSteps(new TextDecoder('utf-16le'), bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { chunks: yield* decodeInSteps(new TextDecoder('utf-8', { fatal: true }), bytes), encoding: 'utf-8' };
  } catch {
    const chunks: string[] = [];
    for (let start = 0; start < bytes.length; start += DECODE_CHUNK) {
      chunks.push(decodeWindows1252(bytes.subarray(start, start + DECODE_CHUNK)));
      yield;
    }
    return { chunks, encoding: 'windows-1252' };
  }
}

function* decodeInSteps(
  decoder: { decode(input?: Uint8Array, options?: { stream?: boolean }): string },
  bytes: Uint8Array,
): Generator<void, string[]> {
  const chunks: string[] = [];
  for (let start = 0; start < bytes.length; start += DECODE_CHUNK) {
    chunks.push(decoder.decode(bytes.subarray(start, start + DECODE_CHUNK), { stream: true }));
    yield;
  }
  chunks.push(decoder.decode());
  return chunks;
}

/** The first 64 KB of a text in pieces: where its header and delimiter are found. */
export function headOf(chunks: readonly string[]): string {
  let head = '';
  for (const chunk of chunks) {
    if (head.length >= HEAD_LENGTH) break;
    head += chunk.slice(0, HEAD_LENGTH - head.length);
  }
  return head;
}

// Windows-1252's 0x80–0x9F (WHATWG's table; the five bytes it leaves open stay the control they are in Latin-1).
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Windows-1252 as Windows writes it. Not TextDecoder('windows-1252'): Node (before 22) decodes that label as
 * Latin-1, so 0x80 gives a control character, not "€".
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8_192) {
    const chunk = bytes.subarray(start, start + 8_192);
    text += String.fromCharCode(...chunk).replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH.charAt(char.charCodeAt(0) - 0x80));
  }
  return text;
}

/**
 * The delimiter of the header (the first line that is not empty): the one it has most of, outside quotes; ';'
 * when it has none. A first line "sep=;" (Excel's hint) names it instead.
 */
export function detectDelimiter(whole: string): CsvDelimiter {
  // A header is a line: 64 KB are more than any has, and a quote never closed does not make the whole file one.
  const text = whole.slice(0, HEAD_LENGTH);
  const hint = SEP_HINT.exec(text)?.[1];
  if (hint !== undefined) return hint as CsvDelimiter;
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((each) => [each, 0]));
  let quoted = false;
  let seen = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (seen) break;
    } else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, (counts.get(char as CsvDelimiter) ?? 0) + 1);
    if (char.trim() !== '') seen = true;
  }
  let best: CsvDelimiter = ';';
  for (const each of CSV_DELIMITERS) if ((counts.get(each) ?? 0) > (counts.get(best) ?? 0)) best = each;
  return best;
}

const HEAD_LENGTH = 65_536;
const SEP_HINT = /^sep=([;,\t])[ \t]*(?:\r\n|\r|\n|$)/i;

/** Whether a record is Excel's "sep=;" line, which names the delimiter and is no header. */
export function isSeparatorHint(record: CsvRecord): boolean {
  return record.line === 1 && record.cells.length <= 2 && /^sep=.?$/i.test(record.cells.join('').trim());
}

/** One record: its cells and the line of the file it starts on (1 is the first). */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** A quote opened in it was never closed: the record runs to the end of the file. */
  unclosed: boolean;
}

/**
 * The records of CSV text (RFC 4180, as spreadsheets write it): quoted cells may hold the delimiter, line
 * breaks and doubled quotes; a quote inside an unquoted cell is a character. Lines with nothing in any
 * cell are no records.
 */
export function readCsvRecords(text: string, delimiter: CsvDelimiter): CsvRecord[] {
  return [...csvRecords([text], delimiter)].filter((record) => record !== null);
}

/**
 * The records of CSV text in pieces (`decodeCsvSteps`) as `readCsvRecords` reads them, one at a time; null
 * now and then inside a long record (a quote never closed runs to the end of the file), so a caller can
 * pause there too.
 */
export function* csvRecords(chunks: readonly string[], delimiter: CsvDelimiter): Generator<CsvRecord | null, void> {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let cellStarted = false;
  let line = 1;
  let start = 1;
  const endRecord = (unclosed: boolean): void => {
    cells.push(cell);
    // A line of only delimiters (";;;;", which Excel writes below a table) is as empty as an empty one.
    if (unclosed || cells.some((each) => each.trim() !== '')) records.push({ line: start, cells, unclosed });
    cells = [];
    cell = '';
    cellStarted = false;
  };
  // The character after the one read, across pieces; `skip` passes over it.
  let skip = false;
  let read = 0;
  for (let piece = 0; piece < chunks.length; piece += 1) {
    const text = chunks[piece] ?? '';
    const after = (i: number): string => (i + 1 < text.length ? (text[i + 1] ?? '') : firstAfter(chunks, piece));
    for (let i = 0; i < text.length; i += 1) {
      if (skip) {
        skip = false;
        continue;
      }
      read += 1;
      if (read % 65_536 === 0) yield null;
      const char = text[i] ?? '';
      if (quoted) {
        if (char === '"') {
          if (after(i) === '"') {
            cell += '"';
            skip = true;
          } else quoted = false;
        } else {
          if (char === '\n' || (char === '\r' && after(i) !== '\n')) line += 1;
          cell += char;
        }
        continue;
      }
      if (char === '"' && !cellStarted) {
        quoted = true;
        cellStarted = true;
      } else if (char === delimiter) {
        cells.push(cell);
        cell = '';
        cellStarted = false;
      } else if (char === '\n' || char === '\r') {
        if (char === '\r' && after(i) === '\n') skip = true;
        endRecord(false);
        line += 1;
        start = line;
        yield* records.splice(0);
      } else {
        cell += char;
        cellStarted = true;
      }
    }
  }
  if (quoted || cell !== '' || cells.length > 0) endRecord(quoted);
  yield* records;
}

/** The first character of the pieces after `piece` ('' at the end). */
function firstAfter(chunks: readonly string[], piece: number): string {
  for (let next = piece + 1; next < chunks.length; next += 1) if ((chunks[next] ?? '') !== '') return chunks[next]?.[0] ?? '';
  return '';
}

// A cell a spreadsheet would run as a formula: = + - @, and tab or CR, which some read past (OWASP); also
// after spaces (LibreOffice's "Trim spaces") or a double quote (a pasted '"=1+1"' is unquoted, then run).
const FORMULA_START = /^'*[\s"]*[=+\-@\t\r]/;
/** The same after the apostrophe `sheetValue` put before it. */
const NEUTRALISED = /^'+[\s"]*[=+\-@\t\r]/;

/** A number as the exports write it: the regional decimal mark, no grouping, no sign but a minus. */
const SHEET_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A cell of a table the app writes for a spreadsheet: text, or a number already in the regional format ("-12,50"). */
export type SheetCell = string | { number: string };

/** The cell's content as written, before quoting: text that would start a formula gets an apostrophe (`readCsvCell` takes it off). */
function sheetValue(cell: SheetCell): string {
  if (typeof cell !== 'string' && SHEET_NUMBER.test(cell.number)) return cell.number;
  const text = typeof cell === 'string' ? cell : cell.number;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The one writer of every CSV and tab-separated cell the app makes (the customers' CSV, the quote's CSV and
 * "Copy table"): text that would start a formula (OWASP CSV injection: `=HYPERLINK`, `=WEBSERVICE`, a DDE
 * payload) gets an apostrophe in front; a number stays a number, a negative one too. CSV: quoted when it
 * holds the delimiter, a quote, a line break or space at an end. Tab-separated (pasted, never quoted): tabs
 * and line breaks inside become a space.
 */
export function writeSheetCell(cell: SheetCell, delimiter: CsvDelimiter): string {
  const value = sheetValue(cell);
  if (delimiter === '\t') return value.replace(/[\t\r\n]+/g, ' ');
  return /["\r\n]/.test(value) || value.includes(delimiter) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A cell as read: the apostrophe `writeSheetCell` put before a formula's start taken off. */
export function readCsvCell(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}
