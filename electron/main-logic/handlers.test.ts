import { readdir, readFile, rm } from 'node:fs/promises';
import { keptSecret } from '../../test/support/kept-secret';
import { NO_POLICY_STATE } from '../../test/support/no-policies';
import { DEFAULT_DOCUMENT_SETTINGS } from '../shared/quote/document-defaults';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { msg } from '../shared/i18n/catalogue';
import { englishText, translator } from '../shared/i18n/translator';
import { IPC_CHANNELS, type AppState, type BridgeMethod } from '../shared/ipc-contract';
import { createMainServices, type MainServices } from './services';
import { EMPTY_COMPANY } from '../shared/company';
import { TOKEN_TEST_ARTICLE } from './price-lookups';
import { MAX_QUOTES } from '../shared/quote/quote-limits';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const TOKEN = 'tok-handlers-b7d2e0c4-distinctive';

let sim: PriceSimulator;
let dir: string;
let tokenStore: TokenStore;
let services: MainServices;
const answers: unknown[] = [];

beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true });
});
afterAll(async () => {
  await sim.close();
});
beforeEach(async () => {
  dir = await tempFolder('handlers');
  tokenStore = createMemoryTokenStore();
  services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
  answers.length = 0;
});
afterEach(async () => {
  // No answer to the renderer may ever carry the token.
  for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(TOKEN);
  await services.dispose();
  await removeFolder(dir);
});

/** Calls a handler the way IPC would, keeping the answer for the token check. */
async function call<M extends keyof MainServices['handlers']>(method: M, request?: unknown) {
  const answer = await services.handlers[method](request);
  answers.push(answer);
  return answer;
}

const connect = () => call('saveConnection', { baseUrl: sim.baseUrl, token: TOKEN });

const DEFAULT_SHORTCUT = process.platform === 'darwin' ? 'Control+Command+P' : 'Control+Alt+P';

/** What a fresh start with no token and no settings answers as the app state. */
const FRESH_STATE: AppState = {
  baseUrl: null,
  hasToken: false,
  tokenStorage: 'keychain',
  tokenExpiresAt: null,
  tokenExpired: false,
  source: 'demo',
  lastCountry: 'de',
  regionalLocale: 'en-US',
  uiLanguage: 'en',
  languageChoice: 'system',
  notice: null,
  lastKnownMaxAgeDays: 30,
  signedInAs: null,
  staySignedIn: false,
  accountTag: null,
  passwordRejected: false,
  keepInTray: false,
  trayAvailable: false,
  // Unit tests have no system to register with: each shortcut is taken (services.ts).
  shortcut: { enabled: true, accelerator: DEFAULT_SHORTCUT, defaultAccelerator: DEFAULT_SHORTCUT, binding: 'bound' },
  recheckAfterHours: 24,
  followUpDays: 7,
  company: { ...EMPTY_COMPANY, hasLogo: false },
  documents: DEFAULT_DOCUMENT_SETTINGS,
  settingsSection: 'connection',
  appearance: 'system',
  policies: NO_POLICY_STATE,
  policyProblems: [],
  appVersion: '0.0.0',
  updateUrl: null,
  update: { state: 'off', why: 'notHere' },
};

