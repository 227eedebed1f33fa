import { msg, type Message } from '../shared/i18n/catalogue';
import { validateLookupInput } from '../shared/lookup-input';
import { parseCliArgs } from './args';
import { cliLanguage } from './cli-language';
import { cliLocale, type CliLocale } from './cli-locale';
import { openCliLookups } from './cli-lookups';
import { serviceSettings } from './cli-settings';
import { formatPriceInfoJson } from './format-json';
import { formatSummary } from './format-summary';
import { runQuote } from './quote-command';
import { runQuoteFind } from './quote-find-command';
import { admitAnswer, answerExitCode, lastKnownNotUsedHint } from './answer-exit';
import { runSignIn } from './sign-in-command';
import { unusualFactorRefusal } from './cli-factor';
import { CliFailure, failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import { terminalText } from '../shared/control-characters';
import { version } from '../../package.json';

/**
 * Runs one command line and returns the exit code. Errors are one line on stderr, never with the token,
 * in the language of `--lang`, else of LC_ALL, LC_MESSAGES or LANG. No control character but tab and line
 * ends reaches the terminal (`terminalText`).
 */
export async function runCli(argv: readonly string[], given: CliIo): Promise<number> {
  // What a customer, a quote or a file said may hold an ESC: nothing printed may act on the terminal.
  const io: CliIo = { ...given, stdout: (text) => given.stdout(terminalText(text)), stderr: (text) => given.stderr(terminalText(text)) };
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
  if (command.command === 'quote') return runQuote(command, io, locale, openCliLookups);
  if (command.command === 'quote-find') return runQuoteFind(command, io, locale);
  if (command.command === 'sign-in') {
    return runSignIn(command, io, locale, async (flag) => (await serviceSettings(flag, io, locale)).baseUrl);
  }
  const input = validateLookupInput({
    artnr: command.artnr,
    country: command.country,
    factor: command.factor ?? '',
    profile: command.profile ?? '',
  });
  if (!input.ok) throw failWith('invalid-input', ...input.errors.map((error) => error.message));
  const unusual = unusualFactorRefusal(command.factor, command.unusualFactor, locale);
  if (unusual) throw failWith('invalid-input', unusual);

  const lookups = await openCliLookups(command, io, locale);
  try {
    const answer = admitAnswer(await lookups.prices.lookUp(input.request), command.allowLastKnown);
    if (!answer.ok) {
      const hint = answer.lastKnownNotUsed === undefined ? [] : [lastKnownNotUsedHint(answer.lastKnownNotUsed, locale)];
      throw lookups.failure(answer.error, ...lookupDetails(answer.error.message, lookups.demo), ...hint);
    }
    const { info, lastKnown } = answer.value;
    // --json is for machines: the same bytes in every language.
    io.stdout(
      command.json
        ? formatPriceInfoJson(info, lastKnown, input.request.factor)
        : formatSummary(info, input.request, lookups.demo, locale, lastKnown),
    );
    return answerExitCode([answer]);
  } finally {
    await lookups.close();
  }
}

/**
 * What the window shows beside a lookup's failure, said after it on the one line: that the service's own
 * error is in the diagnostics log, and for a missing article (one lookup at the service, nothing found) the
 * base URL to check; demo data has no base URL to check.
 */
function lookupDetails(problem: Message, demo: boolean): Message[] {
  if (problem.key === 'errors.notFound') return demo ? [] : [msg('lookup.error.checkBaseUrl')];
  if (problem.key === 'errors.unavailable.serverError') return [msg('lookup.error.serviceDetails')];
  return [];
}
