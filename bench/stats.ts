/** Median and 95th percentile of a sample, in the sample's unit. */
export function summarize(samples: readonly number[]): { median: number; p95: number; n: number } {
  if (samples.length === 0) return { median: Number.NaN, p95: Number.NaN, n: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

/** Times `run` `iterations` times after `warmup` unmeasured runs; milliseconds. */
export async function sample(iterations: number, warmup: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let index = 0; index < warmup; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}
