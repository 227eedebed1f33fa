import { DEFAULT_FOLLOW_UP_DAYS, FOLLOW_UP_DAYS_LIMIT } from '../shared/quote/quote-status';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../shared/countries';
import { APPEARANCE_CHOICES } from '../shared/appearance';
import { EMPTY_COMPANY } from '../shared/company';
import { checkBaseUrl } from '../shared/connection';
import { msg, type Message } from '../shared/i18n/catalogue';
import { checkAccelerator, DEFAULT_GLOBAL_SHORTCUT_SETTING } from '../shared/global-shortcut';
import { LANGUAGE_CHOICES } from '../shared/i18n/language';
import { RECHECK_AFTER_HOURS, RECHECK_AFTER_HOURS_LIMIT } from '../shared/quote/kept-pricing';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { documentSettingsSchema } from '../shared/quote/quote-letter-schema';
import { DEFAULT_SETTINGS_SECTION, SETTINGS_SECTIONS } from '../shared/settings-sections';
import { writeFileAtomic } from './atomic-file';
import { keepAside } from './keep-aside';
import { companySchema, LAST_KNOWN_MAX_AGE_DAYS_LIMIT } from '../shared/settings-patch';
import { DEFAULT_LAST_KNOWN_MAX_AGE_DAYS } from './last-known-store';

/** What the app remembers between runs, as the settings file's schema says. The token is not here: it lives in the keychain. */
export type Settings = Omit<z.output<typeof settingsFile>, 'version'>;

/** The company block and which kind of logo file is kept (none: null); the logo is a file of its own (company-logo.ts). */
const DEFAULT_COMPANY = { ...EMPTY_COMPANY, logo: null };

export const DEFAULT_SETTINGS: Settings = {
  baseUrl: null,
  useDemo: false,
  lastCountry: DEFAULT_COUNTRY,
  language: 'system',
  lastKnownMaxAgeDays: DEFAULT_LAST_KNOWN_MAX_AGE_DAYS,
  signIn: null,
  globalShortcut: DEFAULT_GLOBAL_SHORTCUT_SETTING,
  keepInTray: false,
  recheckAfterHours: RECHECK_AFTER_HOURS,
  followUpDays: DEFAULT_FOLLOW_UP_DAYS,
  company: DEFAULT_COMPANY,
  documents: DEFAULT_DOCUMENT_SETTINGS,
  settingsSection: DEFAULT_SETTINGS_SECTION,
  appearance: 'system',
  updateUrl: null,
};

