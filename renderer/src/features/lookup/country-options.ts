import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from '../../../../electron/shared/countries';

/** The countries as "Germany (de)", named in the user's language where the runtime can. */
export function countryOptions(locale: string): { code: CountryCode; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRY_CODES.map((code) => {
    const name = names?.of(code.toUpperCase()) ?? COUNTRY_NAMES[code];
    return { code, label: `${name} (${code})` };
  });
}
