import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '../shared/countries';
import { checkBaseUrl } from '../shared/connection';
import { msg, type Message } from '../shared/i18n/catalogue';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../shared/i18n/language';
import { writeFileAtomic } from './atomic-file';
import { keepAside } from './keep-aside';

/** What the app remembers between runs. The token is not here: it lives in the keychain. */
export interface Settings {
  baseUrl: string | null;
  useDemo: boolean;
  lastCountry: CountryCode;
  /** The UI language chosen in Settings; "system" follows the system's preferred languages. */
  language: LanguageChoice;
}

export const DEFAULT_SETTINGS: Settings = { baseUrl: null, useDemo: false, lastCountry: DEFAULT_COUNTRY, language: 'system' };

const settingsFile = z.object({
  version: z.literal(1),
  baseUrl: z
    .string()
    .nullable()
    .refine((url) => url === null || checkBaseUrl(url).ok, 'not an allowed base URL'),
  useDemo: z.boolean(),
  lastCountry: z.enum(COUNTRY_CODES),
  // Added after version 1 shipped: a file written before has none and follows the system.
  language: z.enum(LANGUAGE_CHOICES).default('system'),
});

export interface LoadedSettings {
  settings: Settings;
  /** Set when the file was unreadable and was put aside; tell the user once. */
  notice: Message | null;
}

export interface SettingsStore {
  readonly file: string;
  /** Reads the settings; a broken file is put aside unless `readOnly` (the CLI never changes the app's files). */
  load(options?: { readOnly?: boolean }): Promise<LoadedSettings>;
  save(settings: Settings): Promise<void>;
}

/** Settings as JSON in the user data folder, written atomically; a broken file is kept aside, not lost. */
export function createSettingsStore(dir: string, now: () => Date = () => new Date()): SettingsStore {
  const file = join(dir, 'settings.json');
  return {
    file,
    async load({ readOnly = false } = {}) {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        const failure = error as NodeJS.ErrnoException;
        if (failure.code === 'ENOENT') return { settings: { ...DEFAULT_SETTINGS }, notice: null };
        // Some errors (EISDIR) name no file; the start-failure message must say which one.
        failure.path ??= file;
        throw failure;
      }
      let parsed: ReturnType<typeof settingsFile.safeParse>;
      try {
        parsed = settingsFile.safeParse(JSON.parse(text));
      } catch {
        parsed = settingsFile.safeParse(undefined);
      }
      if (parsed.success) {
        const { baseUrl, useDemo, lastCountry, language } = parsed.data;
        return { settings: { baseUrl, useDemo, lastCountry, language }, notice: null };
      }
      if (readOnly) return { settings: { ...DEFAULT_SETTINGS }, notice: msg('errors.settings.unreadable', { file }) };
      const backup = await keepAside(file, now());
      return { settings: { ...DEFAULT_SETTINGS }, notice: msg('errors.settings.reset', { backup }) };
    },
    async save({ baseUrl, useDemo, lastCountry, language }) {
      // Named fields only: a wider object passed in must never put anything else (a token) in the file.
      // Still version 1: the new field is optional, so an older app reading this file ignores it.
      await writeFileAtomic(file, `${JSON.stringify({ version: 1, baseUrl, useDemo, lastCountry, language }, null, 2)}\n`);
    },
  };
}
