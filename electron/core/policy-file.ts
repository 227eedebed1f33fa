import { unwatchFile, watchFile, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { msg } from '../shared/i18n/catalogue';
import { parseJson } from './store-entries';

/**
 * Where IT puts the policy file without an MDM or Group Policy: `/etc/price-lookup/policy.json` on Linux,
 * `/Library/Application Support/Price Lookup/policy.json` on macOS, places only an administrator can
 * write. None on Windows (null): every account may create files under `%ProgramData%`, so a file there
 * could send everyone's token elsewhere; Windows policies come from the registry only (system-policies.ts).
 * Never a folder from the environment.
 */
export function policyFilePath(platform: NodeJS.Platform, _env: Readonly<Record<string, string | undefined>> = {}): string | null {
  if (platform === 'win32') return null;
  if (platform === 'darwin') return '/Library/Application Support/Price Lookup/policy.json';
  return '/etc/price-lookup/policy.json';
}

/**
 * The policy file the app and the CLI read: the platform's (policyFilePath), or in a test run of the
 * unpackaged app or CLI the one `PRICE_LOOKUP_POLICY_FILE` names. An installed app or CLI never takes
 * it: whoever can set a user's environment must not swap IT's policies for their own.
 */
export function policyFileToRead(
  env: Readonly<Record<string, string | undefined>>,
  packaged: boolean,
  platform: NodeJS.Platform = process.platform,
): string | null {
  const platformFile = policyFilePath(platform, env);
  if (packaged) return platformFile;
  return env.PRICE_LOOKUP_POLICY_FILE?.trim() || platformFile;
}

/** At most this much is read: a policy file is a few hundred bytes. */
const MAX_POLICY_FILE_BYTES = 64 * 1024;

/**
 * The policy file's entries, unchecked (policy-values.ts checks each): none when there is no file; a file
 * that is not a JSON object gives none and the reason, never a failure.
 */
export async function readPolicyFile(path: string): Promise<{ entries: Record<string, unknown>; problem: ReturnType<typeof msg> | null }> {
  let text: string;
  try {
    const bytes = await readFile(path);
    if (bytes.byteLength > MAX_POLICY_FILE_BYTES) return { entries: {}, problem: msg('policy.problem.unreadable', { file: path }) };
    text = bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { entries: {}, problem: null };
    return { entries: {}, problem: msg('policy.problem.unreadable', { file: path }) };
  }
  const parsed = parseJson(text.replace(/^\uFEFF/, ''));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { entries: {}, problem: msg('policy.problem.unreadable', { file: path }) };
  }
  return { entries: parsed as Record<string, unknown>, problem: null };
}

/** How often the policy file is looked at: a stat, cheap; IT's change applies within this. */
const POLICY_FILE_INTERVAL_MS = 30_000;

/**
 * Calls `changed` when the policy file appears, changes or goes away. Polled (fs.watchFile): the file
 * and even its folder may not exist yet, and an event-based watcher cannot watch what is not there.
 */
export function watchPolicyFile(path: string, changed: () => void, intervalMs = POLICY_FILE_INTERVAL_MS): () => void {
  const listener = (now: Stats, before: Stats): void => {
    if (now.mtimeMs !== before.mtimeMs || now.size !== before.size || now.ino !== before.ino) changed();
  };
  watchFile(path, { interval: intervalMs, persistent: false }, listener);
  return () => unwatchFile(path, listener);
}
