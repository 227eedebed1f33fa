/**
 * Whether the user is being asked something a request waits on (a proxy's sign-in): a promise settled
 * once it is answered, or null when nothing is asked.
 */
export type OpenQuestion = () => Promise<unknown> | null;

export interface Deadline {
  /** Aborted with a TimeoutError once the time is up. */
  signal: AbortSignal;
  /** Stops the clock; the request is over. */
  clear(): void;
}

/**
 * A timeout that does not run out while the user is being asked something: it fires only when no
 * question is open, and an answer gives the request its whole time again. Someone typing a proxy's
 * password for longer than a lookup may take must not be told the service cannot be reached.
 * Like AbortSignal.timeout, it keeps no process alive (the CLI exits when its work is done).
 */
export function createDeadline(ms: number, openQuestion?: OpenQuestion): Deadline {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cleared = false;
  const arm = (): void => {
    if (cleared) return;
    timer = setTimeout(() => {
      const open = openQuestion?.() ?? null;
      if (open === null) controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
      else void open.then(arm, arm);
    }, ms);
    timer.unref?.();
  };
  arm();
  return {
    signal: controller.signal,
    clear() {
      cleared = true;
      clearTimeout(timer);
    },
  };
}
