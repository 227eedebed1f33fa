import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageKey } from '@shared/i18n/catalogue';
import { createTranslator, type Translator } from '@shared/i18n/create-translator';
import type { UiLanguage } from '@shared/i18n/language';

/** The window's words in one language, parsed: every key but the CLI's and the menu's, which main shows. */
type WindowMessages = Partial<Record<MessageKey, MessageFormatElement[]>>;

/**
 * A language's words: those the start's code names, and once loaded the rest, added to the same
 * messages, so its one translator has them from then on.
 */
interface Words {
  translator: Translator;
  messages: WindowMessages;
  complete: boolean;
}

// Each language's files: two literal imports each, so the bundler makes one file per language and part.
const START_WORDS: Readonly<Record<UiLanguage, () => Promise<{ messages: object }>>> = {
  de: () => import('virtual:window-catalogue/de'),
  en: () => import('virtual:window-catalogue/en'),
};
const LATER_WORDS: Readonly<Record<UiLanguage, () => Promise<{ messages: object }>>> = {
  de: () => import('virtual:window-catalogue/later-words-de'),
  en: () => import('virtual:window-catalogue/later-words-en'),
};

/** The languages the window may speak: the one it started in with the start's words, any other with all. */
const loaded = new Map<UiLanguage, Words>();
/** Every language whose words are on their way or here: its start's words, then (completions) the rest. */
const starts = new Map<UiLanguage, Promise<Words>>();
const arrived = new Map<UiLanguage, Words>();
const completions = new Map<UiLanguage, Promise<Words>>();

/** The same promise for every caller until it fails; a failed load is tried again next time. */
function once(loads: Map<UiLanguage, Promise<Words>>, language: UiLanguage, load: () => Promise<Words>): Promise<Words> {
  let pending = loads.get(language);
  if (!pending) {
    pending = load();
    loads.set(language, pending);
    pending.catch(() => loads.delete(language));
  }
  return pending;
}

function startWords(language: UiLanguage): Promise<Words> {
  return once(starts, language, async () => {
    const messages = { ...((await START_WORDS[language]()).messages as WindowMessages) };
    const words = { translator: createTranslator(language, messages), messages, complete: false };
    arrived.set(language, words);
    return words;
  });
}

function allWords(language: UiLanguage): Promise<Words> {
  return once(completions, language, async () => {
    const words = await startWords(language);
    if (!words.complete) {
      Object.assign(words.messages, (await LATER_WORDS[language]()).messages);
      words.complete = true;
    }
    return words;
  });
}

/** The translator of a language the window can speak; undefined until its words are loaded. */
export function loadedTranslator(language: UiLanguage): Translator | undefined {
  return loaded.get(language)?.translator;
}

/** Loads the words the start's code names in a language (main.tsx, before the window is drawn) and resolves with its translator. */
export async function loadStartWords(language: UiLanguage): Promise<Translator> {
  const words = await startWords(language);
  loaded.set(language, words);
  return words.translator;
}

/** Loads all a language's words (once; a failed load is tried again next time) and resolves with its translator. */
export async function loadLanguage(language: UiLanguage): Promise<Translator> {
  const words = await allWords(language);
  loaded.set(language, words);
  return words.translator;
}

/** The words of every language being loaded or loaded; null while one's start words are still on their way. */
function knownWords(): Words[] | null {
  const words = [...starts.keys()].map((language) => arrived.get(language));
  return words.every((each) => each !== undefined) ? words : null;
}

/** Resolves once every language the window loaded words of has all its words: before a view opened later is shown. */
export async function loadAllWords(): Promise<void> {
  await Promise.all([...starts.keys()].map((language) => allWords(language)));
}

/**
 * Whether every language the window can speak has the words of these keys: false for a message of
 * main's whose words are left out of the start and not loaded yet (api/words-of-answers.ts).
 */
export function hasWordsFor(keys: readonly string[]): boolean {
  return knownWords()?.every((words) => words.complete || keys.every((key) => key in words.messages)) ?? keys.length === 0;
}

/** Whether every language the window loaded words of has all its words (nothing to wait for). */
export function allWordsLoaded(): boolean {
  return knownWords()?.every((words) => words.complete) ?? false;
}
