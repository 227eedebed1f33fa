import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_INFO_FIELDS } from '../shared/price-info';
import { LAST_KNOWN_FILE } from '../core/last-known-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { boundEntry } from '../core/origin-bound-store';
import { createMainServices } from '../main-logic/services';
import { fakeJwt } from '../../test/support/jwt';
import { keepToken } from '../../test/support/kept-secret';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-22T12:00:00Z');
const TOKEN = fakeJwt({ exp: T0.getTime() / 1000 + 400 * 24 * 3600, sub: 'sales' });
const COLLEAGUE = fakeJwt({ exp: T0.getTime() / 1000 + 400 * 24 * 3600, sub: 'colleague' });
const NO_WAITS = { sleep: async () => undefined };

let sim: PriceSimulator;
let dir: string;
let now: number;

beforeEach(async () => {
  now = T0.getTime();
  sim = await startPriceSimulator({ token: TOKEN, faults: true });
  dir = await tempFolder('cli-lookups');
});
afterEach(async () => {
  await sim.close();
  await removeFolder(dir);
});

/** The CLI as a script runs it: the token in the environment unless a keychain is given, this test's clock. */
async function cli(
  args: string[],
  options: { token?: string; env?: NodeJS.ProcessEnv; tokenStore?: TokenStore; stdin?: string; fetch?: typeof fetch } = {},
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, PRICE_LOOKUP_TOKEN: options.token ?? TOKEN, ...options.env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch: options.fetch ?? fetch,
    tokenStore: options.tokenStore ?? createMemoryTokenStore(),
    now: () => new Date(now),
    checkOptions: NO_WAITS,
    ...(options.stdin === undefined ? {} : { stdin: async () => options.stdin ?? '' }),
  });
  // Every token here is a JWT: none is ever printed.
  expect(stdout + stderr).not.toContain('eyJ');
  return { code, stdout, stderr };
}

const check = (artnr: string, ...rest: string[]) => ['check', artnr, '--country', 'de', '--base-url', sim.baseUrl, ...rest];
const quote = (...rest: string[]) => ['quote', '--country', 'de', '--base-url', sim.baseUrl, ...rest];

/** The main process's services on the same user data folder, with this test's clock and the token saved as the app saves it. */
async function theApp(token = TOKEN) {
  const keychain = createMemoryTokenStore();
  const services = await createMainServices({ userDataDir: dir, fetch, tokenStore: keychain, now: () => new Date(now) });
  // A token the service takes is saved as the app saves it; one it refuses was kept from before (keepToken).
  if (token === TOKEN) await services.handlers.saveConnection({ baseUrl: sim.baseUrl, token });
  else {
    await keepToken(keychain, token, sim.baseUrl);
    await services.handlers.saveConnection({ baseUrl: sim.baseUrl });
  }
  return services;
}

