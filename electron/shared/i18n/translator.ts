import type { Message } from './catalogue';
import { CATALOGUES } from './catalogues/all';
import { createTranslator, type Translator } from './create-translator';
import type { UiLanguage } from './language';

export { type Translator };

const translators = new Map<UiLanguage, Translator>();

/** The translator for a language, both languages' words at hand (main, the CLI); made once and kept. */
export function translator(language: UiLanguage): Translator {
  const known = translators.get(language);
  if (known) return known;
  const made = createTranslator(language, CATALOGUES[language]);
  translators.set(language, made);
  return made;
}

/** English words, for the diagnostics log and tests (the log is for support and stays English). */
export function englishText(message: Message): string {
  return translator('en').text(message);
}
