import { parseArgs } from 'node:util';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { PriceBasis } from '../shared/quote/quote-figures';
import { DEFAULT_VAT_TREATMENT, type QuoteVat, type VatTreatment } from '../shared/quote/vat-treatment';
import { checkEuVatId } from '../shared/vat-id';

/** How `check` and `quote` price: the country, the factor, and where the prices come from. */
interface PricingOptions {
  country: string;
  factor: string | undefined;
  /** `--unusual-factor`: a factor outside the usual range is used as given, not refused. */
  unusualFactor: boolean;
  json: boolean;
  /** `--allow-last-known`: when the service cannot be reached, answer with last-known prices (exit 7). */
  allowLastKnown: boolean;
  baseUrl: string | undefined;
  demo: boolean;
}

export type CliCommand =
  | { command: 'help' }
  | { command: 'version' }
  | ({ command: 'check'; artnr: string; profile: string | undefined } & PricingOptions)
  | ({
      command: 'quote';
      /** `--net`: net prices plus VAT (business customers); else gross, as the app's quotes by default. */
      basis: PriceBasis;
      /** `--vat` and `--vat-id`: the customer's VAT treatment (intra-Community supply and export: net, no VAT, their note). */
      vat: QuoteVat;
    } & PricingOptions)
  | {
      command: 'quote-find';
      /** The words typed after `quote find`, joined with spaces: searched as the window's search field reads them. */
      words: string;
      json: boolean;
    }
  | { command: 'sign-in'; user: string; baseUrl: string | undefined };

// `quote find` reads only the saved quotes: an option of the lookups would be ignored, so it is refused.
const NOT_FOR_FIND = [
  'country',
  'factor',
  'unusual-factor',
  'profile',
  'net',
  'vat',
  'vat-id',
  'allow-last-known',
  'base-url',
  'user',
  'demo',
] as const;

/** `--vat` as typed, the treatment it names. */
const VAT_OPTION: Readonly<Record<string, VatTreatment>> = {
  domestic: 'domestic',
  'intra-community': 'intraCommunity',
  // Development builds' name for it.
  'reverse-charge': 'intraCommunity',
  export: 'export',
  consumer: 'consumer',
};

/** The VAT treatment `--vat` and `--vat-id` name, or why they cannot be used. */
function vatOption(
  treatment: string | undefined,
  vatId: string | undefined,
): { ok: true; value: QuoteVat } | { ok: false; message: Message } {
  const chosen = treatment === undefined ? DEFAULT_VAT_TREATMENT : VAT_OPTION[treatment.trim().toLowerCase()];
  if (chosen === undefined) return { ok: false, message: msg('cli.args.badVat', { value: (treatment ?? '').slice(0, 32) }) };
  const id = checkEuVatId(vatId ?? '');
  if (!id.ok) return id;
  if (chosen === 'intraCommunity' && id.value === '') return { ok: false, message: msg('customers.vatId.missing') };
  return { ok: true, value: { treatment: chosen, vatId: id.value } };
}

const EMPTY_OPTION = {
  country: msg('cli.args.emptyCountry'),
  factor: msg('cli.args.emptyFactor'),
  profile: msg('cli.args.emptyProfile'),
  'base-url': msg('cli.args.emptyBaseUrl'),
  user: msg('signIn.cli.userMissing'),
} as const;

/**
 * Reads the command line; a usage error comes back as a message, never a throw. `--lang` is accepted
 * here and read before everything else (see cli-language.ts).
 */
