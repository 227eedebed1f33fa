import { msg } from '../shared/i18n/catalogue';
import { failWith } from './cli-failure';

const MAX_PASSWORD_BYTES = 64 * 1024;

/** The parts of a TTY read stream the password prompt uses (process.stdin on a terminal). */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/**
 * Reads the password for `sign-in`. On a terminal the prompt goes to `output` and echo is off while
 * typing (raw mode; Backspace works, Enter ends, Ctrl-C or Ctrl-D gives up with nothing). Piped input
 * gives its first line, so `printf '%s\n' "$PW" | price-lookup sign-in …` works in scripts.
 */
export async function readPassword(
  prompt: string,
  input: PasswordInput = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (input.isTTY && input.setRawMode) return readFromTerminal(prompt, input, output);
  return firstLine(await readAll(input));
}

/** The first line of piped text, without its line break. */
export function firstLine(text: string): string {
  return text.split(/\r?\n/)[0] ?? '';
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

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.byteLength;
    if (size > MAX_PASSWORD_BYTES) throw failWith('invalid-input', msg('signIn.error.passwordEmpty'));
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
