import { verify, type KeyObject } from 'node:crypto';
import { gt, valid } from 'semver';
import { z } from 'zod';

/** The systems an update is made for (Node's names, as `process.platform`). */
const UPDATE_PLATFORMS = ['win32', 'darwin', 'linux'] as const;

/**
 * What the publisher signs for each update file: which file, of which version, which bytes (sha512 in
 * base64, as electron-updater's `latest*.yml` writes it) and for which system. Signing the bytes alone
 * would let any feed offer an older genuine release labelled as a newer one, or another system's file.
 */
export interface UpdateStatement {
  file: string;
  version: string;
  sha512: string;
  platform: (typeof UPDATE_PLATFORMS)[number];
}

const statementSchema = z.strictObject({
  file: z.string().min(1).max(255),
  version: z.string().refine((text) => valid(text) === text),
  sha512: z.string().regex(/^[A-Za-z0-9+/]{86}==$/),
  platform: z.enum(UPDATE_PLATFORMS),
});

/** The `.sig` file: the statement's exact text and the Ed25519 signature (base64) over its UTF-8 bytes. */
const signatureFileSchema = z.strictObject({
  statement: z.string().max(2048),
  signature: z.string().regex(/^[A-Za-z0-9+/]{86}==$/),
});

/** Whether `signature` (base64) is the publisher's Ed25519 signature over `data`. */
function updateSignatureValid(data: Uint8Array, signature: Uint8Array | string, publicKey: KeyObject): boolean {
  const text = (typeof signature === 'string' ? signature : Buffer.from(signature).toString('utf8')).trim();
  if (!/^[A-Za-z0-9+/]{86}==$/.test(text)) return false;
  try {
    return verify(null, data, publicKey, Buffer.from(text, 'base64'));
  } catch {
    return false;
  }
}

/** The statement of a `.sig` file when the publisher's key signed it; null when it is not one or not signed by that key. */
export function signedUpdateStatement(sigFile: Uint8Array | string, publicKey: KeyObject): UpdateStatement | null {
  let json: unknown;
  try {
    json = JSON.parse(typeof sigFile === 'string' ? sigFile : Buffer.from(sigFile).toString('utf8'));
  } catch {
    return null;
  }
  const file = signatureFileSchema.safeParse(json);
  if (!file.success || !updateSignatureValid(Buffer.from(file.data.statement, 'utf8'), file.data.signature, publicKey)) return null;
  let statement: unknown;
  try {
    statement = JSON.parse(file.data.statement);
  } catch {
    return null;
  }
  const parsed = statementSchema.safeParse(statement);
  return parsed.success ? parsed.data : null;
}

/** Why a downloaded file is refused although its statement is signed (null: it may be installed). */
export type UpdateRefusal = 'file' | 'version' | 'notNewer' | 'platform' | 'sha512';

/** What the app knows of the file it downloaded and of itself. */
export interface DownloadedUpdate {
  /** The file's name on the feed. */
  file: string;
  /** The version the feed offers (electron-updater's `updateInfo.version`). */
  version: string;
  /** The sha512 (base64) of the downloaded bytes, computed by the app. */
  sha512: string;
  platform: NodeJS.Platform;
  /** The running app's version. */
  appVersion: string;
}

/**
 * The one rule for a signed statement: it must name this file, the version the feed offers (newer than
 * the running app: no rollback to an older genuine release), this system, and the bytes downloaded.
 */
export function updateRefusal(statement: UpdateStatement, downloaded: DownloadedUpdate): UpdateRefusal | null {
  if (statement.file !== downloaded.file) return 'file';
  if (statement.version !== downloaded.version) return 'version';
  if (valid(downloaded.appVersion) === null || !gt(statement.version, downloaded.appVersion)) return 'notNewer';
  if (statement.platform !== downloaded.platform) return 'platform';
  return statement.sha512 === downloaded.sha512 ? null : 'sha512';
}
