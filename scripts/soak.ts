// `npm run soak`: 10,000 lookups through the core against the simulator on loopback, with random faults.
// Prints requests, each outcome's count, unhandled rejections (must be 0) and the heap before and after
// (must stay flat). Bounded in count; talks to 127.0.0.1 only.
import { checkPrice } from '../electron/core/price-client';
import { createServiceLimit } from '../electron/core/retry-policy';
import { FAULTS } from '../electron/core/simulator/faults';
import { startPriceSimulator } from '../electron/core/simulator/price-simulator';
import type { Result } from '../electron/shared/errors';
import { validateLookupInput } from '../electron/shared/lookup-input';

const LOOKUPS = Number(process.env.SOAK_LOOKUPS ?? 10_000);
const CONCURRENCY = 8;
const ARTICLES = ['900155', '100234', '31245', '560011', '770412', 'AB-1029', '881200', 'NOPE-1'];
// A 50 MB answer is refused after 1 MB; it stays in the mix, just rarer, to keep the run short.
const FAULT_ARTICLES = FAULTS.filter((fault) => fault !== 'huge').map((fault) => `FAULT-${fault}`);

let unhandled = 0;
process.on('unhandledRejection', () => {
  unhandled += 1;
});

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = (): number => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function main(): Promise<void> {
  const simulator = await startPriceSimulator({ faults: true, slowMs: 400 });
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (): string => {
    const roll = random();
    if (roll < 0.001) return 'FAULT-huge';
    if (roll < 0.3) return FAULT_ARTICLES[Math.floor(random() * FAULT_ARTICLES.length)] ?? '900155';
    return ARTICLES[Math.floor(random() * ARTICLES.length)] ?? '900155';
  };
  const outcomes = new Map<string, number>();
  let requests = 0;
  const countingFetch: typeof fetch = (input, init) => {
    requests += 1;
    return fetch(input, init);
  };
  const input = () => ({ artnr: pick(), country: 'de', factor: random() < 0.5 ? '1,25' : '' });
  // Main's one limit and busy policy, with its waits cut to 5 ms: the soak is about leaks and unhandled
  // rejections, not about waiting.
  const limit = createServiceLimit(CONCURRENCY, (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5))));
  /** One lookup; its answer without the price information, so holding the answers costs next to nothing. */
  const lookUp = async (lookup: ReturnType<typeof input>): Promise<Result<null>> => {
    const valid = validateLookupInput(lookup);
    if (!valid.ok) throw new Error('the soak only sends valid input');
    const result = await checkPrice({
      baseUrl: simulator.baseUrl,
      token: simulator.token,
      request: valid.request,
      fetch: countingFetch,
      timeoutMs: 200,
      retry: { maxAttempts: 2, maxTotalWaitMs: 50, backoffMs: 5 },
      sleep: limit.sleep,
    });
    // The simulator's own request log would grow without bound; it is not what is measured.
    if (simulator.requests.length > 1_000) simulator.requests.length = 0;
    return result.ok ? { ok: true, value: null } : result;
  };

  // Warm up, so the heap before is the steady state rather than first-use allocations.
  for (let index = 0; index < 200; index += 1) await lookUp(input());
  const lookups = Array.from({ length: LOOKUPS }, input);
  requests = 0;
  simulator.requests.length = 0;
  const heapBefore = heapMb();
  const started = performance.now();
  let answers: Result<null>[] | null = await Promise.all(lookups.map((lookup) => limit.run(() => lookUp(lookup))));
  const seconds = (performance.now() - started) / 1000;
  for (const answer of answers) {
    const kind = answer.ok ? 'ok' : answer.error.kind;
    outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
  }
  answers = null;
  const heapAfter = heapMb();
  await simulator.close();

  console.log(`lookups            ${LOOKUPS} in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time`);
  console.log(`requests           ${requests} (retries included)`);
  for (const [kind, count] of [...outcomes].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(20)} ${count}`);
  console.log(`unhandled rejections ${unhandled}`);
  console.log(`heap before        ${heapBefore.toFixed(1)} MB`);
  console.log(
    `heap after         ${heapAfter.toFixed(1)} MB (${heapAfter - heapBefore >= 0 ? '+' : ''}${(heapAfter - heapBefore).toFixed(1)} MB)`,
  );
  const flat = heapAfter - heapBefore < 10;
  if (unhandled > 0 || !flat) {
    console.log(unhandled > 0 ? 'FAILED: unhandled rejections' : 'FAILED: the heap grew');
    process.exitCode = 1;
  }
}

void main();
