import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { signedUpdateStatement, updateRefusal, type UpdateRefusal } from './update-statement';

/** The signed statement beside each update file on the feed: `<file>.sig` (update-statement.ts). */
const UPDATE_SIGNATURE_SUFFIX = '.sig';

/** A signature file is a few hundred bytes; anything much larger is not one. */
const MAX_SIGNATURE_BYTES = 4096;

/** The error a download fails with when its signature is missing or wrong (electron-updater's errors carry a code too). */
export const UPDATE_SIGNATURE_ERROR = 'ERR_PRICE_LOOKUP_UPDATE_SIGNATURE';

/** Why an update file was refused, for the log: no signature, not the publisher's, or what its signed statement contradicts. */
type SignatureRefusal = 'missing' | 'invalid' | UpdateRefusal;

/** The publisher's public key (PEM, SPKI) as node:crypto takes it; null when it is not an Ed25519 key. */
export function updatePublicKey(pem: string | null | undefined): KeyObject | null {
  if (pem === null || pem === undefined || pem.trim() === '') return null;
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

const signatureError = (refusal: SignatureRefusal, why: string): Error =>
  Object.assign(new Error(`The update file is not signed by the publisher: ${why}`), { code: UPDATE_SIGNATURE_ERROR, refusal });

const sha512Of = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const hash = createHash('sha512');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('base64')));
  });

/** What the running app checks a statement against besides the file: its own system and version. */
export interface UpdateSignatureContext {
  platform: NodeJS.Platform;
  appVersion: string;
}

// The parts of electron-updater's AppUpdater this check hooks into (protected or private there, so
// checked at run time: an updater without them cannot be verified and gets no update at all).
interface FileInfo {
  readonly url: URL;
}
interface DownloadTask {
  readonly fileInfo: FileInfo;
  readonly downloadUpdateOptions: { readonly cancellationToken: unknown; readonly requestHeaders?: unknown };
}
/** electron-updater's DownloadedUpdateHelper: `setDownloadedFile` is the first step of every hand-on. */
interface DownloadHelper {
  setDownloadedFile(
    file: string,
    packageFile: unknown,
    versionInfo: { version: string },
    fileInfo: FileInfo,
    ...rest: unknown[]
  ): Promise<void>;
  clear(): Promise<void>;
}
interface DownloadingUpdater {
  executeDownload(task: DownloadTask): Promise<{ updateFile: string }>;
  getOrCreateDownloadHelper(): Promise<DownloadHelper>;
  readonly httpExecutor: { downloadToBuffer(url: URL, options: { cancellationToken: unknown; headers?: unknown }): Promise<Buffer> };
}

const has = (value: unknown, ...names: string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => name in value && typeof (value as Record<string, unknown>)[name] === 'function');

const downloading = (updater: object): updater is DownloadingUpdater =>
  has(updater, 'executeDownload', 'getOrCreateDownloadHelper') &&
  'httpExecutor' in updater &&
  has(updater.httpExecutor, 'downloadToBuffer');

/**
 * Makes electron-updater hand on an update file only with the publisher's signed statement for it. In
 * electron-updater (6.8) every updater (NSIS, Squirrel.Mac's zip, AppImage) downloads through
 * `executeDownload`, and both of its ways to a file, a fresh download and a file reused from its cache,
 * end in one `done` whose first step is `DownloadedUpdateHelper.setDownloadedFile`, before
 * `update-downloaded`, the install-on-quit handler and Squirrel.Mac see the file. The check sits there:
 * `<file>.sig` is fetched from the same feed before the download, and the file is passed on only when the
 * statement is signed by `publicKey` and names this file, the offered version (newer than the running
 * app), this system and the file's sha512 (update-statement.ts). Otherwise the file is removed, the
 * updater forgets it, and the download fails with UPDATE_SIGNATURE_ERROR. Throws when the updater has
 * no such hook (then no update could be verified).
 */
export function requireUpdateSignatures(updater: object, publicKey: KeyObject, context: UpdateSignatureContext): void {
  if (!downloading(updater)) throw signatureError('invalid', 'this updater cannot be verified');
  const original = updater.executeDownload.bind(updater);
  const getHelper = updater.getOrCreateDownloadHelper.bind(updater);
  const executor = updater.httpExecutor;
  // The `.sig` fetched for each file being downloaded now (by its address on the feed).
  const signatures = new Map<string, Buffer>();
  const guarded = new WeakSet<DownloadHelper>();

  const refuse = async (helper: DownloadHelper, file: string, refusal: SignatureRefusal, why: string): Promise<never> => {
    await rm(file, { force: true });
    await helper.clear().catch(() => undefined);
    throw signatureError(refusal, why);
  };
  const guard = (helper: DownloadHelper): void => {
    if (guarded.has(helper)) return;
    guarded.add(helper);
    const setDownloadedFile = helper.setDownloadedFile.bind(helper);
    helper.setDownloadedFile = async (file, packageFile, versionInfo, fileInfo, ...rest) => {
      const signature = signatures.get(fileInfo.url.href);
      if (signature === undefined) return refuse(helper, file, 'missing', 'no signature was fetched for it');
      const statement = signature.length <= MAX_SIGNATURE_BYTES ? signedUpdateStatement(signature, publicKey) : null;
      if (statement === null) return refuse(helper, file, 'invalid', 'the signature does not match');
      const refusal = updateRefusal(statement, {
        file: decodeURIComponent(basename(fileInfo.url.pathname)),
        version: versionInfo.version,
        sha512: await sha512Of(file),
        ...context,
      });
      if (refusal !== null) return refuse(helper, file, refusal, `its signed statement does not fit (${refusal})`);
      return setDownloadedFile(file, packageFile, versionInfo, fileInfo, ...rest);
    };
  };

  updater.executeDownload = async (task: DownloadTask) => {
    guard(await getHelper());
    const url = new URL(task.fileInfo.url.href);
    url.pathname = `${url.pathname}${UPDATE_SIGNATURE_SUFFIX}`;
    let signature: Buffer;
    try {
      signature = await executor.downloadToBuffer(url, {
        cancellationToken: task.downloadUpdateOptions.cancellationToken,
        ...(task.downloadUpdateOptions.requestHeaders === undefined ? {} : { headers: task.downloadUpdateOptions.requestHeaders }),
      });
    } catch (error) {
      throw signatureError('missing', `no signature (${error instanceof Error ? error.message : String(error)})`);
    }
    signatures.set(task.fileInfo.url.href, signature);
    try {
      return await original(task);
    } finally {
      signatures.delete(task.fileInfo.url.href);
    }
  };
}
