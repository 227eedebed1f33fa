import Big from 'big.js';
import { COUNTRY_CODES, isCountryCode, type CountryCode } from './countries';
import { readDecimal, type Decimal } from './decimal';
import { msg, type Message } from './i18n/catalogue';

/** What a person typed, as it arrives from the form or the command line. */
export interface LookupInput {
  artnr: string;
  country: string;
  factor?: string;
  profile?: string;
}

/** A lookup that passed the input rules and may be sent. */
export interface LookupRequest {
  artnr: string;
  country: CountryCode;
  /** Exact decimal text with `.` and no exponent, or null for no factor. */
  factor: Decimal | null;
  profile: string | null;
}

export type LookupField = 'artnr' | 'country' | 'factor' | 'profile';

export interface FieldError {
  field: LookupField;
  message: Message;
}

export type LookupValidation = { ok: true; request: LookupRequest } | { ok: false; errors: FieldError[] };

export const ARTNR_MAX_LENGTH = 64;
export const FACTOR_MAX = '1000';
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

/** Parses a factor typed as `1,25` or `1.25`; empty means no factor. */
export function parseFactor(raw: string): { ok: true; value: Decimal | null } | { ok: false; message: Message } {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  const typed = readDecimal(text);
  if (!typed) return { ok: false, message: msg('errors.factor.notANumber') };
  if (typed.decimals > FACTOR_MAX_DECIMALS) {
    return { ok: false, message: msg('errors.factor.tooManyDecimals', { max: String(FACTOR_MAX_DECIMALS) }) };
  }
  const factor = new Big(typed.value);
  if (factor.lte(0)) return { ok: false, message: msg('errors.factor.notPositive') };
  if (factor.gt(FACTOR_MAX)) return { ok: false, message: msg('errors.factor.tooLarge', { max: FACTOR_MAX }) };
  return { ok: true, value: typed.value };
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
