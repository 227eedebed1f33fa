import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long main's thread runs a piece of long work before it lets everything else waiting run. */
const SLICE_MS = 8;

/**
 * Runs steps (a generator that yields between small pieces of work, as `customerImportSteps` does) in
 * slices of about `sliceMs`, giving the event loop a turn between slices: a 100,000-line file is read
 * without main's thread ever being held for long (IPC, the window's answers and timers go on).
 */
export async function runInSlices<T>(steps: Generator<void, T>, sliceMs = SLICE_MS): Promise<T> {
  let started = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
    if (performance.now() - started >= sliceMs) {
      await nextTurn();
      started = performance.now();
    }
  }
}
