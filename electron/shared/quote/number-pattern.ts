// A quote number's pattern ("A-{year}-{seq:4}"): its check and the numbers it makes. A leaf of the letter's
// rules, so the settings' schema can check a pattern without importing the letter's types.
import { msg, type Message } from '../i18n/catalogue';
import { DOCUMENT_SETTINGS_LIMITS } from './letter-limits';

type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

const PLACEHOLDER = /\{([^{}]*)\}/g;
// Characters Windows or macOS refuse in a file name, where the number goes too (control characters as well).
const FILE_NAME_UNSAFE = /[<>:"/\\|?*]/;
const hasControl = (text: string): boolean => [...text].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/**
 * A number pattern as typed: `{year}` and one `{seq}` or `{seq:N}` (at least N digits, 1–9), the rest
 * kept as written; nothing a file name cannot hold.
 */
export function checkNumberPattern(typed: string): Checked<string> {
  const pattern = typed.trim();
  if (pattern === '') return { ok: false, message: msg('document.pattern.empty') };
  if ([...pattern].length > DOCUMENT_SETTINGS_LIMITS.patternLength) {
    return { ok: false, message: msg('document.pattern.tooLong', { max: DOCUMENT_SETTINGS_LIMITS.patternLength }) };
  }
  let sequences = 0;
  for (const [, name] of pattern.matchAll(PLACEHOLDER)) {
    if (name === 'year') continue;
    if (name !== undefined && /^seq(:[1-9])?$/.test(name)) {
      sequences += 1;
      continue;
    }
    return { ok: false, message: msg('document.pattern.unknownPlaceholder', { placeholder: `{${name ?? ''}}` }) };
  }
  if (sequences !== 1) return { ok: false, message: msg('document.pattern.oneSequence') };
  const literal = pattern.replace(PLACEHOLDER, '');
  if (/[{}]/.test(literal) || FILE_NAME_UNSAFE.test(literal) || hasControl(literal))
    return { ok: false, message: msg('document.pattern.unsafe') };
  return { ok: true, value: pattern };
}

/** The series a number belongs to: the pattern with its year filled in and the sequence's width left out. */
export function numberSeries(pattern: string, year: number): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => (name === 'year' ? String(year) : name.startsWith('seq') ? '{seq}' : whole));
}

/** The number `seq` of the series, e.g. A-2026-0007 for `A-{year}-{seq:4}`. */
export function formatQuoteNumber(pattern: string, year: number, seq: number): string {
  return pattern.replace(PLACEHOLDER, (whole, name: string) => {
    if (name === 'year') return String(year);
    const width = /^seq(?::([1-9]))?$/.exec(name);
    return width ? String(seq).padStart(Number(width[1] ?? '1'), '0') : whole;
  });
}

/** The sequence of a number in a series, or null when it is not one of the series'. */
export function sequenceOf(number: string, series: string): number | null {
  const at = series.indexOf('{seq}');
  if (at === -1) return null;
  const head = series.slice(0, at);
  const tail = series.slice(at + '{seq}'.length);
  if (!number.startsWith(head) || !number.endsWith(tail) || number.length <= head.length + tail.length) return null;
  const digits = number.slice(head.length, number.length - tail.length);
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
}
