// Runs @vscode/policy-watcher in a process of its own for the native tests (policy-watcher-child.ts):
// reads one request from stdin, writes each update as one JSON line; a failure to start as {"error": …}.
const { createInterface } = require('node:readline');

const lines = createInterface({ input: process.stdin });
let watcher = null;
// A watcher that failed has ended: so does this process, once the parent has read why.
const fail = (error) =>
  process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`, () => process.exit(0));
lines.once('line', (line) => {
  const { productName, policies, options } = JSON.parse(line);
  const send = (update) => {
    if (update instanceof Error) fail(update);
    // A removed policy is `undefined`, which JSON would drop: sent as {"removed": true}.
    else
      process.stdout.write(
        `${JSON.stringify({ update: Object.entries(update).map(([name, value]) => [name, value === undefined ? { removed: true } : value]) })}\n`,
      );
  };
  try {
    watcher = require('@vscode/policy-watcher').createWatcher(productName, policies, send, options);
  } catch (error) {
    fail(error);
  }
});
// The parent closes stdin to stop: the watcher is disposed and the process ends by itself.
process.stdin.on('end', () => {
  watcher?.dispose();
  process.exit(0);
});
