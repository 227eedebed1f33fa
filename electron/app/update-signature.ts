import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';

/** The detached signature beside each update file on the feed: `<file>.sig`, the Ed25519 signature in base64. */
export const UPDATE_SIGNATURE_SUFFIX = '.sig';

/** A signature file is 88 characters of base64; anything much larger is not one. */
const MAX_SIGNATURE_BYTES = 1024;

/** The error a download fails with when its signature is missing or wrong (electron-updater's errors carry a code too). */
export const UPDATE_SIGNATURE_ERROR = 'ERR_PRICE_LOOKUP_UPDATE_SIGNATURE';

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

/** Whether `signature` (the text of a `.sig` file) is the publisher's Ed25519 signature over `data`. */
export function updateSignatureValid(data: Uint8Array, signature: Uint8Array | string, publicKey: KeyObject): boolean {
  const text = (typeof signature === 'string' ? signature : Buffer.from(signature).toString('utf8')).trim();
  if (!/^[A-Za-z0-9+/]{86}==$/.test(text)) return false;
  try {
    return verify(null, data, publicKey, Buffer.from(text, 'base64'));
  } catch {
    return false;
  }
}

const signatureError = (why: string): Error =>
  Object.assign(new Error(`The update file is not signed by the publisher: ${why}`), { code: UPDATE_SIGNATURE_ERROR });

/** The part of electron-updater's AppUpdater this check hooks into (protected there; see requireUpdateSignatures). */
interface DownloadTask {
  readonly fileInfo: { readonly url: URL };
  readonly downloadUpdateOptions: { readonly cancellationToken: unknown; readonly requestHeaders?: unknown };
  readonly task: (destinationFile: string, ...rest: never[]) => Promise<unknown>;
}
interface DownloadingUpdater {
  executeDownload(task: DownloadTask): Promise<{ updateFile: string }>;
  readonly httpExecutor: { downloadToBuffer(url: URL, options: { cancellationToken: unknown; headers?: unknown }): Promise<Buffer> };
}

const downloading = (updater: object): updater is DownloadingUpdater =>
  'executeDownload' in updater &&
  typeof updater.executeDownload === 'function' &&
  'httpExecutor' in updater &&
  typeof updater.httpExecutor === 'object' &&
  updater.httpExecutor !== null &&
  'downloadToBuffer' in updater.httpExecutor;

/**
 * Makes electron-updater accept a downloaded update file only with the publisher's signature: every
 * updater (NSIS, Squirrel.Mac's zip, AppImage) downloads through `executeDownload`, whose task writes
 * the file before electron-updater takes it as downloaded (before the quit handler is set and before the
 * zip is handed to Squirrel.Mac). The file is verified there against `<file>.sig` from the same feed,
 * and removed when the signature is missing or wrong, so nothing unsigned is ever installed. A file
 * electron-updater finds already downloaded (an earlier run) is verified the same way before it counts.
 * Throws when the updater has no such hook (then no update could be verified).
 */
export function requireUpdateSignatures(updater: object, publicKey: KeyObject): void {
  if (!downloading(updater)) throw signatureError('this updater cannot be verified');
  const original = updater.executeDownload.bind(updater);
  const executor = updater.httpExecutor;
  const verifyOrRemove = async (file: string, task: DownloadTask): Promise<void> => {
    const url = new URL(task.fileInfo.url.href);
    url.pathname = `${url.pathname}${UPDATE_SIGNATURE_SUFFIX}`;
    let signature: Buffer;
    try {
      signature = await executor.downloadToBuffer(url, {
        cancellationToken: task.downloadUpdateOptions.cancellationToken,
        ...(task.downloadUpdateOptions.requestHeaders === undefined ? {} : { headers: task.downloadUpdateOptions.requestHeaders }),
      });
    } catch (error) {
      await rm(file, { force: true });
      throw signatureError(`no signature (${error instanceof Error ? error.message : String(error)})`);
    }
    const valid = signature.length <= MAX_SIGNATURE_BYTES && updateSignatureValid(await readFile(file), signature, publicKey);
    if (!valid) {
      await rm(file, { force: true });
      throw signatureError('the signature does not match');
    }
  };
  updater.executeDownload = async (task: DownloadTask) => {
    let verified = false;
    const result = await original({
      ...task,
      task: async (destinationFile: string, ...rest: never[]) => {
        const done = await task.task(destinationFile, ...rest);
        await verifyOrRemove(destinationFile, task);
        verified = true;
        return done;
      },
    });
    // electron-updater reused a file downloaded before (its sha512 matched): verify it as well.
    if (!verified) await verifyOrRemove(result.updateFile, task);
    return result;
  };
}
