import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { createMainServices } from './services';
import { englishText } from '../shared/i18n/translator';
import type { UiLanguage } from '../shared/i18n/language';
import { startApp, startFailureReason as reasonMessage, type StartFailureHandling } from './start-app';
import { tempFolderEachTest } from '../../test/support/temp-folder-each-test';

/** The reason as the English log gets it. */
const startFailureReason = (error: unknown): string => englishText(reasonMessage(error));

let dir: string;
tempFolderEachTest('start', (path) => (dir = path));

/** Records what the start did, in order. */
function recorder(language: UiLanguage = 'en') {
  const events: string[] = [];
  const failure: StartFailureHandling & { dialogs: { title: string; content: string }[] } = {
    diagnosticsDir: '/data/Price Lookup/logs',
    dialogs: [],
    language: () => language,
    logFailure: async (reason) => {
      events.push(`log: ${reason}`);
    },
    showError: (title, content) => {
      events.push('dialog');
      failure.dialogs.push({ title, content });
    },
    quit: () => {
      events.push('quit');
    },
  };
  return { events, failure };
}

describe('startApp', () => {
  it('creates the services, wires them, opens the window, and shows no dialog', async () => {
    const { events, failure } = recorder();
    const services = await startApp(
      {
        createServices: async () => {
          events.push('services');
          return 'the services';
        },
        wire: (made) => {
          events.push(`wire ${made}`);
        },
        openWindow: async () => {
          events.push('window');
        },
      },
      failure,
    );
    expect(services).toBe('the services');
    expect(events).toEqual(['services', 'wire the services', 'window']);
  });

  it('with a settings file it cannot read: says why and where the log is, then quits', async () => {
    // A folder where settings.json should be: reading it fails with EISDIR, not "missing".
    await mkdir(join(dir, 'settings.json'));
    const { events, failure } = recorder();
    const services = await startApp(
      {
        createServices: () => createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() }),
        wire: () => events.push('wire'),
        openWindow: async () => {
          events.push('window');
        },
      },
      failure,
    );
    expect(services).toBeNull();
    expect(events.map((event) => event.replace(/^log: .*/, 'log'))).toEqual(['log', 'dialog', 'quit']);
    expect(failure.dialogs[0]?.title).toBe('Price Lookup could not start');
    expect(failure.dialogs[0]?.content).toContain(join(dir, 'settings.json'));
    expect(failure.dialogs[0]?.content).toContain('a folder is in the way of the file (EISDIR)');
    expect(failure.dialogs[0]?.content).toContain('diagnostics log in /data/Price Lookup/logs');
  });

  it('says it in the language it is given, and logs in English', async () => {
    await mkdir(join(dir, 'settings.json'));
    const { events, failure } = recorder('de');
    await startApp(
      {
        createServices: () => createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore() }),
        wire: () => undefined,
        openWindow: async () => undefined,
      },
      failure,
    );
    expect(failure.dialogs[0]?.title).toBe('Price Lookup konnte nicht starten');
    expect(failure.dialogs[0]?.content).toContain(`Price Lookup konnte seine Datei ${join(dir, 'settings.json')} nicht verwenden`);
    expect(failure.dialogs[0]?.content).toContain('Ein Ordner steht an der Stelle der Datei (EISDIR)');
    expect(failure.dialogs[0]?.content).toContain('Diagnoseprotokoll in /data/Price Lookup/logs');
    expect(events[0]).toContain('a folder is in the way of the file (EISDIR)');
  });

  it('asks for the language with the services once they exist', async () => {
    const { failure } = recorder();
    const asked: unknown[] = [];
    failure.language = (services) => {
      asked.push(services);
      return 'en';
    };
    await startApp(
      { createServices: async () => 'the services', wire: () => undefined, openWindow: () => Promise.reject(new Error('no window')) },
      failure,
    );
    await startApp(
      { createServices: () => Promise.reject(new Error('no settings')), wire: () => undefined, openWindow: async () => undefined },
      failure,
    );
    expect(asked).toEqual(['the services', null]);
  });

  it('when the window cannot load its page: dialog, then quit', async () => {
    const { events, failure } = recorder();
    await startApp(
      {
        createServices: async () => 'services',
        wire: () => events.push('wire'),
        openWindow: () => Promise.reject(new Error("ERR_FILE_NOT_FOUND (-6) loading 'app://price-lookup/index.html'")),
      },
      failure,
    );
    expect(events.slice(1).map((event) => event.replace(/^log: .*/, 'log'))).toEqual(['log', 'dialog', 'quit']);
    expect(failure.dialogs[0]?.content).toContain("ERR_FILE_NOT_FOUND (-6) loading 'app://price-lookup/index.html'");
  });

  it('quits even when the dialog itself fails', async () => {
    const { events, failure } = recorder();
    failure.showError = () => {
      throw new Error('no display');
    };
    await expect(
      startApp(
        { createServices: () => Promise.reject(new Error('boom')), wire: () => undefined, openWindow: async () => undefined },
        failure,
      ),
    ).rejects.toThrow('no display');
    expect(events.at(-1)).toBe('quit');
  });
});

describe('startFailureReason', () => {
  it.each([
    [
      { code: 'EPERM', path: 'C:\\Users\\a\\settings.json', message: 'EPERM: operation not permitted' },
      'an antivirus program or a synced folder may hold the file',
    ],
    [{ code: 'EACCES', path: '/x/settings.json', message: '' }, 'could not use its file /x/settings.json: permission was denied (EACCES)'],
    [new Error('first line\n    at stack frame'), 'first line'],
    [null, 'An unexpected error stopped the start.'],
  ])('words %j for the user', (error, expected) => {
    const reason = startFailureReason(error);
    expect(reason).toContain(expected);
    expect(reason).not.toContain('stack frame');
  });

  it('never repeats a bearer credential', () => {
    expect(startFailureReason(new Error('Authorization: Bearer abc.def.ghi refused'))).not.toContain('abc.def');
  });
});
