// Long work written as steps (a generator that yields between small pieces): main runs it in slices
// (electron/core/run-in-slices.ts), a test or the window at once.

/** Runs steps to the end at once. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}
