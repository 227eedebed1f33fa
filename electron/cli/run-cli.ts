import { checkBaseUrl, checkToken } from '../shared/connection';
import { jwtExpiry } from '../shared/jwt';
import { validateLookupInput } from '../shared/lookup-input';
import { checkPrice } from '../core/price-client';
import { createSettingsStore } from '../core/settings-store';
import { startPriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, KeychainUnavailableError, TokenUnreadableError } from '../core/token-store';
import { userDataDir } from '../core/user-data';
import { parseCliArgs, USAGE } from './args';
import { formatPriceInfoJson } from './format-json';
import { formatSummary } from './format-summary';
import { runQuote } from './quote-command';
import { CliFailure, failWith, type Connection } from './cli-failure';
import type { CliIo } from './cli-io';
import { version } from '../../package.json';

/** Runs one command line and returns the exit code. Errors are one line on stderr, never with the token. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    // Only the error's name: a message from deep inside could quote anything, the token included.
    const name = error instanceof Error ? ` (${error.name})` : '';
    const failure = error instanceof CliFailure ? error : new CliFailure(1, `Something went wrong inside price-lookup${name}.`);
    io.stderr(`price-lookup: ${failure.message}\n`);
    return failure.exitCode;
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseCliArgs(argv);
  if (!args.ok) throw failWith('invalid-input', args.message);
  const command = args.value;
  if (command.command === 'help') {
    io.stdout(USAGE);
    return 0;
  }
  if (command.command === 'version') {
    io.stdout(`${version}\n`);
    return 0;
  }
  if (command.command === 'quote') return runQuote(command, io, openConnection);
  const input = validateLookupInput({
    artnr: command.artnr,
    country: command.country,
    factor: command.factor ?? '',
    profile: command.profile ?? '',
  });
  if (!input.ok) throw failWith('invalid-input', input.errors.map((error) => error.message).join(' '));

  const connection = await openConnection(command, io);
  try {
    const result = await checkPrice({ ...io.checkOptions, ...connection, request: input.request, fetch: io.fetch });
    if (!result.ok) throw failWith(result.error.kind, result.error.message);
    io.stdout(command.json ? formatPriceInfoJson(result.value) : formatSummary(result.value, input.request, connection.demo));
    return 0;
  } finally {
    await connection.close();
  }
}

/** Where lookups go and with which token: the simulator for --demo, else the configured service. */
async function openConnection(command: { baseUrl: string | undefined; demo: boolean; json: boolean }, io: CliIo): Promise<Connection> {
  const demo = command.demo ? await startDemo() : null;
  try {
    const baseUrl = demo ? demo.baseUrl : await resolveBaseUrl(command.baseUrl, io.env);
    const token = demo ? demo.token : await resolveToken(io);
    if (demo && command.json) io.stderr('price-lookup: demo data from the built-in simulator, not the price service.\n');
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
    throw failWith('internal', `Could not start the demo simulator on 127.0.0.1${typeof code === 'string' ? ` (${code})` : ''}.`);
  }
}

const NOT_CONFIGURED = 'No price service is configured. Use --base-url, PRICE_LOOKUP_BASE_URL or --demo.';

async function resolveBaseUrl(flag: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  const [raw, origin] =
    flag !== undefined
      ? [flag, '--base-url']
      : env.PRICE_LOOKUP_BASE_URL
        ? [env.PRICE_LOOKUP_BASE_URL, 'PRICE_LOOKUP_BASE_URL']
        : [await baseUrlFromSettings(env), 'the app settings'];
  if (raw === null) throw failWith('invalid-input', NOT_CONFIGURED);
  const checked = checkBaseUrl(raw);
  if (!checked.ok) throw failWith('invalid-input', `${checked.message} (from ${origin})`);
  return checked.value;
}

/** The base URL the app saved. Read only: the CLI never changes or moves the app's files. */
async function baseUrlFromSettings(env: NodeJS.ProcessEnv): Promise<string | null> {
  const store = createSettingsStore(userDataDir(env));
  let loaded: Awaited<ReturnType<typeof store.load>>;
  try {
    loaded = await store.load({ readOnly: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    throw failWith(
      'invalid-input',
      `The settings file ${store.file} could not be read${typeof code === 'string' ? ` (${code})` : ''}. ${NOT_CONFIGURED}`,
    );
  }
  const { settings, notice } = loaded;
  if (settings.baseUrl !== null) return settings.baseUrl;
  if (notice !== null) throw failWith('invalid-input', `${notice} ${NOT_CONFIGURED}`);
  // The app shows demo data in this case; the CLI only does when asked, so real and demo prices never mix up.
  if (settings.useDemo) throw failWith('invalid-input', `The app is set to demo data and has no price service. ${NOT_CONFIGURED}`);
  return null;
}

async function resolveToken(io: CliIo): Promise<string> {
  const fromEnv = io.env.PRICE_LOOKUP_TOKEN;
  let raw: string | null;
  let origin = 'PRICE_LOOKUP_TOKEN';
  if (fromEnv !== undefined && fromEnv.trim() !== '') {
    raw = fromEnv;
  } else {
    origin = 'the keychain entry';
    try {
      raw = await (io.tokenStore ?? createKeychainTokenStore()).read();
    } catch (error) {
      if (error instanceof TokenUnreadableError) throw failWith('no-token', error.message);
      const detail = error instanceof KeychainUnavailableError ? error.message : 'The keychain could not be read.';
      throw failWith('no-token', `${detail} Set PRICE_LOOKUP_TOKEN to the access token instead.`);
    }
  }
  if (raw === null) {
    throw failWith('no-token', "No access token. Set PRICE_LOOKUP_TOKEN or save one in the app's Settings.");
  }
  const token = checkToken(raw);
  if (!token.ok) throw failWith('no-token', `The token in ${origin} is not usable: ${token.message}`);
  // Same rule as the app: an expired JWT is not sent, so the user learns why at once.
  const expiry = jwtExpiry(token.value);
  if (expiry !== null && expiry <= (io.now ?? (() => new Date()))()) {
    const when = `${expiry.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
    throw failWith(
      'token-expired',
      `The access token in ${origin} expired on ${when}. Get a new one and set PRICE_LOOKUP_TOKEN or save it in the app's Settings.`,
    );
  }
  return token.value;
}
