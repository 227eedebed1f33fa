import { checkPrice } from '../electron/core/price-client';
import { buildCheckPriceUrl } from '../electron/core/price-url';
import type { PriceSimulator } from '../electron/core/simulator/price-simulator';
import type { LookupRequest } from '../electron/shared/lookup-input';
import { summarize } from './stats';

const request: LookupRequest = { artnr: '900155', country: 'at', factor: null, profile: null };

/** (1) a raw fetch of the checkPrice URL and (2) the core's checkPrice, interleaved so drift hits both alike. */
export async function measureCore(simulator: PriceSimulator, { iterations, warmup }: { iterations: number; warmup: number }) {
  const url = buildCheckPriceUrl(simulator.baseUrl, request).href;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${simulator.token}` };
  const raw = async (): Promise<void> => {
    await (await fetch(url, { headers })).text();
  };
  const core = async (): Promise<void> => {
    const result = await checkPrice({ baseUrl: simulator.baseUrl, token: simulator.token, request, fetch });
    if (!result.ok) throw new Error(`checkPrice failed: ${result.error.message}`);
  };
  for (let index = 0; index < warmup; index += 1) {
    await raw();
    await core();
  }
  const rawTimes: number[] = [];
  const coreTimes: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    for (const [run, times] of index % 2 === 0
      ? ([
          [raw, rawTimes],
          [core, coreTimes],
        ] as const)
      : ([
          [core, coreTimes],
          [raw, rawTimes],
        ] as const)) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
  }
  const rawStats = summarize(rawTimes);
  const coreStats = summarize(coreTimes);
  return { raw: rawStats, core: coreStats, coreOverheadMs: coreStats.median - rawStats.median };
}
