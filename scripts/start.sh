#!/usr/bin/env bash
# Runs Price Lookup. Fetches Electron's binary on first use (Electron 45 downloads it then, not at
# install); where that fails (no network to its download site, e.g. a build server), says why and
# shows the CLI demo instead.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
npm run --silent build

if ! electron_binary=$(node dist/tools/electron-binary.cjs --fetch); then
  cat <<'MSG'

Price Lookup's desktop window cannot start here: Electron's binary could not be fetched (see the line
above). On a computer that can reach Electron's download site, `npm start` fetches it once and opens
the window.

The same lookup runs in the terminal. Try the demo:

    npx price-lookup check 900155 --country at --demo

MSG
  exec node bin/price-lookup.cjs check 900155 --country at --demo
fi
# keytar here is compiled for Node (the CLI and the tests use it). If Electron cannot load it, the app
# keeps the token for the session only and says so; installers rebuild keytar for Electron themselves.
exec "$electron_binary" dist/main/main.cjs
