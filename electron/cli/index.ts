import { runCli } from './run-cli';

void runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  fetch: (url, init) => fetch(url, init),
}).then((code) => {
  process.exitCode = code;
});
