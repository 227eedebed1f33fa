import { keptSecret } from '../../test/support/kept-secret';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishText } from '../shared/i18n/translator';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { createMemoryTokenStore, KeychainUnavailableError, TokenUnreadableError } from '../core/token-store';
import { boundEntry, originOf } from '../core/origin-bound-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { NO_POLICY_STATE } from '../../test/support/no-policies';
import { policyState, readPolicyValues } from './policy-values';
import { createMainServices, type MainServices } from './services';
import { EMPTY_COMPANY } from '../shared/company';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const TOKEN = 'tok-policies-3f1c9a7e-distinctive';
let sim: PriceSimulator;
let dir: string;
let services: MainServices | null = null;

beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  dir = await tempFolder('policies');
});
afterEach(async () => {
  await services?.dispose();
  services = null;
  await removeFolder(dir);
});

/** The app started with this policy file (and a settings file of the user's own, when given). */
const start = async (policy: unknown, own?: Record<string, unknown>): Promise<MainServices> => {
  const policyFile = join(dir, 'policy.json');
  await writeFile(policyFile, typeof policy === 'string' ? policy : JSON.stringify(policy));
  if (own)
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: null, ...own }));
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore: createMemoryTokenStore(), policyFile });
  return services;
};
const state = async (app: MainServices) => {
  const answer = await app.handlers.getState(undefined);
  if (!answer.ok) throw new Error('no state');
  return answer.value;
};
const refusal = (answer: { ok: boolean; error?: { message: Parameters<typeof englishText>[0] } }) =>
  answer.ok ? 'accepted' : englishText(answer.error!.message);

