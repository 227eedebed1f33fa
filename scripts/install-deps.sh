#!/usr/bin/env bash
# Installs what building and testing Price Lookup needs on a fresh Debian machine, and nothing twice:
# libsecret (keytar is compiled here), gnome-keyring + dbus (a real keychain for tests), Chromium (e2e),
# squashfs-tools and desktop-file-utils (electron-builder makes a real update feed with them in a test), then
# the npm packages. The e2e reads PDFs with pdf.js (an npm package), no system tool.
# `install-deps.sh system` installs only the system packages, `install-deps.sh npm` only the npm ones.
set -euo pipefail
cd "$(dirname "$0")/.."

system_packages() {
  local apt_packages=(libsecret-1-dev gnome-keyring dbus libsecret-1-0 squashfs-tools desktop-file-utils)
  # Debian's Chromium for the e2e specs, unless another Chromium is named (the desktop CI uses the runner's Chrome).
  if [ -z "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] || [ ! -x "${PLAYWRIGHT_CHROMIUM_PATH}" ]; then apt_packages+=(chromium); fi
  local missing=()
  if command -v dpkg-query >/dev/null 2>&1; then
    for package in "${apt_packages[@]}"; do
      dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
    done
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing system packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

npm_packages() {
  # npm ci when node_modules is missing or older than the lockfile; it also builds dist/ (prepare).
  # --prefer-offline: the lockfile pins every version and its integrity, so metadata already in npm's cache
  # need not be asked for again (13 instead of 22 s with a warm cache); a cold cache still asks the registry.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --prefer-offline
  fi
}

part="${1:-all}"
[ "$part" = npm ] || system_packages
[ "$part" = system ] || npm_packages
