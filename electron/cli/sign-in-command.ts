import { requestToken } from '../core/sign-in';
import { createKeychainTokenStore, keychainFailureMessage } from '../core/token-store';
import { failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliLocale } from './cli-locale';
import type { CliCommand } from './args';
import { firstLine } from './read-password';

type SignInCommand = Extract<CliCommand, { command: 'sign-in' }>;

/**
 * `price-lookup sign-in --user <name>`: reads the password (no echo on a terminal), asks the service
 * for a token and stores it in the keychain entry the app uses. The password is never kept or printed.
 */
export async function runSignIn(
  command: SignInCommand,
  io: CliIo,
  locale: CliLocale,
  resolveBaseUrl: (flag: string | undefined) => Promise<string>,
): Promise<number> {
  const baseUrl = await resolveBaseUrl(command.baseUrl);
  const prompt = locale.words.t('signIn.cli.prompt', { user: command.user });
  const password = io.readPassword ? await io.readPassword(prompt) : firstLine((await io.stdin?.()) ?? '');
  const timeout = io.checkOptions?.timeoutMs === undefined ? {} : { timeoutMs: io.checkOptions.timeoutMs };
  const issued = await requestToken({ baseUrl, user: command.user, password, fetch: io.fetch, ...timeout });
  if (!issued.ok) throw failWith(issued.error.kind, issued.error.message);
  try {
    await (io.tokenStore ?? createKeychainTokenStore()).write(issued.value.token);
  } catch (error) {
    throw failWith('keychain-unavailable', keychainFailureMessage(error));
  }
  const { user, expiresAt } = issued.value;
  io.stdout(
    `${
      expiresAt === null
        ? locale.words.t('signIn.cli.signedInNoExpiry', { user })
        : locale.words.t('signIn.cli.signedIn', { user, expiry: locale.dateTimeUtc(expiresAt) })
    }\n`,
  );
  return 0;
}
