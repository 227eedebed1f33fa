#!/usr/bin/env bash
# macOS desktop CI: a keychain of this job's own, unlocked and the default, so keytar (the tests) and
# codesign never wait on the runner's login keychain. Removed with the runner.
set -euo pipefail
keychain="$RUNNER_TEMP/price-lookup-ci.keychain-db"
password=$(openssl rand -hex 24)
security create-keychain -p "$password" "$keychain"
# No automatic lock during the job (6 hours).
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$password" "$keychain"
# First in the search list and the default: new items go here.
existing=$(security list-keychains -d user | tr -d '"' | xargs)
# shellcheck disable=SC2086
security list-keychains -d user -s "$keychain" $existing
security default-keychain -d user -s "$keychain"
echo "PRICE_LOOKUP_CI_KEYCHAIN=$keychain" >>"$GITHUB_ENV"
