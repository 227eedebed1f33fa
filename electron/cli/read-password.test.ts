import { keptSecret } from '../../test/support/kept-secret';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createMemoryTokenStore } from '../core/token-store';
import { translator } from '../shared/i18n/translator';
import { CliFailure } from './cli-failure';
import { readPassword, type PasswordInput, type SetTimer } from './read-password';
import { runCli } from './run-cli';
import { passwordPrompts } from './sign-in-command';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const PROMPTS = { terminal: 'Password for anna: ', notTerminal: 'Password for anna (end with Enter): ' };
const PASSWORD = 'pw-cli-read-91b2-Kennwort';

/** A timer that runs only when the test says so; `registered` settles once something is waiting on it. */
function manualTimer() {
  const pending = new Set<() => void>();
  let registeredNow: () => void = () => undefined;
  const registered = new Promise<void>((resolve) => (registeredNow = resolve));
  const setTimer: SetTimer = (run) => {
    pending.add(run);
    registeredNow();
    return () => pending.delete(run);
  };
  const fire = () => {
    for (const run of [...pending]) run();
    pending.clear();
  };
  return { setTimer, fire, pending, registered };
}

function piped(timer = manualTimer()) {
  const input = new PassThrough();
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  const reading = readPassword(PROMPTS, input, output, { setTimer: timer.setTimer });
  return { input, reading, shown: () => shown, timer };
}

describe('reading the password from a pipe', () => {
  it('gives the first line without its line break, LF or CRLF', async () => {
    const lf = piped();
    lf.input.end('pw\nrest\n');
    expect(await lf.reading).toBe('pw');
    const crlf = piped();
    crlf.input.end('s3cret with spaces \r\nsecond\n');
    expect(await crlf.reading).toBe('s3cret with spaces ');
  });

  it('stops at the first line break without waiting for the end of input, and lets the input go', async () => {
    const { input, reading } = piped();
    input.write('pw\r\n');
    expect(await reading).toBe('pw');
    // A paused pipe would keep the process alive as long as the terminal behind it stays open.
    expect(input.destroyed).toBe(true);
  });

  it('drops a UTF-8 byte order mark (a file saved by Notepad)', async () => {
    const { input, reading } = piped();
    input.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Kennwört\r\n')]));
    expect(await reading).toBe('Kennwört');
  });

  it('refuses text that is not UTF-8 (Latin-1) with its own message', async () => {
    const { input, reading } = piped();
    input.end(Buffer.from('Kennwört\n', 'latin1'));
    const failure = await reading.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CliFailure);
    expect(failure).toMatchObject({ exitCode: 2, messages: [{ key: 'cli.signIn.passwordNotUtf8' }] });
  });

  it('refuses a first line over 64 KB with its own message', async () => {
    const { input, reading } = piped();
    input.end('x'.repeat(64 * 1024 + 1));
    await expect(reading).rejects.toMatchObject({ exitCode: 2, messages: [{ key: 'cli.signIn.passwordTooLarge' }] });
    const justUnder = piped();
    justUnder.input.end(`${'x'.repeat(64 * 1024)}\n${'y'.repeat(100 * 1024)}`);
    expect(await justUnder.reading).toHaveLength(64 * 1024);
  });

  it('takes a line of Ctrl+Z or Ctrl+D alone as giving up: no password', async () => {
    const { input, reading } = piped();
    input.write('\u001a\r\n');
    expect(await reading).toBe('');
  });

  it('prompts on stderr, saying how to end, when nothing has arrived for a moment (a person typing into a pipe)', async () => {
    const { input, reading, shown, timer } = piped();
    expect(timer.pending.size).toBe(1);
    timer.fire();
    expect(shown()).toBe(PROMPTS.notTerminal);
    input.write('pw\n');
    expect(await reading).toBe('pw');
  });

  it('does not prompt when the password is already there', async () => {
    const { input, reading, shown, timer } = piped();
    input.write('pw');
    input.end('\n');
    expect(await reading).toBe('pw');
    expect(timer.pending.size).toBe(0);
    expect(shown()).toBe('');
  });
});

