import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore, DEFAULT_SETTINGS } from './settings-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-lookup-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const fixedNow = () => new Date('2026-11-22T10:00:00.000Z');

describe('settings store', () => {
  it('uses defaults when there is no file yet', async () => {
    expect(await createSettingsStore(dir).load()).toEqual({ settings: DEFAULT_SETTINGS, notice: null });
  });

  it('reads back what it saved, written atomically with no temp file left', async () => {
    const store = createSettingsStore(dir);
    const settings = { baseUrl: 'https://api.example.com', useDemo: false, lastCountry: 'se' as const };
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
  ])('keeps a file with %s aside, uses defaults and says so once', async (_name, content) => {
    const store = createSettingsStore(dir, fixedNow);
    await writeFile(store.file, content);
    const loaded = await store.load();
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    const backup = `${store.file}.unreadable-2026-11-22T10-00-00-000Z`;
    expect(loaded.notice).toContain(backup);
    expect(await readFile(backup, 'utf8')).toBe(content);
    expect(await store.load()).toEqual({ settings: DEFAULT_SETTINGS, notice: null });
  });

  it('leaves a broken file where it is when reading for the CLI', async () => {
    const store = createSettingsStore(dir);
    await writeFile(store.file, 'nope');
    const loaded = await store.load({ readOnly: true });
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(await readdir(dir)).toEqual(['settings.json']);
  });
});
