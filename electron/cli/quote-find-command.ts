import { msg } from '../shared/i18n/catalogue';
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
 * the one rule), last changed first, each with its number, day, customer, status (quoteStatus) and total
 * as the quote shows it (keptQuoteTotal, through the index). Exit 0 when any is found, 4 when none.
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
    total: each.total,
  }));
  if (command.json) {
    // For scripts: the same bytes in every language, the total as a decimal string (null while not known).
    const quotesJson = rows.map((row) => ({ ...row, total: row.total?.total ?? null, currency: row.total?.currency ?? null }));
    io.stdout(`${JSON.stringify({ words: command.words, count: rows.length, quotes: quotesJson }, null, 2)}\n`);
  }
  if (rows.length === 0) throw failWith('not-found', msg('cli.quoteFind.none', { words: command.words }));
  if (!command.json) {
    const { t } = locale.words;
    const header = (['number', 'day', 'customer', 'status', 'total', 'name'] as const).map((column) => t(`cli.quoteFind.column.${column}`));
    const cells = rows.map((row) => [
      row.number ?? '–',
      row.day === null ? '' : formatDay(row.day, locale.regional, 'digits'),
      row.customer ?? '',
      t(`status.${row.status}`),
      row.total === null ? '' : locale.money(row.total.total, row.total.currency),
      row.name,
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)));
    // The total right-aligned, as amounts are; the rest left.
    const line = (row: string[]): string =>
      row
        .map((cell, column) => (column === 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
        .join('  ')
        .trimEnd();
    io.stdout(`${[line(header), ...cells.map(line), t('cli.quoteFind.count', { count: rows.length })].join('\n')}\n`);
  }
  return 0;
}