const settingsFile = z.object({
  version: z.literal(1),
  baseUrl: z
    .string()
    .nullable()
    .refine((url) => url === null || checkBaseUrl(url).ok, 'not an allowed base URL'),
  useDemo: z.boolean(),
  lastCountry: z.enum(COUNTRY_CODES),
  // The UI language chosen in Settings; "system" follows the system's preferred languages.
  // Added after version 1 shipped: a file written before has none and follows the system.
  language: z.enum(LANGUAGE_CHOICES).default('system'),
  // How many days an answer is kept to stand in when the service cannot be reached.
  // Added with last-known prices: an older file keeps them for the default.
  lastKnownMaxAgeDays: z.number().int().min(1).max(LAST_KNOWN_MAX_AGE_DAYS_LIMIT).default(DEFAULT_LAST_KNOWN_MAX_AGE_DAYS),
  // Who signed in with user name and password, and whether the password is kept to renew the token;
  // never the password. Added with sign-in: an older file has signed nobody in.
  signIn: z
    .object({ user: z.string().min(1).max(1_000), staySignedIn: z.boolean() })
    .nullable()
    .default(null),
  // The shortcut that brings the window to the front from anywhere (null: the platform's default).
  // Added with the global shortcut: an older file gets the platform's default.
  globalShortcut: z
    .object({
      enabled: z.boolean(),
      accelerator: z
        .string()
        .nullable()
        .refine((accelerator) => accelerator === null || checkAccelerator(accelerator).ok, 'not a shortcut'),
    })
    .default(DEFAULT_GLOBAL_SHORTCUT_SETTING),
  // Whether closing the window keeps the app running in the tray. Added with the tray: an older file closes the window as before.
  keepInTray: z.boolean().default(false),
  // After how many hours a quote's kept prices are called out as possibly changed. Added with the re-check of saved quotes: an older file gets the default.
  recheckAfterHours: z.number().int().min(1).max(RECHECK_AFTER_HOURS_LIMIT).default(RECHECK_AFTER_HOURS),
  // The sent quotes expiring within this many days are listed when the app opens. Added with the quotes' follow-up: an older file gets the default.
  followUpDays: z.number().int().min(1).max(FOLLOW_UP_DAYS_LIMIT).default(DEFAULT_FOLLOW_UP_DAYS),
  // Added with quote documents: an older file has no company block.
  company: companySchema
    .extend({
      // Added with the legal details: an older file has none.
      registerCourt: companySchema.shape.registerCourt.default(''),
      registerNumber: companySchema.shape.registerNumber.default(''),
      managingDirectors: companySchema.shape.managingDirectors.default(''),
      vatId: companySchema.shape.vatId.default(''),
      // Added with the sender's country: an older file (or a country this version does not know) has it guessed.
      country: companySchema.shape.country.catch(null).default(null),
      logo: z.enum(['png', 'jpeg']).nullable(),
    })
    .default(DEFAULT_COMPANY),
  // Added with the quote letter: an older file gets the defaults.
  documents: documentSettingsSchema.default(DEFAULT_DOCUMENT_SETTINGS),
  // The section of Settings visited last, where Settings opens again. Added with the sections of Settings: an older file opens at the first; a section unknown here (a newer app's) too.
  settingsSection: z.enum(SETTINGS_SECTIONS).catch(DEFAULT_SETTINGS_SECTION).default(DEFAULT_SETTINGS_SECTION),
  // Added with the dark theme: an older file follows the system.
  appearance: z.enum(APPEARANCE_CHOICES).default('system'),
  // Never a feed (the address is IT's UpdateUrl policy alone): kept so a file an older version wrote still loads.
  // Added with updates: an older file has none; one that is no longer allowed is dropped, not the whole file.
  updateUrl: z
    .string()
    .nullable()
    .refine((url) => url === null || checkBaseUrl(url).ok)
    .catch(null)
    .default(null),
});

export interface LoadedSettings {
  settings: Settings;
  /** Set when the file was unreadable and was put aside; tell the user once. */
  notice: Message | null;
}

export interface SettingsStore {
  readonly file: string;
  /** Reads the settings; a broken file is put aside unless `readOnly` (the CLI: a broken file stays for the app to put aside). */
  load(options?: { readOnly?: boolean }): Promise<LoadedSettings>;
  save(settings: Settings): Promise<void>;
}

/** Every field of the settings: the defaults name each one (the type makes them complete). */
const SETTINGS_FIELDS = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/**
 * The settings' own fields, one by one: a wider object passed in (or read) must never put anything
 * else, such as a token, into the file or the app's state.
 */
function namedFields(settings: Settings): Settings {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field]])) as unknown as Settings;
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
        return {
          settings: namedFields(parsed.data),
          notice: null,
        };
      }
      if (readOnly) return { settings: { ...DEFAULT_SETTINGS }, notice: msg('errors.settings.unreadable', { file }) };
      const backup = await keepAside(file, now());
      return { settings: { ...DEFAULT_SETTINGS }, notice: msg('errors.settings.reset', { backup }) };
    },
    async save(settings) {
      // Still version 1: the newer fields are optional, so an older app reading this file ignores them.
      await writeFileAtomic(file, `${JSON.stringify({ version: 1, ...namedFields(settings) }, null, 2)}\n`);
    },
  };
}
