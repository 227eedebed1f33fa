/** The part of Electron's `will-quit` event this needs. */
export interface QuitEvent {
  preventDefault(): void;
}

export interface QuitHandlerOptions {
  /** Finishes what must not be lost: pending writes, the log, the simulator. */
  dispose(): Promise<void>;
  /** Asks to quit again once dispose is done (Electron: app.quit()). */
  quit(): void;
  /** The longest the quit waits for `dispose`; a hung disk must not keep the app alive. */
  limitMs?: number;
  /** Called when dispose failed or took too long; must not throw. */
  onProblem?(problem: 'failed' | 'timed-out'): void;
}

const QUIT_WAIT_MS = 3_000;

/**
 * A `will-quit` listener that holds the quit until `dispose` finishes (or `limitMs` passes), then
 * quits for real. Further quit requests meanwhile are held too; the one after dispose goes through.
 */
export function createQuitHandler(options: QuitHandlerOptions): (event: QuitEvent) => void {
  let phase: 'running' | 'disposing' | 'done' = 'running';
  const limitMs = options.limitMs ?? QUIT_WAIT_MS;
  return (event) => {
    if (phase === 'done') return;
    event.preventDefault();
    if (phase === 'disposing') return;
    phase = 'disposing';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timed-out'>((resolve) => {
      timer = setTimeout(() => resolve('timed-out'), limitMs);
    });
    const disposed = options.dispose().then(
      () => 'done' as const,
      () => 'failed' as const,
    );
    void Promise.race([disposed, timedOut]).then((outcome) => {
      clearTimeout(timer);
      if (outcome !== 'done') options.onProblem?.(outcome);
      phase = 'done';
      options.quit();
    });
  };
}
