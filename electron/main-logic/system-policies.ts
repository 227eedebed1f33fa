import { APP_ID } from '../core/app-id';
import { msg } from '../shared/i18n/catalogue';
import { POLICIES, POLICY_NAMES, type PolicyName, type PolicyType } from './policy-definition';
import { readPolicyValues, type PolicyProblem, type ReadPolicies } from './policy-values';

/**
 * The policies IT sets through the system: the Windows registry (Group Policy, Intune) and macOS managed
 * preferences (a configuration profile), read and watched by @vscode/policy-watcher, the native module
 * VS Code uses. Its answers are checked like the policy file's (policy-values.ts).
 */

/** The types the watcher knows. */
export type WatcherType = 'boolean' | 'number' | 'string';

/**
 * How each kind of policy is asked of the watcher, and so which value it reads (its sources, 1.5.0):
 * Windows boolean = REG_DWORD, number = REG_QWORD, string = REG_SZ or REG_MULTI_SZ (lines joined with "\n");
 * macOS boolean = CFBoolean, number = CFNumber, string = CFString. A value of another type it does not see.
 */
export const WATCHER_TYPES = {
  boolean: 'boolean',
  integer: 'number',
  enum: 'string',
  string: 'string',
} as const satisfies Record<PolicyType['kind'], WatcherType>;

/** What the app uses of @vscode/policy-watcher's `createWatcher`; its answers stay unknown until checked. */
export type CreateWatcher = (
  productName: string,
  policies: Record<string, { type: WatcherType }>,
  onDidChange: (update: unknown) => void,
  options?: { registryPath?: string },
) => { dispose(): void };

/** Under HKLM and then HKCU: the key the ADMX writes (scripts/policy-templates-windows.ts). */
export const REGISTRY_PATH = 'SOFTWARE\\Policies\\Price Lookup';
/** The app id (electron-builder.yml's appId) whose managed preferences a configuration profile sets. */
export const MACOS_APP_ID = APP_ID;
const PRODUCT_NAME = 'Price Lookup';
/** How long the start waits for the watcher's first answer: it normally comes within milliseconds. */
export const FIRST_ANSWER_TIMEOUT_MS = 2_000;

interface SystemPolicyStart {
  /** The policies as the watcher first gave them, checked; none when it could not be used or was late. */
  policies: ReadPolicies;
  /** Set when the first answer had not come in time: the app starts without the system's policies. */
  timedOutAfterMs: number | null;
}

export interface SystemPolicies {
  /** Where they come from, as problems and the log name it. */
  readonly source: string;
  /** Resolves once, with the first answer or none after the timeout; never rejects. */
  readonly started: Promise<SystemPolicyStart>;
  /** The policies as last read. */
  current(): ReadPolicies;
  /** Called with the policies whenever they change after `started` (IT changed them, or a late first answer). */
  onChange(listener: (policies: ReadPolicies) => void): () => void;
  /** Stops watching; nothing is called any more. */
  dispose(): void;
}

export interface SystemPolicyOptions {
  platform: NodeJS.Platform;
  /** Loads the watcher; by default @vscode/policy-watcher, required only here, on first use. */
  loadWatcher?: () => CreateWatcher;
  timeoutMs?: number;
  /** Windows: the key read under HKLM and HKCU (tests: one of their own). */
  registryPath?: string;
  /** macOS: the app id whose managed preferences are read (tests: one of their own). */
  appId?: string;
}

// A plain require, left to Node by the bundle (scripts/build-node.mjs): a native module, unpacked from the asar.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadPolicyWatcher = (): CreateWatcher => (require('@vscode/policy-watcher') as typeof import('@vscode/policy-watcher')).createWatcher;

/** The policies as the watcher is asked for them: each with the type of its kind. */
function watcherPolicies(): Record<PolicyName, { type: WatcherType }> {
  return Object.fromEntries(POLICY_NAMES.map((name) => [name, { type: WATCHER_TYPES[POLICIES[name].kind] }])) as Record<
    PolicyName,
    { type: WatcherType }
  >;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Error);

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * Watches the system's policies where there are any (Windows, macOS); null elsewhere. A watcher that cannot
 * be loaded or refuses gives no policies and one problem, never a failure.
 */
