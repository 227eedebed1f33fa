import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPARE_CONCURRENCY, QUOTE_CONCURRENCY } from '../electron/shared/batch';
import { COUNTRY_CODES } from '../electron/shared/countries';
import type { PriceSimulator } from '../electron/core/simulator/price-simulator';
import { createMemoryTokenStore } from '../electron/core/token-store';
import { createMainServices } from '../electron/app/services';
import { createLimiter } from '../renderer/src/api/limiter';
import { summarize } from './stats';

/**
 * (5) and (6) as the app runs them: main's real handlers, driven through the renderer's own limiter
 * with the app's concurrency, against the simulator. No page in between: in the e2e harness a
 * Playwright binding stands in for Electron's IPC and adds a few ms per call, one call after another.
 */
export async function measureBatches(simulator: PriceSimulator, options: { iterations: number; quoteLines: number }) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'price-lookup-bench-batch-'));
  const services = await createMainServices({ userDataDir, fetch, tokenStore: createMemoryTokenStore() });
  try {
    await services.handlers.saveConnection({ baseUrl: simulator.baseUrl, token: simulator.token });
    let serial = 0;
    const lookUp = async (country: string): Promise<void> => {
      serial += 1;
      const answer = await services.handlers.checkPrice({ artnr: `SYN-${serial}`, country });
      if (!answer.ok) throw new Error(answer.error.message);
    };
    const time = async (run: () => Promise<unknown>): Promise<number> => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    for (let index = 0; index < 5; index += 1) await lookUp('de');

    const single: number[] = [];
    const compare: number[] = [];
    for (let index = 0; index < options.iterations; index += 1) {
      single.push(await time(() => lookUp('de')));
      const limiter = createLimiter(COMPARE_CONCURRENCY);
      compare.push(await time(() => Promise.all(COUNTRY_CODES.map((country) => limiter.run(() => lookUp(country))))));
    }
    const limiter = createLimiter(QUOTE_CONCURRENCY);
    const quoteMs = await time(() => Promise.all(Array.from({ length: options.quoteLines }, () => limiter.run(() => lookUp('de')))));
    const one = summarize(single);
    const compareStats = summarize(compare);
    return {
      single: one,
      compare: compareStats,
      compareRatio: compareStats.median / one.median,
      quoteMs,
      quoteRatio: quoteMs / ((options.quoteLines / QUOTE_CONCURRENCY) * one.median),
    };
  } finally {
    await services.dispose();
    await rm(userDataDir, { recursive: true, force: true });
  }
}
