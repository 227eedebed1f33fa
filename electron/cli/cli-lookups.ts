import { join } from 'node:path';
import { checkToken } from '../shared/connection';
import type { AppError } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import { createDiagnosticsLog, type DiagnosticsLog } from '../core/diagnostics-log';
import { createLastKnownStore, type LastKnownStore } from '../core/last-known-store';
import { DEFAULT_SETTINGS, type Settings } from '../core/settings-store';
import { startPriceSimulator, type PriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, TokenUnreadableError, type TokenStore } from '../core/token-store';
import { bindToOrigin, keptBeforeBinding, originOf, type OriginBoundStore } from '../core/origin-bound-store';
import { userDataDir } from '../core/user-data';
import { createPriceLookups, type PriceLookups } from '../main-logic/price-lookups';
import { failWith, type CliFailure } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliLocale } from './cli-locale';
import { resolveServiceSettings } from './cli-settings';

/** The app's one lookup, as a CLI command uses it. */
export interface CliLookups {
  /** The lookup of electron/main-logic/price-lookups.ts, built from what this run has. */
  prices: PriceLookups;
  /** Whether prices come from the built-in simulator (--demo). */
  demo: boolean;
  /** The company's VAT ID from the app's settings ('' none, and none for --demo): an intra-Community supply's note names it. */
  ownVatId: string;
  /** The failure a lookup's error ends the command with; `details` follow its sentences on the one line. */
  failure(error: AppError, ...details: Message[]): CliFailure;
  /** Finishes the writes of last-known prices and of the log, and stops the demo simulator. */
  close(): Promise<void>;
}

type TokenOrigin = 'environment' | 'keychain';

/**
 * The app's lookup for one command line, from the same pieces as main's: the settings (the app's,
 * with IT's policies and the command line's base URL), the token (PRICE_LOOKUP_TOKEN, else the app's
 * keychain entry), the app's last-known prices and diagnostics log in its user data folder, or for
 * --demo the simulator and nothing kept. The CLI keeps no password, so there is no sign-in session to renew with.
 */
