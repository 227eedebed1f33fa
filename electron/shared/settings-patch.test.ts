import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY } from './company';
import { POLICY_NAMES, type PolicyState } from './policy-state';
import { NO_POLICY_STATE } from '../../test/support/no-policies';
import { DEFAULT_DOCUMENT_SETTINGS } from './quote/document-defaults';
import { lockedSetting, SETTING_LOCKS, settingsPatchSchema, type LockContext, type SettingKey, type SettingsPatch } from './settings-patch';

type Lockable = 'useDemo' | 'lastKnownMaxAgeDays' | 'globalShortcut' | 'company' | 'documents';

const IT_FOOTER = ['Reimo GmbH\nAmtsgericht Offenbach'];
const context = (policies: Partial<PolicyState>): LockContext => ({
  policies: { ...NO_POLICY_STATE, ...policies },
  documents: { footer: IT_FOOTER },
});

/**
 * Every setting IT can lock, with a value under its policy and without it; a row added to SETTING_LOCKS
 * without cases here fails "has cases for every setting IT can lock".
 */
const CASES: { [K in Lockable]: { value: NonNullable<SettingsPatch[K]>; locked: Partial<PolicyState>; unlocked: Partial<PolicyState> }[] } =
  {
    useDemo: [{ value: true, locked: { allowDemo: false }, unlocked: { allowDemo: true } }],
    lastKnownMaxAgeDays: [
      { value: 30, locked: { lastKnownMaxDays: 7 }, unlocked: { lastKnownMaxDays: null } },
      { value: 7, locked: { lastKnownMaxDays: 6 }, unlocked: { lastKnownMaxDays: 7 } },
    ],
    globalShortcut: [
      { value: { enabled: true, accelerator: 'Control+Alt+K' }, locked: { shortcutLocked: true }, unlocked: { shortcutLocked: false } },
    ],
    company: [{ value: { ...EMPTY_COMPANY, name: 'Other' }, locked: { companyLocked: true }, unlocked: { companyLocked: false } }],
    documents: [
      {
        value: { ...DEFAULT_DOCUMENT_SETTINGS, footer: ['Own footer'] },
        locked: { footerLocked: true },
        unlocked: { footerLocked: false },
      },
    ],
  };

/** Every policy at its most locking. */
const ALL_LOCKED: Partial<PolicyState> = {
  baseUrlLocked: true,
  allowDemo: false,
  signIn: 'token-only',
  staySignedInAllowed: false,
  shortcutLocked: true,
  lastKnownMaxDays: 1,
  companyLocked: true,
  footerLocked: true,
  updateLocked: true,
};

describe('what IT may lock (SETTING_LOCKS)', () => {
  const rows = (Object.keys(CASES) as Lockable[]).flatMap((key) =>
    (CASES[key] as { value: unknown; locked: Partial<PolicyState>; unlocked: Partial<PolicyState> }[]).map((each) => ({ key, ...each })),
  );

  it.each(rows)('$key = $value: refused under $locked', ({ key, value, locked }) => {
    expect(lockedSetting({ [key]: value } as SettingsPatch, context(locked))).toBe(key);
  });

  it.each(rows)('$key = $value: taken under $unlocked', ({ key, value, unlocked }) => {
    expect(lockedSetting({ [key]: value } as SettingsPatch, context(unlocked))).toBeNull();
  });

  it('has cases for every setting IT can lock', () => {
    const lockable = (Object.keys(SETTING_LOCKS) as SettingKey[]).filter((key) => SETTING_LOCKS[key] !== null);
    expect(lockable.sort()).toEqual(Object.keys(CASES).sort());
  });

  it('has a row for every setting the window can change, naming real policies', () => {
    expect(Object.keys(SETTING_LOCKS).sort()).toEqual(Object.keys(settingsPatchSchema.shape).sort());
    for (const lock of Object.values(SETTING_LOCKS)) for (const name of lock?.policies ?? []) expect(POLICY_NAMES).toContain(name);
  });

  it.each((Object.keys(SETTING_LOCKS) as SettingKey[]).filter((key) => SETTING_LOCKS[key] === null))(
    '%s is never IT’s to lock, whatever is set',
    (key) => {
      const value = {
        lastCountry: 'at',
        settingsSection: 'quotes',
        language: 'de',
        appearance: 'dark',
        keepInTray: true,
        recheckAfterHours: 5,
      }[key as string];
      expect(settingsPatchSchema.safeParse({ [key]: value }).success).toBe(true);
      expect(lockedSetting({ [key]: value } as SettingsPatch, context(ALL_LOCKED))).toBeNull();
    },
  );

  it('lets demo data be switched off, and IT’s footer be sent back as shown, under every policy', () => {
    expect(lockedSetting({ useDemo: false }, context(ALL_LOCKED))).toBeNull();
    // With the blanks a field may add: the rest of the section (here the terms) saves.
    const documents = { ...DEFAULT_DOCUMENT_SETTINGS, terms: 'Zahlbar in 14 Tagen.', footer: [` ${IT_FOOTER[0] ?? ''} `, ''] };
    expect(lockedSetting({ documents }, context(ALL_LOCKED))).toBeNull();
  });

  it('names the first locked key of a patch, whatever else it holds', () => {
    const patch: SettingsPatch = { appearance: 'dark', company: { ...EMPTY_COMPANY, name: 'Other' }, keepInTray: true };
    expect(lockedSetting(patch, context({ companyLocked: true }))).toBe('company');
    expect(lockedSetting(patch, context({}))).toBeNull();
  });
});

describe('the settings patch (settingsPatchSchema)', () => {
  it('takes any subset of the settings the window may change', () => {
    expect(settingsPatchSchema.safeParse({}).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ appearance: 'dark', lastCountry: 'at' }).success).toBe(true);
  });

  it.each([
    [{ baseUrl: 'https://elsewhere.example' }],
    [{ updateUrl: 'https://updates.example' }],
    [{ signIn: { user: 'bob', staySignedIn: true } }],
    [{ appearance: 'dark', logo: 'png' }],
    [{ company: { ...EMPTY_COMPANY, logo: 'png' } }],
    [{ appearance: 'sepia' }],
    [{ recheckAfterHours: 0 }],
    [{ lastKnownMaxAgeDays: 366 }],
  ])('refuses %j: a key it does not know, or a value out of range', (patch) => {
    expect(settingsPatchSchema.safeParse(patch).success).toBe(false);
  });
});