describe('policies from the policy file', () => {
  it('presets the base URL while the user has none; locked, it wins and cannot be changed', async () => {
    let app = await start({ BaseUrl: sim.baseUrl });
    expect(await state(app)).toMatchObject({ baseUrl: sim.baseUrl, source: 'service', policies: { baseUrlLocked: false } });
    await app.dispose();
    app = await start({ BaseUrl: sim.baseUrl }, { baseUrl: 'https://own.example.com' });
    expect((await state(app)).baseUrl).toBe('https://own.example.com');
    await app.dispose();
    app = await start({ BaseUrl: sim.baseUrl, BaseUrlLocked: true }, { baseUrl: 'https://own.example.com' });
    expect(await state(app)).toMatchObject({ baseUrl: sim.baseUrl, policies: { baseUrlLocked: true, set: ['BaseUrl', 'BaseUrlLocked'] } });
    expect(refusal(await app.handlers.saveConnection({ baseUrl: 'https://other.example.com' }))).toBe(
      'Your IT department has set this; it cannot be changed here.',
    );
    // The same URL with a token is fine: the token is the user's.
    expect(await app.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN })).toMatchObject({ ok: true });
    expect(await app.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({ ok: true, value: { source: 'service' } });
    // The user's own choice stays in their file, under the policy.
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ baseUrl: 'https://own.example.com' });
  });

  it('without demo data allowed, offers none, and a lookup says a service must be set up', async () => {
    const app = await start({ AllowDemo: false });
    expect(await state(app)).toMatchObject({ source: 'service', policies: { allowDemo: false } });
    expect(refusal(await app.handlers.updateSettings({ useDemo: true }))).toMatch(/IT department/);
    const lookup = await app.handlers.checkPrice({ artnr: '900155', country: 'de' });
    expect(lookup).toMatchObject({ ok: false, error: { kind: 'no-token' } });
    expect(refusal(lookup)).toMatch(/No price service is set up yet, and your IT department allows no demo data/);
  });

  it('keeps to the sign-in IT allows', async () => {
    let app = await start({ SignIn: 'password-only' });
    expect(refusal(await app.handlers.saveConnection({ baseUrl: sim.baseUrl, token: TOKEN }))).toMatch(/IT department/);
    await app.dispose();
    app = await start({ SignIn: 'token-only' });
    expect(refusal(await app.handlers.signIn({ baseUrl: sim.baseUrl, user: 'anna', password: 'pw', staySignedIn: false }))).toMatch(
      /IT department/,
    );
    await app.dispose();
    app = await start({ StaySignedInAllowed: false });
    expect(refusal(await app.handlers.signIn({ baseUrl: sim.baseUrl, user: 'anna', password: 'pw', staySignedIn: true }))).toMatch(
      /IT department/,
    );
  });

  it('the update address is IT’s UpdateUrl alone: the window has no way to set one, and an address in the settings file counts for nothing', async () => {
    let app = await start({ UpdateUrl: 'https://intranet.example.com/price-lookup/', UpdateMode: 'auto' });
    expect(await state(app)).toMatchObject({
      updateUrl: 'https://intranet.example.com/price-lookup/',
      policies: { updateLocked: true, updateMode: 'auto' },
    });
    expect('setUpdateUrl' in app.handlers).toBe(false);
    await app.dispose();
    // An address saved by an older version, or written into the file by anyone: not an update feed.
    app = await start({}, { updateUrl: 'https://elsewhere.example.com/feed' });
    expect(await state(app)).toMatchObject({ updateUrl: null, update: { state: 'off', why: 'notHere' } });
  });

  it('a policy file IT changes while the app runs applies at once, and one it removes leaves the user’s own', async () => {
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify({ LastKnownMaxDays: 30 }));
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      policyFile,
      policyFileIntervalMs: 20,
    });
    const app = services;
    let told = 0;
    app.onStateChanged(() => (told += 1));
    expect((await state(app)).policies).toMatchObject({ allowDemo: true, set: ['LastKnownMaxDays'] });
    await writeFile(policyFile, JSON.stringify({ AllowDemo: false, BaseUrl: sim.baseUrl, BaseUrlLocked: true }));
    await expect.poll(async () => (await state(app)).policies.set, { timeout: 5_000 }).toEqual(['AllowDemo', 'BaseUrl', 'BaseUrlLocked']);
    expect(await state(app)).toMatchObject({
      baseUrl: sim.baseUrl,
      source: 'service',
      policies: { baseUrlLocked: true, allowDemo: false },
    });
    expect(told).toBeGreaterThan(0);
    await rm(policyFile);
    await expect.poll(async () => (await state(app)).policies.set, { timeout: 5_000 }).toEqual([]);
    expect(await state(app)).toMatchObject({ baseUrl: null, source: 'demo' });
  });

  it('without "Stay signed in" allowed, a password kept from before leaves the keychain at start, and the choice is off', async () => {
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify({ StaySignedInAllowed: false }));
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: sim.baseUrl, signIn: { user: 'anna', staySignedIn: true } }),
    );
    const passwordStore = createMemoryTokenStore();
    await passwordStore.write('pw-kept-from-before');
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(),
      passwordStore,
      policyFile,
      bindLegacyCredentials: true,
    });
    await expect.poll(() => passwordStore.read()).toBeNull();
    await expect
      .poll(async () => JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')).signIn)
      .toEqual({ user: 'anna', staySignedIn: false });
    expect(await state(services)).toMatchObject({ signedInAs: null, staySignedIn: false });
    await services.dispose();
    services = null;
    expect(await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8')).toContain('kept-password-dropped');
  });

  it('with sign-in by token only, a password kept from before leaves the keychain at start and is never sent', async () => {
    const policyFile = join(dir, 'policy.json');
    await writeFile(policyFile, JSON.stringify({ SignIn: 'token-only' }));
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: sim.baseUrl, signIn: { user: 'anna', staySignedIn: true } }),
    );
    const passwordStore = createMemoryTokenStore();
    await passwordStore.write('pw-kept-from-before');
    // A token the service refuses: with a kept password, this is what sets off a renewal.
    const tokenStore = createMemoryTokenStore('tok-refused-by-the-service');
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore, passwordStore, policyFile, bindLegacyCredentials: true });
    await expect.poll(() => passwordStore.read()).toBeNull();
    expect(await services.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({
      ok: false,
      error: { kind: 'token-rejected' },
    });
    expect(sim.requests.filter((request) => request.path.startsWith('/api/integration/token'))).toEqual([]);
    expect(await state(services)).toMatchObject({ staySignedIn: false, policies: { signIn: 'token-only' } });
    await services.dispose();
    services = null;
    expect(await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8')).toMatch(/kept-password-dropped.*SignIn/);
  });

  it.each([
    ['a pasted token', null],
    ['a user signed in', { user: 'anna', staySignedIn: false }],
  ])(
    'IT pointing the app at another service while it runs signs out (%s), tells why, and the token never reaches the new one',
    async (_, signIn) => {
      const other = await startPriceSimulator({ token: TOKEN });
      try {
        const policyFile = join(dir, 'policy.json');
        await writeFile(policyFile, JSON.stringify({}));
        await writeFile(
          join(dir, 'settings.json'),
          JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: sim.baseUrl, signIn }),
        );
        const tokenStore = createMemoryTokenStore();
        await tokenStore.write(boundEntry(TOKEN, originOf(sim.baseUrl)!));
        services = await createMainServices({ userDataDir: dir, fetch, tokenStore, policyFile, policyFileIntervalMs: 20 });
        const app = services;
        expect(await app.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({ ok: true });
        await writeFile(policyFile, JSON.stringify({ BaseUrl: other.baseUrl, BaseUrlLocked: true }));
        await expect.poll(async () => (await state(app)).notice?.message.key, { timeout: 10_000 }).toBe('signIn.notice.serviceChanged');
        expect(await tokenStore.read()).toBeNull();
        expect(await state(app)).toMatchObject({ hasToken: false, signedInAs: null });
        // The sign-in is free for what the user does next: a removal of their own is answered.
        expect(await app.handlers.removeToken(undefined)).toMatchObject({ ok: true });
        expect(await app.handlers.checkPrice({ artnr: '560011', country: 'de' })).toMatchObject({ ok: false });
        expect(other.requests.filter((request) => request.authorized)).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );

  it.each([
    // Unreachable, the keychain's place is taken by this session's memory (nothing kept there); unreadable, it fails.
    ['cannot be reached', () => new KeychainUnavailableError('The name is not activatable'), false],
    ['gives back a token that does not add up', () => new TokenUnreadableError(), true],
  ])('with a keychain that %s as IT points the app at another service, the token never reaches the new one', async (_, fault, unread) => {
    const other = await startPriceSimulator({ token: TOKEN });
    try {
      const policyFile = join(dir, 'policy.json');
      await writeFile(policyFile, JSON.stringify({}));
      await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: sim.baseUrl }));
      const keychain = createMemoryTokenStore();
      await keychain.write(boundEntry(TOKEN, originOf(sim.baseUrl)!));
      let failing = false;
      const unlessFailing =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          if (failing) throw fault();
          return call(...args);
        };
      const tokenStore = {
        read: unlessFailing(keychain.read),
        write: unlessFailing(keychain.write),
        remove: unlessFailing(keychain.remove),
      };
      services = await createMainServices({ userDataDir: dir, fetch, tokenStore, policyFile, policyFileIntervalMs: 20 });
      const app = services;
      expect(await app.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({ ok: true });
      failing = true;
      await writeFile(policyFile, JSON.stringify({ BaseUrl: other.baseUrl, BaseUrlLocked: true }));
      await expect.poll(async () => (await state(app)).baseUrl, { timeout: 10_000 }).toBe(other.baseUrl);
      expect(await app.handlers.checkPrice({ artnr: '560011', country: 'de' })).toMatchObject({ ok: false });
      // The keychain answers again: the token it still holds is the first service's, and goes nowhere else.
      failing = false;
      expect(await app.handlers.checkPrice({ artnr: '560011', country: 'de' })).toMatchObject({ ok: false });
      expect(other.requests.filter((request) => request.authorized)).toEqual([]);
      // Nobody was signed out: where the keychain failed to be read, the log says so, for IT.
      await app.dispose();
      services = null;
      expect((await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8')).includes('"event":"credential-origin-unread"')).toBe(unread);
    } finally {
      await other.close();
    }
  });

  it('with sign-in by token only arriving while the app runs, the kept password leaves the keychain and is never sent', async () => {
    const signing = await startPriceSimulator({ signIn: { user: 'anna', password: 'pw-anna-token-only' } });
    try {
      const policyFile = join(dir, 'policy.json');
      await writeFile(policyFile, JSON.stringify({}));
      const passwordStore = createMemoryTokenStore();
      services = await createMainServices({
        userDataDir: dir,
        fetch,
        tokenStore: createMemoryTokenStore(),
        passwordStore,
        policyFile,
        policyFileIntervalMs: 20,
      });
      const app = services;
      await app.handlers.signIn({ baseUrl: signing.baseUrl, user: 'anna', password: 'pw-anna-token-only', staySignedIn: true });
      expect(await keptSecret(passwordStore)).toBe('pw-anna-token-only');
      const posts = () => signing.requests.filter((request) => request.path.startsWith('/api/integration/token')).length;
      const before = posts();
      await writeFile(policyFile, JSON.stringify({ SignIn: 'token-only' }));
      await expect.poll(async () => (await state(app)).policies.signIn, { timeout: 5_000 }).toBe('token-only');
      await expect.poll(() => passwordStore.read()).toBeNull();
      // The service refuses the token now: without a kept password nothing is sent to the token endpoint.
      signing.setFaultForAll('401');
      expect(await app.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({ ok: false });
      expect(posts()).toBe(before);
      expect(await state(app)).toMatchObject({ staySignedIn: false });
    } finally {
      await services?.dispose();
      services = null;
      await signing.close();
    }
  });

  it('bounds how long last-known prices are kept, and fixes the company on quotes and the shortcut', async () => {
    const app = await start(
      {
        LastKnownMaxDays: 7,
        CompanyName: 'Reimo GmbH',
        CompanyAddress: 'Boschstraße 3\n63329 Egelsbach',
        CompanyVatId: 'DE112233445',
        CompanyCountry: 'at',
        GlobalShortcut: 'disabled',
      },
      { lastKnownMaxAgeDays: 30 },
    );
    expect(await state(app)).toMatchObject({
      lastKnownMaxAgeDays: 7,
      company: {
        name: 'Reimo GmbH',
        address: ['Boschstraße 3', '63329 Egelsbach'],
        vatId: 'DE112233445',
        country: 'at',
        registerCourt: '',
      },
      policies: { lastKnownMaxDays: 7, companyLocked: true, shortcutLocked: true },
    });
    expect(refusal(await app.handlers.updateSettings({ lastKnownMaxAgeDays: 30 }))).toMatch(/IT department/);
    expect(await app.handlers.updateSettings({ lastKnownMaxAgeDays: 3 })).toMatchObject({ ok: true, value: { lastKnownMaxAgeDays: 3 } });
    expect(refusal(await app.handlers.updateSettings({ company: { ...EMPTY_COMPANY, name: 'Other' } }))).toMatch(/IT department/);
    expect(refusal(await app.handlers.updateSettings({ globalShortcut: { enabled: true, accelerator: 'Control+Alt+K' } }))).toMatch(
      /IT department/,
    );
  });

  it('ignores a wrong value with one line in the log and a notice, and uses the rest', async () => {
    const app = await start({
      BaseUrl: 'http://insecure.example.com',
      AllowDemo: 'no',
      LastKnownMaxDays: 400,
      Colour: 'blue',
      Language: 'de',
    });
    const now = await state(app);
    expect(now).toMatchObject({ uiLanguage: 'de', baseUrl: null, policies: { set: ['Language'] } });
    expect(now.policyProblems.map(({ name, reason }) => `${name}: ${englishText(reason)}`)).toEqual([
      'BaseUrl: not an https address',
      'AllowDemo: not true or false',
      'LastKnownMaxDays: not a whole number from 1 to 365',
      'Colour: no such setting in this version of Price Lookup',
    ]);
    await app.dispose();
    services = null;
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log.match(/"event":"policy-ignored"/g)).toHaveLength(4);
    expect(log).not.toContain('insecure.example.com');
  });

  it('sets the footer of quote documents from its columns; a column that does not fit is ignored and said, as any wrong value', async () => {
    const app = await start(
      { DocumentFooter1: 'Reimo GmbH\n2\n3\n4\n5\n6', DocumentFooter2: 'USt-IdNr. DE123456789  \r\nSteuer-Nr. 99/123' },
      { documents: { ...DEFAULT_DOCUMENT_SETTINGS, numberPattern: 'AN-{seq}-{year}', footer: ['Own footer'] } },
    );
    const now = await state(app);
    expect(now).toMatchObject({
      documents: { numberPattern: 'AN-{seq}-{year}', footer: ['', 'USt-IdNr. DE123456789\nSteuer-Nr. 99/123'] },
      policies: { footerLocked: true, set: ['DocumentFooter2'] },
    });
    expect(now.policyProblems.map(({ name, reason }) => `${name}: ${englishText(reason)}`)).toEqual(['DocumentFooter1: more than 5 lines']);
    expect(refusal(await app.handlers.updateSettings({ documents: { ...now.documents, footer: ['Own footer'] } }))).toMatch(
      /IT department/,
    );
    await app.dispose();
    services = null;
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log.match(/"event":"policy-ignored"/g)).toHaveLength(1);
    expect(log).toContain('"policy":"DocumentFooter1"');
  });

  it('says so when the file is not JSON, and starts as without it', async () => {
    const app = await start('{ "BaseUrl": ');
    const now = await state(app);
    expect(now.source).toBe('demo');
    expect(now.policyProblems.map(({ reason }) => englishText(reason))).toEqual([
      `the file ${join(dir, 'policy.json')} could not be read as JSON`,
    ]);
  });
});