export function parseCliArgs(argv: readonly string[]): { ok: true; value: CliCommand } | { ok: false; message: Message } {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch {
    return { ok: false, message: misusedOption(argv) };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { ok: true, value: { command: 'help' } };
  if (values.version) return { ok: true, value: { command: 'version' } };
  // `--factor ""` (or `--factor=`) is a mistake, often an unset shell variable; it never means "none".
  for (const option of ['country', 'factor', 'profile', 'base-url', 'user'] as const) {
    const value = values[option];
    if (value !== undefined && value.trim() === '') return { ok: false, message: EMPTY_OPTION[option] };
  }
  const pricing = (country: string): PricingOptions => ({
    country,
    factor: values.factor,
    unusualFactor: values['unusual-factor'] ?? false,
    json: values.json ?? false,
    allowLastKnown: values['allow-last-known'] ?? false,
    baseUrl: values['base-url'],
    demo: values.demo ?? false,
  });
  const [command, artnr, ...rest] = positionals;
  if (command === undefined) return { ok: false, message: msg('cli.args.missingCommand') };
  if (command === 'quote' && artnr === 'find') {
    const option = NOT_FOR_FIND.find((name) => values[name] !== undefined);
    if (option !== undefined) return { ok: false, message: msg('cli.args.findHasNoOption', { option: `--${option}` }) };
    const words = rest.join(' ').trim();
    if (words === '') return { ok: false, message: msg('cli.args.findMissingWords') };
    return { ok: true, value: { command: 'quote-find', words, json: values.json ?? false } };
  }
  if (command === 'quote') {
    if (artnr !== undefined) return { ok: false, message: msg('cli.args.quoteReadsStdin') };
    if (values.country === undefined) return { ok: false, message: msg('cli.args.missingCountry') };
    if (values.profile !== undefined) return { ok: false, message: msg('cli.args.quoteHasNoProfile') };
    const vat = vatOption(values.vat, values['vat-id']);
    if (!vat.ok) return vat;
    return { ok: true, value: { command: 'quote', ...pricing(values.country), basis: values.net ? 'net' : 'gross', vat: vat.value } };
  }
  if (command === 'sign-in') {
    if (artnr !== undefined) return { ok: false, message: msg('cli.args.invalid') };
    if (values.user === undefined) return { ok: false, message: msg('signIn.cli.userMissing') };
    return { ok: true, value: { command: 'sign-in', user: values.user, baseUrl: values['base-url'] } };
  }
  if (command !== 'check') return { ok: false, message: msg('cli.args.unknownCommand', { command: command.slice(0, 32) }) };
  if (artnr === undefined) return { ok: false, message: msg('cli.args.missingArticle') };
  if (rest.length > 0) return { ok: false, message: msg('cli.args.oneArticle') };
  if (values.country === undefined) return { ok: false, message: msg('cli.args.missingCountry') };
  if (values.net) return { ok: false, message: msg('cli.args.netIsForQuotes') };
  if (values.vat !== undefined || values['vat-id'] !== undefined) return { ok: false, message: msg('cli.args.vatIsForQuotes') };
  return { ok: true, value: { command: 'check', artnr, profile: values.profile, ...pricing(values.country) } };
}

const OPTIONS = {
  country: { type: 'string' },
  factor: { type: 'string' },
  'unusual-factor': { type: 'boolean' },
  profile: { type: 'string' },
  json: { type: 'boolean' },
  'allow-last-known': { type: 'boolean' },
  net: { type: 'boolean' },
  vat: { type: 'string' },
  'vat-id': { type: 'string' },
  'base-url': { type: 'string' },
  user: { type: 'string' },
  demo: { type: 'boolean' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

function parse(argv: readonly string[]) {
  return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
}

/**
 * What the strict parse refused, in our own words: parseArgs's messages are English only. The lenient
 * parse lists every option as given, so the first one the strict parse would refuse is found again.
 */
function misusedOption(argv: readonly string[]): Message {
  const { tokens } = parseArgs({ args: [...argv], allowPositionals: true, strict: false, tokens: true, options: OPTIONS });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = token.rawName;
    if (!Object.hasOwn(OPTIONS, token.name)) return msg('cli.args.unknownOption', { option: option.slice(0, 32) });
    const type = OPTIONS[token.name as keyof typeof OPTIONS].type;
    if (type === 'boolean' && token.value !== undefined) return msg('cli.args.takesNoValue', { option });
    if (type === 'string' && token.value === undefined) return msg('cli.args.missingValue', { option });
    // `--factor -1` could be a forgotten value followed by an option; strict parsing refuses to guess.
    if (type === 'string' && !token.inlineValue && token.value?.startsWith('-')) return msg('cli.args.ambiguousValue', { option });
  }
  return msg('cli.args.invalid');
}
