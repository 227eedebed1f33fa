#!/usr/bin/env bash
# Runs Price Lookup. Where Electron cannot run (no Electron binary, e.g. a server without a display),
# says so and shows the CLI demo instead.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
npm run --silent build

electron_binary=$(node -e "const { findElectronBinary } = require('./dist/tools/electron-binary.cjs'); process.stdout.write(findElectronBinary() ?? '')")
if [ -z "$electron_binary" ]; then
  cat <<'MSG'
Price Lookup's desktop window cannot start here: this machine has no Electron binary
(Electron downloads it on first use, and its download site is not reachable from here).

The same lookup runs in the terminal. Try the demo:

    npx price-lookup check 900155 --country at --demo

MSG
  exec node bin/price-lookup.cjs check 900155 --country at --demo
fi
# keytar here is compiled for Node (the CLI and the tests use it). If Electron cannot load it, the app
# keeps the token for the session only and says so; installers rebuild keytar for Electron themselves.
exec "$electron_binary" dist/main/main.cjs