describe('readPolicyValues', () => {
  it('takes a registry DWORD of 0 or 1 for a boolean and a REG_MULTI_SZ for lines', () => {
    expect(readPolicyValues({ AllowDemo: 0, BaseUrlLocked: 1, CompanyAddress: ['Boschstraße 3', '63329 Egelsbach'] }, 'HKLM')).toEqual({
      values: { AllowDemo: false, BaseUrlLocked: true, CompanyAddress: 'Boschstraße 3\n63329 Egelsbach' },
      problems: [],
    });
  });

  it('takes a footer column of as many lines, as long, as Settings takes', () => {
    const column = Array.from({ length: 5 }, (_, line) => `${line}`.repeat(60)).join('\n');
    expect(readPolicyValues({ DocumentFooter1: column, DocumentFooter3: ['IBAN DE02', 'BIC VOBADESSXXX'] }, 'HKLM')).toEqual({
      values: { DocumentFooter1: column, DocumentFooter3: 'IBAN DE02\nBIC VOBADESSXXX' },
      problems: [],
    });
  });

  it.each([
    [{ AllowDemo: 2 }, 'not true or false'],
    [{ SignIn: 'sometimes' }, 'not one of any, password-only, token-only'],
    [{ LastKnownMaxDays: 1.5 }, 'not a whole number'],
    [{ CompanyName: 'x'.repeat(201) }, 'longer than 200 characters'],
    [{ CompanyName: 'a\nb' }, 'more than 1 lines'],
    [{ DocumentFooter2: '1\n2\n3\n4\n5\n6' }, 'more than 5 lines'],
    [{ DocumentFooter3: `IBAN DE02\n${'x'.repeat(61)}` }, 'a line longer than 60 characters'],
    [{ CompanyAddress: `Boschstraße 3\n${'x'.repeat(201)}` }, 'a line longer than 200 characters'],
    [{ GlobalShortcut: 'F' }, 'not "default", "disabled" or a shortcut such as Control+Alt+P'],
    [{ UpdateUrl: 'ftp://intranet/updates' }, 'not an https address'],
    [{ CompanyVatId: '123456789' }, 'not a VAT ID such as DE123456789'],
    [{ CompanyRegisterCourt: 'x'.repeat(101) }, 'longer than 100 characters'],
  ])('refuses %j: %s', (raw, reason) => {
    const read = readPolicyValues(raw, 'test');
    expect(read.values).toEqual({});
    expect(read.problems.map((problem) => englishText(problem.reason))).toEqual([reason]);
  });
});

describe('policyState', () => {
  it('of no policy set is the state tests take for it (test/support/no-policies.ts)', () => {
    expect(policyState({})).toEqual(NO_POLICY_STATE);
  });
});
