// The price-lookup command. `--version` answers before the rest is loaded, so it stays instant.
import { version } from '../../package.json';

const UNEXPECTED = 'price-lookup: Something went wrong inside price-lookup.\n';

/** Ends the process on a fault nothing else caught: one line, no stack trace, exit 1. */
function failUnexpectedly(): void {
  process.stderr.write(UNEXPECTED);
  process.exit(1);
}

const MAX_STDIN_BYTES = 5 * 1024 * 1024;

/** Standard input as text; nothing when it is a terminal, so `quote` never waits for typing by accident. */
async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.byteLength;
    if (size > MAX_STDIN_BYTES) throw new Error('standard input is larger than 5 MB');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    process.stdout.write(`${version}\n`);
    return 0;
  }
  const { runCli } = await import('./run-cli');
  return runCli(argv, {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    fetch: (url, init) => globalThis.fetch(url, init),
    stdin: readStdin,
  });
}

// A reader that stops early (`| head`) closes the pipe; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  else failUnexpectedly();
});
process.on('uncaughtException', failUnexpectedly);
process.on('unhandledRejection', failUnexpectedly);

main(process.argv.slice(2)).then((code) => {
  // No process.exit here: the output may still be flushing; the demo simulator is closed, so nothing keeps the process alive.
  process.exitCode = code;
}, failUnexpectedly);
