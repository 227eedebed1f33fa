import { createContext, useContext, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { UiLanguage } from '@shared/i18n/language';
import type { Translator } from '@shared/i18n/create-translator';
import { loadedTranslator, loadLanguage } from './catalogues';

const I18nContext = createContext<Translator | null>(null);

/** Each language named in itself, for the message that its words could not be loaded. */
const NATIVE_NAMES: Readonly<Record<UiLanguage, string>> = { en: 'English', de: 'Deutsch' };

/**
 * Words in the UI language main reported (app state `uiLanguage`); `<html lang>` follows it. The window
 * speaks a language once its words are loaded (main.tsx loads the first before the window is drawn);
 * until then, and if they cannot be loaded, it stays in the one before and says so.
 */
export function I18nProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  // The words last shown, to stay in while another language's load (or if it cannot be loaded).
  const [shown, setShown] = useState(() => loadedTranslator(language));
  const [failed, setFailed] = useState<UiLanguage | null>(null);
  const wanted = loadedTranslator(language);
  if (wanted !== undefined && wanted !== shown) setShown(wanted);
  // Never without words: should the language wanted fail to load at start, any language loaded will do.
  const words = wanted ?? shown ?? loadedTranslator('en') ?? loadedTranslator('de');
  useEffect(() => {
    if (loadedTranslator(language)) return;
    let current = true;
    loadLanguage(language).then(
      (made) => {
        if (current) setShown(made);
      },
      () => {
        if (current) setFailed(language);
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  useEffect(() => {
    if (words) document.documentElement.lang = words.language;
  }, [words]);
  if (!words) return null;
  return (
    <I18nContext.Provider value={words}>
      {failed === language && words.language !== language ? (
        <p role="alert" className="error-box">
          {words.t('lookup.language.notLoaded', { language: NATIVE_NAMES[failed] })}
        </p>
      ) : null}
      {children}
    </I18nContext.Provider>
  );
}

/**
 * The words of a view that stays mounted while hidden (the lookup view behind Settings): a new language
 * reaches it right after the view shown is drawn in it, not in the same render, so choosing a language
 * waits for what is seen only. Shown, it has the words at once.
 */
export function HiddenViewWords({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const words = useI18n();
  const later = useDeferredValue(words);
  return <I18nContext.Provider value={hidden ? later : words}>{children}</I18nContext.Provider>;
}

/** The translator of the UI language: `t(key, values)`, `text(message)`, `countryLabel(code)`. */
export function useI18n(): Translator {
  const words = useContext(I18nContext);
  if (!words) throw new Error('useI18n needs an I18nProvider with its words loaded');
  return words;
}
