import Big from 'big.js';
import { EXIT_CODES, type AppError } from '../shared/errors';
import { validateLookupInput } from '../shared/lookup-input';
import { stockLabel } from '../shared/price-info';
import { priceLine, quoteTotal, type PricedLine, type QuoteTotal } from '../shared/quote/priced-quote';
import { copyShows, type QuoteField } from '../shared/quote/copy-shows';
import { lineFigures, taxingOf, type LineFigures, type PriceBasis, type Shown } from '../shared/quote/quote-figures';
import type { QuoteVat } from '../shared/quote/vat-treatment';
import { shownText, totalLinesText, totalNotes } from '../shared/quote/quote-figures-words';
import { stockAsOf } from '../shared/quote/kept-pricing';
import { parseQuoteLines } from '../shared/quote/quote-lines';
import type { PriceLookup } from '../shared/ipc-contract';
import { msg, type Message } from '../shared/i18n/catalogue';
import { englishText } from '../shared/i18n/translator';
import { unusualFactorRefusal } from './cli-factor';
import { failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import { cliLocale, type CliLocale } from './cli-locale';
import type { CliLookups } from './cli-lookups';
import { fetchedWhen } from './format-summary';
import { admitAnswer, answerExitCode, lastKnownNotUsedHint, LAST_KNOWN_EXIT_CODE, type CliAnswer } from './answer-exit';

// The JSON's words: the same bytes in every language.
const ENGLISH = cliLocale('en');

// These end the whole quote: every other line would fail the same way.
const FATAL = new Set(['no-token', 'token-expired', 'token-rejected', 'keychain-unavailable']);

/** A priced line, and when it is a last-known answer, when that was fetched and why. */
interface QuotedLine {
  priced: PricedLine;
  lastKnown: PriceLookup['lastKnown'];
}

/**
 * A line that could not be priced: its number (none for the whole quote), what was typed, why, and when
 * a last-known answer was not used (no --allow-last-known), when that was fetched.
 */
interface LineProblem {
  line: number | null;
  input: string;
  message: Message;
  lastKnownNotUsed?: string;
}

interface QuoteCommand {
  country: string;
  factor: string | undefined;
  unusualFactor: boolean;
  basis: PriceBasis;
  vat: QuoteVat;
  json: boolean;
  allowLastKnown: boolean;
  baseUrl: string | undefined;
  demo: boolean;
}

/** `price-lookup quote`: reads quote lines from standard input, prices them in parallel, prints the quote. */
export async function runQuote(
  command: QuoteCommand,
  io: CliIo,
  locale: CliLocale,
  openLookups: (command: QuoteCommand, io: CliIo, locale: CliLocale) => Promise<CliLookups>,
): Promise<number> {
  const settings = validateLookupInput({ artnr: 'x', country: command.country, factor: command.factor ?? '' });
  if (!settings.ok) throw failWith('invalid-input', ...settings.errors.map((error) => error.message));
  const unusual = unusualFactorRefusal(command.factor, command.unusualFactor, locale);
  if (unusual) throw failWith('invalid-input', unusual);
  const { country, factor } = settings.request;
  const parsed = parseQuoteLines(io.stdin ? await io.stdin() : '', locale.regional);
  if (parsed.lines.length === 0 && parsed.errors.length === 0) {
    throw failWith('invalid-input', msg('cli.quote.noLines'));
  }

  const lookups = await openLookups(command, io, locale);
  const quoted: QuotedLine[] = [];
  const errors: LineProblem[] = [...parsed.errors];
  const admitted: CliAnswer[] = [];
  let fatal: AppError | null = null;
  try {
    // All lines at once: the lookups' one limit and busy policy pace the requests. A fatal answer stops
    // the lines that have not reached the service yet.
    const stop = new AbortController();
    const answers = await Promise.all(
      parsed.lines.map(async (line) => {
        if (fatal) return null;
        const result = await lookups.prices
          .lookUp({ artnr: line.artnr, country, factor, profile: null }, { signal: stop.signal })
          .catch((error: unknown) => {
            if (stop.signal.aborted) return null;
            throw error;
          });
        if (result && !result.ok && FATAL.has(result.error.kind) && !fatal) {
          fatal = result.error;
          stop.abort(new Error('quote stopped'));
        }
        return result;
      }),
    );
    if (fatal) throw lookups.failure(fatal);
    answers.forEach((result, index) => {
      const line = parsed.lines[index];
      if (!line || !result) return;
      const answer = admitAnswer(result, command.allowLastKnown);
      admitted.push(answer);
      if (answer.ok) {
        const { info, lastKnown } = answer.value;
        // The one rule for a stock figure's date: an answer of now is current, a last-known one is from when it was fetched.
        const asOf = stockAsOf(null, lastKnown ? { pricedAt: lastKnown.fetchedAt } : null);
        quoted.push({ priced: { ...priceLine({ ...line, factor }, info), stockAsOf: asOf }, lastKnown });
      } else {
        const { lastKnownNotUsed } = answer;
        errors.push({
          line: line.line,
          input: line.artnr,
          message: answer.error.message,
          ...(lastKnownNotUsed ? { lastKnownNotUsed } : {}),
        });
      }
    });
  } finally {
    await lookups.close();
  }

  // Intra-Community supplies and exports are net whatever --net says (taxingOf).
  const taxing = taxingOf({ ...command.vat, basis: command.basis });
  const total = quoteTotal(
    quoted.map((line) => line.priced),
    taxing,
  );
  if (!total.ok) errors.push({ line: null, input: '', message: total.message });
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  io.stdout(
    command.json
      ? quoteJson(quoted, total, errors, taxing.basis)
      : quoteSummary(quoted, total, errors, { demo: lookups.demo, ownVatId: lookups.ownVatId }, locale, taxing.basis),
  );
  const exitCode = answerExitCode(admitted);
  if (exitCode === EXIT_CODES.unavailable) io.stderr(`price-lookup: ${locale.sentences(unavailableNotice(admitted))}\n`);
  return exitCode;
}

/** What stderr says when lines could not be priced from the service: how many, and how many have a last-known price not used. */
function unavailableNotice(answers: readonly CliAnswer[]): Message[] {
  const unavailable = answers.filter((answer) => !answer.ok && answer.error.kind === 'unavailable');
  const kept = unavailable.filter((answer) => !answer.ok && answer.lastKnownNotUsed !== undefined).length;
  return [
    msg('cli.quote.linesUnavailable', { count: unavailable.length }),
    ...(kept > 0 ? [msg('cli.quote.lastKnownNotUsed', { count: kept, code: LAST_KNOWN_EXIT_CODE })] : []),
  ];
}

/** Why a line was not priced, in a locale's words: with the hint to --allow-last-known when its last-known answer was not used. */
function problemText(error: LineProblem, locale: CliLocale): string {
  const hint = error.lastKnownNotUsed === undefined ? [] : [lastKnownNotUsedHint(error.lastKnownNotUsed, locale)];
  return locale.sentences([error.message, ...hint]);
}

/**
 * Machine-readable, so the same bytes in every language: messages in English, money with a dot. A line
 * priced from a last-known answer (the service could not be reached) has `lastKnown`: when and why.
 * Prices as the service gives them (gross); each line's `offer`, and with `--net` its net unit price and
 * net line total; `total` is the first total line on the basis (null when no line is counted), `totals` the whole block. A line not
 * offered (no price, discontinued) has null prices and totals, never a 0 a script would add up: its
 * `offer` says why.
 */
function quoteJson(quoted: QuotedLine[], total: QuoteTotal, errors: LineProblem[], basis: PriceBasis): string {
  // Exact, with at least 2 decimals: a unit price below a cent keeps its own.
  const money = (value: string | null): string | null => {
    if (value === null) return null;
    const decimals = new Big(value).toFixed().split('.')[1]?.length ?? 0;
    return new Big(value).toFixed(Math.max(2, decimals));
  };
  const amountOf = (shown: Shown): string | null => ('amount' in shown ? money(shown.amount) : null);
  return `${JSON.stringify(
    {
      currency: total.ok ? total.currency : null,
      basis,
      // The treatment the totals were made on: intra-Community supplies and exports charge no VAT.
      vat: total.ok ? total.figures.vat.treatment : null,
      lines: quoted.map(({ priced: line, lastKnown }) => {
        const figures = lineFigures(line, basis);
        const offered = line.offer === 'offered';
        return {
          artnr: line.artnr,
          quantity: line.quantity,
          unitPrice: offered ? money(line.unitPrice) : null,
          factorPrice: offered ? money(line.factorPrice) : null,
          lineTotal: offered ? line.lineTotal : null,
          offer: line.offer,
          ...(basis === 'net' ? { netUnitPrice: amountOf(figures.unitPrice), netLineTotal: amountOf(figures.lineTotal) } : {}),
          tax: line.tax,
          stock: line.stock,
          lifecycle: line.lifecycle,
          warnings: line.warnings.map(englishText),
          ...(lastKnown ? { lastKnown: { fetchedAt: lastKnown.fetchedAt, reason: englishText(lastKnown.reason) } } : {}),
        };
      }),
      // No line counted (none offered): no total, never a 0.00 a script would take for one.
      total: total.ok && total.figures.totals.length > 0 ? total.total : null,
      totals: total.ok ? total.figures.totals : null,
      errors: errors.map((error) => ({ line: error.line, input: error.input, message: problemText(error, ENGLISH) })),
    },
    null,
    2,
  )}\n`;
}

function quoteSummary(
  quoted: QuotedLine[],
  total: QuoteTotal,
  errors: LineProblem[],
  { demo, ownVatId }: { demo: boolean; ownVatId: string },
  locale: CliLocale,
  basis: PriceBasis,
): string {
  const { t } = locale.words;
  const out: string[] = [];
  if (demo) out.push(t('cli.demo.banner'));
  // What the window's table shows, on the quote's basis: "on request" for no price, why a line is left out.
  const shown = (value: Shown): string => shownText(value, locale.amount, locale.words);
  // The terminal is the sales person's: the internal copy's columns (copyShows).
  const allColumns: { field: QuoteField; heading: string; cell: (quotedLine: QuotedLine, figures: LineFigures) => string }[] = [
    { field: 'article', heading: t('cli.quote.column.article'), cell: ({ priced }) => priced.artnr },
    { field: 'quantity', heading: t('cli.quote.column.quantity'), cell: ({ priced }) => locale.integer(priced.quantity) },
    { field: 'listPrice', heading: t('cli.quote.column.price', { basis }), cell: (_, figures) => shown(figures.price) },
    {
      field: 'factorPrice',
      heading: t('cli.quote.column.factorPrice', { basis }),
      cell: (_, figures) => (figures.factorPrice === null ? '' : shown(figures.factorPrice)),
    },
    { field: 'lineTotal', heading: t('cli.quote.column.lineTotal', { basis }), cell: (_, figures) => shown(figures.lineTotal) },
    {
      field: 'stock',
      heading: t('cli.quote.column.stock'),
      // Stock not current carries its date, as in the window: never read as current.
      cell: ({ priced }) =>
        priced.stockAsOf
          ? `${stockLabel(priced.stock)} (${t('quote.column.stockAsOf', { when: fetchedWhen({ fetchedAt: priced.stockAsOf }, locale) })})`
          : stockLabel(priced.stock),
    },
    { field: 'lifecycle', heading: t('cli.quote.column.lifecycle'), cell: ({ priced }) => priced.lifecycle },
  ];
  const columns = allColumns.filter((column) => copyShows('internal', column.field));
  const rows = quoted.map((quotedLine) => columns.map((column) => column.cell(quotedLine, lineFigures(quotedLine.priced, basis))));
  const header = columns.map((column) => column.heading);
  const textColumns = new Set<QuoteField>(['article', 'lifecycle']);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]): string =>
    row
      .map((cell, column) =>
        columns[column] && textColumns.has(columns[column].field) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  out.push(format(header));
  quoted.forEach(({ priced: line, lastKnown }, index) => {
    out.push(format(rows[index] ?? []));
    // The window's mark for a line priced from a last-known answer.
    if (lastKnown) out.push(`    ! ${t('lastKnown.line.marker', { when: fetchedWhen(lastKnown, locale) })}`);
    if (copyShows('internal', 'notes')) for (const warning of line.warnings) out.push(`    ! ${locale.words.text(warning)}`);
  });
  if (!total.ok) out.push(locale.words.text(total.message));
  else {
    const { currency } = total;
    const money = (amount: string): string => (currency ? locale.money(amount, currency) : locale.amount(amount));
    for (const row of totalLinesText(total.figures, locale.words, money, locale.regional)) out.push(t('quote.totals.line', row));
    out.push(...totalNotes(total.figures, locale.words, ownVatId));
  }
  for (const error of errors) {
    const values = { line: error.line === null ? '-' : String(error.line), problem: problemText(error, locale) };
    out.push(error.input ? t('cli.quote.lineError', { ...values, input: error.input }) : t('cli.quote.lineErrorNoInput', values));
  }
  return `${out.join('\n')}\n`;
}
