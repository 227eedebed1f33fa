#!/usr/bin/env bash
# Builds the installers, signed where this job's secrets are set and unsigned without them:
# electron-builder takes CSC_LINK/WIN_CSC_LINK and the APPLE_API_* variables from the environment.
# With UPDATE_SIGNING_KEY the app is built with its public key and every update file gets its `.sig`;
# without it the build has updates off (and the log says so), and the job goes on.
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)" in
  Darwin)
    if [ -n "${MAC_CSC_LINK:-}" ]; then
      export CSC_LINK="$MAC_CSC_LINK" CSC_KEY_PASSWORD="${MAC_CSC_KEY_PASSWORD:-}"
      # The certificate goes into this job's keychain (scripts/ci-macos-keychain.sh), not the login one.
      [ -n "${PRICE_LOOKUP_CI_KEYCHAIN:-}" ] && export CSC_KEYCHAIN="$PRICE_LOOKUP_CI_KEYCHAIN"
    else
      # No certificate: do not pick up whatever identity a keychain has; ad-hoc signature only.
      export CSC_IDENTITY_AUTO_DISCOVERY=false
    fi
    if [ -n "${APPLE_API_KEY_P8:-}" ]; then
      # notarytool wants the path of the .p8 file, not its content.
      key_file="${RUNNER_TEMP:-$(mktemp -d)}/AuthKey_${APPLE_API_KEY_ID:-key}.p8"
      printf '%s\n' "$APPLE_API_KEY_P8" >"$key_file"
      chmod 600 "$key_file"
      export APPLE_API_KEY="$key_file"
    else
      unset APPLE_API_KEY APPLE_API_KEY_ID APPLE_API_ISSUER
    fi
    ;;
  MINGW* | MSYS* | CYGWIN*)
    # Only the Windows certificate: a CSC_LINK meant for macOS must never sign this.
    unset CSC_LINK CSC_KEY_PASSWORD
    if [ -z "${WIN_CSC_LINK:-}" ]; then
      unset WIN_CSC_LINK WIN_CSC_KEY_PASSWORD
    elif [[ "$WIN_CSC_LINK" =~ ^data:.*\;base64, || ${#WIN_CSC_LINK} -gt 2048 || "$WIN_CSC_LINK" == *= ]]; then
      # A base64 certificate (as electron-builder tells one) goes to a file: kilobytes of it in the
      # environment can make WiX's validation of the MSI fail (light.exe LGHT0217 on ICE01).
      cert_file="${RUNNER_TEMP:-$(mktemp -d)}/windows-certificate.p12"
      # Decoded by Node, ignoring line breaks: the systems' base64 tools differ (macOS's reads -i as a file).
      printf '%s' "${WIN_CSC_LINK#data:*;base64,}" | node -e "process.stdout.write(Buffer.from(require('fs').readFileSync(0, 'utf8'), 'base64'))" >"$cert_file"
      export WIN_CSC_LINK="$cert_file"
    fi
    ;;
  *)
    unset CSC_LINK CSC_KEY_PASSWORD WIN_CSC_LINK WIN_CSC_KEY_PASSWORD
    ;;
esac
PRICE_LOOKUP_UPDATE_PUBLIC_KEY="$(node scripts/sign-updates.mjs public-key)"
export PRICE_LOOKUP_UPDATE_PUBLIC_KEY
# The private key stays out of the build itself: only the signing step sees it.
env -u UPDATE_SIGNING_KEY npm run dist
node scripts/sign-updates.mjs sign release