export async function openCliLookups(
  command: { baseUrl: string | undefined; demo: boolean; json: boolean },
  io: CliIo,
  locale: CliLocale,
): Promise<CliLookups> {
  const resolved = command.demo ? null : await resolveServiceSettings(command.baseUrl, io, locale);
  const settings: Settings = resolved?.settings ?? DEFAULT_SETTINGS;
  const fromEnvironment = io.env.PRICE_LOOKUP_TOKEN;
  const origin: TokenOrigin = fromEnvironment !== undefined && fromEnvironment.trim() !== '' ? 'environment' : 'keychain';
  const secrets: string[] = origin === 'environment' && fromEnvironment !== undefined ? [fromEnvironment] : [];
  const keychain = io.tokenStore ?? createKeychainTokenStore();
  const tokenStore = cliTokenStore(origin, io, locale, keychain, (token) => secrets.push(token));
  // A token kept before credentials were bound is bound only by the app, to its own settings' service: here it goes nowhere.
  if (resolved !== null && origin === 'keychain' && (await keptBeforeBinding(keychain).catch(() => false))) {
    throw failWith('no-token', msg('cli.token.keptBeforeBinding'));
  }
  // The keychain's token goes only to the service it was issued for: another one is refused before anything is sent.
  if (resolved !== null && origin === 'keychain') await refuseAnotherService(tokenStore, settings.baseUrl);
  const dir = userDataDir(io.env);
  const now = io.now ?? (() => new Date());
  // Demo data comes from a simulator in this process: nothing to fall back on, nothing for the app's folder.
  const log = command.demo ? NO_LOG : fromTheCli(createDiagnosticsLog({ dir: join(dir, 'logs'), secrets: () => secrets }));
  const lastKnown = command.demo
    ? NO_LAST_KNOWN
    : createLastKnownStore(dir, {
        now,
        // The app's maximum age: the CLI writes the same file, and must not drop what the app would keep.
        maxAgeDays: () => settings.lastKnownMaxAgeDays,
        onUnowned: (count) => void log.write('last-known-unowned-dropped', { count }),
      });
  const { notice } = await lastKnown.load();
  if (notice !== null) {
    void log.write('last-known-notice', { notice: englishText(notice) });
    io.stderr(`price-lookup: ${locale.words.text(notice)}\n`);
  }
  if (command.demo && command.json) io.stderr(`price-lookup: ${locale.words.t('cli.demo.jsonNotice')}\n`);
  let simulator: Promise<PriceSimulator> | null = null;
  const { timeoutMs, ...checkOptions } = io.checkOptions ?? {};
  const prices = createPriceLookups({
    state: {
      // A token from PRICE_LOOKUP_TOKEN is nobody's sign-in: its prices are kept under its own account.
      settings: (): Settings => (origin === 'environment' ? { ...settings, signIn: null } : settings),
      // Demo data only when asked, whatever the app is set to.
      source: () => (command.demo ? 'demo' : 'service'),
      passwordRejected: () => false,
    },
    tokenStore,
    fetch: io.fetch,
    demo: () => (simulator ??= startDemo()),
    log,
    now,
    lastKnown,
    checkOptions,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return {
    prices,
    demo: command.demo,
    ownVatId: settings.company.vatId,
    failure: (error, ...details) => failWith(error.kind, ...cliWords(error, origin, locale), ...details),
    async close() {
      await lastKnown.flush();
      const started = simulator === null ? null : await simulator.catch(() => null);
      await started?.close();
      await log.flush();
    },
  };
}

/**
 * The token of this run, read once: PRICE_LOOKUP_TOKEN, else the keychain entry the app stored, which is
 * given only for the service it was issued for (an entry from before credentials were bound, to none). PRICE_LOOKUP_TOKEN is the caller's own choice of token for the service
 * they name, as `curl -H` would be: it is bound to nothing. The environment is outside input, so a token
 * from there (or one the keychain holds that could not be sent) is refused with what is wrong with it
 * before the lookup's own checks.
 */
function cliTokenStore(
  origin: TokenOrigin,
  io: CliIo,
  locale: CliLocale,
  store: TokenStore,
  known: (token: string) => void,
): Pick<OriginBoundStore, 'read' | 'origin'> {
  const keychain = bindToOrigin(store, () => null);
  const reads = new Map<string | null, Promise<string | null>>();
  const readOnce = async (target: string | null): Promise<string | null> => {
    const raw = origin === 'environment' ? (io.env.PRICE_LOOKUP_TOKEN ?? null) : await keychain.read(target);
    if (raw === null) return null;
    const token = checkToken(raw);
    if (!token.ok) {
      const problem = locale.words.text(token.message);
      throw new TokenUnreadableError(
        msg(origin === 'environment' ? 'cli.token.unusableFromEnvironment' : 'cli.token.unusableFromKeychain', { problem }),
      );
    }
    known(token.value);
    return token.value;
  };
  return {
    read: (target) => {
      let read = reads.get(target);
      if (read === undefined) reads.set(target, (read = readOnce(target)));
      return read;
    },
    origin: () => (origin === 'environment' ? Promise.resolve(null) : keychain.origin()),
  };
}

/** Exit 2, naming both, when the keychain's token was issued for another service than the one asked for. */
async function refuseAnotherService(tokenStore: Pick<OriginBoundStore, 'origin'>, baseUrl: string | null): Promise<void> {
  let issuedFor: string | null;
  try {
    issuedFor = await tokenStore.origin();
  } catch {
    // A keychain that fails says so at the lookup, in its own words.
    return;
  }
  const asked = originOf(baseUrl);
  if (issuedFor === null || asked === null || issuedFor === asked) return;
  throw failWith('invalid-input', msg('cli.token.otherService', { issuedFor, asked }));
}

/**
 * The CLI's words for what the app words for its window: where the token came from and how to give
 * another, and the environment variable to use when the keychain fails.
 */
function cliWords(error: AppError, origin: TokenOrigin, locale: CliLocale): Message[] {
  if (error.kind === 'token-expired' && error.expiredAt !== undefined) {
    const when = locale.dateTimeUtc(new Date(error.expiredAt));
    return [msg(origin === 'environment' ? 'cli.token.expiredFromEnvironment' : 'cli.token.expiredFromKeychain', { when })];
  }
  if (error.kind === 'no-token' && error.message.key === 'errors.token.missing') return [msg('cli.token.missing')];
  if (error.kind === 'keychain-unavailable') return [error.message, msg('cli.token.useEnvironment')];
  return [error.message];
}

const NO_LOG: DiagnosticsLog = { dir: '', file: '', write: async () => undefined, flush: async () => undefined };

const NO_LAST_KNOWN: LastKnownStore = {
  file: '',
  load: async () => ({ notice: null }),
  keep: async () => undefined,
  find: async () => null,
  clear: async () => 0,
  flush: async () => undefined,
};

/** The app's diagnostics log, each line saying it came from the CLI, so support can tell the two apart. */
function fromTheCli(log: DiagnosticsLog): DiagnosticsLog {
  return { dir: log.dir, file: log.file, write: (event, details = {}) => log.write(event, { ...details, via: 'cli' }), flush: log.flush };
}

async function startDemo(): Promise<PriceSimulator> {
  try {
    return await startPriceSimulator();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    throw failWith('internal', typeof code === 'string' ? msg('cli.demo.startFailedCode', { code }) : msg('cli.demo.startFailed'));
  }
}
