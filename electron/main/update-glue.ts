import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { app } from 'electron';
import { AppImageUpdater, MacUpdater, NsisUpdater } from 'electron-updater';
import type { Updater } from '../main-logic/app-updates';
import { BUILT_IN_UPDATE_PUBLIC_KEY } from '../main-logic/update-public-key';
import { installKindOf, macBundleOf, macCodeSigned, type InstallKind, type UpdateHost } from '../main-logic/update-support';

/**
 * The updater for how this copy was installed, made by the app rather than electron-updater's
 * `autoUpdater` (which takes a `package-type` file, present in the AppImage too, for a .deb and then
 * picks its DebUpdater). Only the kinds update-support.ts lets update are ever made.
 */
function updaterFor(install: InstallKind): () => Updater {
  return () => {
    switch (install) {
      case 'nsis-per-user':
        return new NsisUpdater();
      case 'zip':
        return new MacUpdater();
      case 'appimage':
        return new AppImageUpdater();
      default:
        throw new Error(`No updater for a ${install} install.`);
    }
  };
}

/** `codesign -dv` writes what it found to stderr; an error (no signature at all) counts as not signed. */
async function macSigned(bundle: string): Promise<boolean> {
  try {
    const { stderr } = await promisify(execFile)('/usr/bin/codesign', ['-dv', '--verbose=2', bundle], {
      timeout: 10_000,
      encoding: 'utf8',
    });
    return macCodeSigned(stderr);
  } catch {
    return false;
  }
}

/** What main knows of this copy for updates: gathered here, decided in update-support.ts. */
export async function updateGlue(): Promise<{
  updater: () => Updater;
  appVersion: string;
  host: Omit<UpdateHost, 'publicKey'>;
  publicKey: string | null;
}> {
  const exePath = app.getPath('exe');
  const bundle = process.platform === 'darwin' ? macBundleOf(exePath) : null;
  const install = installKindOf({
    platform: process.platform,
    exePath,
    localAppData: process.env.LOCALAPPDATA,
    appImage: process.env.APPIMAGE,
    // Electron's resources folder (undefined under plain Node, where the boot tests load this bundle).
    packageType:
      typeof process.resourcesPath === 'string'
        ? await readFile(join(process.resourcesPath, 'package-type'), 'utf8').then(
            (text) => text.trim(),
            () => null,
          )
        : null,
    bundleOwner:
      bundle === null
        ? null
        : await stat(bundle).then(
            (info) => info.uid,
            () => null,
          ),
  });
  const codeSigned = bundle !== null && app.isPackaged ? await macSigned(bundle) : null;
  return {
    updater: updaterFor(install),
    appVersion: app.getVersion(),
    host: { platform: process.platform, packaged: app.isPackaged, install, codeSigned },
    publicKey: BUILT_IN_UPDATE_PUBLIC_KEY,
  };
}
