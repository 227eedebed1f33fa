import { execFile } from 'node:child_process';
import { keptSecret } from '../../test/support/kept-secret';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, createMemoryTokenStore, KeychainUnavailableError, type TokenStore } from '../core/token-store';
import type { CliIo } from './cli-io';
import { readPassword } from './read-password';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const PASSWORD = 'pw-cli-7d4f-Kennwort';
let sim: PriceSimulator;
let dir: string;

beforeAll(async () => {
  sim = await startPriceSimulator({ signIn: { user: 'anna', password: PASSWORD } });
  dir = await tempFolder('cli-sign-in');
});
afterAll(async () => {
  await sim.close();
  await removeFolder(dir);
});

/** Runs the CLI in-process with `stdin` as piped input, and checks the password is never printed. */
async function cli(args: string[], stdin: string, tokenStore: TokenStore, io: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { PRICE_LOOKUP_USER_DATA: dir, LC_ALL: 'C' },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    fetch,
    tokenStore,
    // The real reader on a pipe already holding `stdin`; its prompt for a silent pipe is tested in read-password.test.ts.
    readPassword: (prompts) =>
      readPassword(prompts, new PassThrough().end(stdin) as PassThrough, new PassThrough(), { setTimer: () => () => undefined }),
    ...io,
  });
  expect(stdout + stderr).not.toContain(PASSWORD);
  for (const token of sim.issuedTokens) expect(stdout + stderr).not.toContain(token);
  return { code, stdout, stderr };
}

const signIn = (...rest: string[]) => ['sign-in', '--user', 'anna', '--base-url', sim.baseUrl, ...rest];

describe('price-lookup sign-in', () => {
  it('reads the password from the piped line, stores the token, and check then uses it', async () => {
    const store = createMemoryTokenStore();
    const { code, stdout, stderr } = await cli(signIn(), `${PASSWORD}\nignored second line\n`, store);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^Signed in as anna\. The access token is stored in the system keychain until .+ UTC\.\n$/);
    expect(await keptSecret(store)).toBe(sim.issuedTokens.at(-1));
    // No PRICE_LOOKUP_TOKEN: check takes the token sign-in stored.
    const checked = await cli(['check', '900155', '--country', 'de', '--base-url', sim.baseUrl], '', store);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('Article 900155');
  });

  it('exits 3 for wrong credentials and stores nothing', async () => {
    const store = createMemoryTokenStore();
    const { code, stderr } = await cli(signIn(), 'wrong-password\n', store);
    expect(code).toBe(3);
    expect(stderr).toBe('price-lookup: The price service did not accept this user name and password. Check both and try again.\n');
    expect(await keptSecret(store)).toBeNull();
  });

  it('exits 5 when the service cannot be reached', async () => {
    const closed = await startPriceSimulator();
    await closed.close();
    const { code, stderr } = await cli(
      ['sign-in', '--user', 'anna', '--base-url', closed.baseUrl],
      `${PASSWORD}\n`,
      createMemoryTokenStore(),
    );
    expect(code).toBe(5);
    expect(stderr).toMatch(/^price-lookup: Could not reach the price service to sign in: it did not take the connection\.\n$/);
  });

  it('exits 2 without --user or with an empty password, sending nothing', async () => {
    const before = sim.requests.length;
    expect(await cli(['sign-in', '--base-url', sim.baseUrl], PASSWORD, createMemoryTokenStore())).toMatchObject({
      code: 2,
      stderr: 'price-lookup: Give the user name with --user.\n',
    });
    expect(await cli(signIn(), '\n', createMemoryTokenStore())).toMatchObject({ code: 2, stderr: 'price-lookup: Enter your password.\n' });
    expect(sim.requests.length).toBe(before);
  });

  it('speaks German with --lang de', async () => {
    const { code, stdout } = await cli(signIn('--lang', 'de'), `${PASSWORD}\n`, createMemoryTokenStore());
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Angemeldet als anna\. Das Zugangstoken ist bis .+ UTC im Schlüsselbund des Systems gespeichert\.\n$/);
  });

  it('exits 3 when the keychain cannot store the token', async () => {
    const broken: TokenStore = {
      read: async () => null,
      write: async () => {
        throw new KeychainUnavailableError('no Secret Service');
      },
      remove: async () => undefined,
    };
    const { code, stderr } = await cli(signIn(), `${PASSWORD}\n`, broken);
    expect(code).toBe(3);
    expect(stderr).toContain('The system keychain is not available (no Secret Service).');
  });

  it('lists sign-in in the help', async () => {
    const { stdout } = await cli(['--help'], '', createMemoryTokenStore());
    expect(stdout).toContain('price-lookup sign-in --user <name> [--base-url <url>]');
  });
});

// The real keychain needs a Secret Service; `npm test` provides one and sets PRICE_LOOKUP_REQUIRE_KEYCHAIN
// (as electron/core/token-store.test.ts does), so this never silently skips there.
const haveSecretService = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) || process.platform !== 'linux';
const requireKeychain = process.env.PRICE_LOOKUP_REQUIRE_KEYCHAIN === '1';

describe.skipIf(!haveSecretService && !requireKeychain)('the built price-lookup command', () => {
  it('signs in from a pipe into the keychain entry the app uses, then check needs no PRICE_LOOKUP_TOKEN', async () => {
    const keychain = createKeychainTokenStore();
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
    const run = (args: string[], stdin: string) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          [outfile, ...args],
          {
            // The bundle lives outside the project: keytar (external) is found through NODE_PATH.
            env: {
              ...process.env,
              LC_ALL: 'C',
              PRICE_LOOKUP_USER_DATA: dir,
              PRICE_LOOKUP_TOKEN: '',
              NODE_PATH: join(process.cwd(), 'node_modules'),
            },
            timeout: 15_000,
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
        child.stdin?.end(stdin);
      });
    const before = await keptSecret(keychain);
    try {
      const signedIn = await run(signIn(), `${PASSWORD}\n`);
      expect(signedIn).toMatchObject({ code: 0, stderr: '' });
      expect(await keptSecret(keychain)).toBe(sim.issuedTokens.at(-1));
      const checked = await run(['check', '900155', '--country', 'de', '--base-url', sim.baseUrl], '');
      expect(checked).toMatchObject({ code: 0, stderr: '' });
      expect(checked.stdout).toContain('Article 900155');
    } finally {
      if (before === null) await keychain.remove();
      else await keychain.write(before);
    }
  });
});
