#!/usr/bin/env node
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const cli = join(__dirname, '..', 'dist', 'cli', 'price-lookup.cjs');
if (!existsSync(cli)) {
  // For developers in a fresh clone, so English and outside the catalogues: they are part of the build this asks for.
  process.stderr.write('price-lookup is not built yet. Run "npm install" (or "npm run build") in the project folder first.\n');
  process.exit(1);
}
require(cli);
