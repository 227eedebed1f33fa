import { createContext, useContext } from 'react';

const RegionalLocaleContext = createContext('en-US');

/** Provides the regional format main reported (app state `regionalLocale`) to everything that formats. */
export const RegionalLocaleProvider = RegionalLocaleContext.Provider;

/**
 * The locale for numbers, money, dates and CSV: the system's regional format, not the UI language
 * (in Electron `navigator.language` is the UI language, which can differ).
 */
export function useRegionalLocale(): string {
  return useContext(RegionalLocaleContext);
}
