import Big from 'big.js';
import type { z } from 'zod';
import { COUNTRY_CODES, isCountryCode } from './countries';
import { readDecimal, type Decimal } from './decimal';
import { msg, type Message } from './i18n/catalogue';
import type { lookupFields } from './lookup-request-schema';

/** What a person typed, as it arrives from the form or the command line. */
export interface LookupInput {
  artnr: string;
  country: string;
  factor?: string;
  profile?: string;
}

/** A lookup that passed the input rules and may be sent. */
export type LookupRequest = z.infer<typeof lookupFields>;

export type LookupField = 'artnr' | 'country' | 'factor' | 'profile';

export interface FieldError {
  field: LookupField;
  message: Message;
}

export type LookupValidation = { ok: true; request: LookupRequest } | { ok: false; errors: FieldError[] };

export const ARTNR_MAX_LENGTH = 64;
const FACTOR_MAX = '1000';
export const FACTOR_MAX_DECIMALS = 4;

const NAME_CHARS = /^[A-Za-z0-9._-]+$/;
const HAS_LETTER_OR_DIGIT = /[A-Za-z0-9]/;

/** Checks an article number; returns the trimmed number or an error message. */
export function checkArticleNumber(raw: string): { ok: true; value: string } | { ok: false; message: Message } {
  const value = raw.trim();
  if (value === '') return { ok: false, message: msg('errors.artnr.empty') };
  if (value.length > ARTNR_MAX_LENGTH) {
    return { ok: false, message: msg('errors.artnr.tooLong', { max: String(ARTNR_MAX_LENGTH) }) };
  }
  if (!NAME_CHARS.test(value)) {
    return { ok: false, message: msg('errors.artnr.badCharacters') };
  }
  // "." and ".." would be resolved away as path segments of the request URL.
  if (!HAS_LETTER_OR_DIGIT.test(value)) {
    return { ok: false, message: msg('errors.artnr.noLetterOrDigit') };
  }
  return { ok: true, value };
}

/** The most decimals of a markup or discount typed in percent: the factor it makes keeps at most 4. */
export const PERCENT_MAX_DECIMALS = FACTOR_MAX_DECIMALS - 2;

/** A factor as read from what was typed: its exact decimal (null for none) and whether it was typed in percent. */
export type ParsedFactor = { ok: true; value: Decimal | null; percent: boolean } | { ok: false; message: Message };

// A markup or discount in percent: "25 %", "+25%", "-10 %", "−10 %" (the minus sign U+2212), "12,5 %".
// \s takes the no-break spaces the app itself writes before "%" ("+25 %" in German), so a shown value
// pasted back reads the same.
const PERCENT = /^([+\-\u2212]?)\s*([\d.,]+)\s*%$/u;
// A number with a sign but no "%": never a factor, most likely a percentage without its sign.
const SIGNED = /^([+\-\u2212])\s*([\d.,]+)$/u;

/**
 * Parses a factor typed as `1,25` or `1.25`, or as a markup or discount in percent (`25 %`, `+25 %`,
 * `-10 %`, `12,5 %`: 1 + p/100, exactly); empty means no factor. The one rule for the form, the quote's
 * and its lines' factor fields, main's checks and the CLI's `--factor`.
 */
export function parseFactor(raw: string): ParsedFactor {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null, percent: false };
  const percent = PERCENT.exec(text);
  if (percent) return percentFactor(percent[1] ?? '', percent[2] ?? '');
  const signed = SIGNED.exec(text);
  if (signed && readDecimal(signed[2] ?? '')) {
    const minus = signed[1] !== '+';
    // Shows the way that works with the digits as typed: "-10" is "-10 %".
    const number = `${minus ? '-' : '+'}${signed[2] ?? ''}`;
    return { ok: false, message: msg(minus ? 'errors.factor.negative' : 'errors.factor.signed', { number }) };
  }
  const typed = readDecimal(text);
  if (!typed) return { ok: false, message: msg('errors.factor.notANumber') };
  if (typed.decimals > FACTOR_MAX_DECIMALS) {
    return { ok: false, message: msg('errors.factor.tooManyDecimals', { max: String(FACTOR_MAX_DECIMALS) }) };
  }
  const factor = new Big(typed.value);
  if (factor.lte(0)) return { ok: false, message: msg('errors.factor.notPositive') };
  if (factor.gt(FACTOR_MAX)) return { ok: false, message: msg('errors.factor.tooLarge', { max: FACTOR_MAX }) };
  return { ok: true, value: typed.value, percent: false };
}

/** The factor a percentage makes: 1 + p/100, exact; a discount of 100 % or more leaves no price. */
function percentFactor(sign: string, digits: string): ParsedFactor {
  const typed = readDecimal(digits);
  if (!typed) return { ok: false, message: msg('errors.factor.notANumber') };
  if (typed.decimals > PERCENT_MAX_DECIMALS) {
    return { ok: false, message: msg('errors.factor.percentTooManyDecimals', { max: String(PERCENT_MAX_DECIMALS) }) };
  }
  const share = new Big(typed.value).div(100);
  const factor = sign === '' || sign === '+' ? new Big(1).plus(share) : new Big(1).minus(share);
  if (factor.lte(0)) return { ok: false, message: msg('errors.factor.discountTooLarge') };
  if (factor.gt(FACTOR_MAX)) return { ok: false, message: msg('errors.factor.tooLarge', { max: FACTOR_MAX }) };
  return { ok: true, value: factor.toFixed(), percent: true };
}

/** Applies the input rules shared by the app and the CLI. Nothing is sent unless this passes. */
export function validateLookupInput(input: LookupInput): LookupValidation {
  const errors: FieldError[] = [];
  const artnr = checkArticleNumber(input.artnr);
  if (!artnr.ok) errors.push({ field: 'artnr', message: artnr.message });

  const country = input.country.trim().toLowerCase();
  if (!isCountryCode(country)) {
    errors.push({
      field: 'country',
      message:
        country === ''
          ? msg('errors.country.empty')
          : msg('errors.country.unknown', { input: input.country.trim().slice(0, 16), codes: COUNTRY_CODES.join(', ') }),
    });
  }

  const factor = parseFactor(input.factor ?? '');
  if (!factor.ok) errors.push({ field: 'factor', message: factor.message });

  const profile = (input.profile ?? '').trim();
  if (profile !== '' && (profile.length > ARTNR_MAX_LENGTH || !NAME_CHARS.test(profile))) {
    errors.push({
      field: 'profile',
      message: msg('errors.profile.invalid', { max: String(ARTNR_MAX_LENGTH) }),
    });
  }

  if (errors.length > 0 || !artnr.ok || !factor.ok || !isCountryCode(country)) return { ok: false, errors };
  return { ok: true, request: { artnr: artnr.value, country, factor: factor.value, profile: profile || null } };
}

/** A lookup that arrived from elsewhere (main's tray event), if it is one the input rules would have made; else null. */
export function asCheckedLookup(value: unknown): LookupRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { artnr, country, factor, profile } = value as Record<string, unknown>;
  if (typeof artnr !== 'string' || typeof country !== 'string') return null;
  if (!(factor === null || typeof factor === 'string') || !(profile === null || typeof profile === 'string')) return null;
  const checked = validateLookupInput({ artnr, country, factor: factor ?? '', profile: profile ?? '' });
  if (!checked.ok) return null;
  const request = checked.request;
  const same = request.artnr === artnr && request.country === country && request.factor === factor && request.profile === profile;
  return same ? request : null;
}