describe('main handlers', () => {
  it('start in demo mode with no token', async () => {
    expect(await call('getState')).toEqual({
      ok: true,
      value: FRESH_STATE,
    });
  });

  it('serve demo prices from the built-in simulator with no settings at all', async () => {
    const answer = await call('checkPrice', { artnr: '900155', country: 'at' });
    expect(answer).toMatchObject({ ok: true, value: { source: 'demo', info: { price: '48.25', stock: 11 } } });
  });

  it('store the token, switch to the service, and only ever say that a token is stored', async () => {
    expect(await connect()).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl, hasToken: true, source: 'service' } });
    expect(await keptSecret(tokenStore)).toBe(TOKEN);
    const answer = await call('checkPrice', { artnr: '900155', country: 'de', factor: '1,25' });
    expect(answer).toMatchObject({ ok: true, value: { source: 'service', request: { factor: '1.25' }, info: { factor_price: '59.81' } } });
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).not.toContain(TOKEN);
  });

  it('test a pasted token with one request as it is saved: accepted, refused, or not tested when nothing answers', async () => {
    const tests = () => sim.requests.filter((request) => request.path.includes(TOKEN_TEST_ARTICLE));
    const before = tests().length;
    // The test article is in no price list: a 404 there means the token was taken.
    expect(await connect()).toMatchObject({ ok: true, value: { hasToken: true, tokenTest: 'accepted' } });
    expect(tests()).toHaveLength(before + 1);
    // Tried before it replaces the kept one: refused, it is not kept, and the one that works stays.
    const refused = await call('saveConnection', { baseUrl: sim.baseUrl, token: 'not-the-right-token' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'token' } });
    expect(refused.ok || englishText(refused.error.message)).toBe(
      'The price service refused this token, so it was not saved: the token you had is kept, and lookups go on with it. ' +
        'Check that it was pasted whole, or ask for a new one. Or sign in with your user name and password instead.',
    );
    expect(tests()).toHaveLength(before + 2);
    expect(await keptSecret(tokenStore)).toBe(TOKEN);
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({ ok: true, value: { source: 'service' } });
    // A service that has gone: nothing answers at its address, so nothing can judge the token. It is kept, and
    // the status says it could not be tried (the service may be down for a moment; the next lookup tells).
    const gone = await startPriceSimulator({ token: TOKEN });
    await gone.close();
    expect(await call('saveConnection', { baseUrl: gone.baseUrl, token: TOKEN })).toMatchObject({
      ok: true,
      value: { tokenTest: 'unreachable' },
    });
    // Saving without pasting tests nothing.
    const answer = await call('saveConnection', { baseUrl: sim.baseUrl, token: TOKEN });
    expect(answer.ok && 'tokenTest' in answer.value && answer.value.tokenTest).toBe('accepted');
    const count = tests().length;
    expect(await call('saveConnection', { baseUrl: sim.baseUrl })).not.toMatchObject({ value: { tokenTest: expect.anything() } });
    expect(tests()).toHaveLength(count);
    await services.dispose();
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    expect(log).toMatch(/"event":"token-tested","outcome":"refused","answer":"token-rejected: HTTP 401"/);
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
  });

  it('say when a refused token leaves none kept', async () => {
    const refused = await call('saveConnection', { baseUrl: sim.baseUrl, token: 'not-the-right-token' });
    expect(refused.ok || englishText(refused.error.message)).toMatch(/^The price service refused this token, so it was not saved\. Check/);
    expect(await keptSecret(tokenStore)).toBeNull();
    expect(await call('getState')).toMatchObject({ ok: true, value: { hasToken: false, baseUrl: null, source: 'demo' } });
  });

  it('try a new token only at the address it is saved for, and never send the kept one there', async () => {
    const other = await startPriceSimulator({ token: 'tok-other-service-5f1e' });
    const sent: { origin: string; authorization: string | null }[] = [];
    const recording: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      sent.push({ origin: url.origin, authorization: new Headers(init?.headers).get('authorization') });
      return fetch(input, init);
    };
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch: recording, tokenStore });
    try {
      await connect();
      expect(await call('saveConnection', { baseUrl: other.baseUrl, token: 'tok-wrong-for-other' })).toMatchObject({ ok: false });
      expect(await call('saveConnection', { baseUrl: other.baseUrl, token: 'tok-other-service-5f1e' })).toMatchObject({
        ok: true,
        value: { tokenTest: 'accepted', baseUrl: other.baseUrl },
      });
      const otherOrigin = new URL(other.baseUrl).origin;
      expect(
        sent.filter((each) => each.authorization === `Bearer ${TOKEN}`).every((each) => each.origin === new URL(sim.baseUrl).origin),
      ).toBe(true);
      expect(sent.filter((each) => each.origin === otherOrigin).map((each) => each.authorization)).toEqual([
        'Bearer tok-wrong-for-other',
        'Bearer tok-other-service-5f1e',
      ]);
    } finally {
      await other.close();
    }
  });

  it('keep the stored token when saving without a new one', async () => {
    await connect();
    expect(await call('saveConnection', { baseUrl: sim.baseUrl })).toMatchObject({ ok: true, value: { hasToken: true } });
  });

  it.each([
    [{ baseUrl: 'http://prices.example.com', token: TOKEN }, 'baseUrl', /must use https/],
    [{ baseUrl: 'javascript:alert(1)' }, 'baseUrl', /must start with https/],
    [{ baseUrl: 'https://api.example.com', token: 'two words' }, 'token', /spaces or characters/],
  ])('refuse a bad connection %j next to its field', async (request, field, message) => {
    const answer = await call('saveConnection', request);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
    expect(answer.ok || englishText(answer.error.message)).toMatch(message);
    expect(await keptSecret(tokenStore)).toBeNull();
  });

  it('say so when no token is stored', async () => {
    await call('saveConnection', { baseUrl: sim.baseUrl });
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'no-token' } });
  });

  it('remove the token', async () => {
    await connect();
    expect(await call('removeToken')).toMatchObject({ ok: true, value: { hasToken: false } });
    expect(await keptSecret(tokenStore)).toBeNull();
  });

  it('switch to demo data and back', async () => {
    await connect();
    expect(await call('updateSettings', { useDemo: true })).toMatchObject({ ok: true, value: { source: 'demo', baseUrl: sim.baseUrl } });
    expect(await call('updateSettings', { useDemo: false })).toMatchObject({ ok: true, value: { source: 'service' } });
  });

  it('remember the country across restarts', async () => {
    await call('updateSettings', { lastCountry: 'se' });
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
    expect(await call('getState')).toMatchObject({ ok: true, value: { lastCountry: 'se' } });
  });

  it('pass service failures on as typed results', async () => {
    await connect();
    expect(await call('checkPrice', { artnr: 'NOPE-1', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    expect(await call('checkPrice', { artnr: 'FAULT-html', country: 'de' })).toMatchObject({
      ok: false,
      error: { kind: 'unexpected-response' },
    });
  });

  it('apply the input rules before anything is sent', async () => {
    await connect();
    const before = sim.requests.length;
    expect(await call('checkPrice', { artnr: '../x', country: 'de' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'artnr' },
    });
    expect(await call('checkPrice', { artnr: '900155', country: 'xx' })).toMatchObject({ ok: false, error: { field: 'country' } });
    expect(sim.requests.length).toBe(before);
  });

  it.each([
    ['checkPrice', null],
    ['checkPrice', 42],
    ['checkPrice', { artnr: 5, country: 'de' }],
    ['checkPrice', { artnr: 'x'.repeat(100_000), country: 'de' }],
    ['saveConnection', 'https://api.example.com'],
    ['updateSettings', { useDemo: 'yes' }],
    ['updateSettings', { lastCountry: 'us' }],
    ['updateSettings', { language: 'fr' }],
    ['updateSettings', { language: 'DE' }],
  ] as const)('answer %s(%j) with invalid-input, never a throw', async (method, request) => {
    expect(await call(method, request)).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});

/** Every file under a folder, as text. */
async function allFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')));
}

const HOSTILE: readonly unknown[] = [
  undefined,
  null,
  42,
  'text',
  [],
  {},
  { artnr: 5 },
  { artnr: '900155', country: 'de', factor: 1.5 },
  { baseUrl: 'x'.repeat(100_000) },
  { baseUrl: 'https://api.example.com', token: 't'.repeat(100_000) },
  { country: 'd'.repeat(100_000) },
  { requestId: 'r'.repeat(100_000) },
  { demo: 1 },
  { text: 42 },
  { quotes: 'many' },
  { suggestedName: '../../etc/passwd.csv', content: '' },
  Object.create(null) as unknown,
];

describe('main handlers, hostile and edge requests', () => {
  const methods = Object.keys(IPC_CHANNELS) as BridgeMethod[];
  const INVALID = { ok: false, error: { kind: 'invalid-input', message: msg('errors.request.notUnderstood') } };

  /** What a fresh start with no token answers: the handlers that take no request do their work. */
  const expectedAnswer = (method: BridgeMethod, request: unknown): unknown => {
    if (request === undefined) {
      // No logo file is chosen here (no dialog), and removing none leaves the state as it was.
      if (
        method === 'getState' ||
        method === 'removeToken' ||
        method === 'chooseCompanyLogo' ||
        method === 'removeCompanyLogo' ||
        // Without an updater there is nothing to ask: the state as it is.
        method === 'checkForUpdates'
      )
        return { ok: true, value: FRESH_STATE };
      // No version is downloaded, so nothing restarts.
      if (method === 'restartToUpdate') return { ok: true, value: { restarting: false } };
      // There is no file manager to open here, so it says so.
      if (method === 'openDiagnostics')
        return { ok: false, error: { kind: 'internal', message: msg('errors.diagnostics.notOpened', { folder: join(dir, 'logs') }) } };
      if (method === 'loadQuotes') return { ok: true, value: { quotes: [], activeId: null, notice: null, maxQuotes: MAX_QUOTES } };
      if (method === 'clearLastKnown') return { ok: true, value: { cleared: 0 } };
      // Nothing read yet, so nothing is written over the file.
      if (method === 'writeQuotesAgain')
        return { ok: false, error: { kind: 'quotes-unreadable', message: msg('errors.quotes.notLoaded') } };
      if (method === 'loadRecent' || method === 'clearRecent') return { ok: true, value: { lookups: [] } };
      if (method === 'loadFavourites') return { ok: true, value: { favourites: [] } };
      // No dialog here: the import is cancelled, the export answers where nothing was saved.
      if (method === 'chooseCustomerImport') return { ok: true, value: { preview: null } };
      if (method === 'exportCustomers') return { ok: true, value: { path: null, count: 0 } };
    }
    // An empty patch changes nothing: the state as it is. Any unknown key refuses the patch (strict).
    if (
      method === 'updateSettings' &&
      typeof request === 'object' &&
      request !== null &&
      !Array.isArray(request) &&
      Object.keys(request).length === 0
    )
      return { ok: true, value: FRESH_STATE };
    return INVALID;
  };

  it.each(methods)('%s answers every odd request with a typed result, never a throw', async (method) => {
    for (const request of HOSTILE) {
      const answer = await call(method, request);
      expect(answer, `${method}(${JSON.stringify(request)?.slice(0, 40)})`).toEqual(expectedAnswer(method, request));
    }
  });

  it('opens the diagnostics folder when the system can', async () => {
    await services.dispose();
    const opened: string[] = [];
    const openFolder = async (path: string): Promise<boolean> => {
      opened.push(path);
      return true;
    };
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore, openFolder });
    expect(await call('openDiagnostics')).toEqual({ ok: true, value: { opened: true } });
    expect(opened).toEqual([join(dir, 'logs')]);
    expect(await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8')).toContain('diagnostics-opened');
  });

  it('shows in its folder a file the user saved through the app, and nothing else', async () => {
    await services.dispose();
    const shown: string[] = [];
    const csv = join(dir, 'quote.csv');
    services = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore,
      chooseSavePath: async () => csv,
      showFile: (path) => shown.push(path),
    });
    // A path the window names but the user never saved: refused, nothing shown.
    expect(await call('showInFolder', { path: join(dir, 'settings.json') })).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(await call('saveCsv', { suggestedName: 'quote.csv', content: 'a;b\r\n' })).toEqual({ ok: true, value: { path: csv } });
    expect(await call('showInFolder', { path: csv })).toEqual({ ok: true, value: { shown: true } });
    expect(shown).toEqual([csv]);
    // Deleted since: said so, not shown.
    await rm(csv);
    expect(await call('showInFolder', { path: csv })).toMatchObject({ ok: false, error: { kind: 'export-unwritable' } });
    expect(shown).toEqual([csv]);
  });

  it('removes a stored token and answers with the state that says so', async () => {
    await connect();
    expect(await call('removeToken')).toEqual({
      ok: true,
      // The service stays set; only the token is gone.
      value: { ...FRESH_STATE, baseUrl: sim.baseUrl, source: 'service' },
    });
    expect(await keptSecret(tokenStore)).toBeNull();
  });

  it('drops a pasted "Bearer " prefix before storing the token', async () => {
    expect(await call('saveConnection', { baseUrl: sim.baseUrl, token: `  Bearer ${TOKEN}\n` })).toMatchObject({
      ok: true,
      value: { hasToken: true },
    });
    expect(await keptSecret(tokenStore)).toBe(TOKEN);
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({ ok: true, value: { source: 'service' } });
  });

  it('refuses a token over 16 KB next to its field and keeps the stored one', async () => {
    await connect();
    const answer = await call('saveConnection', { baseUrl: 'https://other.example.com', token: 'x'.repeat(16 * 1024 + 1) });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'token' } });
    expect(answer.ok || englishText(answer.error.message)).toMatch(/longer than 16 KB/);
    expect(await keptSecret(tokenStore)).toBe(TOKEN);
    expect(await call('getState')).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl } });
  });

  it('does not change the base URL when the new one is refused', async () => {
    await connect();
    expect(await call('saveConnection', { baseUrl: 'http://evil.example', token: 'other-token' })).toMatchObject({
      ok: false,
      error: { field: 'baseUrl' },
    });
    expect(await keptSecret(tokenStore)).toBe(TOKEN);
    expect(await call('getState')).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl, source: 'service' } });
  });

  it('asks for a token again after it was removed', async () => {
    await connect();
    await call('removeToken');
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({ ok: false, error: { kind: 'no-token' } });
    expect(await call('getState')).toMatchObject({ ok: true, value: { hasToken: false, source: 'service' } });
  });

  it('looks up demo data while switched to demo, even with a service configured', async () => {
    await connect();
    await call('updateSettings', { useDemo: true });
    const before = sim.requests.length;
    expect(await call('checkPrice', { artnr: '900155', country: 'de' })).toMatchObject({
      ok: true,
      value: { source: 'demo', info: { price: '47.85' } },
    });
    expect(sim.requests.length).toBe(before);
  });

  it('keeps the token out of every file it writes', async () => {
    await connect();
    await call('checkPrice', { artnr: '900155', country: 'de' });
    await call('checkPrice', { artnr: 'FAULT-401', country: 'de' });
    await call('updateSettings', { lastCountry: 'fi' });
    const files = await allFiles(dir);
    expect(files.length).toBeGreaterThan(0);
    for (const content of files) expect(content).not.toContain(TOKEN);
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({
      version: 1,
      baseUrl: sim.baseUrl,
      useDemo: false,
      lastCountry: 'fi',
      language: 'system',
      lastKnownMaxAgeDays: 30,
      globalShortcut: { enabled: true, accelerator: null },
      signIn: null,
      keepInTray: false,
      recheckAfterHours: 24,
      followUpDays: 7,
      company: { ...EMPTY_COMPANY, logo: null },
      documents: DEFAULT_DOCUMENT_SETTINGS,
      settingsSection: 'connection',
      appearance: 'system',
      updateUrl: null,
    });
  });

  it('reads the settings of an earlier run, token from the token store', async () => {
    await connect();
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore });
    expect(await call('getState')).toMatchObject({ ok: true, value: { baseUrl: sim.baseUrl, hasToken: true, source: 'service' } });
    expect(await call('checkPrice', { artnr: '900155', country: 'se' })).toMatchObject({
      ok: true,
      value: { info: { currencySign: 'SEK' } },
    });
  });
});

