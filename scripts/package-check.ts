import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { extractFile, listPackage } from '@electron/asar';

/**
 * What the packed app.asar may weigh at most (2.9 MB today: the main bundle, now with electron-updater, and
 * keytar's own dependencies); docs/development.md states it.
 */
export const ASAR_BUDGET_BYTES = 4 * 1024 * 1024;

/**
 * A stand-in Electron distribution: enough for electron-builder to pack the app around it. The real
 * one is a download from GitHub, which this machine cannot make; the desktop CI packs with it.
 */
export async function standInElectronDist(dir: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true });
  await writeFile(join(dir, 'electron'), '#!/bin/sh\necho "stand-in Electron: packing check only" >&2\nexit 1\n');
  await chmod(join(dir, 'electron'), 0o755);
  await writeFile(join(dir, 'LICENSE'), 'stand-in');
  await writeFile(join(dir, 'LICENSES.chromium.html'), '<p>stand-in</p>');
  await writeFile(join(dir, 'version'), '45.4.1');
}

/** The desktop entry a Linux package would install, as electron-builder computed it. */
export interface LinuxDesktopFile {
  target: 'deb' | 'AppImage';
  /** The file's name (the .deb: its place, /usr/share/applications/<name>). */
  name: string;
  /** Its contents. */
  entry: string;
}

export interface PackedApp {
  /** The unpacked app folder electron-builder made. */
  appDir: string;
  asarPath: string;
  unpackedDir: string;
  /** The desktop entries of the .deb and the AppImage, which electron-builder computed and then was told not to pack. */
  desktopFiles: LinuxDesktopFile[];
  /** Removes everything the check made. */
  cleanUp(): Promise<void>;
}

/**
 * Packs the built app (dist/) with electron-builder, unpacked (`dir`), from a stand-in Electron
 * distribution; fuses and the native rebuild are off for this check only. Always the Linux layout:
 * packing for Windows or macOS edits the real executable (rcedit, Info.plist and helper apps), which a
 * stand-in cannot be, and the asar is the same on every platform. The .deb and the AppImage are taken as
 * far as their desktop entry: electron-builder hands what it computed to `effectiveOptionComputed` (as
 * its own tests do) and, told so, packs nothing further (fpm and appimagetool are downloads). The desktop
 * CI builds the real ones.
 */
export async function packForCheck(root = process.cwd()): Promise<PackedApp> {
  const { build, Platform } = await import('electron-builder');
  const work = await mkdtemp(join(tmpdir(), 'price-lookup-package-'));
  const electronDist = join(work, 'electron-dist');
  await standInElectronDist(electronDist);
  const output = join(work, 'release');
  const platform = Platform.LINUX;
  const desktopFiles: LinuxDesktopFile[] = [];
  await build({
    projectDir: root,
    targets: platform.createTarget(['dir', 'deb', 'AppImage']),
    publish: 'never',
    config: {
      extends: null,
      electronDist,
      npmRebuild: false,
      directories: { output, buildResources: 'assets' },
      // The fuses rewrite a real Electron binary; the stand-in has none.
      electronFuses: null,
      // The .deb's Homepage: on the CI electron-builder takes the GitHub repository from the git remote;
      // a worktree or a copy without one gets this, which no package leaves the check with.
      extraMetadata: { homepage: 'https://updates.invalid/price-lookup/' },
    },
    effectiveOptionComputed: async (computed: unknown) => {
      const found = await desktopFileOf(computed);
      if (found) desktopFiles.push(found);
      return found !== null;
    },
  });
  const appDir = (await readdir(output))
    .map((name) => join(output, name))
    .find((path) => statSync(path).isDirectory() && /unpacked$/.test(path));
  if (appDir === undefined) throw new Error(`electron-builder made no unpacked app in ${output}`);
  const resources = join(appDir, 'resources');
  return {
    appDir,
    desktopFiles,
    asarPath: join(resources, 'app.asar'),
    unpackedDir: join(resources, 'app.asar.unpacked'),
    cleanUp: () => rm(work, { recursive: true, force: true }),
  };
}

/** The files in the asar, as paths without the leading slash. */
export function asarFiles(asarPath: string): string[] {
  return listPackage(asarPath, { isPack: false }).map((path) => path.replaceAll('\\', '/').replace(/^\//, ''));
}

/** A file of the asar, as text. */
export function asarText(asarPath: string, path: string): string {
  return extractFile(asarPath, path).toString('utf8');
}

/** The files under a folder, relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/**
 * The desktop entry in what electron-builder 26 hands `effectiveOptionComputed` before it packs: FpmTarget
 * (.deb) the fpm arguments, one of them `<temp file>=/usr/share/applications/<name>.desktop`, and the temp
 * file; AppImageTarget the entry and its file name. Null for anything else.
 */
async function desktopFileOf(computed: unknown): Promise<LinuxDesktopFile | null> {
  if (Array.isArray(computed) && Array.isArray(computed[0]) && typeof computed[1] === 'string') {
    const [args, desktopFile] = computed as [unknown[], string];
    const placed = args.find((arg): arg is string => typeof arg === 'string' && arg.startsWith(`${desktopFile}=`));
    if (placed === undefined) return null;
    return { target: 'deb', name: placed.slice(desktopFile.length + 1), entry: await readFile(desktopFile, 'utf8') };
  }
  if (typeof computed === 'object' && computed !== null && 'desktopFileName' in computed && 'desktop' in computed) {
    const { desktopFileName, desktop } = computed as { desktopFileName: unknown; desktop: unknown };
    if (typeof desktopFileName === 'string' && typeof desktop === 'string')
      return { target: 'AppImage', name: desktopFileName, entry: desktop };
  }
  return null;
}
