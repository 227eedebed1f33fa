import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from '../../../../electron/shared/countries';

const byLocale = new Map<string, { code: CountryCode; label: string }[]>();

/** The countries as "Germany (de)", named in the user's language where the runtime can. */
export function countryOptions(locale: string): { code: CountryCode; label: string }[] {
  const cached = byLocale.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const options = COUNTRY_CODES.map((code) => {
    const name = names?.of(code.toUpperCase()) ?? COUNTRY_NAMES[code];
    return { code, label: `${name} (${code})` };
  });
  byLocale.set(locale, options);
  return options;
}

/** One country's name as the Country list shows it, e.g. "Deutschland (de)" in German. */
export function countryLabel(code: CountryCode, locale: string): string {
  return countryOptions(locale).find((option) => option.code === code)?.label ?? `${COUNTRY_NAMES[code]} (${code})`;
}
