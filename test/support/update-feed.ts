import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { AppImageUpdater } from 'electron-updater';
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standInElectronDist } from '../../scripts/package-check';

/** The release's own signing step, run as the desktop CI runs it (scripts/dist-signed.sh). */
const signUpdateFiles = (folder: string, privateKeyPem: string, root: string, version: string): void => {
  execFileSync(process.execPath, [join(root, 'scripts', 'sign-updates.mjs'), 'sign', folder, '--version', version], {
    env: { ...process.env, UPDATE_SIGNING_KEY: privateKeyPem },
    stdio: 'pipe',
  });
};

/** The test's publisher: its private key signs the feed as UPDATE_SIGNING_KEY would, its public key is the app's. */
const TEST_PUBLISHER = generateKeyPairSync('ed25519');
/** The public key (PEM) the app under test carries: the one the test feed is signed with. */
export const TEST_UPDATE_PUBLIC_KEY = TEST_PUBLISHER.publicKey.export({ type: 'spki', format: 'pem' }).toString();

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
  // Its progress lines would fill the test run's output; a failure still throws with its message.
  const { setPrinter } = await import('builder-util');
  setPrinter(() => undefined);
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
    setPrinter(null);
    if (before === undefined) delete process.env.APPIMAGE_TOOLS_PATH;
    else process.env.APPIMAGE_TOOLS_PATH = before;
  }
  // Signed as the release job signs it.
  signUpdateFiles(output, TEST_PUBLISHER.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), root, version);
  const feed = join(work, 'feed');
  await mkdir(feed);
  const made = await readdir(output);
  // What IT copies to the server: the installers, their signatures and the yml beside them, not the unpacked app.
  for (const name of made.filter((name) => /\.(AppImage|yml|blockmap|sig)$/.test(name) && name !== 'builder-debug.yml')) {
    await symlink(join(output, name), join(feed, name));
  }
  return {
    dir: feed,
    resourcesDir: join(output, 'linux-unpacked', 'resources'),
    files: await readdir(feed),
    cleanUp: () => rm(work, { recursive: true, force: true }),
  };
}

/**
 * electron-updater's own HTTP code (its requests, downloads and the sha512 check while downloading), with
 * Node's http.request where Electron's net.request would carry the bytes.
 */
class NodeNetExecutor extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): ReturnType<ElectronHttpExecutor['createRequest']> {
    // The shared code uses only what both kinds of request have (write, end, abort, on).
    return httpRequest(options, callback) as unknown as ReturnType<ElectronHttpExecutor['createRequest']>;
  }
  // Node's requests do not follow redirects: electron-updater's shared code does that itself.
  override addRedirectHandlers(): void {}
}

/**
 * The updater the app would get on Linux, as the installed version 0.1.0 running from an AppImage.
 * `quits` receives what electron-updater asks to run when the app quits (Electron's `app.once('quit')`).
 */
export async function installedUpdater(
  feed: Pick<UpdateFeed, 'resourcesDir'>,
  dir: string,
  quits: ((exitCode: number) => void)[] = [],
): Promise<AppImageUpdater> {
  const oldAppImage = join(dir, 'Price-Lookup-0.1.0.AppImage');
  await mkdir(dir, { recursive: true });
  await writeFile(oldAppImage, 'the installed version');
  process.env.APPIMAGE = oldAppImage;
  const updater = new AppImageUpdater(undefined, {
    version: '0.1.0',
    name: 'price-lookup',
    isPackaged: true,
    // The app-update.yml electron-builder wrote into the packed app.
    appUpdateConfigPath: join(feed.resourcesDir, 'app-update.yml'),
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: (handler: (exitCode: number) => void) => void quits.push(handler),
  });
  // Set before the feed URL: electron-updater hands its executor to the provider then.
  Object.assign(updater, { httpExecutor: new NodeNetExecutor() });
  updater.logger = null;
  // The old AppImage is a stand-in: the whole file is fetched rather than the changed blocks.
  updater.disableDifferentialDownload = true;
  return updater;
}

/**
 * The feed as IT's server serves it, on loopback; `latest` can change latest-linux.yml on the way (a
 * tampered feed), `signature` what is served as a `.sig` (null: not there).
 */
export async function serveFeed(
  feed: Pick<UpdateFeed, 'dir' | 'files'>,
  latest: (text: string) => string = (text) => text,
  signature: (text: string) => string | null = (text) => text,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
    if (!feed.files.includes(name)) {
      response.writeHead(404).end();
      return;
    }
    const path = join(feed.dir, name);
    if (name.endsWith('.sig')) {
      void readFile(path, 'utf8').then((text) => {
        const served = signature(text);
        if (served === null) response.writeHead(404).end();
        else response.writeHead(200, { 'content-type': 'text/plain' }).end(served);
      });
      return;
    }
    if (name.endsWith('.yml')) {
      void readFile(path, 'utf8').then((text) => response.writeHead(200, { 'content-type': 'text/yaml' }).end(latest(text)));
      return;
    }
    void stat(path).then((info) => {
      response.writeHead(200, { 'content-length': info.size, 'content-type': 'application/octet-stream' });
      createReadStream(path).pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The feed server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A feed whose file and sha512 are another program's, served with the signature of the real file: what
 * someone who can write the feed (or answer for its host) serves. electron-updater's sha512 check passes;
 * only the publisher's signature can refuse it. Here: the real file with a signature by another key.
 */
export const foreignSignature = (text: string): string => {
  const other = generateKeyPairSync('ed25519');
  const { statement } = JSON.parse(text) as { statement: string };
  return `${JSON.stringify({ statement, signature: sign(null, Buffer.from(statement), other.privateKey).toString('base64') })}\n`;
};

/**
 * The feed's `.sig` with its statement changed and signed again by the test's publisher: a genuine
 * signature over a statement of another version, system or file (as the publisher made for another release).
 */
export const publisherStatement =
  (change: (statement: Record<string, string>) => Record<string, string>) =>
  (text: string): string => {
    const { statement } = JSON.parse(text) as { statement: string };
    const changed = JSON.stringify(change(JSON.parse(statement) as Record<string, string>));
    return `${JSON.stringify({ statement: changed, signature: sign(null, Buffer.from(changed), TEST_PUBLISHER.privateKey).toString('base64') })}\n`;
  };

/** A latest-linux.yml whose sha512 names other bytes than the file's. */
export const wrongSha512 = (text: string): string => text.replaceAll(/sha512: \S+/g, `sha512: ${Buffer.alloc(64, 7).toString('base64')}`);

/**
 * The updater as the harness hands it to the app: electron-updater's own, except that installing (which
 * would quit the test's process and start the AppImage) is recorded in `installs`.
 */
export function recordingUpdater(updater: AppImageUpdater, installs: string[]): () => AppImageUpdater {
  updater.quitAndInstall = (isSilent = false, isForceRunAfter = false) => {
    installs.push(`silent=${String(isSilent)} runAfter=${String(isForceRunAfter)}`);
  };
  return () => updater;
}
