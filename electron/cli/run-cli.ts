import { checkBaseUrl, checkToken } from '../shared/connection';
import { policyFilePath } from '../core/policy-file';
import { mergePolicies, readPolicies } from '../app/policy-values';
import { watchSystemPolicies } from '../app/system-policies';
import { msg, type Message } from '../shared/i18n/catalogue';
import { jwtExpiry } from '../shared/jwt';
import { validateLookupInput } from '../shared/lookup-input';
import { lookUpWithToken } from '../core/price-lookup';
import { startPriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, keychainFailureMessage, TokenUnreadableError } from '../core/token-store';
import { parseCliArgs } from './args';
import { appSettingsStore, loadAppSettings } from './app-settings';
import { cliLanguage } from './cli-language';
import { cliLocale, type CliLocale } from './cli-locale';
import { formatPriceInfoJson } from './format-json';
import { formatSummary } from './format-summary';
import { runQuote } from './quote-command';
import { runSignIn } from './sign-in-command';
import { CliFailure, failWith, type Connection } from './cli-failure';
import type { CliIo } from './cli-io';
import { version } from '../../package.json';

/**
 * Runs one command line and returns the exit code. Errors are one line on stderr, never with the token,
 * in the language of `--lang`, else of LC_ALL, LC_MESSAGES or LANG.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const language = cliLanguage(argv, io.env);
  const locale = cliLocale(language.language);
  try {
    if (!language.ok) {
      throw language.value.trim() === ''
        ? failWith('invalid-input', msg('cli.args.emptyLanguage'))
        : failWith('invalid-input', msg('cli.args.unknownLanguage', { value: language.value.slice(0, 16) }));
    }
    return await run(argv, io, locale);
  } catch (error) {
    // Only the error's name: a message from deep inside could quote anything, the token included.
    const failure =
      error instanceof CliFailure
        ? error
        : new CliFailure(
            1,
            error instanceof Error ? msg('cli.failure.unexpectedNamed', { name: error.name }) : msg('cli.failure.unexpected'),
          );
    io.stderr(`price-lookup: ${locale.sentences(failure.messages)}\n`);
    return failure.exitCode;
  }
}

async function run(argv: readonly string[], io: CliIo, locale: CliLocale): Promise<number> {
  const args = parseCliArgs(argv);
  if (!args.ok) throw failWith('invalid-input', args.message);
  const command = args.value;
  if (command.command === 'help') {
    io.stdout(locale.words.t('cli.usage') + locale.words.t('signIn.cli.usage'));
    return 0;
  }
  if (command.command === 'version') {
    io.stdout(`${version}\n`);
    return 0;
  }
  if (command.command === 'quote') return runQuote(command, io, locale, openConnection);
  if (command.command === 'sign-in') return runSignIn(command, io, locale, (flag) => resolveBaseUrl(flag, io, locale));
  const input = validateLookupInput({
    artnr: command.artnr,
    country: command.country,
    factor: command.factor ?? '',
    profile: command.profile ?? '',
  });
  if (!input.ok) throw failWith('invalid-input', ...input.errors.map((error) => error.message));

  const connection = await openConnection(command, io, locale);
  try {
    const result = await lookUpWithToken(connection, input.request, {
      ...io.checkOptions,
      fetch: io.fetch,
      now: io.now ?? (() => new Date()),
    });
    if (!result.ok) throw failWith(result.error.kind, result.error.message, ...lookupDetails(result.error.message));
    // --json is for machines: the same bytes in every language.
    io.stdout(command.json ? formatPriceInfoJson(result.value) : formatSummary(result.value, input.request, connection.demo, locale));
    return 0;
  } finally {
    await connection.close();
  }
}

/** Where lookups go and with which token: the simulator for --demo, else the configured service. */
async function openConnection(
  command: { baseUrl: string | undefined; demo: boolean; json: boolean },
  io: CliIo,
  locale: CliLocale,
): Promise<Connection> {
  const demo = command.demo ? await startDemo() : null;
  try {
    const baseUrl = demo ? demo.baseUrl : await resolveBaseUrl(command.baseUrl, io, locale);
    const token = demo ? demo.token : await resolveToken(io, locale);
    if (demo && command.json) io.stderr(`price-lookup: ${locale.words.t('cli.demo.jsonNotice')}\n`);
    return { baseUrl, token, demo: demo !== null, close: async () => demo?.close() };
  } catch (error) {
    await demo?.close();
    throw error;
  }
}

async function startDemo(): ReturnType<typeof startPriceSimulator> {
  try {
    return await startPriceSimulator();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    throw failWith('internal', typeof code === 'string' ? msg('cli.demo.startFailedCode', { code }) : msg('cli.demo.startFailed'));
  }
}

