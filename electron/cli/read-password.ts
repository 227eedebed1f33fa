import { msg } from '../shared/i18n/catalogue';
import { failWith } from './cli-failure';

const MAX_PASSWORD_BYTES = 64 * 1024;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** How long a pipe may stay silent before it is taken for a person typing and is prompted. */
const PROMPT_AFTER_MS = 300;

/** Runs `run` after `ms`; the function it returns cancels it. Tests pass one they fire themselves. */
export type SetTimer = (run: () => void, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref?.();
  return () => clearTimeout(timer);
};

/** The parts of a TTY read stream the password prompt uses (process.stdin on a terminal). */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  destroy?(): unknown;
}

/** What `sign-in` asks with: on a terminal (no echo), and on a pipe a person may be typing into. */
export interface PasswordPrompts {
  terminal: string;
  notTerminal: string;
}

/**
 * Reads the password for `sign-in`. On a terminal the prompt goes to `output` and echo is off while
 * typing (raw mode; Backspace works, Enter ends, Ctrl-C or Ctrl-D gives up with nothing). Otherwise it
 * reads the first line (UTF-8, a byte order mark dropped, LF or CRLF), so `printf '%s\n' "$PW" |
 * price-lookup sign-in …` works in scripts, and prompts when the pipe stays silent for a moment.
 */
export async function readPassword(
  prompts: PasswordPrompts,
  input: PasswordInput = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
  { setTimer = realTimer }: { setTimer?: SetTimer } = {},
): Promise<string> {
  if (input.isTTY && input.setRawMode) return readFromTerminal(prompts.terminal, input, output);
  // A pipe can still have a person behind it: Git Bash's mintty on Windows, an IDE's console, ssh
  // without -t. Guessing that from MSYSTEM or TERM misses most of them; silence does not: a script's
  // input is there at once, a person's is not. A prompt on stderr never harms a script.
  const cancelPrompt = setTimer(() => output.write(prompts.notTerminal), PROMPT_AFTER_MS);
  try {
    const line = decodeLine(await readFirstLine(input, cancelPrompt));
    // Ctrl+Z then Enter (Windows) or Ctrl+D can reach a pipe as a character: giving up, as on a terminal.
    return line === '\u001a' || line === '\u0004' ? '' : line;
  } finally {
    cancelPrompt();
  }
}

function readFromTerminal(prompt: string, input: PasswordInput, output: NodeJS.WritableStream): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (password: string): void => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      resolve(password);
    };
    const onData = (chunk: string | Buffer): void => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(typed);
        // Ctrl-C, Ctrl-D: give up; an empty password is refused without anything being sent.
        if (char === '\u0003' || char === '\u0004') return finish('');
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/**
 * The bytes before the first line feed (or the end), without a CR before it. It stops reading there:
 * a person typing ends with Enter, and the rest of a file is none of the password's business.
 */
function readFirstLine(input: PasswordInput, onFirstData: () => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void): void => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      // Only paused, a pipe would keep the process alive while the terminal behind it stays open.
      input.destroy?.();
      outcome();
    };
    const onData = (chunk: string | Buffer): void => {
      onFirstData();
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      // A line feed byte is never part of a longer UTF-8 sequence, so bytes can be split on it.
      const end = buffer.indexOf(LINE_FEED);
      const part = end === -1 ? buffer : buffer.subarray(0, end);
      size += part.byteLength;
      if (size > MAX_PASSWORD_BYTES) {
        return settle(() => reject(failWith('invalid-input', msg('cli.signIn.passwordTooLarge', { limit: '64 KB' }))));
      }
      chunks.push(part);
      if (end !== -1) settle(() => resolve(withoutCarriageReturn(Buffer.concat(chunks))));
    };
    const onEnd = (): void => settle(() => resolve(withoutCarriageReturn(Buffer.concat(chunks))));
    const onError = (error: unknown): void => settle(() => reject(error));
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

function withoutCarriageReturn(line: Buffer): Buffer {
  return line.at(-1) === CARRIAGE_RETURN ? line.subarray(0, -1) : line;
}

/** UTF-8 only: Latin-1 or UTF-16 bytes would send another password than the one typed. The BOM goes. */
function decodeLine(line: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(line);
  } catch {
    throw failWith('invalid-input', msg('cli.signIn.passwordNotUtf8'));
  }
}
