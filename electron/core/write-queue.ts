/** Runs writes one at a time, in the order they were asked for, so an older write never lands last. */
export interface WriteQueue {
  /** Queues a write; resolves or rejects with that write's own outcome. A failed write does not stop later ones. */
  run<T>(write: () => Promise<T>): Promise<T>;
  /** Resolves once every write queued so far has finished, whether it succeeded or not. */
  idle(): Promise<void>;
}

/** The one "one write at a time" queue for the files main keeps (settings, quotes, the diagnostics log). */
export function createWriteQueue(): WriteQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(write) {
      const next = tail.then(write, write);
      tail = next.catch(() => undefined);
      return next;
    },
    idle: () => tail.then(() => undefined),
  };
}
