import { dirname } from 'node:path';
import type { SettingsStore } from '../core/settings-store';
import { PASSWORD_ACCOUNT, requestToken } from '../core/sign-in';
import { createKeychainTokenStore, KEYCHAIN_ENTRY, keychainFailureMessage, type TokenStore } from '../core/token-store';
import { bindToOrigin } from '../core/origin-bound-store';
import { msg } from '../shared/i18n/catalogue';
import type { Translator } from '../shared/i18n/translator';
import { appSettingsStore, loadAppSettings } from './app-settings';
import { failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliLocale } from './cli-locale';
import type { CliCommand } from './args';
import { readPassword, type PasswordPrompts } from './read-password';
import { readKeychainRecord, writeKeychainRecord } from '../main-logic/keychain-ask';

type SignInCommand = Extract<CliCommand, { command: 'sign-in' }>;

const APP_SETTINGS_NEEDED = msg('cli.signIn.appSettingsNeeded');

/**
 * `price-lookup sign-in --user <name>`: reads the password (no echo on a terminal), asks the service
 * for a token and stores it in the keychain entry the app uses. The password is never kept or printed.
 * It signs in only at the service the app uses (the app sends the token there), and a sign-in as
 * someone else makes the app forget the user it kept signed in and their kept password.
 */
export async function runSignIn(
  command: SignInCommand,
  io: CliIo,
  locale: CliLocale,
  resolveBaseUrl: (flag: string | undefined) => Promise<string>,
): Promise<number> {
  const baseUrl = await resolveBaseUrl(command.baseUrl);
  const settingsStore = appSettingsStore(io.env);
  // Before the password is asked for: nothing is typed or sent for a token the app would misuse.
  refuseAnotherService(baseUrl, await appBaseUrl(settingsStore));
  const user = command.user.trim();
  const password = await (io.readPassword ?? readPassword)(passwordPrompts(user, locale.words, process.platform));
  const timeout = io.checkOptions?.timeoutMs === undefined ? {} : { timeoutMs: io.checkOptions.timeoutMs };
  const issued = await requestToken({ baseUrl, user, password, fetch: io.fetch, ...timeout });
  if (!issued.ok) throw failWith(issued.error.kind, issued.error.message);
  const signedInBefore = await forgetAnotherUsersSignIn(user, settingsStore, io.passwordStore ?? keptPasswordStore());
  try {
    // Kept with the service that issued it: the app and the CLI send it nowhere else.
    await bindToOrigin(io.tokenStore ?? createKeychainTokenStore(), () => null).write(issued.value.token, new URL(baseUrl).origin);
  } catch (error) {
    throw failWith('keychain-unavailable', keychainFailureMessage(error));
  }
  // macOS will ask before the app reads what this program stored: the app says so first (keychain-ask.ts).
  const dir = dirname(settingsStore.file);
  await writeKeychainRecord(dir, { version: (await readKeychainRecord(dir))?.version ?? null, writer: 'cli' });
  // The running app shows whose token the keychain holds (it watches settings.json).
  if (!signedInBefore) await recordSignIn(user, settingsStore);
  const { expiresAt } = issued.value;
  io.stdout(
    `${
      expiresAt === null
        ? locale.words.t('signIn.cli.signedInNoExpiry', { user: issued.value.user })
        : locale.words.t('signIn.cli.signedIn', { user: issued.value.user, expiry: locale.dateTimeUtc(expiresAt) })
    }\n`,
  );
  return 0;
}

/** The prompts for the password: on a terminal, and on a pipe a person may be typing into (it says how to end). */
export function passwordPrompts(user: string, words: Translator, platform: NodeJS.Platform): PasswordPrompts {
  return {
    terminal: words.t('signIn.cli.prompt', { user }),
    notTerminal: words.t('cli.signIn.promptNotTerminal', { user, platform: platform === 'win32' ? 'win32' : 'other' }),
  };
}

/** The base URL the app uses, null when it has none; a settings file that cannot be read leaves it unknown. */
async function appBaseUrl(store: SettingsStore): Promise<string | null> {
  const { settings, notice } = await loadAppSettings(store, APP_SETTINGS_NEEDED);
  if (notice !== null) throw failWith('invalid-input', notice, APP_SETTINGS_NEEDED);
  return settings.baseUrl;
}

/** The app's own "token for another server" rule (saveConnection), by origin, for a token the CLI would store. */
function refuseAnotherService(baseUrl: string, appUses: string | null): void {
  if (appUses === null) return;
  const [wanted, app] = [new URL(baseUrl), new URL(appUses)];
  if (wanted.origin === app.origin) return;
  throw failWith('invalid-input', msg('cli.signIn.otherServer', { appHost: app.host, host: wanted.host }));
}

/**
 * The app renews with its kept password and names its kept user; after a sign-in as someone else both
 * would be wrong. Done before the new token is stored: should this fail, no new user's token is stored
 * under the old user's name. True when `user` is the one the app already keeps signed in.
 */
async function forgetAnotherUsersSignIn(user: string, store: SettingsStore, passwordStore: TokenStore): Promise<boolean> {
  // Read again: the app may have changed its settings while the password was typed.
  const { settings, notice } = await loadAppSettings(store, APP_SETTINGS_NEEDED);
  if (notice !== null) throw failWith('invalid-input', notice, APP_SETTINGS_NEEDED);
  if (settings.signIn?.user === user) return true;
  if (settings.signIn === null) return false;
  try {
    await passwordStore.remove();
  } catch (error) {
    throw failWith('keychain-unavailable', keychainFailureMessage(error));
  }
  try {
    // The store's own save: only signIn changes, every other setting is written back as read.
    await store.save({ ...settings, signIn: null });
  } catch {
    throw failWith('settings-unwritable', msg('errors.settings.unwritable', { file: store.file }));
  }
  return false;
}

/** Names `user` as signed in (without "Stay signed in": the CLI keeps no password), after their token is stored. */
async function recordSignIn(user: string, store: SettingsStore): Promise<void> {
  const { settings, notice } = await loadAppSettings(store, APP_SETTINGS_NEEDED);
  if (notice !== null) throw failWith('invalid-input', notice, APP_SETTINGS_NEEDED);
  try {
    await store.save({ ...settings, signIn: { user, staySignedIn: false } });
  } catch {
    throw failWith('settings-unwritable', msg('errors.settings.unwritable', { file: store.file }));
  }
}

/** The keychain entry where the app keeps the password to stay signed in. */
function keptPasswordStore(): TokenStore {
  return createKeychainTokenStore({ service: KEYCHAIN_ENTRY.service, account: PASSWORD_ACCOUNT });
}
