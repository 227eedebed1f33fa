import { msg, type Message } from '../i18n/catalogue';

/**
 * How many quotes the list keeps (the quote search is measured over this many, bench row 15). The model
 * refuses the next one where the user makes it (new, duplicate, revision, undo), so no save fails on it.
 * Finished quotes leave the list for the archive (isArchivable), so the list holds the quotes being worked on.
 */
export const MAX_QUOTES = 5_000;
/**
 * How many quotes one year of the archive holds (a file per year of issue, at most about 28 MB). A finished
 * quote of a year whose file is full stays in the list, and the user is told once when the quotes are read.
 * Not above MAX_QUOTES: a year's file is read as the list's file is (readQuotesFile), which reads that many.
 */
export const MAX_ARCHIVED_PER_YEAR = 5_000;
/** How many lines one quote holds; adding, pasting or copying beyond it is refused with how many still fit. */
export const MAX_QUOTE_LINES = 10_000;
/**
 * The longest description of a line, in characters (code points): one line of a spreadsheet's "Bezeichnung",
 * two lines at most under the article number in the letter's narrow column.
 */
export const MAX_DESCRIPTION_LENGTH = 120;

/** A line's description as typed: one line, trimmed, at most the limit; empty is none. */
export function checkDescription(typed: string): { ok: true; value: string } | { ok: false; message: Message } {
  const value = typed.trim();
  if (/[\r\n]/.test(value)) return { ok: false, message: msg('quote.lines.descriptionOneLine') };
  const length = [...value].length;
  if (length > MAX_DESCRIPTION_LENGTH)
    return { ok: false, message: msg('quote.lines.descriptionTooLong', { max: MAX_DESCRIPTION_LENGTH, length }) };
  return { ok: true, value };
}

/** The longest quote name, in characters (code points, as the schema counts them). */
export const MAX_QUOTE_NAME_LENGTH = 100;

/** Whether one more quote may be made (of at most `max`); otherwise why not, for the user. */
export function checkRoomForQuote(quoteCount: number, max: number = MAX_QUOTES): { ok: true } | { ok: false; message: Message } {
  return quoteCount < max ? { ok: true } : { ok: false, message: msg('quote.limit.quotes', { max }) };
}

/** Whether `adding` new lines fit on a quote of `lineCount`; otherwise how many still do, for the user. */
export function checkRoomForLines(lineCount: number, adding: number): { ok: true } | { ok: false; message: Message } {
  if (lineCount + adding <= MAX_QUOTE_LINES) return { ok: true };
  const room = Math.max(0, MAX_QUOTE_LINES - lineCount);
  return { ok: false, message: msg('quote.limit.lines', { max: MAX_QUOTE_LINES, adding, room }) };
}

/** A quote name as typed: trimmed, not empty, not longer than the limit. */
export function checkQuoteName(typed: string): { ok: true; value: string } | { ok: false; message: Message } {
  const name = typed.trim();
  if (name === '') return { ok: false, message: msg('quote.limit.nameEmpty') };
  const length = [...name].length;
  if (length > MAX_QUOTE_NAME_LENGTH) return { ok: false, message: msg('quote.limit.nameTooLong', { max: MAX_QUOTE_NAME_LENGTH, length }) };
  return { ok: true, value: name };
}
