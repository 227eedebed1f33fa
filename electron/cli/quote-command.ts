import Big from 'big.js';
import { busyResult, QUOTE_CONCURRENCY, runBatch } from '../shared/lookup-pool';
import type { AppError } from '../shared/errors';
import { validateLookupInput } from '../shared/lookup-input';
import { priceLine, quoteTotal, type PricedLine } from '../shared/quote/priced-quote';
import { parseQuoteLines, type QuoteLineError } from '../shared/quote/quote-lines';
import { checkPrice } from '../core/price-client';
import { failWith, type Connection } from './cli-failure';
import type { CliIo } from './cli-io';

// These end the whole quote: every other line would fail the same way.
const FATAL = new Set(['no-token', 'token-expired', 'token-rejected']);

interface QuoteCommand {
  country: string;
  factor: string | undefined;
  json: boolean;
  baseUrl: string | undefined;
  demo: boolean;
}

/** `price-lookup quote`: reads quote lines from standard input, prices them in parallel, prints the quote. */
export async function runQuote(
  command: QuoteCommand,
  io: CliIo,
  openConnection: (command: QuoteCommand, io: CliIo) => Promise<Connection>,
): Promise<number> {
  const settings = validateLookupInput({ artnr: 'x', country: command.country, factor: command.factor ?? '' });
  if (!settings.ok) throw failWith('invalid-input', settings.errors.map((error) => error.message).join(' '));
  const { country, factor } = settings.request;
  const parsed = parseQuoteLines(io.stdin ? await io.stdin() : '');
  if (parsed.lines.length === 0 && parsed.errors.length === 0) {
    throw failWith('invalid-input', 'No quote lines on standard input: one "artnr<TAB>qty" (or artnr;qty, artnr,qty, artnr) per line.');
  }

  const connection = await openConnection(command, io);
  const priced: (PricedLine | null)[] = [];
  const errors: (QuoteLineError | { line: null; input: string; message: string })[] = [...parsed.errors];
  let fatal: AppError | null = null;
  try {
    const answers = await runBatch(
      parsed.lines,
      async (line) => {
        if (fatal) return null;
        const result = await checkPrice({
          ...io.checkOptions,
          ...connection,
          request: { artnr: line.artnr, country, factor, profile: null },
          fetch: io.fetch,
        });
        if (!result.ok && FATAL.has(result.error.kind)) fatal = result.error;
        return result;
      },
      {
        concurrency: QUOTE_CONCURRENCY,
        busy: busyResult,
        ...(io.checkOptions?.sleep ? { sleep: io.checkOptions.sleep } : {}),
      },
    );
    if (fatal) throw failWith((fatal as AppError).kind, (fatal as AppError).message);
    answers.forEach((result, index) => {
      const line = parsed.lines[index];
      if (!line || !result) return;
      if (result.ok) priced.push(priceLine({ ...line, factor }, result.value));
      else errors.push({ line: line.line, input: line.artnr, message: result.error.message });
    });
  } finally {
    await connection.close();
  }

  const lines = priced.filter((line): line is PricedLine => line !== null);
  const total = quoteTotal(lines);
  if (!total.ok) errors.push({ line: null, input: '', message: total.message });
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  io.stdout(command.json ? quoteJson(lines, total, errors) : quoteSummary(lines, total, errors, connection.demo));
  return 0;
}

function quoteJson(
  lines: PricedLine[],
  total: ReturnType<typeof quoteTotal>,
  errors: { line: number | null; input: string; message: string }[],
): string {
  const money = (value: string | null): string | null => (value === null ? null : new Big(value).toFixed(2));
  return `${JSON.stringify(
    {
      currency: total.ok ? total.currency : null,
      lines: lines.map((line) => ({
        artnr: line.artnr,
        quantity: line.quantity,
        unitPrice: money(line.unitPrice),
        factorPrice: money(line.factorPrice),
        lineTotal: line.lineTotal,
        stock: line.stock,
        lifecycle: line.lifecycle,
        warnings: line.warnings,
      })),
      total: total.ok ? total.total : null,
      errors,
    },
    null,
    2,
  )}\n`;
}

function quoteSummary(
  lines: PricedLine[],
  total: ReturnType<typeof quoteTotal>,
  errors: { line: number | null; input: string; message: string }[],
  demo: boolean,
): string {
  const out: string[] = [];
  if (demo) out.push('Demo data: prices from the built-in simulator, not the price service.');
  const rows = lines.map((line) => [
    line.artnr,
    String(line.quantity),
    new Big(line.unitPrice).toFixed(2),
    line.factorPrice === null ? '' : new Big(line.factorPrice).toFixed(2),
    line.lineTotal,
    line.stock >= 11 ? '11+' : String(line.stock),
    line.lifecycle,
  ]);
  const header = ['Article', 'Qty', 'Price', 'Factor price', 'Line total', 'Stock', 'Life'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const format = (row: string[]): string =>
    row
      .map((cell, column) => (column === 0 || column === 6 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  out.push(format(header));
  lines.forEach((line, index) => {
    out.push(format(rows[index] ?? []));
    for (const warning of line.warnings) out.push(`    ! ${warning}`);
  });
  out.push(total.ok ? `Total ${total.total}${total.currency ? ` ${total.currency}` : ''}` : total.message);
  for (const error of errors) out.push(`Line ${error.line ?? '-'}${error.input ? ` (${error.input})` : ''}: ${error.message}`);
  return `${out.join('\n')}\n`;
}
