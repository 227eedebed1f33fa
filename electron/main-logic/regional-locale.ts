/** The format used when the system names none that Intl knows. */
export const DEFAULT_REGIONAL_LOCALE = 'en-US';

/**
 * The regional format to format numbers, money and dates with, from what the system reports
 * (Electron: `app.getSystemLocale()`, e.g. "de-DE", or "en-DE" on a Mac with an English UI in
 * Germany). Anything Intl cannot use falls back to en-US rather than breaking every number.
 */
export function regionalLocale(reported: unknown): string {
  if (typeof reported !== 'string' || reported.trim() === '') return DEFAULT_REGIONAL_LOCALE;
  // POSIX spellings ("de_DE.UTF-8") reach us on Linux.
  const tag = reported.trim().replace(/\..*$/, '').replace(/@.*$/, '').replace(/_/g, '-');
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical && Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0) return canonical;
  } catch {
    // Not a language tag at all.
  }
  return DEFAULT_REGIONAL_LOCALE;
}
