import { checkBaseUrl, checkToken } from '../shared/connection';
import { EXIT_CODES, type AppErrorKind } from '../shared/errors';
import { validateLookupInput } from '../shared/lookup-input';
import { checkPrice, type FetchLike } from '../core/price-client';
import { createSettingsStore } from '../core/settings-store';
import { startPriceSimulator } from '../core/simulator/price-simulator';
import { createKeychainTokenStore, KeychainUnavailableError, TokenUnreadableError, type TokenStore } from '../core/token-store';
import { userDataDir } from '../core/user-data';
import { parseCliArgs, USAGE } from './args';
import { formatPriceInfoJson } from './format-json';
import { formatSummary } from './format-summary';
import { version } from '../../package.json';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  fetch: FetchLike;
  /** The keychain by default; tests pass a store of their own. */
  tokenStore?: TokenStore;
}

class CliFailure extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

const failWith = (kind: AppErrorKind, message: string): CliFailure => new CliFailure(EXIT_CODES[kind], message);

/** Runs one command line and returns the exit code. Errors are one line on stderr, never with the token. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    const failure = error instanceof CliFailure ? error : new CliFailure(1, 'Something went wrong inside price-lookup.');
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
  const input = validateLookupInput({
    artnr: command.artnr,
    country: command.country,
    factor: command.factor ?? '',
    profile: command.profile ?? '',
  });
  if (!input.ok) throw failWith('invalid-input', input.errors.map((error) => error.message).join(' '));

  const demo = command.demo ? await startPriceSimulator() : null;
  try {
    const baseUrl = demo ? demo.baseUrl : await resolveBaseUrl(command.baseUrl, io.env);
    const token = demo ? demo.token : await resolveToken(io);
    if (demo && command.json) io.stderr('price-lookup: demo data from the built-in simulator, not the price service.\n');
    const result = await checkPrice({ baseUrl, token, request: input.request, fetch: io.fetch });
    if (!result.ok) throw failWith(result.error.kind, result.error.message);
    io.stdout(command.json ? formatPriceInfoJson(result.value) : formatSummary(result.value, input.request, demo !== null));
    return 0;
  } finally {
    await demo?.close();
  }
}

async function resolveBaseUrl(flag: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  const [raw, origin] =
    flag !== undefined
      ? [flag, '--base-url']
      : env.PRICE_LOOKUP_BASE_URL
        ? [env.PRICE_LOOKUP_BASE_URL, 'PRICE_LOOKUP_BASE_URL']
        : [(await createSettingsStore(userDataDir(env)).load({ readOnly: true })).settings.baseUrl, 'the app settings'];
  if (raw === null) {
    throw failWith('invalid-input', 'No price service is configured. Use --base-url, PRICE_LOOKUP_BASE_URL or --demo.');
  }
  const checked = checkBaseUrl(raw);
  if (!checked.ok) throw failWith('invalid-input', `${checked.message} (from ${origin})`);
  return checked.value;
}

async function resolveToken(io: CliIo): Promise<string> {
  const fromEnv = io.env.PRICE_LOOKUP_TOKEN;
  let raw: string | null;
  if (fromEnv !== undefined && fromEnv !== '') {
    raw = fromEnv;
  } else {
    try {
      raw = await (io.tokenStore ?? createKeychainTokenStore()).read();
    } catch (error) {
      if (error instanceof TokenUnreadableError) throw failWith('no-token', error.message);
      const detail = error instanceof KeychainUnavailableError ? error.message : 'The keychain could not be read.';
      throw failWith('no-token', `${detail} Set PRICE_LOOKUP_TOKEN instead.`);
    }
  }
  if (raw === null) {
    throw failWith('no-token', 'No access token. Set PRICE_LOOKUP_TOKEN or save one in the app\'s Settings.');
  }
  const token = checkToken(raw);
  if (!token.ok) throw failWith('no-token', token.message);
  return token.value;
}
