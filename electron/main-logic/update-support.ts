import type { UpdateMode, UpdatesOff } from '../shared/update-status';

/**
 * How this copy was installed, as far as updates care: the per-user NSIS install, a copy for all users
 * (MSI into Program Files), the macOS pkg (owned by root), a macOS app the user owns (from the zip or
 * the dmg), the Linux AppImage or .deb; `unknown` for anything else (an unpacked folder).
 */
export type InstallKind = 'nsis-per-user' | 'per-machine' | 'pkg' | 'zip' | 'appimage' | 'deb' | 'unknown';

/** What main knows of this copy, gathered once at start. */
export interface UpdateHost {
  platform: NodeJS.Platform;
  packaged: boolean;
  install: InstallKind;
  /** Signed by a real identity (macOS: not ad hoc); null where it cannot be known here (Windows: electron-updater checks the installer's Authenticode). */
  codeSigned: boolean | null;
  /** The update signing key is built into this copy (without it no update could be verified). */
  publicKey: boolean;
}

/** What IT says now: the `UpdateUrl` policy (null: none) and the `UpdateMode` policy. */
export interface UpdatePolicy {
  url: string | null;
  mode: UpdateMode;
}

/**
 * Whether updates can be installed on this copy, and if not, why (null: they can). The one place this
 * is decided. Updates are offered only where the installer can really install them: the per-user NSIS
 * install on Windows, a code-signed app the user owns on macOS (Squirrel.Mac refuses unsigned and ad-hoc
 * apps, and cannot replace a root-owned pkg install), the AppImage on Linux (a .deb is the package
 * manager's). Then a built-in signing key, and IT's address and mode.
 */
export function updatesOffBecause(host: UpdateHost, policy: UpdatePolicy): UpdatesOff | null {
  if (!host.packaged) return 'notHere';
  switch (host.platform) {
    case 'win32':
      if (host.install !== 'nsis-per-user') return 'notHere';
      if (host.codeSigned === false) return 'unsigned';
      break;
    case 'darwin':
      if (host.install !== 'zip') return 'notHere';
      // Squirrel.Mac installs only into a signed app: unknown counts as not signed.
      if (host.codeSigned !== true) return 'unsigned';
      break;
    case 'linux':
      if (host.install === 'deb') return 'packageManager';
      if (host.install !== 'appimage') return 'notHere';
      break;
    default:
      return 'notHere';
  }
  if (!host.publicKey) return 'noKey';
  if (policy.mode === 'off') return 'modeOff';
  return policy.url === null ? 'noAddress' : null;
}

/** The facts main reads from the system to tell how this copy was installed. */
export interface InstallFacts {
  platform: NodeJS.Platform;
  /** app.getPath('exe'). */
  exePath: string;
  /** %LOCALAPPDATA% (Windows). */
  localAppData: string | undefined;
  /** $APPIMAGE: set by the AppImage runtime (electron-updater's AppImageUpdater looks at it too). */
  appImage: string | undefined;
  /** The `package-type` file in resources (electron-builder writes it for the .deb), trimmed; null when absent. */
  packageType: string | null;
  /** The owner's uid of the macOS app bundle (0: root, as the pkg installs it); null when not known. */
  bundleOwner: number | null;
}

/**
 * How this copy was installed. The AppImage is told by $APPIMAGE first: electron-builder writes
 * `package-type` into the unpacked folder the .deb and the AppImage share, so an AppImage may carry
 * `deb` there too (electron-updater itself would then pick its DebUpdater).
 */
export function installKindOf(facts: InstallFacts): InstallKind {
  switch (facts.platform) {
    case 'win32':
      return installedPerMachine('win32', facts.exePath, facts.localAppData) ? 'per-machine' : 'nsis-per-user';
    case 'darwin':
      if (!/\.app\/Contents\/MacOS\/[^/]+$/.test(facts.exePath)) return 'unknown';
      return facts.bundleOwner === 0 ? 'pkg' : facts.bundleOwner === null ? 'unknown' : 'zip';
    case 'linux':
      if (facts.appImage !== undefined && facts.appImage.startsWith('/')) return 'appimage';
      return facts.packageType === 'deb' ? 'deb' : 'unknown';
    default:
      return 'unknown';
  }
}

/** The .app bundle of a macOS executable path (…/Price Lookup.app), or null. */
export function macBundleOf(exePath: string): string | null {
  const match = /^(.*\.app)\/Contents\/MacOS\/[^/]+$/.exec(exePath);
  return match?.[1] ?? null;
}

/**
 * Whether `codesign -dv --verbose=2 <app>` (its stderr) describes a real signature: an Authority chain and
 * not ad hoc. electron-builder signs ad hoc without an identity, and Squirrel.Mac refuses such an app.
 */
export function macCodeSigned(codesignOutput: string): boolean {
  if (/^Signature=adhoc$/m.test(codesignOutput)) return false;
  return /^Authority=.+/m.test(codesignOutput) && /^TeamIdentifier=(?!not set).+/m.test(codesignOutput);
}

/**
 * Whether this copy was installed for all users (the MSI, into Program Files). electron-updater would put
 * a per-user copy beside it; IT updates it with the next MSI instead, so the app asks no feed.
 */
export function installedPerMachine(platform: NodeJS.Platform, exePath: string, localAppData: string | undefined): boolean {
  if (platform !== 'win32') return false;
  if (localAppData === undefined || localAppData === '') return true;
  const normal = (path: string): string => path.replaceAll('/', '\\').replace(/\\+$/, '').toLowerCase();
  return !normal(exePath).startsWith(`${normal(localAppData)}\\`);
}
