import { z } from 'zod';
import { APPEARANCE_CHOICES } from './appearance';
import { COMPANY_LIMITS } from './company-limits';
import { COUNTRY_CODES } from './countries';
import { ACCELERATOR_MAX_LENGTH } from './global-shortcut';
import { LANGUAGE_CHOICES } from './i18n/language';
import { COMPANY_POLICIES, FOOTER_POLICIES, type PolicyName, type PolicyState } from './policy-state';
import { RECHECK_AFTER_HOURS_LIMIT } from './quote/kept-pricing';
import { keptFooterColumns } from './quote/quote-letter';
import { documentSettingsSchema } from './quote/quote-letter-schema';
import { FOLLOW_UP_DAYS_LIMIT } from './quote/quote-status';
import { SETTINGS_SECTIONS } from './settings-sections';

/** Settings accept 1 to this many days of last-known prices. */
export const LAST_KNOWN_MAX_AGE_DAYS_LIMIT = 365;

/**
 * The company block, as the window sends it and the settings file keeps it (there with its logo's kind):
 * the letterhead and the details the law asks of a business letter.
 */
export const companySchema = z.object({
  name: z.string().max(COMPANY_LIMITS.nameLength),
  address: z.array(z.string().max(COMPANY_LIMITS.lineLength)).max(COMPANY_LIMITS.addressLines),
  /** The court of the commercial register, e.g. "Amtsgericht Stuttgart". */
  registerCourt: z.string().max(COMPANY_LIMITS.registerCourtLength),
  /** The register number, e.g. "HRB 12345". */
  registerNumber: z.string().max(COMPANY_LIMITS.registerNumberLength),
  /** The managing directors' names, as one line ("Hans Müller, Eva Schmidt"). */
  managingDirectors: z.string().max(COMPANY_LIMITS.managingDirectorsLength),
  /** The VAT identification number, e.g. "DE123456789". */
  vatId: z.string().max(COMPANY_LIMITS.vatIdLength),
  /** The company's country, which decides a letter's country line (senderCountry); null: guessed from the VAT ID, else the regional format. */
  country: z.enum(COUNTRY_CODES).nullable(),
});

/**
 * What the window may change in the settings, in one call (`updateSettings`): any of these keys, each
 * whole. Strict: a key not listed here (the base URL, the sign-in, the logo, the update address) is
 * refused, so those keep their own calls with their own checks.
 */
export const settingsPatchSchema = z
  .object({
    useDemo: z.boolean(),
    lastCountry: z.enum(COUNTRY_CODES),
    settingsSection: z.enum(SETTINGS_SECTIONS),
    language: z.enum(LANGUAGE_CHOICES),
    appearance: z.enum(APPEARANCE_CHOICES),
    keepInTray: z.boolean(),
    recheckAfterHours: z.number().int().min(1).max(RECHECK_AFTER_HOURS_LIMIT),
    lastKnownMaxAgeDays: z.number().int().min(1).max(LAST_KNOWN_MAX_AGE_DAYS_LIMIT),
    followUpDays: z.number().int().min(1).max(FOLLOW_UP_DAYS_LIMIT),
    // Bounded twice the limit: main checks the accelerator itself, with its own message.
    globalShortcut: z
      .object({
        enabled: z.boolean(),
        accelerator: z
          .string()
          .max(ACCELERATOR_MAX_LENGTH * 2)
          .nullable(),
      })
      .strict(),
    company: companySchema.strict(),
    documents: documentSettingsSchema,
  })
  .partial()
  .strict();

/** A change to the settings as the window sends it. */
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
export type SettingKey = keyof SettingsPatch;
/** The shortcut setting as the window sends it and the settings file keeps it: `accelerator` null is the platform's default. */
export type GlobalShortcutSetting = NonNullable<SettingsPatch['globalShortcut']>;

/** The settings as the app uses them now, as far as a lock needs them (IT's footer, to tell a change from it). */
export interface LockContext {
  policies: PolicyState;
  documents: { footer: readonly string[] };
}

/** How IT locks one setting: which policies do, and whether they refuse the value asked for. */
interface SettingLock<K extends SettingKey> {
  policies: readonly PolicyName[];
  refuses(value: NonNullable<SettingsPatch[K]>, now: LockContext): boolean;
}

/** Footer columns as kept: each trimmed; empty ones at the end are none, an empty one between keeps its place. */
export const keptFooter = (footer: readonly string[]): string[] => keptFooterColumns(footer.map((column) => column.trim()));
const sameFooter = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((column, i) => column === b[i]);

/**
 * What IT may lock, one row per setting the window can change: the policies that lock it and when they
 * refuse a value. `null`: no policy locks it (the Language policy only presets a language the user has
 * not chosen). A setting added to the patch without a row here does not compile.
 */
export const SETTING_LOCKS: { [K in SettingKey]-?: SettingLock<K> | null } = {
  // Switching demo data off is always allowed; on only where IT allows it.
  useDemo: { policies: ['AllowDemo'], refuses: (demo, { policies }) => demo && !policies.allowDemo },
  lastCountry: null,
  settingsSection: null,
  language: null,
  appearance: null,
  keepInTray: null,
  recheckAfterHours: null,
  followUpDays: null,
  // IT's upper bound: a longer time is not offered, and not taken.
  lastKnownMaxAgeDays: {
    policies: ['LastKnownMaxDays'],
    refuses: (days, { policies }) => policies.lastKnownMaxDays !== null && days > policies.lastKnownMaxDays,
  },
  globalShortcut: { policies: ['GlobalShortcut'], refuses: (_shortcut, { policies }) => policies.shortcutLocked },
  // Any company policy makes the whole block IT's, as one letterhead.
  company: { policies: COMPANY_POLICIES, refuses: (_company, { policies }) => policies.companyLocked },
  // IT's footer comes back as it is shown; only another footer is a change. The rest stays the user's.
  documents: {
    policies: FOOTER_POLICIES,
    refuses: (documents, { policies, documents: now }) => policies.footerLocked && !sameFooter(keptFooter(documents.footer), now.footer),
  },
};

/** The first setting of the patch IT's policies refuse, or null when they refuse none. */
export function lockedSetting(patch: SettingsPatch, now: LockContext): SettingKey | null {
  for (const key of Object.keys(patch) as SettingKey[]) {
    const value = patch[key];
    const lock = SETTING_LOCKS[key] as SettingLock<SettingKey> | null;
    if (value !== undefined && lock !== null && lock.refuses(value as never, now)) return key;
  }
  return null;
}
