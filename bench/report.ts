// The bench's table: one row per figure from what was measured, its verdict, and what `--check` fails on.
import { SERVICE_CONCURRENCY } from '../electron/core/retry-policy';
import { BUDGETS } from './budgets';
import type { measureBatches } from './measure-batch';
import type { measureBundle } from './measure-bundle';
import type { measureCliStart } from './measure-cli';
import type { measureCore } from './measure-core';
import type { measureCustomerImport } from './measure-customer-import';
import type { measureCustomerSearch } from './measure-customers';
import type { LastKnownFigures } from './measure-last-known';
import type { measurePdf } from './measure-pdf';
import type { measureQuoteSearch } from './measure-quote-search';
import type { UiFigures } from './measure-ui';

/** Everything one run measured. */
export interface Figures {
  core: Awaited<ReturnType<typeof measureCore>>;
  ui: UiFigures;
  batches: Awaited<ReturnType<typeof measureBatches>>;
  bundle: ReturnType<typeof measureBundle>;
  cli: ReturnType<typeof measureCliStart>;
  lastKnown: LastKnownFigures;
  pdf: Awaited<ReturnType<typeof measurePdf>>;
  customers: ReturnType<typeof measureCustomerSearch>;
  quoteSearch: ReturnType<typeof measureQuoteSearch>;
  customerImport: Awaited<ReturnType<typeof measureCustomerImport>>;
}

