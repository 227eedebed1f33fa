import { watchedPolicies } from '../../test/support/watch-policies';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { createMemoryTokenStore } from '../core/token-store';
import { POLICY_NAMES } from './policy-definition';
import type { ReadPolicies } from './policy-values';
import { createMainServices, type MainServices } from './services';
import {
  FIRST_ANSWER_TIMEOUT_MS,
  MACOS_APP_ID,
  REGISTRY_PATH,
  watchSystemPolicies,
  type CreateWatcher,
  type SystemPolicies,
} from './system-policies';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

/** A stand-in for @vscode/policy-watcher: records how it was asked, and answers when the test says. */
function fakeWatcher() {
  const calls: { productName: string; policies: Record<string, { type: string }>; options: unknown }[] = [];
  let onDidChange: ((update: unknown) => void) | null = null;
  let disposed = 0;
  const createWatcher: CreateWatcher = (productName, policies, callback, options) => {
    calls.push({ productName, policies, options });
    onDidChange = callback;
    return { dispose: () => void (disposed += 1) };
  };
  return {
    loadWatcher: () => createWatcher,
    calls,
    answer: (update: unknown) => onDidChange?.(update),
    disposed: () => disposed,
  };
}

const WINDOWS_SOURCE = 'HKLM/HKCU\\SOFTWARE\\Policies\\Price Lookup';
const watch = watchedPolicies();
const reasons = (policies: ReadPolicies): string[] => policies.problems.map(({ name, reason }) => `${name}: ${englishText(reason)}`);