describe('the UI language', () => {
  /** Services on the same folder with the system's preferred languages given. */
  const restart = async (preferred: readonly string[]) => {
    await services.dispose();
    services = await createMainServices({ userDataDir: dir, fetch, tokenStore, preferredLanguages: () => preferred });
  };

  it.each([
    [['de-AT', 'en-US'], 'de'],
    [['fr-FR'], 'en'],
    [['fr-FR', 'de-DE'], 'de'],
    [[], 'en'],
  ] as const)('follows the system: %j speaks %s', async (preferred, language) => {
    await restart(preferred);
    expect(await call('getState')).toMatchObject({ ok: true, value: { uiLanguage: language, languageChoice: 'system' } });
  });

  it('saves the choice, answers the new state, and keeps it across restarts', async () => {
    await restart(['de-AT']);
    expect(await call('updateSettings', { language: 'en' })).toMatchObject({ ok: true, value: { uiLanguage: 'en', languageChoice: 'en' } });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ version: 1, language: 'en' });
    await restart(['de-AT']);
    expect(await call('getState')).toMatchObject({ ok: true, value: { uiLanguage: 'en', languageChoice: 'en' } });
    await restart(['fr-FR']);
    expect(await call('updateSettings', { language: 'de' })).toMatchObject({ ok: true, value: { uiLanguage: 'de', languageChoice: 'de' } });
    expect(await call('updateSettings', { language: 'system' })).toMatchObject({
      ok: true,
      value: { uiLanguage: 'en', languageChoice: 'system' },
    });
  });

  it('tells main when the UI speaks another language, and only then', async () => {
    await restart(['de-DE']);
    const heard: string[] = [];
    services.onUiLanguageChange((language) => heard.push(language));
    await call('updateSettings', { language: 'de' });
    await call('updateSettings', { language: 'en' });
    await call('updateSettings', { lastCountry: 'at' });
    await call('updateSettings', { language: 'system' });
    expect(heard).toEqual(['en', 'de']);
    expect(services.uiLanguage()).toBe('de');
  });

  it('sends errors as keys and values, which the reader words in German', async () => {
    await connect();
    const answer = await call('checkPrice', { artnr: 'NOPE-1', country: 'at' });
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'not-found', message: msg('errors.notFound', { artnr: 'NOPE-1', country: 'at' }), detail: 'HTTP 404' },
    });
    expect(answer.ok || translator('de').text(answer.error.message)).toBe('Der Artikel NOPE-1 wurde für Österreich (at) nicht gefunden.');
    expect(answer.ok || englishText(answer.error.message)).toMatch(/^Article NOPE-1 was not found for Austria \(at\)\./);
  });
});
