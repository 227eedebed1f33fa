import { readFile, rm } from 'node:fs/promises';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { EMPTY_COMPANY } from '../shared/company';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { lockedSetting, type SettingKey, type SettingsPatch } from '../shared/settings-patch';
import type { Settings } from '../core/settings-store';
import type { GlobalShortcut } from './global-shortcut';
import { readPolicyValues } from './policy-values';
import { createSettingsHandlers } from './settings-handlers';
import { mainStateOnDisk } from '../../test/support/settings-state-on-disk';

// Values as main keeps them (trimmed), so what is saved can be compared with what was sent.
const patchValue: { [K in SettingKey]-?: fc.Arbitrary<NonNullable<SettingsPatch[K]>> } = {
  useDemo: fc.boolean(),
  lastCountry: fc.constantFrom('de', 'at', 'ch', 'fr'),
  settingsSection: fc.constantFrom('connection', 'quotes', 'appearance'),
  language: fc.constantFrom('system', 'de', 'en'),
  appearance: fc.constantFrom('system', 'light', 'dark'),
  keepInTray: fc.boolean(),
  recheckAfterHours: fc.integer({ min: 1, max: 720 }),
  followUpDays: fc.integer({ min: 1, max: 365 }),
  lastKnownMaxAgeDays: fc.integer({ min: 1, max: 365 }),
  globalShortcut: fc.record({ enabled: fc.boolean(), accelerator: fc.constantFrom(null, 'Control+Alt+K', 'Control+Shift+F9') }),
  company: fc.constantFrom('Camping Müller GmbH', 'Reimo GmbH', '').map((name) => ({ ...EMPTY_COMPANY, name })),
  documents: fc
    .record({
      terms: fc.constantFrom('', 'Zahlbar in 14 Tagen.'),
      footer: fc.constantFrom<string[]>([], ['IT-Fußzeile'], ['Eigene Fußzeile']),
    })
    .map((change) => ({ ...DEFAULT_DOCUMENT_SETTINGS, ...change })),
};
const patch: fc.Arbitrary<SettingsPatch> = fc.record(patchValue, { requiredKeys: [] });

// Each policy that locks a setting, set or not.
const policies = fc.record(
  {
    AllowDemo: fc.constant(false),
    GlobalShortcut: fc.constant('Control+Alt+P'),
    LastKnownMaxDays: fc.constantFrom(7, 60),
    CompanyName: fc.constant('IT GmbH'),
    DocumentFooter1: fc.constant('IT-Fußzeile'),
  },
  { requiredKeys: [] },
);

const shortcut: GlobalShortcut = {
  apply: (setting) => ({
    ...setting,
    accelerator: setting.accelerator ?? 'Control+Alt+P',
    defaultAccelerator: 'Control+Alt+P',
    binding: 'bound',
  }),
  state: () => ({ enabled: true, accelerator: 'Control+Alt+P', defaultAccelerator: 'Control+Alt+P', binding: 'bound' }),
  dispose: () => undefined,
};

const pick = (settings: Settings, key: SettingKey): unknown =>
  key === 'company' ? { ...settings.company, logo: undefined } : settings[key];

test.prop([policies, fc.array(patch, { minLength: 1, maxLength: 5 })], { numRuns: 60 })(
  'random patches never change a setting IT locks, and never lose another',
  async (raw, patches) => {
    const { dir, store, state } = await mainStateOnDisk('price-lookup-patch-', {
      policies: readPolicyValues(raw, 'test'),
      trayAvailable: true,
    });
    try {
      const { updateSettings } = createSettingsHandlers({ state, shortcut });
      let saved = false;
      for (const each of patches) {
        const before = { own: state.ownSettings(), applied: state.settings() };
        const refused = lockedSetting(each, { policies: state.policies(), documents: before.applied.documents });
        const answer = await updateSettings(each);
        const keys = Object.keys(each) as SettingKey[];
        if (refused !== null) {
          // Refused whole, by name: nothing of the patch is applied.
          expect(answer).toMatchObject({ ok: false, error: { kind: 'setting-locked', field: refused } });
          expect(state.ownSettings()).toEqual(before.own);
          continue;
        }
        expect(answer.ok).toBe(true);
        saved ||= keys.length > 0;
        for (const key of Object.keys(before.own) as (keyof Settings)[]) {
          if (!keys.includes(key as SettingKey)) expect(state.ownSettings()[key], key).toEqual(before.own[key]);
        }
        for (const key of keys) {
          // Under IT's footer the user's own stays beneath; everything else sent is kept as sent.
          const sent =
            key === 'documents' && state.policies().footerLocked ? { ...each.documents, footer: before.own.documents.footer } : each[key];
          expect(pick(state.ownSettings(), key), key).toEqual(key === 'company' ? { ...(sent as object), logo: undefined } : sent);
        }
        // What IT set is what the app uses, whatever was sent.
        if (raw.AllowDemo === false) expect(state.settings().useDemo).toBe(false);
        if (raw.GlobalShortcut !== undefined) expect(state.settings().globalShortcut).toEqual(before.applied.globalShortcut);
        if (raw.CompanyName !== undefined) expect(state.settings().company).toEqual(before.applied.company);
        if (raw.DocumentFooter1 !== undefined) expect(state.settings().documents.footer).toEqual(['IT-Fußzeile']);
        if (raw.LastKnownMaxDays !== undefined) expect(state.settings().lastKnownMaxAgeDays).toBeLessThanOrEqual(raw.LastKnownMaxDays);
      }
      await state.flush();
      if (!saved) return;
      // The file holds the user's own settings as the app does: nothing lost on the way to disk.
      const file = JSON.parse(await readFile(store.file, 'utf8')) as Record<string, unknown>;
      for (const [key, value] of Object.entries(state.ownSettings())) expect(file[key], key).toEqual(value);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
