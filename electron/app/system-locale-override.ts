import { regionalLocale } from './regional-locale';

/** What the system says about languages, or what a test run says instead. */
export interface SystemLocale {
  /** The preferred languages, most preferred first (Electron: app.getPreferredSystemLanguages()). */
  preferredLanguages(): readonly string[];
  /** The regional format (Electron: app.getSystemLocale()), checked by `regionalLocale()`. */
  regionalFormat(): string;
}

/**
 * The system's languages and regional format, overridden in an unpackaged app by
 * PRICE_LOOKUP_SYSTEM_LANGUAGES ("de-DE,en-US") and PRICE_LOOKUP_REGIONAL_FORMAT ("de-DE"): Playwright's
 * `locale` reaches only the page's navigator.language, while main asks the OS (en-US on the CI runners),
 * so the German specs of the electron project say through these what the system would. An installed
 * app never reads them.
 */
export function systemLocale(
  system: SystemLocale,
  packaged: boolean,
  env: Readonly<Record<string, string | undefined>> = process.env,
): SystemLocale {
  if (packaged) return system;
  const languages = (env.PRICE_LOOKUP_SYSTEM_LANGUAGES ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && canonical(tag) !== null)
    .map((tag) => canonical(tag) ?? tag);
  const format = env.PRICE_LOOKUP_REGIONAL_FORMAT?.trim();
  return {
    preferredLanguages: () => (languages.length > 0 ? languages : system.preferredLanguages()),
    regionalFormat: () => (format ? regionalLocale(format) : system.regionalFormat()),
  };
}

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
