import { readFile, writeFile } from 'node:fs/promises';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { APPEARANCE_CHOICES } from '../shared/appearance';
import { COUNTRY_CODES } from '../shared/countries';
import { LANGUAGE_CHOICES } from '../shared/i18n/language';
import { RECHECK_AFTER_HOURS_LIMIT } from '../shared/quote/kept-pricing';
import { createSettingsStore, DEFAULT_SETTINGS, type Settings } from './settings-store';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const settings: fc.Arbitrary<Settings> = fc.record({
  ...Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => [key, fc.constant(value)])),
  lastCountry: fc.constantFrom(...COUNTRY_CODES),
  language: fc.constantFrom(...LANGUAGE_CHOICES),
  keepInTray: fc.boolean(),
  recheckAfterHours: fc.integer({ min: 1, max: RECHECK_AFTER_HOURS_LIMIT }),
  appearance: fc.constantFrom(...APPEARANCE_CHOICES),
  updateUrl: fc.option(fc.webUrl({ validSchemes: ['https'], withQueryParameters: false, withFragments: false }), { nil: null }),
}) as fc.Arbitrary<Settings>;

// Anything else a caller's wider object may carry (a token among it): never written, never read back.
const extras = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in DEFAULT_SETTINGS) && key !== 'version' && key !== '__proto__'),
  fc.string(),
);

test.prop([settings, extras], { seed: 2026, numRuns: 60 })(
  'saved and read back, settings are what was saved: only their own fields reach the file',
  async (saved, extra) => {
    const dir = await tempFolder('settings-property');
    try {
      const store = createSettingsStore(dir);
      await store.save({ ...extra, ...saved } as Settings);
      const file = JSON.parse(await readFile(store.file, 'utf8')) as Record<string, unknown>;
      expect(Object.keys(file).sort()).toEqual(['version', ...Object.keys(DEFAULT_SETTINGS)].sort());
      const loaded = await store.load();
      // An update address no longer allowed reads as none; every allowed one comes back as saved.
      expect(loaded.notice).toBeNull();
      expect(loaded.settings).toEqual({ ...saved, updateUrl: loaded.settings.updateUrl });
      expect([saved.updateUrl, null]).toContain(loaded.settings.updateUrl);
    } finally {
      await removeFolder(dir);
    }
  },
);

test.prop([fc.jsonValue()], { seed: 2026, numRuns: 100 })(
  'an update address of any shape in the file never costs the other settings',
  async (updateUrl) => {
    const dir = await tempFolder('settings-property');
    try {
      const store = createSettingsStore(dir);
      await writeFile(store.file, JSON.stringify({ version: 1, ...DEFAULT_SETTINGS, lastCountry: 'ch', updateUrl }));
      const loaded = await store.load();
      expect(loaded.notice).toBeNull();
      expect(loaded.settings.lastCountry).toBe('ch');
      expect(loaded.settings.updateUrl === null || typeof loaded.settings.updateUrl === 'string').toBe(true);
    } finally {
      await removeFolder(dir);
    }
  },
);