describe('reading the password on a terminal', () => {
  it('prompts, turns echo off while typing, honours Backspace, turns echo back on, and shows no second prompt', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[] }) as PassThrough &
      PasswordInput & { modes: boolean[] };
    input.setRawMode = (mode: boolean) => input.modes.push(mode);
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const timer = manualTimer();
    const reading = readPassword(PROMPTS, input, output, { setTimer: timer.setTimer });
    timer.fire();
    input.write('geheimX\u007f');
    input.write('1\r');
    expect(await reading).toBe('geheim1');
    expect(input.modes).toEqual([true, false]);
    // Only the prompt and the line break: nothing typed is echoed.
    expect(shown).toBe('Password for anna: \n');
  });
});

describe('the prompt for a pipe a person types into', () => {
  it('says the password may show and how to end or give up, per platform and language', () => {
    const en = translator('en');
    expect(passwordPrompts('anna', en, 'linux')).toEqual({
      terminal: 'Password for anna: ',
      notTerminal: 'Password for anna (it may show as you type; press Enter to finish, Ctrl+D to give up): ',
    });
    expect(passwordPrompts('anna', en, 'win32').notTerminal).toBe(
      'Password for anna (it may show as you type; press Enter to finish, Ctrl+D or Ctrl+Z then Enter to give up): ',
    );
    expect(passwordPrompts('anna', translator('de'), 'win32').notTerminal).toBe(
      'Passwort für anna (es ist beim Tippen eventuell sichtbar; Enter schließt ab, Strg+D oder Strg+Z und dann Enter bricht ab): ',
    );
  });
});

describe('price-lookup sign-in reading its password', () => {
  let sim: PriceSimulator;
  let dir: string;
  beforeAll(async () => {
    sim = await startPriceSimulator({ signIn: { user: 'anna', password: PASSWORD } });
    dir = await tempFolder('cli-read-password');
  });
  afterAll(async () => {
    await sim.close();
    await removeFolder(dir);
  });

  /** Starts `sign-in` with its password read from `input`, a pipe the test writes to. */
  function startSignIn(timer = manualTimer(), lang = 'en') {
    const input = new PassThrough();
    const output = new PassThrough();
    let prompted = '';
    output.on('data', (chunk: Buffer) => (prompted += chunk.toString()));
    const tokenStore = createMemoryTokenStore();
    let stderr = '';
    const done = runCli(['sign-in', '--user', 'anna', '--base-url', sim.baseUrl, '--lang', lang], {
      env: { PRICE_LOOKUP_USER_DATA: dir },
      stdout: () => undefined,
      stderr: (text) => (stderr += text),
      fetch,
      tokenStore,
      readPassword: (prompts) => readPassword(prompts, input, output, { setTimer: timer.setTimer }),
    }).then(async (code) => ({ code, stderr, token: await keptSecret(tokenStore) }));
    return { input, prompted: () => prompted, done };
  }

  async function signIn(stdin: Buffer | string, lang = 'en') {
    const running = startSignIn(manualTimer(), lang);
    running.input.end(stdin);
    return running.done;
  }

  it('signs in with a password file saved with a byte order mark', async () => {
    const signedIn = await signIn(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${PASSWORD}\r\n`)]));
    expect(signedIn).toEqual({ code: 0, stderr: '', token: sim.issuedTokens.at(-1) });
  });

  it('exits 2 with its own message, sending nothing, for Latin-1 bytes or a first line over 64 KB', async () => {
    const before = sim.requests.length;
    expect(await signIn(Buffer.from('Kennwört\n', 'latin1'))).toEqual({
      code: 2,
      token: null,
      stderr: 'price-lookup: The password on standard input is not UTF-8 text. Save or send it as UTF-8.\n',
    });
    expect(await signIn('x'.repeat(70_000), 'de')).toEqual({
      code: 2,
      token: null,
      stderr:
        'price-lookup: Die erste Zeile der Standardeingabe ist länger als 64 KB; das ist kein Passwort. Geben Sie das Passwort allein in der ersten Zeile an.\n',
    });
    expect(sim.requests.length).toBe(before);
  });

  it('prompts on stderr when nothing arrives on the pipe, then signs in with the line typed', async () => {
    const timer = manualTimer();
    const running = startSignIn(timer);
    await timer.registered;
    timer.fire();
    expect(running.prompted()).toBe(passwordPrompts('anna', translator('en'), process.platform).notTerminal);
    expect(running.prompted()).toContain('press Enter to finish');
    // Enter ends it; the pipe stays open, as it does while a person sits at the terminal.
    running.input.write(`${PASSWORD}\n`);
    expect(await running.done).toEqual({ code: 0, stderr: '', token: sim.issuedTokens.at(-1) });
  });
});
