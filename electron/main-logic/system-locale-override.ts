import type { RunConfig } from './run-config';

/** What the system says about languages, or what a test run says instead. */
export interface SystemLocale {
  /** The preferred languages, most preferred first (Electron: app.getPreferredSystemLanguages()). */
  preferredLanguages(): readonly string[];
  /** The regional format (Electron: app.getSystemLocale()), checked by `regionalLocale()`. */
  regionalFormat(): string;
}

/**
 * The system's languages and regional format, or those a test run of the unpackaged app names
 * (`runConfig`): Playwright's `locale` reaches only the page's navigator.language, while main asks the
 * OS (en-US on the CI runners), so the German specs of the electron project say what the system would.
 */
export function systemLocale(system: SystemLocale, config: Pick<RunConfig, 'systemLanguages' | 'regionalFormat'>): SystemLocale {
  return {
    preferredLanguages: () => (config.systemLanguages.length > 0 ? config.systemLanguages : system.preferredLanguages()),
    regionalFormat: () => config.regionalFormat ?? system.regionalFormat(),
  };
}