export interface Row {
  figure: string;
  median: string;
  p95: string;
  value: number;
  /** NaN: a figure shown, compared with nothing. */
  budget: number;
  unit: string;
  /** A goal on the reference machine, shown but not judged by `--check` (its ratio to a floor of the same run is). */
  goal?: true;
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;

/** The table's rows, each figure beside its budget. */
export function benchRows({ core, ui, batches, bundle, cli, lastKnown, pdf, customers, quoteSearch, customerImport }: Figures): Row[] {
  const oneLookup = ui.lookup.median;
  const idealQuote = (ui.quoteLines / ui.quoteConcurrency) * oneLookup;
  return [
    {
      figure: '1. raw fetch of checkPrice (baseline)',
      median: ms(core.raw.median),
      p95: ms(core.raw.p95),
      value: Number.NaN,
      budget: Number.NaN,
      unit: '',
    },
    {
      figure: '2. core checkPrice, overhead over (1)',
      median: ms(core.core.median),
      p95: ms(core.core.p95),
      value: core.coreOverheadMs,
      budget: BUDGETS.coreOverheadMs,
      unit: 'ms',
    },
    {
      figure: '3a. harness floor: the round trip of one bridge call that looks nothing up',
      median: ms(ui.callFloor.median),
      p95: ms(ui.callFloor.p95),
      value: Number.NaN,
      budget: Number.NaN,
      unit: '',
    },
    {
      figure: `3. UI: Enter to the price in the page, overhead over (1), net of (3a) (to the frame after: ${ms(ui.lookupFrames.median)})`,
      median: ms(oneLookup),
      p95: ms(ui.lookup.p95),
      value: oneLookup - core.raw.median - ui.callFloor.median,
      budget: BUDGETS.uiOverheadMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: '3r. the same, overhead over (1) as a ratio to the harness floor (3a) of the same run',
      median: ms(oneLookup - core.raw.median),
      p95: '',
      value: (oneLookup - core.raw.median) / ui.callFloor.median,
      budget: BUDGETS.uiOverFloorRatio,
      unit: '×',
    },
    {
      figure: `4. repeated lookup from the cache, Enter to the price in the page (${ui.cachedRequests} requests sent; to the frame after: ${ms(ui.cachedFrames.median)})`,
      median: ms(ui.cached.median),
      p95: ms(ui.cached.p95),
      value: ui.cachedRequests === 0 ? ui.cached.median : Number.POSITIVE_INFINITY,
      budget: BUDGETS.cachedLookupMs,
      unit: 'ms',
    },
    {
      figure: `5. 12 countries at once, ratio to one lookup (${ms(batches.single.median)}), main's handlers`,
      median: ms(batches.compare.median),
      p95: ms(batches.compare.p95),
      value: batches.compareRatio,
      budget: BUDGETS.compareRatio,
      unit: '×',
    },
    {
      figure: '5b. the same in the page, through the e2e harness binding',
      median: ms(ui.compareMs),
      p95: '',
      value: ui.compareMs / oneLookup,
      budget: Number.NaN,
      unit: '×',
    },
    {
      figure: `6. ${batches.quoteLines}-line quote, ${SERVICE_CONCURRENCY} at a time, ratio to ideal, main's handlers`,
      median: ms(batches.quoteMs),
      p95: '',
      value: batches.quoteRatio,
      budget: BUDGETS.quoteRatio,
      unit: '×',
    },
    {
      figure: `6b. the same in the page (${ui.quoteLines} lines rendered), through the harness binding, ratio to (6c)`,
      median: ms(ui.quoteMs),
      p95: '',
      value: ui.quoteMs / ui.bridgeOnlyMs,
      budget: BUDGETS.quoteInPageRatio,
      unit: '×',
    },
    {
      figure: `6c. harness floor: ${ui.quoteLines} bridge calls from the page, ${ui.quoteConcurrency} at a time, nothing rendered`,
      median: ms(ui.bridgeOnlyMs),
      p95: '',
      value: ui.bridgeOnlyMs / idealQuote,
      budget: Number.NaN,
      unit: '×',
    },
    {
      figure: `7. renderer JS to start, gzip, one language (quote and settings loaded when idle: ${(bundle.laterJsGzipBytes / 1024).toFixed(1)} KB gzip; all JS: ${(bundle.jsGzipBytes / 1024).toFixed(1)} KB gzip, ${(bundle.jsBytes / 1024).toFixed(1)} KB raw; CSS ${(bundle.cssBytes / 1024).toFixed(1)} KB, gzip ${(bundle.cssGzipBytes / 1024).toFixed(1)} KB)`,
      median: `${(bundle.startJsGzipBytes / 1024).toFixed(1)} KB`,
      p95: '',
      value: bundle.startJsGzipBytes,
      budget: BUDGETS.bundleGzipBytes,
      unit: 'B',
    },
    {
      figure: `8. renderer JS heap after the ${ui.quoteLines}-line quote`,
      median: `${(ui.heapBytes / 1024 / 1024).toFixed(1)} MB`,
      p95: '',
      value: ui.heapBytes,
      budget: BUDGETS.heapBytes,
      unit: 'B',
    },
    {
      figure: `9. CLI --version (node -e 0: ${ms(cli.node.median)}), ratio`,
      median: ms(cli.cli.median),
      p95: ms(cli.cli.p95),
      value: cli.ratio,
      budget: BUDGETS.cliStartRatio,
      unit: '×',
    },
    {
      figure: `10. switching the UI language, choice to the view re-rendered (${ui.languageSwitchRequests} price requests, ${ui.languageSwitchCalls} other calls; to the frame after: ${ms(ui.languageSwitchFrames.median)})`,
      median: ms(ui.languageSwitch.median),
      p95: ms(ui.languageSwitch.p95),
      value: ui.languageSwitchRequests + ui.languageSwitchCalls === 0 ? ui.languageSwitch.median : Number.POSITIVE_INFINITY,
      budget: BUDGETS.languageSwitchMs,
      unit: 'ms',
    },
    {
      figure: `11. last-known answer: the service refusing connections, Enter to it on screen, over the failure itself (${ms(lastKnown.failure.median)})`,
      median: ms(lastKnown.lastKnown.median),
      p95: ms(lastKnown.lastKnown.p95),
      value: lastKnown.overheadMs,
      budget: BUDGETS.lastKnownOverheadMs,
      unit: 'ms',
    },
    {
      figure: `12. PDF of a ${pdf.plain.lines}-line quote, plain document: main's HTML and Chromium's PDF of it (${pdf.plain.pages} pages, ${(pdf.plain.bytes / 1024).toFixed(0)} KB)`,
      median: ms(pdf.plain.pdf.median),
      p95: ms(pdf.plain.pdf.p95),
      value: pdf.plain.pdf.median,
      budget: BUDGETS.quotePdfMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: `12r. the same over Chromium's PDF of the same quote's HTML without its styles through the same printer (${ms(pdf.floor.median)})`,
      median: ms(pdf.plain.pdf.median),
      p95: '',
      value: pdf.plain.pdf.median / pdf.floor.median,
      budget: BUDGETS.quotePdfRatio,
      unit: '×',
    },
    {
      figure: `12b. the same quote as a letter: recipient, VAT per rate, terms, three-column footer (${pdf.letter.pages} pages, ${(pdf.letter.bytes / 1024).toFixed(0)} KB)`,
      median: ms(pdf.letter.pdf.median),
      p95: ms(pdf.letter.pdf.p95),
      value: pdf.letter.pdf.median,
      budget: BUDGETS.quotePdfMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: `12c. a long quote like the e2e's: ${pdf.long.lines} lines opened again, every stock dated, its PDF (${pdf.long.pages} pages, ${(pdf.long.bytes / 1024).toFixed(0)} KB)`,
      median: ms(pdf.long.pdf.median),
      p95: ms(pdf.long.pdf.p95),
      value: pdf.long.pdf.median,
      budget: BUDGETS.longQuotePdfMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: '12d. the same quote printed: the printable page laid out by its own @page rules, made a PDF as the harness prints',
      median: ms(pdf.longPrint.median),
      p95: ms(pdf.longPrint.p95),
      value: pdf.longPrint.median,
      budget: BUDGETS.longQuotePdfMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: '13. cold start: navigation to the lookup form ready for typing',
      median: ms(ui.coldStart.median),
      p95: ms(ui.coldStart.p95),
      value: ui.coldStart.median,
      budget: BUDGETS.coldStartMs,
      unit: 'ms',
      goal: true,
    },
    {
      figure: `13r. the same over a blank page's start in the same browser and origin (${ms(ui.blankStart.median)})`,
      median: ms(ui.coldStart.median),
      p95: '',
      value: ui.coldStart.median / ui.blankStart.median,
      budget: BUDGETS.coldStartRatio,
      unit: '×',
    },
    {
      figure: '13r goal. the same ratio, the goal it is held to beside its budget',
      median: '',
      p95: '',
      value: ui.coldStart.median / ui.blankStart.median,
      budget: BUDGETS.coldStartRatioGoal,
      unit: '×',
      goal: true,
    },
    {
      figure: `14. customers: one keystroke's search over ${customers.customers} customers (preparing the list once after a change: ${ms(customers.index.median)})`,
      median: ms(customers.search.median),
      p95: ms(customers.search.p95),
      value: customers.search.median,
      budget: BUDGETS.customerSearchMs,
      unit: 'ms',
    },
    {
      figure: `15. quotes: one keystroke's search over ${quoteSearch.quotes} quotes with ${quoteSearch.lines} lines (preparing the list once after a change: ${ms(quoteSearch.index.median)})`,
      median: ms(quoteSearch.search.median),
      p95: ms(quoteSearch.search.p95),
      value: quoteSearch.search.median,
      budget: BUDGETS.quoteSearchMs,
      unit: 'ms',
    },
    {
      figure: `15b. quotes: main's search index following a change of one quote of ${quoteSearch.quotes} (every quote a new object, as a list saved whole: ${ms(quoteSearch.followWhole.median)})`,
      median: ms(quoteSearch.follow.median),
      p95: ms(quoteSearch.follow.p95),
      value: quoteSearch.follow.median,
      budget: BUDGETS.quoteIndexFollowMs,
      unit: 'ms',
    },
    {
      figure: `16. customers: previewing a ${customerImport.rows.toLocaleString('en')}-line CSV (${(customerImport.fileBytes / 1024 / 1024).toFixed(1)} MB), main's longest blocked stretch (the whole preview: ${ms(customerImport.total.median)}, its answer ${(customerImport.answerBytes / 1024).toFixed(0)} KB)`,
      median: ms(customerImport.blocked.median),
      p95: ms(customerImport.blocked.p95),
      value: customerImport.blocked.median,
      budget: BUDGETS.customerImportBlockedMs,
      unit: 'ms',
    },
  ];
}

/** The rows `--check` fails on: a judged figure not under its budget (one not measured, NaN, misses too). */
export function missedBudgets(rows: readonly Row[]): Row[] {
  return rows.filter((row) => !row.goal && !Number.isNaN(row.budget) && !(row.value < row.budget));
}

/** How `--check` ends: exit code 1, the missed figures named, exactly when a judged figure missed; else 0, nothing said. */
export function checkOutcome(rows: readonly Row[]): { exitCode: 0 | 1; said: string | null } {
  const misses = missedBudgets(rows);
  if (misses.length === 0) return { exitCode: 0, said: null };
  return { exitCode: 1, said: `Missed budgets: ${misses.map((row) => row.figure).join('; ')}` };
}

const show = (row: Row, value: number): string =>
  Number.isNaN(value)
    ? ''
    : row.unit === 'B'
      ? `${value / 1024 / 1024 >= 1 ? `${(value / 1024 / 1024).toFixed(1)} MB` : `${(value / 1024).toFixed(1)} KB`}`
      : row.unit === 'ms'
        ? ms(value)
        : `${value.toFixed(2)}×`;

const verdict = (row: Row): string => (Number.isNaN(row.budget) ? '' : row.value < row.budget ? 'ok' : row.goal ? 'above goal' : 'MISSED');

/** The rows as a Markdown table with a verdict each. */
export function benchTable(rows: readonly Row[]): string {
  return [
    `| figure | median | p95 | compared | budget | |`,
    `|---|---:|---:|---:|---:|---|`,
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${row.median} | ${row.p95} | ${show(row, row.value)} | ${Number.isNaN(row.budget) ? '' : `${row.goal ? 'goal ' : ''}< ${show(row, row.budget)}`} | ${verdict(row)} |`,
    ),
  ].join('\n');
}
