// `npm run bench`: how much the app adds on top of the network, as ratios against baselines taken in the
// same run. `--quick` measures every figure once with tiny inputs (the test suite's smoke run: it proves
// each row runs, not what it measures); `--check` exits 1 when a figure misses its budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SERVICE_CONCURRENCY } from '../electron/core/retry-policy';
import { startPriceSimulator } from '../electron/core/simulator/price-simulator';
import { MAX_CUSTOMERS } from '../electron/shared/customer';
import { measureBundle } from './measure-bundle';
import { measureCliStart } from './measure-cli';
import { measureBatches } from './measure-batch';
import { measureCore } from './measure-core';
import { measureCustomerImport } from './measure-customer-import';
import { measureCustomerSearch } from './measure-customers';
import { measureQuoteSearch } from './measure-quote-search';
import { measureLastKnown } from './measure-last-known';
import { measurePdf } from './measure-pdf';
import { measureUi } from './measure-ui';
import { benchRows, benchTable, checkOutcome, type Figures } from './report';
import { CHROMIUM_LAUNCH } from '../test/support/chromium-launch';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const root = join(__dirname, '..', '..');
const LATENCY_MS = 20;

/** What each figure is measured over: samples, unmeasured runs before them, and the inputs' sizes. */
const SIZES = {
  core: { iterations: 300, warmup: 5 },
  ui: { iterations: 40, warmup: 3, quoteLines: 500 },
  batches: { iterations: 30, warmup: 5, quoteLines: 500 },
  cli: { iterations: 20, warmup: 1 },
  lastKnown: { iterations: 40, warmup: 3 },
  pdf: { iterations: 15, warmup: 1, lines: 100, longLines: 120 },
  customers: { iterations: 50, customers: MAX_CUSTOMERS },
  quoteSearch: { iterations: 20, quotes: 5_000 },
  customerImport: { iterations: 5, rows: 100_000 },
};

/** Every figure once, nothing warmed up, inputs just large enough to take each step. */
const QUICK_SIZES: typeof SIZES = {
  core: { iterations: 1, warmup: 0 },
  ui: { iterations: 1, warmup: 0, quoteLines: 6 },
  batches: { iterations: 1, warmup: 0, quoteLines: 6 },
  cli: { iterations: 1, warmup: 0 },
  lastKnown: { iterations: 1, warmup: 0 },
  pdf: { iterations: 1, warmup: 0, lines: 4, longLines: 4 },
  customers: { iterations: 1, customers: 50 },
  quoteSearch: { iterations: 1, quotes: 20 },
  customerImport: { iterations: 1, rows: 200 },
};

async function measureAll(sizes: typeof SIZES, together: boolean): Promise<Figures> {
  const simulator = await startPriceSimulator({ latencyMs: LATENCY_MS, syntheticArticles: true });
  // One browser for the figures in Chromium; each takes a page or context of its own and closes it.
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const core = await measureCore(simulator, sizes.core);
    // The quick run's figures say nothing (tiny inputs, once): the last-known answer (a simulator and page of its
    // own) and the PDFs (no simulator) run beside the UI's, which alone counts the shared simulator's requests.
    // The full run measures one figure at a time.
    const beside = together ? { lastKnown: measureLastKnown(browser, sizes.lastKnown), pdf: measurePdf(browser, sizes.pdf) } : null;
    beside?.lastKnown.catch(() => undefined);
    beside?.pdf.catch(() => undefined);
    return {
      core,
      ui: await measureUi(browser, simulator, { ...sizes.ui, quoteConcurrency: SERVICE_CONCURRENCY }),
      batches: await measureBatches(simulator, sizes.batches),
      bundle: measureBundle(join(root, 'dist', 'renderer')),
      cli: measureCliStart(sizes.cli),
      lastKnown: await (beside?.lastKnown ?? measureLastKnown(browser, sizes.lastKnown)),
      pdf: await (beside?.pdf ?? measurePdf(browser, sizes.pdf)),
      customers: measureCustomerSearch(sizes.customers),
      quoteSearch: measureQuoteSearch(sizes.quoteSearch),
      customerImport: await measureCustomerImport(sizes.customerImport),
    };
  } finally {
    await browser.close();
    await simulator.close();
  }
}

async function main(): Promise<void> {
  const figures = await measureAll(quick ? QUICK_SIZES : SIZES, quick);
  const rows = benchRows(figures);
  const table = benchTable(rows);
  const header = `Simulator on 127.0.0.1 with ${LATENCY_MS} ms added latency; Chromium ${quick ? '(quick smoke run)' : ''}; ${new Date().toISOString()}`;
  console.log(`${header}\n\n${table}\n`);

  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(
    join(root, 'bench', quick ? 'results-quick.json' : 'results.json'),
    `${JSON.stringify({ quick, latencyMs: LATENCY_MS, ...figures, rows: rows.map(({ figure, value, budget }) => ({ figure, value, budget })) }, null, 2)}\n`,
  );
  if (!quick) writeFileSync(join(root, 'bench', 'results.md'), `${header}\n\n${table}\n`);
  if (args.has('--check')) {
    const { exitCode, said } = checkOutcome(rows);
    if (said !== null) console.log(said);
    process.exitCode = exitCode;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
