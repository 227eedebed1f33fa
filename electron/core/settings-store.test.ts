import { readdir, readFile, writeFile } from 'node:fs/promises';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { createSettingsStore, DEFAULT_SETTINGS } from './settings-store';
import { EMPTY_COMPANY } from '../shared/company';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

let dir: string;
tempFolderEachTest('settings', (path) => (dir = path));

const fixedNow = () => new Date('2026-11-22T10:00:00.000Z');

describe('settings store', () => {
  it('uses defaults when there is no file yet', async () => {
    expect(await createSettingsStore(dir).load()).toEqual({ settings: DEFAULT_SETTINGS, notice: null });
  });

  it('reads back what it saved, written atomically with no temp file left', async () => {
    const store = createSettingsStore(dir);
    const settings = {
      baseUrl: 'https://api.example.com',
      useDemo: false,
      lastCountry: 'se' as const,
      language: 'de' as const,
      lastKnownMaxAgeDays: 7,
      signIn: { user: 'anna', staySignedIn: true },
      globalShortcut: { enabled: false, accelerator: 'Control+Shift+F9' },
      keepInTray: true,
      recheckAfterHours: 72,
      followUpDays: 7,
      company: {
        ...EMPTY_COMPANY,
        name: 'Camping Müller GmbH',
        address: ['Hauptstraße 1', '12345 Musterstadt'],
        vatId: 'DE123456789',
        logo: 'png' as const,
      },
      documents: {
        numberPattern: 'AN-{seq:5}',
        validityDays: 30,
        salesperson: { name: 'Anna Schmidt', phone: '+49 6103 4005-0', email: 'anna@example.com' },
        terms: 'Zahlbar in 14 Tagen.',
        footer: ['Amtsgericht Offenbach HRB 1234', '', 'IBAN DE00 0000'],
        letterTexts: {
          de: { salutation: 'Liebe Camper,', intro: 'gern bieten wir an:', closing: 'Viele Grüße' },
          en: { salutation: 'Dear campers,', intro: '', closing: 'Best wishes' },
        },
        mail: {
          body: { de: 'Hallo {contact},\nanbei {number}.', en: 'Hi {contact},\nplease find {number}.' },
          signature: 'Anna Schmidt\nVertrieb',
        },
      },
      settingsSection: 'quotes' as const,
      appearance: 'dark' as const,
      updateUrl: 'https://intranet.example/price-lookup/updates',
    };
    await store.save(settings);
    expect(await store.load()).toEqual({ settings, notice: null });
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(JSON.parse(await readFile(store.file, 'utf8'))).toEqual({ version: 1, ...settings });
  });

  it.each([
    ['broken JSON', '{"version": 1, "baseUrl": '],
    ['a base URL that is not allowed', JSON.stringify({ version: 1, baseUrl: 'http://evil.example', useDemo: false, lastCountry: 'de' })],
    ['an unknown country', JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'us' })],
    ['another version', JSON.stringify({ version: 2 })],
    [
      'a re-check threshold of 0 hours',
      JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', recheckAfterHours: 0 }),
    ],
    [
      'a maximum age of last-known prices of 0 days',
      JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', lastKnownMaxAgeDays: 0 }),
    ],
  ])('keeps a file with %s aside, uses defaults and says so once', async (_name, content) => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, content);
    const loaded = await store.load();
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    const backup = `${store.file}.unreadable-2026-11-22T10-00-00-000Z`;
    expect(loaded.notice && englishText(loaded.notice)).toContain(backup);
    expect(await readFile(backup, 'utf8')).toBe(content);
    expect(await store.load()).toEqual({ settings: DEFAULT_SETTINGS, notice: null });
  });

  it('reads a file written before the language choice existed, following the system', async () => {
    const store = createSettingsStore(dir);
    const before = { version: 1, baseUrl: 'https://api.example.com', useDemo: false, lastCountry: 'at' };
    await writeFile(store.file, JSON.stringify(before));
    expect(await store.load()).toEqual({
      settings: {
        baseUrl: 'https://api.example.com',
        useDemo: false,
        lastCountry: 'at',
        language: 'system',
        lastKnownMaxAgeDays: 30,
        signIn: null,
        globalShortcut: { enabled: true, accelerator: null },
        // Written before the tray existed: closing the window closes the app, as then.
        keepInTray: false,
        // Written before quotes kept their prices: called out after the default 24 hours.
        recheckAfterHours: 24,
        // Written before the follow-up: a week.
        followUpDays: 7,
        // Written before quote documents: no company block.
        company: { ...EMPTY_COMPANY, logo: null },
        // Written before the quote letter: the defaults.
        documents: DEFAULT_DOCUMENT_SETTINGS,
        settingsSection: 'connection',
        // Written before the dark theme: as the system is.
        appearance: 'system',
        updateUrl: null,
      },
      notice: null,
    });
  });

  it('reads a company written before its country as not set (guessed), and a country it does not know the same way', async () => {
    const store = createSettingsStore(dir, fixedNow);
    const { country: _none, ...older } = { ...EMPTY_COMPANY, name: 'Reimo GmbH', vatId: 'DE112233445', logo: null };
    await writeFile(store.file, JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', company: older }));
    expect((await store.load()).settings.company).toEqual({ ...older, country: null });
    const later = createSettingsStore(dir, fixedNow);
    await writeFile(
      later.file,
      JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', company: { ...older, country: 'us' } }),
    );
    expect((await later.load()).settings.company).toEqual({ ...older, country: null });
  });

  it('reads quote document settings written before the letter texts with the built-in salutation, intro and closing', async () => {
    const store = createSettingsStore(dir, fixedNow);
    const { letterTexts: _none, ...older } = { ...DEFAULT_DOCUMENT_SETTINGS, terms: 'Zahlbar sofort.' };
    await writeFile(store.file, JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', documents: older }));
    const { documents } = (await store.load()).settings;
    expect(documents.terms).toBe('Zahlbar sofort.');
    expect(documents.letterTexts.de).toEqual({
      salutation: 'Sehr geehrte Damen und Herren,',
      intro: 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:',
      closing: 'Wir freuen uns auf Ihren Auftrag.\n\nMit freundlichen Grüßen',
    });
    expect(documents.letterTexts.en.salutation).toBe('Dear Sir or Madam,');
  });

  it('reads quote document settings written before "Send by e-mail" with the built-in e-mail texts and no signature', async () => {
    const store = createSettingsStore(dir, fixedNow);
    const { mail: _none, ...older } = { ...DEFAULT_DOCUMENT_SETTINGS, terms: 'Zahlbar sofort.' };
    await writeFile(store.file, JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', documents: older }));
    const { documents } = (await store.load()).settings;
    expect(documents.terms).toBe('Zahlbar sofort.');
    expect(documents.mail.signature).toBe('');
    expect(documents.mail.body.de).toContain('anbei erhalten Sie unser Angebot {Nummer}');
    expect(documents.mail.body.en).toContain('Please find attached our quote {number}');
  });

  it('keeps a file with an unknown language aside', async () => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', language: 'fr' }));
    expect((await store.load()).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps a file with an unknown appearance aside', async () => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, JSON.stringify({ version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', appearance: 'sepia' }));
    expect((await store.load()).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps a file with a shortcut Electron could not register aside', async () => {
    const store = createSettingsStore(dir, fixedNow);
    const file = { version: 1, baseUrl: null, useDemo: false, lastCountry: 'de', globalShortcut: { enabled: true, accelerator: 'P' } };
    await writeFile(store.file, JSON.stringify(file));
    expect((await store.load()).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('leaves a broken file where it is when reading for the CLI', async () => {
    const store = createSettingsStore(dir);
    await writeFile(store.file, 'nope');
    const loaded = await store.load({ readOnly: true });
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(await readdir(dir)).toEqual(['settings.json']);
    expect(loaded.notice && englishText(loaded.notice)).toBe(`The settings file ${store.file} could not be read.`);
  });
});

describe('settings store file', () => {
  const settings = {
    baseUrl: 'http://127.0.0.1:8080',
    useDemo: true,
    lastCountry: 'at' as const,
    language: 'en' as const,
    lastKnownMaxAgeDays: 30,
    signIn: null,
    globalShortcut: { enabled: true, accelerator: null },
    keepInTray: false,
    recheckAfterHours: 24,
    followUpDays: 7,
    company: { ...EMPTY_COMPANY, logo: null },
    documents: DEFAULT_DOCUMENT_SETTINGS,
    settingsSection: 'connection' as const,
    appearance: 'system' as const,
    updateUrl: null,
  };

  it('holds only the version and the four settings, never a token', async () => {
    const store = createSettingsStore(dir);
    // A caller holding a wider object must not get extra fields into the plain file.
    await store.save({ ...settings, token: 'tok-must-not-be-written' } as typeof settings);
    const text = await readFile(store.file, 'utf8');
    expect(Object.keys(JSON.parse(text)).sort()).toEqual([
      'appearance',
      'baseUrl',
      'company',
      'documents',
      'followUpDays',
      'globalShortcut',
      'keepInTray',
      'language',
      'lastCountry',
      'lastKnownMaxAgeDays',
      'recheckAfterHours',
      'settingsSection',
      'signIn',
      'updateUrl',
      'useDemo',
      'version',
    ]);
    expect(text).not.toMatch(/token/i);
  });

  it('an update address that is not allowed (plain http to another host) is dropped, the other settings kept', async () => {
    const store = createSettingsStore(dir);
    await writeFile(store.file, JSON.stringify({ version: 1, ...settings, updateUrl: 'http://intranet.example/updates' }));
    expect(await store.load()).toEqual({ settings: { ...settings, updateUrl: null }, notice: null });
  });

  it('is readable, with no temp file left, after many saves at once', async () => {
    const store = createSettingsStore(dir);
    const countries = ['at', 'be', 'ch', 'dk', 'fi', 'fr', 'gl', 'it', 'nl', 'no', 'se'] as const;
    await Promise.all(countries.map((lastCountry) => store.save({ ...settings, lastCountry })));
    expect(await readdir(dir)).toEqual(['settings.json']);
    const loaded = await store.load();
    expect(loaded.notice).toBeNull();
    expect(countries).toContain(loaded.settings.lastCountry);
  });

  it('creates its folder when it is missing', async () => {
    const store = createSettingsStore(join(dir, 'nested', 'deeper'));
    await store.save(settings);
    expect(await store.load()).toEqual({ settings, notice: null });
  });

  it('starts over after a broken file, keeping the broken one aside', async () => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, '\u0000\u0001 not json');
    const { notice } = await store.load();
    expect(notice && englishText(notice)).toMatch(/could not be read, so default settings are used/);
    await store.save(settings);
    expect(await store.load()).toEqual({ settings, notice: null });
    expect((await readdir(dir)).sort()).toEqual(['settings.json', 'settings.json.unreadable-2026-11-22T10-00-00-000Z']);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a token instead of settings', JSON.stringify({ version: 1, token: 'x' })],
    ['a javascript: base URL', JSON.stringify({ version: 1, baseUrl: 'javascript:alert(1)', useDemo: false, lastCountry: 'de' })],
    ['useDemo as text', JSON.stringify({ version: 1, baseUrl: null, useDemo: 'yes', lastCountry: 'de' })],
  ])('treats %s as unreadable', async (_name, content) => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, content);
    const loaded = await store.load();
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.notice && englishText(loaded.notice)).toContain('.unreadable-');
  });
});
