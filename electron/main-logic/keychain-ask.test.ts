import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { createFakeSignInService } from '../../test/support/fake-sign-in-service';
import { codeSignatureOf, keychainAskAhead, type CodeSignature, type KeychainAsk } from './keychain-ask';
import { createMainServices } from './services';
import { cliSignInAsBob } from '../../test/support/cli-sign-in';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

describe('whether macOS will ask before the app reads the keychain', () => {
  it.each([
    ['linux', 'ad-hoc', { version: '1.0.0', writer: 'app' }, null],
    ['win32', 'unknown', { version: null, writer: 'cli' }, null],
    ['darwin', 'ad-hoc', null, null],
    ['darwin', 'ad-hoc', { version: '1.1.0', writer: 'app' }, null],
    ['darwin', 'ad-hoc', { version: '1.0.0', writer: 'app' }, 'afterUpdate'],
    ['darwin', 'unknown', { version: '1.0.0', writer: 'app' }, 'afterUpdate'],
    ['darwin', 'developer-id', { version: '1.0.0', writer: 'app' }, null],
    ['darwin', 'developer-id', { version: '1.1.0', writer: 'cli' }, 'writtenByCli'],
    ['darwin', 'ad-hoc', { version: null, writer: 'cli' }, 'writtenByCli'],
  ] as const)('%s, %s build, record %j: %s', (platform, signature, record, expected) => {
    expect(keychainAskAhead({ platform, signature, appVersion: '1.1.0', record })).toBe(expected);
  });

  it('reads the signature from codesign’s description', () => {
    expect(
      codeSignatureOf('Executable=/Applications/Price Lookup.app/Contents/MacOS/Price Lookup\nSignature=adhoc\nTeamIdentifier=not set\n'),
    ).toBe('ad-hoc');
    expect(
      codeSignatureOf('Authority=Developer ID Application: Example GmbH (AB12CD34EF)\nAuthority=Developer ID Certification Authority\n'),
    ).toBe('developer-id');
    expect(codeSignatureOf('code object is not signed at all\n')).toBe('unknown');
  });
});

describe('the note before the first keychain read (macOS)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await tempFolder('keychain-ask');
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', language: 'de', baseUrl: 'https://prices.example.com' }),
    );
  });
  afterEach(async () => {
    await removeFolder(dir);
  });

  /** The app as it starts on a Mac: every keychain read and every note told, in order. */
  async function start(events: string[], tokens: TokenStore, version: string, signature: CodeSignature = 'ad-hoc') {
    const logged: TokenStore = {
      ...tokens,
      read: async () => {
        events.push('read');
        return tokens.read();
      },
    };
    const app = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: logged,
      keychainAsk: {
        platform: 'darwin',
        appVersion: version,
        signature: async () => signature,
        tell: async (ask: KeychainAsk, language) => {
          events.push(`told ${ask} in ${language}`);
        },
      },
    });
    await app.handlers.getState(undefined);
    await app.dispose();
  }
  const record = async () => JSON.parse(await readFile(join(dir, 'keychain-reader.json'), 'utf8')) as unknown;

  it('after an update of an ad-hoc build: said once, in the UI’s language, before any read; not again in the same version', async () => {
    const tokens = createMemoryTokenStore();
    const first: string[] = [];
    await start(first, tokens, '1.0.0');
    // The first version ever: its own entries, nothing to ask.
    expect(first.filter((event) => event.startsWith('told'))).toEqual([]);
    expect(await record()).toEqual({ version: '1.0.0', writer: 'app' });

    const updated: string[] = [];
    await start(updated, tokens, '1.1.0');
    expect(updated[0]).toBe('told afterUpdate in de');
    expect(updated.filter((event) => event.startsWith('told'))).toHaveLength(1);
    expect(updated.slice(1).every((event) => event === 'read')).toBe(true);
    expect(await record()).toEqual({ version: '1.1.0', writer: 'app' });

    const again: string[] = [];
    await start(again, tokens, '1.1.0');
    expect(again.filter((event) => event.startsWith('told'))).toEqual([]);
  });

  it('a Developer ID build is not asked after an update', async () => {
    const tokens = createMemoryTokenStore();
    await start([], tokens, '1.0.0', 'developer-id');
    const updated: string[] = [];
    await start(updated, tokens, '1.1.0', 'developer-id');
    expect(updated.filter((event) => event.startsWith('told'))).toEqual([]);
  });

  it('after `price-lookup sign-in` stored a token: the app says macOS will ask whether it may use it', async () => {
    const tokens = createMemoryTokenStore();
    await start([], tokens, '1.0.0');
    const service = createFakeSignInService(() => Date.now());
    service.passwords.set('bob', 'pw-bob');
    expect(await cliSignInAsBob({ dir, fetch: service.fetch, tokenStore: tokens })).toEqual({ code: 0, stderr: '' });
    expect(await record()).toEqual({ version: '1.0.0', writer: 'cli' });
    const next: string[] = [];
    await start(next, tokens, '1.0.0');
    expect(next[0]).toBe('told writtenByCli in de');
    expect(await record()).toEqual({ version: '1.0.0', writer: 'app' });
  });
});