describe('watchSystemPolicies', () => {
  it('on Windows asks the watcher for every policy, typed, under SOFTWARE\\Policies\\Price Lookup, and checks its first answer', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    expect(fake.calls).toEqual([
      {
        productName: 'Price Lookup',
        policies: expect.objectContaining({
          BaseUrl: { type: 'string' },
          AllowDemo: { type: 'boolean' },
          LastKnownMaxDays: { type: 'number' },
          SignIn: { type: 'string' },
          CompanyAddress: { type: 'string' },
        }),
        options: { registryPath: 'SOFTWARE\\Policies\\Price Lookup' },
      },
    ]);
    expect(Object.keys(fake.calls[0]?.policies ?? {})).toEqual(POLICY_NAMES);
    expect(reader.source).toBe(WINDOWS_SOURCE);
    // As the watcher answers: the values set, a REG_MULTI_SZ joined with "\n".
    fake.answer({
      BaseUrl: 'https://prices.example.com/api',
      AllowDemo: false,
      LastKnownMaxDays: 30,
      CompanyAddress: 'Boschstraße 3\n63329 Egelsbach',
    });
    expect(await reader.started).toEqual({
      policies: {
        values: {
          BaseUrl: 'https://prices.example.com/api',
          AllowDemo: false,
          LastKnownMaxDays: 30,
          CompanyAddress: 'Boschstraße 3\n63329 Egelsbach',
        },
        problems: [],
      },
      timedOutAfterMs: null,
    });
  });

  it('on macOS asks for the managed preferences of the app id', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'darwin', loadWatcher: fake.loadWatcher });
    expect(fake.calls.map(({ productName, options }) => [productName, options])).toEqual([['com.pricelookup.desktop', undefined]]);
    expect(reader.source).toBe('managed preferences (com.pricelookup.desktop)');
    fake.answer({});
    expect(await reader.started).toEqual({ policies: { values: {}, problems: [] }, timedOutAfterMs: null });
  });

  it('elsewhere has nothing to watch and loads nothing', () => {
    let loaded = false;
    const loadWatcher = (): CreateWatcher => {
      loaded = true;
      return fakeWatcher().loadWatcher();
    };
    expect(watchSystemPolicies({ platform: 'linux', loadWatcher })).toBeNull();
    expect(loaded).toBe(false);
  });

  it('ignores a value of the wrong type or range with a problem naming the source, and uses the rest', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'darwin', loadWatcher: fake.loadWatcher });
    fake.answer({ BaseUrl: 'http://insecure.example.com', LastKnownMaxDays: 400, AllowDemo: 'no', SignIn: 'token-only', Colour: 'blue' });
    const { policies } = await reader.started;
    expect(policies.values).toEqual({ SignIn: 'token-only' });
    expect(reasons(policies)).toEqual([
      'BaseUrl: not an https address',
      'LastKnownMaxDays: not a whole number from 1 to 365',
      'AllowDemo: not true or false',
      'Colour: no such setting in this version of Price Lookup',
    ]);
    expect(new Set(policies.problems.map(({ source }) => source))).toEqual(new Set(['managed preferences (com.pricelookup.desktop)']));
  });

  it('on Windows refuses text that came out of the registry unreadable (U+FFFD) rather than show it garbled', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    fake.answer({ CompanyName: 'M\uFFFDller & S\uFFFDhne', CompanyAddress: 'Boschstrasse 3' });
    const { policies } = await reader.started;
    expect(policies.values).toEqual({ CompanyAddress: 'Boschstrasse 3' });
    expect(reasons(policies)).toEqual([
      'CompanyName: has characters that arrived unreadable from the registry (the policy file takes any text)',
    ]);
  });

  it('starts without them when the first answer is late, and says so; the answer, when it comes, reaches onChange', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'win32', loadWatcher: fake.loadWatcher, timeoutMs: 20 });
    const changes: ReadPolicies[] = [];
    reader.onChange((policies) => changes.push(policies));
    expect(await reader.started).toEqual({ policies: { values: {}, problems: [] }, timedOutAfterMs: 20 });
    expect(changes).toEqual([]);
    fake.answer({ AllowDemo: false });
    expect(changes).toEqual([{ values: { AllowDemo: false }, problems: [] }]);
    expect(reader.current().values).toEqual({ AllowDemo: false });
    expect(FIRST_ANSWER_TIMEOUT_MS).toBe(2_000);
  });

  it('keeps the values current as IT changes them: changed and removed ones reach onChange, until unsubscribed', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    fake.answer({ AllowDemo: false, LastKnownMaxDays: 30 });
    await reader.started;
    const changes: ReadPolicies['values'][] = [];
    const unsubscribe = reader.onChange((policies) => changes.push(policies.values));
    // The watcher names what is set (unchanged ones too) and, as undefined, what was just removed.
    fake.answer({ AllowDemo: undefined, LastKnownMaxDays: 7 });
    expect(changes).toEqual([{ LastKnownMaxDays: 7 }]);
    expect(reader.current()).toEqual({ values: { LastKnownMaxDays: 7 }, problems: [] });
    unsubscribe();
    fake.answer({ LastKnownMaxDays: 14 });
    expect(changes).toHaveLength(1);
    expect(reader.current().values).toEqual({ LastKnownMaxDays: 14 });
  });

  it('gives no policies and one problem when the module cannot be loaded, never a failure', async () => {
    const reader = watch({
      platform: 'win32',
      loadWatcher: () => {
        throw new Error("Cannot find module '@vscode/policy-watcher'\nRequire stack:\n- main.cjs");
      },
    });
    expect(await reader.started).toEqual({ policies: { values: {}, problems: [expect.anything()] }, timedOutAfterMs: null });
    expect(reasons(reader.current())).toEqual([`${WINDOWS_SOURCE}: not readable (Cannot find module '@vscode/policy-watcher')`]);
    expect(() => reader.dispose()).not.toThrow();
  });

  it('gives one problem when the watcher refuses ("Unsupported platform") or reports that it could not start', async () => {
    const refusing = watch({
      platform: 'darwin',
      loadWatcher: () => () => {
        throw new TypeError('Unsupported platform');
      },
    });
    expect(reasons((await refusing.started).policies)).toEqual([
      'managed preferences (com.pricelookup.desktop): not readable (Unsupported platform)',
    ]);
    // The worker's failure to start comes as an Error in place of an answer; it has ended, so it is not disposed.
    const fake = fakeWatcher();
    const failing = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    fake.answer(new Error('Failed to register machine GP event'));
    expect(reasons((await failing.started).policies)).toEqual([`${WINDOWS_SOURCE}: not readable (Failed to register machine GP event)`]);
    failing.dispose();
    expect(fake.disposed()).toBe(0);
    // Even when the failure comes before createWatcher has returned.
    let disposedEarly = 0;
    const early = watch({
      platform: 'win32',
      loadWatcher: () => (_name, _policies, callback) => {
        callback(new Error('Failed to create exit event'));
        return { dispose: () => void (disposedEarly += 1) };
      },
    });
    expect(reasons((await early.started).policies)).toEqual([`${WINDOWS_SOURCE}: not readable (Failed to create exit event)`]);
    early.dispose();
    expect(disposedEarly).toBe(0);
  });

  it('disposes the watcher once; nothing is called after, and a start still waiting resolves without policies', async () => {
    const fake = fakeWatcher();
    const reader = watch({ platform: 'win32', loadWatcher: fake.loadWatcher, timeoutMs: 60_000 });
    let changed = 0;
    reader.onChange(() => (changed += 1));
    reader.dispose();
    reader.dispose();
    expect(fake.disposed()).toBe(1);
    expect(await reader.started).toEqual({ policies: { values: {}, problems: [] }, timedOutAfterMs: null });
    fake.answer({ AllowDemo: false });
    expect(changed).toBe(0);
    expect(reader.current().values).toEqual({});
  });

  it('fits electron-builder.yml: the app id it gives the app, and the watcher unpacked from the asar (a native module)', () => {
    const builder = load(readFileSync('electron-builder.yml', 'utf8')) as { appId: string; asarUnpack: string[] };
    expect(MACOS_APP_ID).toBe(builder.appId);
    // electron-builder also unpacks a package with a .node file by itself (scripts/package-check.test.ts); this says so.
    expect(builder.asarUnpack).toContain('**/node_modules/@vscode/policy-watcher/**');
    expect(REGISTRY_PATH).toBe('SOFTWARE\\Policies\\Price Lookup');
  });
});

