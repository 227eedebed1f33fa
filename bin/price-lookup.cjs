#!/usr/bin/env node
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-v')) {
  // Answered before the CLI is loaded: a script asking for the version does not wait for the whole app.
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  const cli = join(__dirname, '..', 'dist', 'cli', 'price-lookup.cjs');
  if (!existsSync(cli)) {
    // For developers in a fresh clone, so English and outside the catalogues: they are part of the build this asks for.
    process.stderr.write('price-lookup is not built yet. Run "npm install" (or "npm run build") in the project folder first.\n');
    process.exit(1);
  }
  require(cli);
}
