#!/usr/bin/env bash
# macOS desktop CI: the pkg as an MDM installs it, with the IT guide's commands (docs/it-guide.md): installed as root onto
# the startup disk (/Applications, receipt com.pricelookup.desktop), then removed and its receipt forgotten.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -m)" = arm64 ]; then arch=arm64; else arch=x64; fi
pkg=$(ls release/*-"$arch".pkg 2>/dev/null | head -n 1) || true
[ -n "$pkg" ] || { echo "No $arch pkg in release/"; exit 1; }
app="/Applications/Price Lookup.app"
id=com.pricelookup.desktop

sudo installer -pkg "$pkg" -target /
test -x "$app/Contents/MacOS/Price Lookup" || { echo "The pkg installed no $app"; exit 1; }
pkgutil --pkg-info "$id"
# grep reads the whole list (with -q, pkgutil could die of SIGPIPE and pipefail fail the check).
pkgutil --files "$id" | grep 'Price Lookup\.app/Contents/Info\.plist$' >/dev/null || { echo "The receipt $id does not list the app"; exit 1; }

sudo rm -rf "$app"
sudo pkgutil --forget "$id"
if pkgutil --pkg-info "$id" >/dev/null 2>&1; then
  echo "The receipt $id is still there after pkgutil --forget"
  exit 1
fi
echo "The pkg installed $app with the receipt $id; removed and forgotten."
