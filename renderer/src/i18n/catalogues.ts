import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageKey } from '@shared/i18n/catalogue';
import { createTranslator, type Translator } from '@shared/i18n/create-translator';
import type { UiLanguage } from '@shared/i18n/language';

/** The window's words in one language, parsed: every key but the CLI's and the menu's, which main shows. */
type WindowMessages = Readonly<Partial<Record<MessageKey, MessageFormatElement[]>>>;

const loaded = new Map<UiLanguage, Translator>();
const loading = new Map<UiLanguage, Promise<Translator>>();

/** The language's words, each in a file of its own, so the window loads only the one it speaks. */
function importMessages(language: UiLanguage): Promise<WindowMessages> {
  // Two literal imports, so the bundler makes one file per language.
  const words = language === 'de' ? import('virtual:window-catalogue/de') : import('virtual:window-catalogue/en');
  return words.then((module) => module.messages as WindowMessages);
}

/** The translator of a language whose words are loaded; undefined until then. */
export function loadedTranslator(language: UiLanguage): Translator | undefined {
  return loaded.get(language);
}

/** Loads a language's words (once; a failed load is tried again next time) and resolves with its translator. */
export function loadLanguage(language: UiLanguage): Promise<Translator> {
  const known = loaded.get(language);
  if (known) return Promise.resolve(known);
  let pending = loading.get(language);
  if (!pending) {
    pending = importMessages(language).then(
      (messages) => {
        const made = createTranslator(language, messages);
        loaded.set(language, made);
        loading.delete(language);
        return made;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}