describe('price-lookup while the price service cannot be reached', () => {
  it('refuses a last-known price without --allow-last-known: exit 5, nothing on stdout, the flag named', async () => {
    expect((await cli(check('900155'))).code).toBe(0);
    now += 3 * DAY;
    sim.setFaultForAll('503');
    const { code, stdout, stderr } = await cli(check('900155'));
    expect([code, stdout]).toEqual([5, '']);
    expect(stderr).toMatch(
      /^price-lookup: The price service could not answer this request\..* A last-known price fetched Nov 22, 2026, 12:00\sPM UTC is kept: give --allow-last-known to use it \(exit 7\)\.\n$/,
    );
    const json = await cli(check('900155', '--json'));
    expect([json.code, json.stdout]).toEqual([5, '']);
    const german = await cli(check('900155', '--lang', 'de'));
    expect([german.code, german.stdout]).toEqual([5, '']);
    expect(german.stderr).toMatch(
      /Ein letzter bekannter Preis vom 22\.11\.2026, 12:00 UTC liegt vor: Mit --allow-last-known wird er verwendet \(Exit-Code 7\)\.\n$/,
    );
  });

  it('answers check with the last-known price with --allow-last-known, marked as the window marks it, and exits 7', async () => {
    expect((await cli(check('900155'))).code).toBe(0);
    now += 3 * DAY;
    sim.setFaultForAll('503');
    const { code, stdout, stderr } = await cli(check('900155', '--allow-last-known'));
    expect([code, stderr]).toEqual([7, '']);
    expect(stdout).toMatch(
      /^Article 900155 · Germany \(de\)\nLast known price, stock and delivery\nFetched Nov 22, 2026, 12:00\sPM UTC\. The price service could not be reached, so this is the last answer it gave: price, stock and delivery may have changed since\.\nWhy: The price service could not answer this request\..*\nPrice\s+47\.85 EUR/,
    );
    // Stock and delivery are never given as current.
    expect(stdout).toMatch(/\nStock\s+11\+ \(11 or more\) {2}\(as of Nov 22, 2026, 12:00\sPM UTC\)\n/);
    expect(stdout).toMatch(/\nDelivery\s+available now, more on request, phasing out {2}\(as of Nov 22, 2026, 12:00\sPM UTC\)\n/);
    // A fresh answer with the flag is an ordinary answer.
    sim.setFaultForAll(null);
    expect(await cli(check('900155', '--allow-last-known'))).toMatchObject({ code: 0, stderr: '' });
  });

  it('marks the last-known price in German too', async () => {
    await cli(check('900155'));
    sim.setFaultForAll('503');
    const { code, stdout } = await cli(check('900155', '--lang', 'de', '--allow-last-known'));
    expect(code).toBe(7);
    expect(stdout).toMatch(
      /^Artikel 900155 · Deutschland \(de\)\nLetzter bekannter Preis, Bestand und Lieferzeit\nAbgerufen am 22\.11\.2026, 12:00 UTC\. /,
    );
    expect(stdout).toMatch(/\nLagerbestand\s+11\+ \(11 oder mehr\) {2}\(Stand vom 22\.11\.2026, 12:00 UTC\)\n/);
    expect(stdout).toMatch(
      /\nLieferzeit\s+sofort lieferbar, weitere auf Anfrage, Artikel läuft aus {2}\(Stand vom 22\.11\.2026, 12:00 UTC\)\n/,
    );
    expect(stdout).toMatch(/\nGrund: /);
  });

  it('adds `lastKnown` to the --json of a last-known answer, and only then', async () => {
    const fresh = await cli(check('900155', '--json'));
    expect(Object.keys(JSON.parse(fresh.stdout))).toEqual([...PRICE_INFO_FIELDS]);
    sim.setFaultForAll('503');
    now += DAY;
    const { code, stdout, stderr } = await cli(check('900155', '--json', '--allow-last-known'));
    expect([code, stderr]).toEqual([7, '']);
    const json = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual([...PRICE_INFO_FIELDS, 'lastKnown']);
    expect(json).toMatchObject({
      price: 47.85,
      lastKnown: { fetchedAt: T0.toISOString(), reason: expect.stringMatching(/^The price service could not answer this request/) },
    });
    // The same bytes in every language, as every --json.
    expect((await cli(check('900155', '--json', '--lang', 'de', '--allow-last-known'))).stdout).toBe(stdout);
  });

  it('still exits 5 when nothing was kept for this exact lookup, and never stands in for a rejected token or a missing article', async () => {
    await cli(check('900155'));
    sim.setFaultForAll('503');
    const other = await cli(check('900155', '--factor', '1.25', '--allow-last-known'));
    expect([other.code, other.stdout]).toEqual([5, '']);
    expect(other.stderr).toMatch(/^price-lookup: The price service could not answer this request\./);
    // Nothing kept, so no hint to a flag that would not help.
    expect(other.stderr).not.toContain('--allow-last-known');
    sim.setFaultForAll('401');
    expect(await cli(check('900155', '--allow-last-known'))).toMatchObject({ code: 3, stdout: '' });
    sim.setFaultForAll(null);
    expect(await cli(check('NOPE-1', '--allow-last-known'))).toMatchObject({ code: 4, stdout: '' });
  });

  it('prices a quote line from its last-known answer only with --allow-last-known, marks that line, and exits 7', async () => {
    expect((await cli(quote('--json'), { stdin: '900155;2\n' })).code).toBe(0);
    await sim.close();
    const table = await cli(quote('--allow-last-known'), { stdin: '900155;2\n' });
    expect(table.code).toBe(7);
    expect(table.stdout).toMatch(
      /^900155\s+2\s+47\.85\s+95\.70\s+11\+ \(as of Nov 22, 2026, 12:00\sPM UTC\)\s+E\n {4}! Last known price, fetched Nov 22, 2026, 12:00\sPM UTC\n/m,
    );
    expect(table.stdout).toContain('Total (gross): 95.70 EUR');
    const json = JSON.parse((await cli(quote('--json', '--allow-last-known'), { stdin: '900155;2\n' })).stdout);
    expect(json.lines).toEqual([
      expect.objectContaining({
        artnr: '900155',
        lineTotal: '95.70',
        lastKnown: { fetchedAt: T0.toISOString(), reason: expect.any(String) },
      }),
    ]);
    expect(json.errors).toEqual([]);
  });

  it('gives a quote with fresh and last-known lines one exit code: 5 without the flag, 7 with it, 5 while a line has no price at all', async () => {
    // 900155 was priced before; then the service fails for it alone, and 31245 stays fresh.
    expect((await cli(quote(), { stdin: '900155;2\n' })).code).toBe(0);
    const failing = new Set(['900155']);
    const partlyDown: typeof fetch = async (url, init) =>
      [...failing].some((artnr) => String(url).includes(artnr)) ? new Response('', { status: 503 }) : fetch(url, init);
    const quoteWith = (stdin: string, ...rest: string[]) => cli(quote(...rest), { stdin, fetch: partlyDown });
    const refused = await quoteWith('31245;1\n900155;2\n', '--json');
    expect(refused.code).toBe(5);
    const json = JSON.parse(refused.stdout);
    // The old price is in no figure: not a line, not the total.
    expect(json.lines.map((line: { artnr: string }) => line.artnr)).toEqual(['31245']);
    expect(json.total).toBe('15.95');
    expect(json.errors).toEqual([
      {
        line: 2,
        input: '900155',
        message: expect.stringMatching(/could not answer this request\..* A last-known price fetched .* is kept: give --allow-last-known/),
      },
    ]);
    expect(refused.stderr).toMatch(
      /^price-lookup: 1 line could not be priced: the price service could not be reached\. .*--allow-last-known.*\n$/,
    );
    const german = await quoteWith('31245;1\n900155;2\n', '--lang', 'de');
    expect(german.code).toBe(5);
    expect(german.stdout).toMatch(/^Zeile 2 \(900155\): .*Mit --allow-last-known wird er verwendet/m);
    expect(german.stderr).toMatch(/^price-lookup: Für 1 Zeile konnte kein Preis ermittelt werden: Der Preisdienst war nicht erreichbar\./);

    const allowed = await quoteWith('31245;1\n900155;2\n', '--json', '--allow-last-known');
    expect([allowed.code, allowed.stderr]).toEqual([7, '']);
    const lines = JSON.parse(allowed.stdout).lines as { artnr: string; lastKnown?: unknown }[];
    expect(lines.map((line) => [line.artnr, line.lastKnown !== undefined])).toEqual([
      ['31245', false],
      ['900155', true],
    ]);

    // A line the service could not price and nothing kept for it: the quote is incomplete, whatever the flag.
    failing.add('AB-1029');
    const missing = await quoteWith('31245;1\n900155;2\nAB-1029;1\n', '--allow-last-known');
    expect(missing.code).toBe(5);
  });

  it("uses the app's last-known prices and keeps its own there, per account, which the running app keeps too", async () => {
    const app = await theApp();
    // No --base-url: the app's own settings name the service. The app runs meanwhile and writes the file after.
    expect((await cli(['check', 'AB-1029', '--country', 'de'])).code).toBe(0);
    expect(await app.handlers.checkPrice({ artnr: '31245', country: 'de' })).toMatchObject({ ok: true });
    await app.dispose();
    await sim.close();
    now += DAY;

    for (const [artnr, price] of [
      ['31245', 15.95],
      ['AB-1029', 9.9],
    ] as const) {
      const answer = await cli(['check', artnr, '--country', 'de', '--json', '--allow-last-known']);
      expect(answer.code).toBe(7);
      expect(JSON.parse(answer.stdout)).toMatchObject({ price, lastKnown: { fetchedAt: T0.toISOString() } });
    }
    const colleague = await cli(['check', '31245', '--country', 'de', '--allow-last-known'], { token: COLLEAGUE });
    expect([colleague.code, colleague.stdout]).toEqual([5, '']);

    const appAgain = await createMainServices({
      userDataDir: dir,
      fetch,
      tokenStore: createMemoryTokenStore(boundEntry(TOKEN, new URL(sim.baseUrl).origin)),
      now: () => new Date(now),
    });
    try {
      expect(await appAgain.handlers.checkPrice({ artnr: 'AB-1029', country: 'de' })).toMatchObject({
        ok: true,
        value: { lastKnown: { fetchedAt: T0.toISOString() } },
      });
    } finally {
      await appAgain.dispose();
    }
    const kept = JSON.parse(await readFile(join(dir, LAST_KNOWN_FILE), 'utf8')) as { entries: { artnr: string; account: string }[] };
    expect(kept.entries.map(({ artnr, account }) => [artnr, account]).sort()).toEqual([
      ['31245', 'sub:sales'],
      ['AB-1029', 'sub:sales'],
    ]);
  });

  it("keeps nothing of --demo in the app's folder", async () => {
    expect((await cli(['check', '900155', '--country', 'at', '--demo'], { token: '' })).code).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('says so on stderr when the file of last-known prices could not be read, and still answers', async () => {
    await writeFile(join(dir, LAST_KNOWN_FILE), '{ not json');
    const { code, stdout, stderr } = await cli(check('900155', '--json'));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ price: 47.85 });
    expect(stderr).toMatch(/^price-lookup: The file of last-known prices could not be read; it was kept aside as .+\n$/);
  });
});

