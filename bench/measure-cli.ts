import { spawnSync } from 'node:child_process';
import { summarize } from './stats';

function time(args: string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const elapsed = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr.toString().trim()}`);
  return elapsed;
}

/** (9) CLI cold start: `price-lookup --version` against `node -e 0`, interleaved. */
export function measureCliStart({ iterations, warmup }: { iterations: number; warmup: number }) {
  const cli: number[] = [];
  const node: number[] = [];
  for (let index = 0; index < warmup; index += 1) time(['bin/price-lookup.cjs', '--version']);
  for (let index = 0; index < iterations; index += 1) {
    node.push(time(['-e', '0']));
    cli.push(time(['bin/price-lookup.cjs', '--version']));
  }
  const cliStats = summarize(cli);
  const nodeStats = summarize(node);
  return { cli: cliStats, node: nodeStats, ratio: cliStats.median / nodeStats.median };
}