const NOT_CONFIGURED = msg('cli.baseUrl.notConfigured');

/** IT's policies as the app reads them: the registry's or a profile's over the policy file's. */
async function readItPolicies(io: CliIo) {
  const { env } = io;
  const file = await readPolicies(env.PRICE_LOOKUP_POLICY_FILE?.trim() || policyFilePath(process.platform, env));
  const system = (io.systemPolicies ?? (() => watchSystemPolicies({ platform: process.platform })))();
  if (system === null) return file;
  try {
    return mergePolicies([(await system.started).policies, file]);
  } finally {
    system.dispose();
  }
}

async function resolveBaseUrl(flag: string | undefined, io: CliIo, locale: CliLocale): Promise<string> {
  const { env } = io;
  // IT's base URL: locked, it is the only one; else a preset under the user's own.
  const { values } = await readItPolicies(io);
  if (values.BaseUrl !== undefined && values.BaseUrlLocked === true) {
    const asked = flag ?? env.PRICE_LOOKUP_BASE_URL;
    if (asked !== undefined && asked.trim() !== '' && asked.trim() !== values.BaseUrl) {
      throw failWith('invalid-input', msg('policy.error.locked'));
    }
    return values.BaseUrl;
  }
  const [raw, origin] =
    flag !== undefined
      ? [flag, 'cli.baseUrl.invalidFromOption' as const]
      : env.PRICE_LOOKUP_BASE_URL
        ? [env.PRICE_LOOKUP_BASE_URL, 'cli.baseUrl.invalidFromEnvironment' as const]
        : [(await baseUrlFromSettings(env)) ?? values.BaseUrl ?? null, 'cli.baseUrl.invalidFromSettings' as const];
  if (raw === null) throw failWith('invalid-input', NOT_CONFIGURED);
  const checked = checkBaseUrl(raw);
  if (!checked.ok) throw failWith('invalid-input', msg(origin, { problem: locale.words.text(checked.message) }));
  return checked.value;
}

/** The base URL the app saved. Read only: the CLI never changes or moves the app's files. */
async function baseUrlFromSettings(env: NodeJS.ProcessEnv): Promise<string | null> {
  const { settings, notice } = await loadAppSettings(appSettingsStore(env), NOT_CONFIGURED);
  if (settings.baseUrl !== null) return settings.baseUrl;
  if (notice !== null) throw failWith('invalid-input', notice, NOT_CONFIGURED);
  // The app shows demo data in this case; the CLI only does when asked, so real and demo prices never mix up.
  if (settings.useDemo) throw failWith('invalid-input', msg('cli.settings.demoOnly'), NOT_CONFIGURED);
  return null;
}

async function resolveToken(io: CliIo, locale: CliLocale): Promise<string> {
  const fromEnv = io.env.PRICE_LOOKUP_TOKEN;
  let raw: string | null;
  let inKeychain = false;
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    raw = fromEnv;
  } else {
    inKeychain = true;
    try {
      raw = await (io.tokenStore ?? createKeychainTokenStore()).read();
    } catch (error) {
      if (error instanceof TokenUnreadableError) throw failWith('no-token', error.userMessage);
      throw failWith('no-token', keychainFailureMessage(error), msg('cli.token.useEnvironment'));
    }
  }
  if (raw === null) throw failWith('no-token', msg('cli.token.missing'));
  const token = checkToken(raw);
  if (!token.ok) {
    const problem = locale.words.text(token.message);
    throw failWith('no-token', msg(inKeychain ? 'cli.token.unusableFromKeychain' : 'cli.token.unusableFromEnvironment', { problem }));
  }
  // Same rule as the app: an expired JWT is not sent, so the user learns why at once.
  const expiry = jwtExpiry(token.value);
  if (expiry !== null && expiry <= (io.now ?? (() => new Date()))()) {
    const when = locale.dateTimeUtc(expiry);
    throw failWith('token-expired', msg(inKeychain ? 'cli.token.expiredFromKeychain' : 'cli.token.expiredFromEnvironment', { when }));
  }
  return token.value;
}

/**
 * What the window shows beside a lookup's failure, said after it on the one line: where the service's
 * own error came from, and for a missing article (one lookup, nothing found) the base URL to check.
 */
function lookupDetails(problem: Message): Message[] {
  if (problem.key === 'errors.notFound') return [msg('lookup.error.checkBaseUrl')];
  const { host, status } = problem.values ?? {};
  if (problem.key === 'errors.unavailable.serverError' && host !== undefined && status !== undefined) {
    return [msg('lookup.error.serviceDetails', { host, status })];
  }
  return [];
}
