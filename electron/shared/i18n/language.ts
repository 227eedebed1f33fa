/** The languages the app speaks. */
export const UI_LANGUAGES = ['de', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** What the user chose in Settings: follow the system, or one language. */
export const LANGUAGE_CHOICES = ['system', 'de', 'en'] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

/** Used when none of the system's preferred languages is one the app speaks. */
const FALLBACK_LANGUAGE: UiLanguage = 'en';

/**
 * The UI language: the choice, or for "system" the first of the system's preferred languages the app
 * speaks (Electron: app.getPreferredSystemLanguages(); the e2e harness: the browser context's locale).
 */
export function resolveUiLanguage(choice: LanguageChoice, preferred: readonly string[]): UiLanguage {
  if (choice !== 'system') return choice;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    const match = UI_LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** Whether a value is one of the choices. */
export function isLanguageChoice(value: unknown): value is LanguageChoice {
  return typeof value === 'string' && (LANGUAGE_CHOICES as readonly string[]).includes(value);
}
