// Whether a customer's VAT ID looks like one: the format each EU country gives its numbers (the number
// itself is the tax office's to confirm, e.g. in the EU's VIES).
import { msg, type Message } from './i18n/catalogue';
import type { VatTreatment } from './quote/vat-treatment';

/** The longest VAT ID kept, in characters as typed (spaces and dots included). */
export const VAT_ID_LENGTH = 24;

/**
 * Each EU country's VAT ID after its prefix (Greece's is EL, Northern Ireland's XI for goods), with an
 * example shown when one does not fit. From the formats the EU's VIES documents for each member state.
 */
const EU_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^U\d{8}$/, example: 'ATU12345678' },
  BE: { pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { pattern: /^\d{9}$/, example: 'EE123456789' },
  EL: { pattern: /^\d{9}$/, example: 'EL123456789' },
  ES: { pattern: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, example: 'ESA1234567B' },
  FI: { pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { pattern: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { pattern: /^(?:\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { pattern: /^[1-9]\d{1,9}$/, example: 'RO12345678' },
  SE: { pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { pattern: /^\d{10}$/, example: 'SK1234567890' },
  XI: { pattern: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/, example: 'XI123456789' },
};

/** Countries near the EU whose numbers people type: named when they are refused for an intra-Community supply. */
const OUTSIDE_EU: Readonly<Record<string, string>> = { CH: 'ch', CHE: 'ch', NO: 'no', GB: 'gb', LI: 'li', IS: 'is', GL: 'gl' };

/** A VAT ID as it is compared and printed: capitals, without the spaces, dots and dashes people type in it. */
export function normalVatId(typed: string): string {
  return typed.toUpperCase().replace(/[\s.\-/]/g, '');
}

/**
 * A customer's VAT ID as typed: '' (none) or one that looks like an EU VAT ID of its country (the prefix's
 * format), kept in its normal form (normalVatId). A Swiss, Norwegian or British number is refused as not in
 * the EU (such a customer's quote is an export); Greece's "GR" is refused with its "EL".
 */
export function checkEuVatId(typed: string): { ok: true; value: string } | { ok: false; message: Message } {
  const value = normalVatId(typed);
  if (value === '') return { ok: true, value };
  if ([...typed.trim()].length > VAT_ID_LENGTH)
    return { ok: false, message: msg('customers.vatId.tooLong', { max: VAT_ID_LENGTH, length: [...typed.trim()].length }) };
  const outside = OUTSIDE_EU[value.slice(0, 3)] ?? OUTSIDE_EU[value.slice(0, 2)];
  if (outside !== undefined) return { ok: false, message: msg('customers.vatId.notEu', { country: outside }) };
  if (value.startsWith('GR')) return { ok: false, message: msg('customers.vatId.badFormat', { example: 'EL123456789' }) };
  const format = EU_FORMATS[value.slice(0, 2)];
  if (format === undefined) return { ok: false, message: msg('customers.vatId.unknownCountry') };
  return format.pattern.test(value.slice(2))
    ? { ok: true, value }
    : { ok: false, message: msg('customers.vatId.badFormat', { example: format.example }) };
}

/**
 * Why a VAT treatment and a VAT ID cannot be kept together (a customer's, a quote's): the VAT ID must look
 * like an EU one (checkEuVatId says why not), and an intra-Community supply needs one; none when they can. Without
 * zod, so the window's quote view asks it too.
 */
export function vatReasons({ vatTreatment, vatId }: { vatTreatment: VatTreatment | null; vatId: string }): Message[] {
  const checked = checkEuVatId(vatId);
  if (!checked.ok) return [checked.message];
  return vatTreatment === 'intraCommunity' && checked.value === '' ? [msg('customers.vatId.missing')] : [];
}
