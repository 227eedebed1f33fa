import { msg } from '../shared/i18n/catalogue';
import { quoteBasis } from '../shared/quote/quote-figures';
import { formatDay, localDay } from '../shared/quote/quote-letter';
import { indexQuotes, type FoundQuote } from '../shared/quote/quote-search';
import { quoteStatus, type StatusClock } from '../shared/quote/quote-status';
import { failWith } from './cli-failure';
import type { CliIo } from './cli-io';
import type { CliLocale } from './cli-locale';
import { readSavedQuotes } from './cli-quotes';
import { appSettingsAndSource } from './cli-settings';

interface QuoteFindCommand {
  words: string;
  json: boolean;
}

/** The day a found quote is listed with, as the window lists it: the day it was issued, else last changed (YYYY-MM-DD; null: none). */
function dayOf(found: FoundQuote): string | null {
  const changed = new Date(found.quote.updatedAt);
  return found.quote.issue?.issuedOn ?? (Number.isNaN(changed.getTime()) ? null : localDay(changed));
}

/**
 * `price-lookup quote find <words>`: the saved quotes the window's search finds for the words (indexQuotes,
 * the one rule), last changed first, each with its number, day, customer, status (quoteStatus), the basis
 * its prices are on (net or gross: its total is that sum) and its net and gross sums as the quote shows them
 * (keptQuoteTotal, through the index), so a script adding up offers adds like with like. Exit 0 when any is
 * found, 4 when none.
 */
export async function runQuoteFind(command: QuoteFindCommand, io: CliIo, locale: CliLocale): Promise<number> {
  const [{ quotes, notice }, { settings, source }] = await Promise.all([readSavedQuotes(io.env), appSettingsAndSource(io)]);
  if (notice !== null) io.stderr(`price-lookup: ${locale.sentences([notice])}\n`);
  const now = io.now?.() ?? new Date();
  const { found } = indexQuotes(quotes, source).search(command.words, {
    locale: locale.regional,
    limit: Number.MAX_SAFE_INTEGER,
    today: localDay(now),
  });
  const clock: StatusClock = { now, defaultValidityDays: settings.documents.validityDays };
  const rows = found.map((each) => ({
    number: each.quote.issue?.number ?? null,
    name: each.quote.name,
    day: dayOf(each),
    customer: each.quote.letter?.recipient?.name ?? null,
    customerNumber: each.quote.letter?.recipient?.customerNumber ?? null,
    status: quoteStatus(each.quote, clock),
    basis: quoteBasis(each.quote),
    total: each.total,
  }));
  if (command.json) {
    // For scripts: the same bytes in every language, amounts as decimal strings (null while not known, and a
    // net sum on the gross basis while a line's VAT rate is unknown); `total` is the sum on `basis`.
    const quotesJson = rows.map(({ total, ...row }) => ({
      ...row,
      total: total?.total ?? null,
      net: total?.net ?? null,
      gross: total?.gross ?? null,
      currency: total?.currency ?? null,
    }));
    io.stdout(`${JSON.stringify({ words: command.words, count: rows.length, quotes: quotesJson }, null, 2)}\n`);
  }
  if (rows.length === 0) throw failWith('not-found', msg('cli.quoteFind.none', { words: command.words }));
  if (!command.json) {
    const { t } = locale.words;
    const header = (['number', 'day', 'customer', 'status', 'basis', 'net', 'gross', 'name'] as const).map((column) =>
      t(`cli.quoteFind.column.${column}`),
    );
    const money = (row: (typeof rows)[number], amount: string | null | undefined): string =>
      row.total === null || amount === null || amount === undefined ? '' : locale.money(amount, row.total.currency);
    const cells = rows.map((row) => [
      row.number ?? '–',
      row.day === null ? '' : formatDay(row.day, locale.regional, 'digits'),
      row.customer ?? '',
      t(`status.${row.status}`),
      t('cli.quoteFind.basis', { basis: row.basis }),
      money(row, row.total?.net),
      money(row, row.total?.gross),
      row.name,
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)));
    // The amounts right-aligned, as amounts are; the rest left.
    const amounts = new Set([5, 6]);
    const line = (row: string[]): string =>
      row
        .map((cell, column) => (amounts.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd();
    io.stdout(`${[line(header), ...cells.map(line), t('cli.quoteFind.count', { count: rows.length })].join('\n')}\n`);
  }
  return 0;
}
