import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore, type TokenStore } from '../core/token-store';
import { boundEntry } from '../core/origin-bound-store';
import { keptOrigin } from '../../test/support/kept-secret';
import type { FetchLike } from '../core/price-client';
import type { CliIo } from './cli-io';
import { runCli } from './run-cli';
import { tempFolder } from '../../test/support/temp-folder';

// The keychain's token, which the service it was issued by takes; another service would take it too.
const TOKEN = 'tok-cli-origin-7d2e41-distinctive';
let home: PriceSimulator;
let other: PriceSimulator;
let dir: string;
/** Every request the CLI sent, with where it went and whether it carried the token. */
let sent: { origin: string; token: boolean }[];

const recording: FetchLike = (url, init) => {
  const headers = new Headers(init.headers);
  sent.push({
    origin: new URL(url).origin,
    token: (headers.get('authorization') ?? '').includes(TOKEN) || String(init.body ?? '').includes(TOKEN),
  });
  return fetch(url, init);
};

beforeAll(async () => {
  home = await startPriceSimulator({ token: TOKEN });
  other = await startPriceSimulator({ token: TOKEN });
});
afterAll(async () => {
  await Promise.all([home.close(), other.close()]);
});
beforeEach(async (context) => {
  dir = await tempFolder('cli-origin');
  sent = [];
  context.onTestFinished(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'settings.json'), JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: home.baseUrl }));
});

async function cli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  tokenStore: TokenStore = createMemoryTokenStore(boundEntry(TOKEN, new URL(home.baseUrl).origin)),
  io: Partial<CliIo> = {},
) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch: recording,
    tokenStore,
    systemPolicies: () => null,
    ...io,
  });
  expect(stdout + stderr).not.toContain(TOKEN);
  return { code, stdout, stderr };
}

const otherHost = () => new URL(other.baseUrl).host;
const homeHost = () => new URL(home.baseUrl).host;

describe("the keychain's token goes only to the service it was issued for", () => {
  it('is sent to the app’s own service', async () => {
    const { code } = await cli(['check', '900155', '--country', 'de', '--json']);
    expect(code).toBe(0);
    expect(sent).toEqual([{ origin: new URL(home.baseUrl).origin, token: true }]);
  });

  for (const [how, args, env] of [
    ['--base-url', ['--base-url', 'OTHER'], {}],
    ['PRICE_LOOKUP_BASE_URL', [], { PRICE_LOOKUP_BASE_URL: 'OTHER' }],
  ] as const) {
    it(`check with another service from ${how}: exit 2, both named, nothing sent`, async () => {
      const fill = (value: string) => (value === 'OTHER' ? other.baseUrl : value);
      const { code, stderr } = await cli(
        ['check', '900155', '--country', 'de', ...args.map(fill)],
        Object.fromEntries(Object.entries(env).map(([name, value]) => [name, fill(value)])),
      );
      expect(code).toBe(2);
      expect(stderr).toContain(otherHost());
      expect(stderr).toContain(homeHost());
      expect(sent).toEqual([]);
    });
  }

  it('quote with another service: exit 2 in German too, nothing sent', async () => {
    const { code, stderr } = await cli(['quote', '--country', 'de', '--base-url', other.baseUrl, '--lang', 'de'], {}, undefined, {
      stdin: async () => '900155 2\n',
    });
    expect(code).toBe(2);
    expect(stderr).toContain(otherHost());
    expect(stderr).toContain(homeHost());
    expect(stderr).toMatch(/Zugangstoken/);
    expect(sent).toEqual([]);
  });

  it('a token from PRICE_LOOKUP_TOKEN is the user’s own choice and goes where the command line says', async () => {
    const { code } = await cli(['check', '900155', '--country', 'de', '--json', '--base-url', other.baseUrl], {
      PRICE_LOOKUP_TOKEN: TOKEN,
    });
    expect(code).toBe(0);
    expect(sent).toEqual([{ origin: new URL(other.baseUrl).origin, token: true }]);
  });
});

describe('a keychain token kept before credentials were bound', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`is given to no service by the CLI, which says (${lang}) to open the app once or sign in again`, async () => {
      const keychain = createMemoryTokenStore(TOKEN);
      // Settings someone else wrote, in a folder the environment names: the old token must not be bound to their host.
      await writeFile(
        join(dir, 'settings.json'),
        JSON.stringify({ version: 1, useDemo: false, lastCountry: 'de', baseUrl: other.baseUrl }),
      );
      const { code, stderr } = await cli(['check', '900155', '--country', 'de', '--lang', lang], {}, keychain);
      expect(code).toBe(3);
      expect(sent).toEqual([]);
      expect(stderr).toContain('price-lookup sign-in');
      expect(stderr).toMatch(lang === 'en' ? /open the app once/i : /öffnen Sie die App einmal/i);
      expect(await keptOrigin(keychain)).toBeNull();
    });
  }
});

describe('PRICE_LOOKUP_POLICY_FILE', () => {
  it('is not read by an installed CLI: IT’s policies cannot be swapped for a file of the caller’s', async () => {
    const planted = join(dir, 'planted-policy.json');
    await writeFile(planted, JSON.stringify({ BaseUrl: other.baseUrl, BaseUrlLocked: true }));
    const { code } = await cli(['check', '900155', '--country', 'de', '--json'], { PRICE_LOOKUP_POLICY_FILE: planted });
    expect(code).toBe(0);
    // The app's own service, not the planted one.
    expect(sent).toEqual([{ origin: new URL(home.baseUrl).origin, token: true }]);
  });

  it('is read in a test run of the unpackaged CLI', async () => {
    const policy = join(dir, 'test-policy.json');
    await writeFile(policy, JSON.stringify({ BaseUrl: home.baseUrl, BaseUrlLocked: true }));
    const locked = await cli(
      ['check', '900155', '--country', 'de', '--base-url', other.baseUrl],
      { PRICE_LOOKUP_POLICY_FILE: policy },
      undefined,
      {
        testRun: true,
      },
    );
    expect(locked.code).toBe(2);
    expect(locked.stderr).toContain('Your IT department has set this; it cannot be changed here.');
    expect(sent).toEqual([]);
  });
});
