import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_CONCURRENCY } from '../electron/core/retry-policy';
import { COUNTRY_CODES } from '../electron/shared/countries';
import type { PriceSimulator } from '../electron/core/simulator/price-simulator';
import { createMemoryTokenStore } from '../electron/core/token-store';
import { createMainServices } from '../electron/main-logic/services';
import { summarize } from './stats';
import { englishText } from '../electron/shared/i18n/translator';

/**
 * (5) and (6) as the app runs them: main's real handlers, all lines asked at once as the UI and the CLI
 * do, with main's one limit and busy policy, against the simulator. No page in between: in the e2e harness a
 * Playwright binding stands in for Electron's IPC and adds a few ms per call, one call after another.
 */
export async function measureBatches(simulator: PriceSimulator, options: { iterations: number; warmup: number; quoteLines: number }) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-bench-batch-'));
  const services = await createMainServices({ userDataDir, fetch, tokenStore: createMemoryTokenStore() });
  try {
    await services.handlers.saveConnection({ baseUrl: simulator.baseUrl, token: simulator.token });
    let serial = 0;
    const ask = (country: string) => {
      serial += 1;
      return services.handlers.checkPrice({ artnr: `SYN-${serial}`, country });
    };
    const lookUp = async (country: string): Promise<void> => {
      const answer = await ask(country);
      if (!answer.ok) throw new Error(englishText(answer.error.message));
    };
    /** A batch as the app runs it; a line that fails for good ends the measurement. */
    const batch = async (countries: readonly string[]): Promise<void> => {
      const answers = await Promise.all(countries.map(ask));
      const failed = answers.find((answer) => !answer.ok);
      if (failed && !failed.ok) throw new Error(englishText(failed.error.message));
    };
    const time = async (run: () => Promise<unknown>): Promise<number> => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    for (let index = 0; index < options.warmup; index += 1) await lookUp('de');

    const single: number[] = [];
    const compare: number[] = [];
    for (let index = 0; index < options.iterations; index += 1) {
      single.push(await time(() => lookUp('de')));
      compare.push(await time(() => batch(COUNTRY_CODES)));
    }
    const quoteMs = await time(() => batch(Array.from({ length: options.quoteLines }, () => 'de')));
    const one = summarize(single);
    const compareStats = summarize(compare);
    return {
      single: one,
      compare: compareStats,
      compareRatio: compareStats.median / one.median,
      quoteMs,
      quoteLines: options.quoteLines,
      quoteRatio: quoteMs / ((options.quoteLines / SERVICE_CONCURRENCY) * one.median),
    };
  } finally {
    await services.dispose();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