describe("price-lookup's token, checked by the app's lookup", () => {
  const expiringAtT0 = fakeJwt({ exp: T0.getTime() / 1000, sub: 'sales' });

  it('words the refusal of a token this clock calls expired in its own words, as the window does; the token is sent, the service decides', async () => {
    const app = await theApp(expiringAtT0);
    const before = sim.requests.length;
    try {
      expect(await app.handlers.checkPrice({ artnr: '900155', country: 'de' })).toMatchObject({
        ok: false,
        error: { kind: 'token-expired' },
      });
    } finally {
      await app.dispose();
    }
    const fromEnvironment = await cli(check('900155'), { token: expiringAtT0 });
    expect([fromEnvironment.code, fromEnvironment.stdout]).toEqual([3, '']);
    expect(fromEnvironment.stderr).toMatch(
      /^price-lookup: The access token in PRICE_LOOKUP_TOKEN expired on Nov 22, 2026, 12:00\sPM UTC\. Get a new one and set PRICE_LOOKUP_TOKEN or save it in the app's Settings\.\n$/,
    );
    const fromKeychain = await cli(check('900155'), {
      token: '',
      tokenStore: createMemoryTokenStore(boundEntry(expiringAtT0, new URL(sim.baseUrl).origin)),
    });
    expect(fromKeychain.stderr).toMatch(/^price-lookup: The access token in the keychain entry expired on Nov 22, 2026, 12:00\sPM UTC\./);
    // This computer's clock alone never holds a token back: only the service's refusal is final.
    expect(sim.requests.length).toBeGreaterThan(before);

    // A second before it expires, the service's refusal is said as a refusal (it does not know the token).
    now -= 1_000;
    const refused = await cli(check('900155'), { token: expiringAtT0 });
    expect(refused.code).toBe(3);
    expect(refused.stderr).not.toMatch(/expired on/);
  });

  it("writes its lookups to the app's diagnostics log, marked as the CLI's, without the token", async () => {
    const expired = fakeJwt({ exp: T0.getTime() / 1000 - 60, sub: 'sales' });
    await cli(check('900155'));
    await cli(check('900155'), { token: expired });
    const log = await readFile(join(dir, 'logs', 'diagnostics.log'), 'utf8');
    const lookups = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'lookup');
    expect(lookups).toEqual([
      expect.objectContaining({ source: 'service', country: 'de', outcome: 'ok', via: 'cli' }),
      expect.objectContaining({ source: 'service', country: 'de', outcome: 'token-expired', via: 'cli' }),
    ]);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(expired);
  });

  it('ends a quote with exit 3 when the keychain cannot be read, before any line is sent', async () => {
    const broken: TokenStore = { ...createMemoryTokenStore(), read: () => Promise.reject(new Error('no D-Bus')) };
    const before = sim.requests.length;
    const { code, stdout, stderr } = await cli(quote(), { token: '', tokenStore: broken, stdin: '900155;1\n31245;1\n' });
    expect([code, stdout]).toEqual([3, '']);
    expect(stderr).toMatch(/keychain.*Set PRICE_LOOKUP_TOKEN to the access token instead\.\n$/);
    expect(sim.requests.length).toBe(before);
  });
});
