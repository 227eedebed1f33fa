import { msg, type Message } from '../i18n/catalogue';
import { checkArticleNumber } from '../lookup-input';

/** One line of a quote as pasted or typed: an article and how many. */
export interface QuoteLineInput {
  /** 1-based line number in the pasted text, so errors point at the right line. */
  line: number;
  artnr: string;
  quantity: number;
}

/** A pasted line that could not be read, with the reason. */
export interface QuoteLineError {
  line: number;
  input: string;
  message: Message;
}

export interface ParsedQuoteLines {
  lines: QuoteLineInput[];
  errors: QuoteLineError[];
}

export const MAX_QUANTITY = 1_000_000;
const HEADER_WORD =
  /^(art(ikel)?[ ._-]?(nr|no|nummer|number)?\.?|article( number| no\.?)?|item( number| no\.?)?|sku|qty|quantity|menge|anzahl|amount)$/i;

/**
 * Reads quote lines copied from a spreadsheet or an e-mail: `artnr<TAB>qty`, `artnr;qty`, `artnr,qty`
 * or just `artnr` (quantity 1), one per line. Blank lines and a header line are skipped; every other
 * line that cannot be read is reported, never dropped.
 */
export function parseQuoteLines(text: string): ParsedQuoteLines {
  const lines: QuoteLineInput[] = [];
  const errors: QuoteLineError[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const input = raw.trim();
    if (input === '') return;
    const fields = splitFields(input);
    const first = !seenContent;
    seenContent = true;
    if (first && isHeader(fields)) return;
    if (fields.length > 2) {
      errors.push({ line, input, message: msg('errors.quoteLine.tooManyColumns') });
      return;
    }
    const artnr = checkArticleNumber(fields[0] ?? '');
    if (!artnr.ok) {
      errors.push({ line, input, message: artnr.message });
      return;
    }
    const quantity = parseQuantity(fields[1]);
    if (!quantity.ok) {
      errors.push({ line, input, message: quantity.message });
      return;
    }
    lines.push({ line, artnr: artnr.value, quantity: quantity.value });
  });
  return { lines, errors };
}

/** Parses a quantity: a whole number from 1 to 1,000,000; missing means 1. */
export function parseQuantity(raw: string | undefined): { ok: true; value: number } | { ok: false; message: Message } {
  const text = (raw ?? '').trim();
  if (text === '') return raw === undefined ? { ok: true, value: 1 } : { ok: false, message: msg('errors.quantity.empty') };
  if (!/^\d+$/.test(text)) return { ok: false, message: msg('errors.quantity.notWhole', { input: text.slice(0, 20) }) };
  const value = Number(text);
  if (value < 1) return { ok: false, message: msg('errors.quantity.tooSmall') };
  if (value > MAX_QUANTITY) return { ok: false, message: msg('errors.quantity.tooLarge') };
  return { ok: true, value };
}

// Tab first: spreadsheet cells may themselves contain commas.
function splitFields(line: string): string[] {
  const separator = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : null;
  const fields = separator === null ? [line] : line.split(separator);
  return fields.map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

function isHeader(fields: string[]): boolean {
  if (fields.some((field) => HEADER_WORD.test(field))) return true;
  const quantity = fields[1];
  return quantity !== undefined && quantity !== '' && !/^\d+$/.test(quantity);
}
