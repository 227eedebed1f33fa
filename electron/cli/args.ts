import { parseArgs } from 'node:util';

export const USAGE = `Usage:
  price-lookup check <artnr> --country <cc> [--factor <n>] [--profile <name>] [--json] [--base-url <url>] [--demo]
  price-lookup quote --country <cc> [--factor <n>] [--json] [--base-url <url>] [--demo]  < lines
  price-lookup --version
  price-lookup --help

Looks up an article's price information at the price service. "quote" reads lines from standard
input (artnr<TAB>qty, artnr;qty, artnr,qty or artnr alone) and prints the quote with its total.
  --country   at, be, ch, de, dk, fi, fr, gl, it, nl, no, se
  --factor    a multiplier for the price, e.g. 1.25 or 1,25
  --profile   a price profile of the service (default: the service's own)
  --json      print the normalised price information as JSON
  --base-url  the price service (else PRICE_LOOKUP_BASE_URL, else the app's settings)
  --demo      use the built-in simulator's demo data
The token comes from PRICE_LOOKUP_TOKEN, else from the keychain entry the app stored.
Exit codes: 0 ok, 2 invalid input, 3 no or rejected token, 4 not found, 5 service unavailable, 6 unexpected answer.
`;

export type CliCommand =
  | { command: 'help' }
  | { command: 'version' }
  | {
      command: 'check';
      artnr: string;
      country: string;
      factor: string | undefined;
      profile: string | undefined;
      json: boolean;
      baseUrl: string | undefined;
      demo: boolean;
    }
  | {
      command: 'quote';
      country: string;
      factor: string | undefined;
      json: boolean;
      baseUrl: string | undefined;
      demo: boolean;
    };

const EMPTY_OPTION = {
  country: '--country is empty. Give a country, e.g. --country at.',
  factor: '--factor is empty. Give a factor, e.g. --factor 1.25, or leave --factor out for none.',
  profile: "--profile is empty. Give a price profile, e.g. --profile reimo, or leave --profile out for the service's default.",
  'base-url':
    "--base-url is empty. Give the price service's address, or leave --base-url out to use PRICE_LOOKUP_BASE_URL or the app's settings.",
} as const;

/** Reads the command line; a usage error comes back as a message, never a throw. */
export function parseCliArgs(argv: readonly string[]): { ok: true; value: CliCommand } | { ok: false; message: string } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    // parseArgs names the unknown or incomplete option; its advice on '--' escapes is noise here.
    const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    const message = first.replace(/\s*To specify .*$/, '').replace(/\.$/, '') || 'Invalid arguments';
    return { ok: false, message: `${message}. See price-lookup --help.` };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { ok: true, value: { command: 'help' } };
  if (values.version) return { ok: true, value: { command: 'version' } };
  // `--factor ""` (or `--factor=`) is a mistake, often an unset shell variable; it never means "none".
  for (const option of ['country', 'factor', 'profile', 'base-url'] as const) {
    const value = values[option];
    if (value !== undefined && value.trim() === '') return { ok: false, message: EMPTY_OPTION[option] };
  }
  const [command, artnr, ...rest] = positionals;
  if (command === undefined) return { ok: false, message: 'Missing command. See price-lookup --help.' };
  if (command === 'quote') {
    if (artnr !== undefined) return { ok: false, message: 'price-lookup quote reads its lines from standard input, not from arguments.' };
    if (values.country === undefined) return { ok: false, message: 'Missing --country, e.g. --country at.' };
    if (values.profile !== undefined) return { ok: false, message: 'price-lookup quote has no --profile.' };
    return {
      ok: true,
      value: {
        command: 'quote',
        country: values.country,
        factor: values.factor,
        json: values.json ?? false,
        baseUrl: values['base-url'],
        demo: values.demo ?? false,
      },
    };
  }
  if (command !== 'check') return { ok: false, message: `Unknown command "${command.slice(0, 32)}". See price-lookup --help.` };
  if (artnr === undefined) return { ok: false, message: 'Missing article number: price-lookup check <artnr> --country <cc>.' };
  if (rest.length > 0) return { ok: false, message: 'Give one article number per check.' };
  if (values.country === undefined) return { ok: false, message: 'Missing --country, e.g. --country at.' };
  return {
    ok: true,
    value: {
      command: 'check',
      artnr,
      country: values.country,
      factor: values.factor,
      profile: values.profile,
      json: values.json ?? false,
      baseUrl: values['base-url'],
      demo: values.demo ?? false,
    },
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      country: { type: 'string' },
      factor: { type: 'string' },
      profile: { type: 'string' },
      json: { type: 'boolean' },
      'base-url': { type: 'string' },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}