export function watchSystemPolicies(options: SystemPolicyOptions): SystemPolicies | null {
  const { platform } = options;
  if (platform !== 'win32' && platform !== 'darwin') return null;
  const registryPath = options.registryPath ?? REGISTRY_PATH;
  const appId = options.appId ?? MACOS_APP_ID;
  const source = platform === 'win32' ? `HKLM/HKCU\\${registryPath}` : `managed preferences (${appId})`;
  const timeoutMs = options.timeoutMs ?? FIRST_ANSWER_TIMEOUT_MS;
  const raw: Record<string, unknown> = {};
  const listeners = new Set<(policies: ReadPolicies) => void>();
  let current: ReadPolicies = { values: {}, problems: [] };
  let watcher: { dispose(): void } | null = null;
  // Once the watcher has ended (disposed, or it failed and freed itself), its dispose must not be called again.
  let watching = false;
  let failed = false;
  let done = false;
  let resolveStart: (start: SystemPolicyStart) => void = () => undefined;
  let startPending = true;
  const started = new Promise<SystemPolicyStart>((resolve) => {
    resolveStart = resolve;
  });

  const publish = (policies: ReadPolicies, timedOutAfterMs: number | null = null): void => {
    current = policies;
    if (startPending) {
      startPending = false;
      clearTimeout(timer);
      resolveStart({ policies, timedOutAfterMs });
      return;
    }
    for (const listener of [...listeners]) listener(policies);
  };
  const fail = (error: unknown): void => {
    const problem: PolicyProblem = { name: source, source, reason: msg('policy.problem.systemUnreadable', { detail: firstLine(error) }) };
    publish({ values: current.values, problems: [...current.problems, problem] });
  };
  const answer = (update: unknown): void => {
    if (done) return;
    if (!isRecord(update)) {
      // The worker reports a failure to start (Windows: no Group Policy notification) as an Error, then ends.
      watching = false;
      failed = true;
      fail(update);
      return;
    }
    // Every answer names the policies set (and those just removed, as undefined).
    for (const [name, value] of Object.entries(update)) {
      if (value === undefined) delete raw[name];
      else raw[name] = value;
    }
    publish(checked(raw, source, platform));
  };

  const timer = setTimeout(() => {
    if (startPending && !done) publish({ values: {}, problems: [] }, timeoutMs);
  }, timeoutMs);
  try {
    const createWatcher = (options.loadWatcher ?? loadPolicyWatcher)();
    // Windows: the product name only makes the default key, which registryPath replaces. macOS: the app id.
    watcher =
      platform === 'win32'
        ? createWatcher(PRODUCT_NAME, watcherPolicies(), answer, { registryPath })
        : createWatcher(appId, watcherPolicies(), answer);
    watching = !failed;
  } catch (error) {
    // Not loadable (missing, built for another runtime) or refusing ("Unsupported platform").
    fail(error);
  }

  return {
    source,
    started,
    current: () => current,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (done) return;
      done = true;
      clearTimeout(timer);
      listeners.clear();
      if (startPending) {
        startPending = false;
        resolveStart({ policies: current, timedOutAfterMs: null });
      }
      if (watching) {
        watching = false;
        try {
          watcher?.dispose();
        } catch {
          // Quitting goes on.
        }
      }
    },
  };
}

/**
 * The watcher's values checked. On Windows it reads text with the registry's ANSI functions, so characters
 * outside the system's code page can arrive as U+FFFD: such a value is refused rather than shown garbled.
 */
function checked(raw: Readonly<Record<string, unknown>>, source: string, platform: NodeJS.Platform): ReadPolicies {
  const unreadable =
    platform === 'win32' ? Object.keys(raw).filter((name) => typeof raw[name] === 'string' && raw[name].includes('\uFFFD')) : [];
  const read = readPolicyValues(Object.fromEntries(Object.entries(raw).filter(([name]) => !unreadable.includes(name))), source);
  return {
    values: read.values,
    problems: [...unreadable.map((name) => ({ name, source, reason: msg('policy.problem.unreadableText') })), ...read.problems],
  };
}
