/** Countries the price service knows. `de` is not in the documented list but the reference request uses it. */
export const COUNTRY_CODES = ['at', 'be', 'ch', 'de', 'dk', 'fi', 'fr', 'gl', 'it', 'nl', 'no', 'se'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'de';

/** Whether a value is one of the countries the service accepts. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}
