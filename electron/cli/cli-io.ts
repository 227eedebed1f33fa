import type { SystemPolicies } from '../main-logic/system-policies';
import type { CheckPriceOptions, FetchLike } from '../core/price-client';
import type { TokenStore } from '../core/token-store';
import type { PasswordPrompts } from './read-password';

/** What a CLI command reads from and writes to; the process in `index.ts`, stand-ins in tests. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  fetch: FetchLike;
  /** The keychain by default; tests pass a store of their own. */
  tokenStore?: TokenStore;
  /** Tests shorten the timeout, change the lookup's retries, and replace every wait (a lookup's and a busy batch's). */
  checkOptions?: Pick<CheckPriceOptions, 'timeoutMs' | 'sleep' | 'retry'>;
  /** The clock an expired token is judged by, and last-known prices are kept and found by. */
  now?: () => Date;
  /** Standard input, read whole (quote lines). */
  stdin?: () => Promise<string>;
  /** The keychain entry of the app's kept sign-in password by default; tests pass a store of their own. */
  passwordStore?: TokenStore;
  /** The password for `sign-in` (read-password.ts on standard input by default); tests pass a stream of their own. */
  readPassword?: (prompts: PasswordPrompts) => Promise<string>;
  /**
   * A test run of the unpackaged CLI, in-process (vitest): only then is PRICE_LOOKUP_POLICY_FILE read, as
   * only the unpackaged app reads it (policy-file.ts). The command in a terminal is always the installed CLI.
   */
  testRun?: boolean;
  /** The registry's or managed preferences' policies (Windows, macOS) by default; tests pass a reader of their own. */
  systemPolicies?: () => Pick<SystemPolicies, 'started' | 'dispose'> | null;
}