describe('the services with system policies', () => {
  let dir: string;
  let services: MainServices | null = null;
  beforeEach(async () => {
    dir = await tempFolder('system-policies');
  });
  afterEach(async () => {
    await services?.dispose();
    services = null;
    await removeFolder(dir);
  });

  const start = async (system: SystemPolicies, file: Record<string, unknown>): Promise<MainServices> => {
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify(file));
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      policyFile,
      systemPolicies: system,
    });
    return services;
  };
  const state = async (app: MainServices) => {
    const answer = await app.handlers.getState(undefined);
    if (!answer.ok) throw new Error('no state');
    return answer.value;
  };

  it("merge them over the policy file's: the system's value wins, the file's others stay; both sources' problems are shown and logged", async () => {
    const fake = fakeWatcher();
    const system = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    fake.answer({ LastKnownMaxDays: 7, AllowDemo: false, SignIn: 'sometimes' });
    const app = await start(system, { LastKnownMaxDays: 30, Language: 'de', CompanyName: 42 });
    const now = await state(app);
    expect(now).toMatchObject({
      uiLanguage: 'de',
      source: 'service',
      policies: { lastKnownMaxDays: 7, allowDemo: false, set: ['AllowDemo', 'Language', 'LastKnownMaxDays'] },
    });
    expect(now.policyProblems.map(({ name, reason }) => `${name}: ${englishText(reason)}`)).toEqual([
      'SignIn: not one of any, password-only, token-only',
      'CompanyName: not a text',
    ]);
    await app.dispose();
    services = null;
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log.match(/"event":"policy-ignored"/g)).toHaveLength(2);
    expect(log).toContain(JSON.stringify(WINDOWS_SOURCE).slice(1, -1));
  });

  it('start without them when the watcher is late, with a line in the log', async () => {
    const system = watch({ platform: 'darwin', loadWatcher: fakeWatcher().loadWatcher, timeoutMs: 20 });
    const app = await start(system, { AllowDemo: false });
    expect((await state(app)).policies).toMatchObject({ allowDemo: false, set: ['AllowDemo'] });
    await app.dispose();
    services = null;
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log).toMatch(/"event":"system-policies-late".*"source":"managed preferences \(com\.pricelookup\.desktop\)".*"waitedMs":20/);
  });
  it('apply a change IT makes while the app runs: at once, over the file, the window told and the log says so', async () => {
    const fake = fakeWatcher();
    const system = watch({ platform: 'win32', loadWatcher: fake.loadWatcher });
    fake.answer({});
    const app = await start(system, { LastKnownMaxDays: 30 });
    let told = 0;
    app.onStateChanged(() => (told += 1));
    expect(await state(app)).toMatchObject({
      baseUrl: null,
      source: 'demo',
      policies: { baseUrlLocked: false, set: ['LastKnownMaxDays'] },
    });
    // Group Policy refreshed with a locked base URL and a shortcut switched off.
    fake.answer({ BaseUrl: 'https://prices.example.com/api', BaseUrlLocked: 1, GlobalShortcut: 'disabled' });
    expect(told).toBe(1);
    expect(await state(app)).toMatchObject({
      baseUrl: 'https://prices.example.com/api',
      source: 'service',
      policies: { baseUrlLocked: true, shortcutLocked: true, set: ['BaseUrl', 'BaseUrlLocked', 'GlobalShortcut', 'LastKnownMaxDays'] },
    });
    expect(await app.handlers.saveConnection({ baseUrl: 'https://other.example.com' })).toMatchObject({ ok: false });
    // Removed again: the user's own settings, never overwritten, are back.
    fake.answer({ BaseUrl: undefined, BaseUrlLocked: undefined, GlobalShortcut: undefined });
    expect(told).toBe(2);
    expect(await state(app)).toMatchObject({
      baseUrl: null,
      source: 'demo',
      policies: { baseUrlLocked: false, set: ['LastKnownMaxDays'] },
    });
    await app.dispose();
    services = null;
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log.match(/"event":"policies-changed"/g)).toHaveLength(2);
  });
});
