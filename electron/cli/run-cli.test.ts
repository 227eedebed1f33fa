import { readPolicyValues } from '../main-logic/policy-values';
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_INFO_FIELDS } from '../shared/price-info';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, KeychainUnavailableError, type TokenStore } from '../core/token-store';
import { boundEntry } from '../core/origin-bound-store';
import { fakeJwt } from '../../test/support/jwt';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const TOKEN = 'tok-cli-5e1f9a-distinctive';
let sim: PriceSimulator;
let dir: string;

beforeAll(async () => {
  sim = await startPriceSimulator({ token: TOKEN, faults: true });
  dir = await tempFolder('cli');
});
afterAll(async () => {
  await sim.close();
  await removeFolder(dir);
});

/** Runs the CLI in-process against the simulator and captures what it prints. */
async function cli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  tokenStore: TokenStore = createMemoryTokenStore(),
  io: Partial<CliIo> = {},
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, PRICE_LOOKUP_TOKEN: TOKEN, ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    tokenStore,
    ...io,
  });
  expect(stdout + stderr).not.toContain(TOKEN);
  return { code, stdout, stderr };
}

const check = (artnr: string, ...rest: string[]) => ['check', artnr, '--country', 'de', '--base-url', sim.baseUrl, ...rest];

describe('price-lookup check', () => {
  it('prints the reference article as JSON with the 18 field names and numbers as numbers', async () => {
    const { code, stdout } = await cli(check('900155', '--json'));
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual([...PRICE_INFO_FIELDS]);
    expect(json).toMatchObject({ price: 47.85, tax: 19, stock: 11, delivery_days: 0, producerSKU: '', base_unit: '', lifecycle: 'E' });
    expect(stdout).toContain('"price": 47.85,');
  });

  it('prints a readable summary', async () => {
    const { code, stdout } = await cli(check('900155'));
    expect(code).toBe(0);
    expect(stdout).toContain('Article 900155 · Germany (de)');
    expect(stdout).toMatch(/Price\s+47\.85 EUR/);
    expect(stdout).toMatch(/Stock\s+11\+/);
    expect(stdout).toContain('Phasing out');
  });

  it('accepts a factor with a comma and sends it with a dot', async () => {
    const { code, stdout } = await cli(check('900155', '--factor', '1,25'));
    expect(code).toBe(0);
    expect(sim.requests.at(-1)?.path).toContain('factor=1.25');
    expect(stdout).toMatch(/Price × 1\.25 \(\+25%\)\s+59\.81 EUR/);
  });

  it('takes a markup in percent for --factor and says the factor it made', async () => {
    const { code, stdout } = await cli(check('900155', '--factor', '25%'));
    expect(code).toBe(0);
    expect(sim.requests.at(-1)?.path).toContain('factor=1.25');
    expect(stdout).toMatch(/Price × 1\.25 \(\+25%\)\s+59\.81 EUR/);
    const discount = await cli(check('900155', '--factor=-10 %', '--lang', 'de'));
    expect(discount.code).toBe(0);
    expect(sim.requests.at(-1)?.path).toContain('factor=0.9');
    expect(discount.stdout).toMatch(/Preis × 0,9 \(\u221210\u00a0%\)\s+43,07 EUR/);
  });

  it('refuses a factor outside the usual range with its readings, sends nothing, and takes it with --unusual-factor', async () => {
    const before = sim.requests.length;
    const refused = await cli(check('900155', '--factor', '25', '--lang', 'de'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'price-lookup: Faktor 25 liegt außerhalb des Üblichen (0,5 bis 3): Meinten Sie +25\u00a0% (Faktor 1,25) oder 2,5? ' +
        'Geben Sie --factor "25 %" oder --factor 2,5 an, oder --factor 25 --unusual-factor, um 25 zu verwenden.\n',
    );
    const english = await cli(check('900155', '--json', '--factor', '25'));
    expect(english.code).toBe(2);
    expect(english.stdout).toBe('');
    expect(english.stderr).toContain('did you mean +25% (factor 1.25) or 2.5?');
    expect(sim.requests.length).toBe(before);

    // What the message offers works: the percent as written there, and 25 insisted on.
    const percent = await cli(check('900155', '--factor', '25 %', '--lang', 'de'));
    expect(percent.code).toBe(0);
    expect(sim.requests.at(-1)?.path).toContain('factor=1.25');
    const insisted = await cli(check('900155', '--factor', '25', '--unusual-factor'));
    expect(insisted.code).toBe(0);
    expect(sim.requests.at(-1)?.path).toContain('factor=25');
    expect(insisted.stdout).toMatch(/Price × 25 \(\+2,400%\)\s+1,196\.25 EUR/);
  });

  it('names --unusual-factor in its usage text', async () => {
    const { stdout } = await cli(['--help']);
    expect(stdout).toContain('[--factor <n> [--unusual-factor]]');
    expect(stdout).toMatch(/--unusual-factor\s+use a --factor outside 0\.5 to 3 as given/);
  });

  it.each([
    [['check', '../x', '--country', 'de'], /only letters, digits/],
    [['check', '900155', '--country', 'xx'], /Unknown country/],
    [['check', '900155', '--country', 'de', '--factor', '1e400'], /as a number/],
    [['check', '900155'], /Missing --country/],
    [['lookup', '900155'], /Unknown command/],
    [['check', '900155', '--country', 'de', '--colour'], /^price-lookup: Unknown option '--colour'\. See price-lookup --help\.$/m],
    [['check', '900155', '--country'], /^price-lookup: Option '--country <value>' argument missing\. See price-lookup --help\.$/m],
    [['check', '900155', '--country', 'de', '--json=yes'], /^price-lookup: Option '--json' does not take an argument\./m],
    [
      ['check', '900155', '--country', 'de', '--factor', '-1'],
      /^price-lookup: Option '--factor <value>' argument is ambiguous: write --factor=-XYZ/m,
    ],
    [['check', '900155', '--country', 'de', '--base-url', 'http://prices.example.com'], /must use https/],
  ])('exits 2 for %j and sends nothing', async (args, message) => {
    const before = sim.requests.length;
    const { code, stderr } = await cli(args, { PRICE_LOOKUP_BASE_URL: sim.baseUrl });
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(sim.requests.length).toBe(before);
  });

  it.each([
    [['--country', ''], '--country is empty. Give a country, e.g. --country at.'],
    [['--country=  '], '--country is empty. Give a country, e.g. --country at.'],
    [['--country', 'de', '--factor', ''], '--factor is empty. Give a factor, e.g. --factor 1.25, or leave --factor out for none.'],
    [['--country', 'de', '--factor='], '--factor is empty. Give a factor, e.g. --factor 1.25, or leave --factor out for none.'],
    [
      ['--country', 'de', '--profile', ''],
      "--profile is empty. Give a price profile, e.g. --profile reimo, or leave --profile out for the service's default.",
    ],
    [
      ['--country', 'de', '--profile='],
      "--profile is empty. Give a price profile, e.g. --profile reimo, or leave --profile out for the service's default.",
    ],
    [
      ['--country', 'de', '--base-url', ''],
      "--base-url is empty. Give the price service's address, or leave --base-url out to use PRICE_LOOKUP_BASE_URL or the app's settings.",
    ],
    [
      ['--country', 'de', '--base-url='],
      "--base-url is empty. Give the price service's address, or leave --base-url out to use PRICE_LOOKUP_BASE_URL or the app's settings.",
    ],
  ])('exits 2 for an option given empty, %j, naming it, and sends nothing', async (options, message) => {
    const before = sim.requests.length;
    for (const args of [
      ['check', '900155', ...options],
      ['quote', ...options],
    ]) {
      const { code, stdout, stderr } = await cli(args, { PRICE_LOOKUP_BASE_URL: sim.baseUrl }, createMemoryTokenStore(), {
        stdin: async () => '900155;1\n',
      });
      expect([code, stdout, stderr]).toEqual([2, '', `price-lookup: ${message}\n`]);
    }
    expect(sim.requests.length).toBe(before);
  });

  it('exits 3 when the token is rejected', async () => {
    const { code, stderr } = await cli(check('900155'), { PRICE_LOOKUP_TOKEN: 'wrong-token' });
    expect(code).toBe(3);
    expect(stderr).toMatch(/^price-lookup: .*did not accept the access token/);
  });

  it('exits 3 when there is no token anywhere', async () => {
    const { code, stderr } = await cli(check('900155'), { PRICE_LOOKUP_TOKEN: '' });
    expect(code).toBe(3);
    expect(stderr).toMatch(/No access token/);
  });

  it('reads the token from the keychain entry when the environment has none', async () => {
    const keychain = createMemoryTokenStore(boundEntry(TOKEN, new URL(sim.baseUrl).origin));
    const { code } = await cli(check('900155'), { PRICE_LOOKUP_TOKEN: '' }, keychain);
    expect(code).toBe(0);
  });

  it.each([
    ['NOPE-404', 4],
    ['FAULT-500', 5],
    ['FAULT-503', 5],
    ['FAULT-html', 6],
    ['FAULT-missing-field', 6],
  ])('exits with the code for %s', async (artnr, expected) => {
    const { code, stderr } = await cli(check(artnr));
    expect(code).toBe(expected);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("says on the same line where the service's own error is told, and for a missing article which setting to check", async () => {
    const failed = await cli(check('FAULT-500'));
    // Where it came from is in the diagnostics log, for IT: the line names no host or status.
    expect(failed.stderr).toMatch(/^price-lookup: The price service could not answer this request\..* in the diagnostics log, for IT.*\n$/);
    expect(failed.stderr).not.toMatch(/HTTP|500|127\.0\.0\.1/);
    const missing = await cli(check('NOPE-404'));
    expect(missing.stderr).toMatch(
      /^price-lookup: Article NOPE-404 was not found for Germany \(de\)\. No article has been found yet\..*base URL.*\n$/,
    );
  });

  it('exits 3 with a hint when the keychain is unavailable', async () => {
    const broken: TokenStore = { ...createMemoryTokenStore(), read: () => Promise.reject(new KeychainUnavailableError('no D-Bus')) };
    const { code, stderr } = await cli(check('900155'), { PRICE_LOOKUP_TOKEN: '' }, broken);
    expect(code).toBe(3);
    expect(stderr).toBe(
      'price-lookup: The system keychain is not available (no D-Bus). Set PRICE_LOOKUP_TOKEN to the access token instead.\n',
    );
  });

  it('exits 3 for an expired JWT, sent and refused by the service, and says when it expired', async () => {
    const expired = fakeJwt({ exp: 1_700_000_000 });
    const before = sim.requests.length;
    const { code, stdout, stderr } = await cli(check('900155'), { PRICE_LOOKUP_TOKEN: expired });
    expect(code).toBe(3);
    // Dates in the CLI's language (the terminal has no regional setting of its own): en-US here.
    expect(stderr).toMatch(/expired on Nov 14, 2023, 10:13\sPM UTC/);
    expect(stdout + stderr).not.toContain(expired);
    // Sent all the same: this computer's clock alone never decides that a token is dead.
    expect(sim.requests.length).toBeGreaterThan(before);
  });

  it('exits 1 with one line and no token when something unexpected throws', async () => {
    const stdout = (): void => {
      throw new Error(`boom ${TOKEN}`);
    };
    const { code, stderr } = await cli(check('900155'), {}, undefined, { stdout });
    expect(code).toBe(1);
    expect(stderr).toBe('price-lookup: Something went wrong inside price-lookup (Error).\n');
  });

  it('takes the base URL from the environment, then from the app settings', async () => {
    expect((await cli(['check', '900155', '--country', 'de'], { PRICE_LOOKUP_BASE_URL: sim.baseUrl })).code).toBe(0);
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, baseUrl: sim.baseUrl, useDemo: false, lastCountry: 'de' }));
    expect((await cli(['check', '900155', '--country', 'de'])).code).toBe(0);
    await rm(join(dir, 'settings.json'));
    const none = await cli(['check', '900155', '--country', 'de']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/No price service is configured/);
  });

  it('never falls back to demo data on its own, and leaves a broken settings file where it is', async () => {
    const file = join(dir, 'settings.json');
    await writeFile(file, JSON.stringify({ version: 1, baseUrl: null, useDemo: true, lastCountry: 'de' }));
    const demoApp = await cli(['check', '900155', '--country', 'de']);
    expect([demoApp.code, demoApp.stderr]).toEqual([2, expect.stringMatching(/set to demo data.*--demo/)]);
    await writeFile(file, '{ not json');
    const broken = await cli(['check', '900155', '--country', 'de']);
    expect([broken.code, broken.stderr]).toEqual([2, expect.stringMatching(/could not be read.*No price service/)]);
    expect(await readFile(file, 'utf8')).toBe('{ not json');
    await rm(file);
  });

  it('keeps stdout pure JSON with --demo --json and says "demo" on stderr', async () => {
    const { code, stdout, stderr } = await cli(['check', '900155', '--country', 'at', '--demo', '--json'], { PRICE_LOOKUP_TOKEN: '' });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ price: 48.25, tax: 20 });
    expect(stderr).toMatch(/^price-lookup: demo data/);
  });

  it('uses demo data with --demo and says so', async () => {
    const { code, stdout } = await cli(['check', '900155', '--country', 'at', '--demo'], { PRICE_LOOKUP_TOKEN: '' });
    expect(code).toBe(0);
    expect(stdout).toContain('Demo data');
    expect(stdout).toMatch(/Price\s+48\.25 EUR/);
  });

  it('prints its version and help', async () => {
    expect((await cli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect((await cli(['--help'])).stdout).toContain('price-lookup check <artnr>');
    expect(await cli(['help'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('names --allow-last-known and its own exit code in the table of exit codes, in both languages', async () => {
    const english = (await cli(['--help'])).stdout;
    expect(english).toMatch(/\[--allow-last-known\]/);
    expect(english).toMatch(
      /Exit codes: [^]*5 service unavailable \(also when\s+only a last-known price is kept and --allow-last-known is not given\)[^]*7 answered from last-known prices \(only with --allow-last-known\)\./,
    );
    const german = (await cli(['--help', '--lang', 'de'])).stdout;
    expect(german).toMatch(/\[--allow-last-known\]/);
    expect(german).toMatch(/Exit-Codes: [^]*7 Antwort aus letzten bekannten Preisen \(nur mit --allow-last-known\)\./);
  });
});

describe('the built price-lookup command', () => {
  it('prints the demo summary and its version, and exits by itself', async () => {
    // Built here rather than by scripts/build-node.mjs, so this test needs no other entry point.
    const outfile = join(dir, 'price-lookup.cjs');
    await build({
      entryPoints: ['electron/cli/index.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      external: ['electron', 'keytar'],
      outfile,
      logLevel: 'silent',
    });
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [outfile, ...args], {
        env: { ...process.env, LC_ALL: 'C', PRICE_LOOKUP_USER_DATA: dir },
        timeout: 15_000,
      });
    const summary = await run('check', '900155', '--country', 'at', '--demo');
    expect(summary.stdout).toContain('Article 900155 · Austria (at)\nDemo data');
    expect(summary.stdout).toMatch(/Price\s+48\.25 EUR {2}\(gross, incl\. 20% VAT\)/);
    expect(summary.stdout).toMatch(/Stock\s+11\+/);
    expect(summary.stderr).toBe('');
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect((await run('--version')).stdout).toBe(`${version}\n`);
    const german = await run('check', '900155', '--country', 'at', '--demo', '--lang', 'de');
    expect(german.stdout).toMatch(/Bruttopreis\s+48,25 EUR {2}\(inkl\. 20\u00a0% MwSt\.\)/);
  });
});

describe('price-lookup in German and English', () => {
  it('prints the summary of check in German for LANG=de_DE.UTF-8', async () => {
    const { code, stdout } = await cli(check('900155', '--factor', '1,25'), { LANG: 'de_DE.UTF-8' });
    expect(code).toBe(0);
    expect(stdout).toContain('Artikel 900155 · Deutschland (de)');
    expect(stdout).toMatch(/Bruttopreis\s+47,85 EUR {2}\(inkl\. 19\u00a0% MwSt\.\)/);
    expect(stdout).toMatch(/Preis × 1,25 \(\+25\u00a0%\)\s+59,81 EUR/);
    expect(stdout).toMatch(/Lagerbestand\s+11\+ \(11 oder mehr\)/);
    expect(stdout).toMatch(/Lebenszyklus\s+E {2}Läuft bald aus/);
    expect(stdout).not.toMatch(/\b(Price|Stock|Dealer|Lifecycle|Article)\b|47\.85/);
  });

  it('prints the summary of check in English for LC_ALL=C, even with LANG=de_DE.UTF-8', async () => {
    const { code, stdout } = await cli(check('900155', '--factor', '1,25'), { LC_ALL: 'C', LANG: 'de_DE.UTF-8' });
    expect(code).toBe(0);
    expect(stdout).toContain('Article 900155 · Germany (de)');
    expect(stdout).toMatch(/Price\s+47\.85 EUR {2}\(gross, incl\. 19% VAT\)/);
    expect(stdout).toMatch(/Price × 1\.25 \(\+25%\)\s+59\.81 EUR/);
    expect(stdout).toMatch(/Stock\s+11\+ \(11 or more\)/);
    expect(stdout).not.toMatch(/Bruttopreis|Lagerbestand|47,85/);
  });

  it('follows --lang en over LANG=de_DE.UTF-8, and --lang de over LC_ALL=C', async () => {
    expect((await cli(check('900155', '--lang', 'en'), { LANG: 'de_DE.UTF-8' })).stdout).toMatch(/^Article 900155/);
    expect((await cli(check('900155', '--lang=de'), { LC_ALL: 'C' })).stdout).toMatch(/^Artikel 900155/);
  });

  it.each([
    ['de', { LANG: 'de_DE.UTF-8' }, /^price-lookup: .*nicht gefunden/],
    ['en', { LANG: 'en_US.UTF-8' }, /^price-lookup: .*not found/],
  ])('words a not-found error in %s and exits 4', async (_language, env, message) => {
    const { code, stdout, stderr } = await cli(check('NOPE-404'), env);
    expect([code, stdout]).toEqual([4, '']);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('words its own refusals and the help in German', async () => {
    const unknown = await cli(['check', '900155', '--country', 'de', '--colour'], { LANG: 'de_DE.UTF-8' });
    expect([unknown.code, unknown.stderr]).toEqual([2, 'price-lookup: Unbekannte Option „--colour“. Siehe price-lookup --help.\n']);
    const empty = await cli(['check', '900155', '--country', 'de', '--factor='], { LANG: 'de_DE.UTF-8' });
    expect([empty.code, empty.stderr]).toEqual([
      2,
      'price-lookup: --factor ist leer. Geben Sie einen Faktor an, z. B. --factor 1,25, oder lassen Sie --factor für keinen Faktor weg.\n',
    ]);
    expect((await cli(['check'], { LANG: 'de_DE.UTF-8' })).stderr).toMatch(/^price-lookup: Artikelnummer fehlt/);
    expect((await cli(['--help', '--lang', 'de'])).stdout).toMatch(/^Aufruf:\n {2}price-lookup check <artikelnummer> --country <land>/);
  });

  it('refuses an unknown or empty --lang with exit 2, in the environment language, and sends nothing', async () => {
    const before = sim.requests.length;
    expect(await cli(check('900155', '--lang', 'fr'))).toEqual({
      code: 2,
      stdout: '',
      stderr: 'price-lookup: Unknown language "fr" for --lang. Give --lang de or --lang en.\n',
    });
    expect(await cli(check('900155', '--lang='), { LANG: 'de_DE.UTF-8' })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^price-lookup: --lang ist leer\./),
    });
    expect(sim.requests.length).toBe(before);
  });

  it('prints the same --json bytes in every language', async () => {
    const english = await cli(check('900155', '--json', '--factor', '1,25', '--lang', 'en'));
    const german = await cli(check('900155', '--json', '--factor', '1,25', '--lang', 'de'));
    const fromLang = await cli(check('900155', '--json', '--factor', '1,25'), { LANG: 'de_DE.UTF-8' });
    expect(english.code).toBe(0);
    expect(german.stdout).toBe(english.stdout);
    expect(fromLang.stdout).toBe(english.stdout);
    expect(english.stdout).toContain('"price": 47.85,');
  });
});

describe('the base URL set by IT', () => {
  const policy = async (entries: Record<string, unknown>): Promise<string> => {
    const file = join(dir, `policy-${Object.keys(entries).join('-')}.json`);
    await writeFile(file, JSON.stringify(entries));
    return file;
  };

  it('is used when nothing else names one, and under a lock refuses another', async () => {
    const preset = await policy({ BaseUrl: sim.baseUrl });
    // A test run of the unpackaged CLI: the only one that reads PRICE_LOOKUP_POLICY_FILE.
    const testRun = { testRun: true };
    const { code, stdout } = await cli(
      ['check', '900155', '--country', 'de', '--json'],
      { PRICE_LOOKUP_POLICY_FILE: preset },
      undefined,
      testRun,
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ price: 47.85 });
    const locked = await policy({ BaseUrl: sim.baseUrl, BaseUrlLocked: true });
    expect(
      (await cli(['check', '900155', '--country', 'de', '--json'], { PRICE_LOOKUP_POLICY_FILE: locked }, undefined, testRun)).code,
    ).toBe(0);
    const other = await cli(
      ['check', '900155', '--country', 'de', '--base-url', 'https://other.example.com'],
      { PRICE_LOOKUP_POLICY_FILE: locked },
      undefined,
      testRun,
    );
    expect(other.code).not.toBe(0);
    expect(other.stderr).toContain('Your IT department has set this; it cannot be changed here.');
  });

  it("takes the registry's or a profile's policy over the file's, as the app does, and stops watching", async () => {
    const file = await policy({ BaseUrl: 'https://from-the-file.example.com' });
    let disposed = 0;
    const systemPolicies = () => ({
      started: Promise.resolve({
        policies: readPolicyValues({ BaseUrl: sim.baseUrl, BaseUrlLocked: 1 }, 'HKLM/HKCU\\SOFTWARE\\Policies\\Price Lookup'),
        timedOutAfterMs: null,
      }),
      dispose: () => void (disposed += 1),
    });
    const { code, stdout } = await cli(['check', '900155', '--country', 'de', '--json'], { PRICE_LOOKUP_POLICY_FILE: file }, undefined, {
      systemPolicies,
      testRun: true,
    });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ price: 47.85 });
    const other = await cli(
      ['check', '900155', '--country', 'de', '--base-url', 'https://from-the-file.example.com'],
      { PRICE_LOOKUP_POLICY_FILE: file },
      undefined,
      { systemPolicies, testRun: true },
    );
    expect(other.stderr).toContain('Your IT department has set this; it cannot be changed here.');
    expect(disposed).toBe(2);
  });
});
