#!/usr/bin/env bash
# Windows desktop CI: the MSI as IT deploys it, with the IT guide's commands (docs/it-guide.md): installed silently per
# machine (Program Files, shortcuts for every user), then uninstalled silently, leaving none of them.
set -uo pipefail
cd "$(dirname "$0")/.."
msi_file=$(ls release/*.msi 2>/dev/null | head -n 1)
[ -n "$msi_file" ] || { echo "No MSI in release/"; exit 1; }
msi=$(cygpath -aw "$msi_file")
log_dir=$(cygpath -u "${RUNNER_TEMP:-$(mktemp -d)}")
installed=(
  "/c/Program Files/Price Lookup/Price Lookup.exe"
  "/c/Users/Public/Desktop/Price Lookup.lnk"
  "/c/ProgramData/Microsoft/Windows/Start Menu/Programs/Price Lookup.lnk"
)

# msiexec's switches are not paths: Git Bash must not turn /i into C:/Program Files/Git/i.
run_msiexec() {
  local log="$log_dir/msiexec-$1.log"
  shift
  MSYS_NO_PATHCONV=1 MSYS2_ARG_CONV_EXCL='*' msiexec "$@" '/l*v' "$(cygpath -w "$log")"
  local status=$?
  if [ "$status" -ne 0 ]; then
    echo "msiexec $* ended with $status:"
    tail -n 60 "$log" | tr -d '\0'
    exit 1
  fi
}

run_msiexec install /i "$msi" /qn ALLUSERS=1
for path in "${installed[@]}"; do
  test -e "$path" || { echo "The MSI installed no $path"; exit 1; }
done
run_msiexec uninstall /x "$msi" /qn
for path in "${installed[@]}"; do
  test ! -e "$path" || { echo "Uninstalling the MSI left $path"; exit 1; }
done
echo "The MSI installed the app per machine and its shortcuts for every user, and uninstalled them."
