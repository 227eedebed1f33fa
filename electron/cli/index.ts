// The price-lookup command. `--version` answers before the rest is loaded, so it stays instant.
import { version } from '../../package.json';
import * as cliMessages from '../shared/i18n/catalogues/cli';
import { cliLanguage } from './cli-language';

/** Ends the process on a fault nothing else caught: one line, no stack trace, exit 1. */
function failUnexpectedly(): void {
  // Straight from the catalogue (the message has no placeholders), so this path loads no formatter.
  const { language } = cliLanguage(process.argv.slice(2), process.env);
  process.stderr.write(`price-lookup: ${cliMessages[language]['cli.failure.unexpected']}\n`);
  process.exit(1);
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
    process.stdout.write(`${version}\n`);
    return 0;
  }
  const [{ runCli }, { readStdin }, { readPassword }] = await Promise.all([
    import('./run-cli'),
    import('./read-stdin'),
    import('./read-password'),
  ]);
  return runCli(argv, {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    fetch: (url, init) => globalThis.fetch(url, init),
    stdin: readStdin,
    readPassword: (prompts) => readPassword(prompts),
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
