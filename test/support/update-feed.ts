import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standInElectronDist } from '../../scripts/package-check';

export interface UpdateFeed {
  /** The folder IT would serve: what electron-builder wrote (the AppImage, latest-linux.yml). */
  dir: string;
  /** The packed app's own resources, with the app-update.yml electron-builder writes into it. */
  resourcesDir: string;
  files: string[];
  cleanUp(): Promise<void>;
}

/**
 * The tools electron-builder fetches from GitHub for an AppImage, from Debian instead (squashfs-tools,
 * desktop-file-utils); the runtime the AppImage starts with is a stand-in, as the Electron binary is:
 * the feed is checked and served, never run.
 */
async function appImageTools(dir: string): Promise<void> {
  await mkdir(join(dir, 'linux-x64'), { recursive: true });
  await mkdir(join(dir, 'lib', 'x64'), { recursive: true });
  await symlink('/usr/bin/mksquashfs', join(dir, 'linux-x64', 'mksquashfs'));
  await symlink('/usr/bin/desktop-file-validate', join(dir, 'linux-x64', 'desktop-file-validate'));
  await writeFile(join(dir, 'runtime-x64'), '#!/bin/sh\necho "stand-in AppImage runtime" >&2\nexit 1\n');
}

/**
 * A real update feed, as `npm run dist` makes one: electron-builder packs the built app (dist/) as an
 * AppImage of `version` from a stand-in Electron distribution and writes latest-linux.yml with the file's
 * sha512, under the generic provider of electron-builder.yml.
 */
export async function buildUpdateFeed(version: string, root = process.cwd()): Promise<UpdateFeed> {
  const { build, Platform } = await import('electron-builder');
  const work = await mkdtemp(join(tmpdir(), 'price-lookup-feed-'));
  const electronDist = join(work, 'electron-dist');
  await standInElectronDist(electronDist);
  const tools = join(work, 'appimage-tools');
  await appImageTools(tools);
  const output = join(work, 'release');
  const before = process.env.APPIMAGE_TOOLS_PATH;
  process.env.APPIMAGE_TOOLS_PATH = tools;
  try {
    await build({
      projectDir: root,
      targets: Platform.LINUX.createTarget('AppImage'),
      publish: 'never',
      config: {
        extends: null,
        electronDist,
        npmRebuild: false,
        electronFuses: null,
        extraMetadata: { version },
        directories: { output, buildResources: 'assets' },
      },
    });
  } finally {
    if (before === undefined) delete process.env.APPIMAGE_TOOLS_PATH;
    else process.env.APPIMAGE_TOOLS_PATH = before;
  }
  const feed = join(work, 'feed');
  await mkdir(feed);
  const made = await readdir(output);
  // What IT copies to the server: the installers and the yml beside them, not the unpacked app.
  for (const name of made.filter((name) => /\.(AppImage|yml|blockmap)$/.test(name) && name !== 'builder-debug.yml')) {
    await symlink(join(output, name), join(feed, name));
  }
  return {
    dir: feed,
    resourcesDir: join(output, 'linux-unpacked', 'resources'),
    files: await readdir(feed),
    cleanUp: () => rm(work, { recursive: true, force: true }),
  };
}
