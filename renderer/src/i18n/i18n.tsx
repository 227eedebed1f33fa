import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { UiLanguage } from '../../../electron/shared/i18n/language';
import { translator, type Translator } from '../../../electron/shared/i18n/translator';

const I18nContext = createContext<Translator>(translator('en'));

/** Words in the UI language main reported (app state `uiLanguage`); `<html lang>` follows it. */
export function I18nProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={translator(language)}>{children}</I18nContext.Provider>;
}

/** The translator of the UI language: `t(key, values)`, `text(message)`, `countryLabel(code)`. */
export function useI18n(): Translator {
  return useContext(I18nContext);
}
