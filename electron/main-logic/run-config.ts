import { KEYCHAIN_ENTRY } from '../core/token-store';
import { policyFileToRead } from '../core/policy-file';
import { regionalLocale } from './regional-locale';

/**
 * What the app takes from its environment, read in this one place. In an installed app only the
 * keychain entry's service may be named (a second, separate profile); the rest is for test runs of the
 * unpackaged app and ignored once packaged:
 *
 * | variable | what |
 * |---|---|
 * | `PRICE_LOOKUP_KEYCHAIN_SERVICE` | the keychain service the token and password entries use (tests: one of their own) |
 * | `PRICE_LOOKUP_TIMEOUT_MS` | the price service's timeout, 500 to 60,000 ms (the e2e harness's) |
 * | `PRICE_LOOKUP_SYSTEM_LANGUAGES` | the system's preferred languages, comma-separated (Playwright's `locale` reaches only the page) |
 * | `PRICE_LOOKUP_REGIONAL_FORMAT` | the system's regional format |
 * | `PRICE_LOOKUP_POLICY_FILE` | a policy file in place of the platform's (policy-file.ts; the CLI's test runs too) |
 *
 * `PRICE_LOOKUP_USER_DATA` (the user data folder) is read by `userDataFolder` (user-data.ts), likewise
 * ignored once packaged; the CLI takes it through `userDataDir`.
 */
export interface RunConfig {
  keychainService: string;
  timeoutMs: number | undefined;
  /** The preferred languages a test run says, canonical; empty: the system's. */
  systemLanguages: string[];
  /** The regional format a test run says, checked; null: the system's. */
  regionalFormat: string | null;
  /** The policy file to read: the platform's (none on Windows), or in a test run of the unpackaged app the one it names. */
  policyFile: string | null;
}

/** Reads the run's configuration; `packaged` (app.isPackaged) turns the test-only settings off. */
export function runConfig(
  env: Readonly<Record<string, string | undefined>>,
  packaged: boolean,
  platform: NodeJS.Platform = process.platform,
): RunConfig {
  const keychainService = env.PRICE_LOOKUP_KEYCHAIN_SERVICE?.trim() || KEYCHAIN_ENTRY.service;
  const policyFile = policyFileToRead(env, packaged, platform);
  if (packaged) return { keychainService, timeoutMs: undefined, systemLanguages: [], regionalFormat: null, policyFile };
  const timeout = Number(env.PRICE_LOOKUP_TIMEOUT_MS);
  const format = env.PRICE_LOOKUP_REGIONAL_FORMAT?.trim();
  return {
    keychainService,
    timeoutMs: Number.isInteger(timeout) && timeout >= 500 && timeout <= 60_000 ? timeout : undefined,
    systemLanguages: (env.PRICE_LOOKUP_SYSTEM_LANGUAGES ?? '')
      .split(',')
      .map((tag) => canonical(tag.trim()))
      .filter((tag): tag is string => tag !== null),
    regionalFormat: format ? regionalLocale(format) : null,
    policyFile,
  };
}

function canonical(tag: string): string | null {
  if (tag === '') return null;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
