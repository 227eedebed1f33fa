#!/usr/bin/env bash
# Linux desktop CI: installs the built .deb and starts the installed app with Ubuntu 24.04's default
# restriction on user namespaces back on (the test step turned it off). Without the AppArmor profile the
# .deb installs, Chromium's sandbox aborts at once ("SUID sandbox helper … not configured correctly").
# Still running after 20 s counts as started.
set -uo pipefail
cd "$(dirname "$0")/.."
deb=$(ls release/*.deb | head -n 1)
sudo apt-get install -y "./$deb" || exit 1
sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=1 || exit 1
test -f /etc/apparmor.d/price-lookup || { echo "The .deb installed no AppArmor profile"; exit 1; }
# Named after the app id (electron/core/app-id.ts): the desktop portal finds the app's global shortcut by it.
desktop_file=/usr/share/applications/com.pricelookup.desktop.desktop
grep -qx 'StartupWMClass=com.pricelookup.desktop' "$desktop_file" || { echo "The .deb installed no $desktop_file for the app id"; exit 1; }
home=$(mktemp -d)
HOME="$home" timeout 20 xvfb-run --auto-servernum /usr/bin/price-lookup >"$home/app.log" 2>&1
status=$?
if [ "$status" -eq 124 ]; then
  echo "The installed app started and was still running after 20 s."
  exit 0
fi
echo "The installed app ended with status $status before 20 s:"
cat "$home/app.log"
exit 1
