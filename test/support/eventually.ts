import { vi } from 'vitest';

/**
 * How long a check may wait for what normally happens within milliseconds: vi.waitFor's own default (1 s)
 * fails on a machine busy with other work. A bound on patience, not a claim about speed (that is `npm run bench`).
 */
const PATIENCE_MS = 15_000;

/** `vi.waitFor` with the patience of a busy machine. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: PATIENCE_MS, interval: 20 });
}
