import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../core/atomic-file';
import type { UiLanguage } from '../shared/i18n/language';

/**
 * macOS asks the user before a program reads a keychain entry whose access list does not name it: an
 * ad-hoc signed app is named by its code hash, which every update changes; an entry the CLI (Node) stored
 * names Node. The app says so before its first read, so the system's question is no surprise.
 */
export type KeychainAsk = 'afterUpdate' | 'writtenByCli';

/** How this app is signed (macOS `codesign`): a Developer ID signature stays the same across updates. */
export type CodeSignature = 'developer-id' | 'ad-hoc' | 'unknown';

const RECORD_FILE = 'keychain-reader.json';
const recordSchema = z.object({ version: z.string().nullable(), writer: z.enum(['app', 'cli']) });
/** Who last used the keychain entries: the app's version that last read them, or the CLI that stored a token. */
export type KeychainRecord = z.infer<typeof recordSchema>;

/**
 * Whether macOS will ask before this read, and why; null when it will not (other systems, an app that
 * never read the keychain before, a Developer ID build reading what it wrote itself).
 */
export function keychainAskAhead(input: {
  platform: NodeJS.Platform;
  signature: CodeSignature;
  appVersion: string;
  record: KeychainRecord | null;
}): KeychainAsk | null {
  const { platform, signature, appVersion, record } = input;
  if (platform !== 'darwin' || record === null) return null;
  if (record.writer === 'cli') return 'writtenByCli';
  return signature !== 'developer-id' && record.version !== appVersion ? 'afterUpdate' : null;
}

/** The signature `codesign -dv --verbose=2` describes (it writes to stderr). */
export function codeSignatureOf(codesignOutput: string): CodeSignature {
  if (/^Signature=adhoc$/m.test(codesignOutput)) return 'ad-hoc';
  if (/^Authority=Developer ID Application: /m.test(codesignOutput)) return 'developer-id';
  return 'unknown';
}

/** The record in the app's folder; none when missing or unreadable (then nothing is said ahead). */
export async function readKeychainRecord(dir: string): Promise<KeychainRecord | null> {
  try {
    const parsed = recordSchema.safeParse(JSON.parse(await readFile(join(dir, RECORD_FILE), 'utf8')) as unknown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Notes who used the keychain last; a failed write only means the note may be said once more. */
export async function writeKeychainRecord(dir: string, record: KeychainRecord): Promise<void> {
  try {
    await writeFileAtomic(join(dir, RECORD_FILE), `${JSON.stringify(record)}\n`);
  } catch {
    // Nothing the user entered is in it.
  }
}

/** What main gives to say it (a message box on macOS), and how this app is signed. */
export interface KeychainAskOptions {
  platform: NodeJS.Platform;
  appVersion: string;
  signature: () => Promise<CodeSignature>;
  /** Shows the note in the UI's language and resolves once the user has read it. */
  tell: (ask: KeychainAsk, language: UiLanguage) => Promise<void>;
}

/**
 * Wraps the keychain entries' reads: before the first one, the note (when macOS will ask); after the
 * first that succeeds, the record that this version has read them. Every entry shares the one note.
 */
export function keychainAskGate(
  dir: string,
  options: KeychainAskOptions | undefined,
  language: () => UiLanguage,
): <S extends { read(): Promise<string | null> }>(store: S) => S {
  if (options === undefined) return (store) => store;
  let told: Promise<void> | null = null;
  let recorded = false;
  const tellFirst = (): Promise<void> =>
    (told ??= (async () => {
      const ask = keychainAskAhead({
        platform: options.platform,
        signature: await options.signature().catch((): CodeSignature => 'unknown'),
        appVersion: options.appVersion,
        record: await readKeychainRecord(dir),
      });
      if (ask !== null) await options.tell(ask, language()).catch(() => undefined);
    })());
  return (store) => ({
    ...store,
    read: async () => {
      await tellFirst();
      const entry = await store.read();
      if (!recorded) {
        recorded = true;
        await writeKeychainRecord(dir, { version: options.appVersion, writer: 'app' });
      }
      return entry;
    },
  });
}
