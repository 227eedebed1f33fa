/**
 * What a spec is about, which decides the languages it runs in (`specLocales`):
 * - 'journey': a user's journey, run once, in German: the sales staff's language, with its regional format
 *   (decimal commas, no-break spaces before € and %) and its longer words. English is held by the catalogue
 *   tests (both catalogues, the same keys and placeholders: electron/shared/i18n/catalogue.test.ts), the
 *   words' own specs below and the short walk through the main flows in each language (languages.spec.ts);
 * - 'words': the words, the languages or the regional format themselves: run in English and in German.
 */
export type SpecSubject = 'journey' | 'words';

/** The browser locales (the system's language and regional format) a spec about `subject` runs in. */
export function specLocales(subject: SpecSubject): readonly ('en-US' | 'de-DE')[] {
  return subject === 'words' ? ['en-US', 'de-DE'] : ['de-DE'];
}
