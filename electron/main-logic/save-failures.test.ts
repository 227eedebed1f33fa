import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../shared/i18n/translator';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices, type MainServices } from './services';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

// A save that fails for good (here: a folder where the file goes, which no rename can replace, as a
// file held longer than the retries wait): the edit stays in memory, the answer says so in the
// user's words, and the next save that can write writes it.
let dir: string;
let services: MainServices;
beforeEach(async () => {
  dir = await tempFolder('save-failures');
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() });
});
afterEach(async () => {
  await services.dispose();
  await removeFolder(dir);
});

/** Puts a non-empty folder where the file goes: every rename onto it fails. */
async function blocked(file: string): Promise<() => Promise<void>> {
  await rm(file, { force: true });
  await mkdir(join(file, 'in-the-way'), { recursive: true });
  return () => rm(file, { recursive: true, force: true });
}

describe('a save that cannot be written', () => {
  it('settings: the change stays and applies, the answer says it was not saved and is kept, the next save writes it', async () => {
    const unblock = await blocked(join(dir, 'settings.json'));
    const answer = await services.handlers.updateSettings({ appearance: 'dark' });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'settings-unwritable', message: { key: 'errors.settings.unwritableKept' } } });
    if (answer.ok) return;
    expect(translator('en').text(answer.error.message)).toMatch(
      /^Could not save the settings to .+settings\.json: another program may be holding the file.*Your change is kept/,
    );
    expect(translator('de').text(answer.error.message)).toMatch(
      /^Die Einstellungen konnten nicht in .+ gespeichert werden: .*Ihre Änderung bleibt erhalten/,
    );
    expect(await services.handlers.getState(undefined)).toMatchObject({ ok: true, value: { appearance: 'dark' } });

    await unblock();
    expect(await services.handlers.updateSettings({ lastKnownMaxAgeDays: 7 })).toMatchObject({ ok: true });
    const saved = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ appearance: 'dark', lastKnownMaxAgeDays: 7 });
  });

  it('quotes: the answer says the changes are kept, and the next save writes them', async () => {
    expect(await services.handlers.loadQuotes(undefined)).toMatchObject({ ok: true });
    const unblock = await blocked(join(dir, 'quotes.json'));
    const answer = await services.handlers.changeQuote({ quoteId: 'q1', change: { kind: 'create', country: 'de' } });
    // Taken and kept: answered as kept, with why it is not written.
    expect(answer).toMatchObject({ ok: true, value: { quote: { id: 'q1' }, unwritten: { key: 'errors.quotes.unwritable' } } });
    if (!answer.ok || answer.value.unwritten === undefined) return;
    expect(translator('en').text(answer.value.unwritten)).toMatch(/Your changes are kept in this window/);
    expect(translator('de').text(answer.value.unwritten)).toMatch(/Ihre Änderungen bleiben in diesem Fenster erhalten/);

    await unblock();
    // The quote made is kept: the next change is to it, and writes both.
    const next = { kind: 'addLines', lines: [{ artnr: '900155', quantity: 3 }] } as const;
    expect(await services.handlers.changeQuote({ quoteId: 'q1', change: next })).toMatchObject({ ok: true });
    const saved = JSON.parse(await readFile(join(dir, 'quotes.json'), 'utf8')) as { data: SavedQuotes };
    expect(saved.data.quotes[0]).toMatchObject({ id: 'q1', lines: [{ artnr: '900155', quantity: 3 }] });
  });
});
