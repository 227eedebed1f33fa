import type { DiagnosticsLog } from '../core/diagnostics-log';
import { unkeptOnce, type Unkept } from '../shared/typed-hand-over';

/**
 * How long main waits for the window to hand over what is typed before it lets the window go anyway: a
 * settings or quote save takes milliseconds; this bounds a hung page, never an ordinary one.
 */
const HAND_OVER_LIMIT_MS = 5_000;

/** How the window's handing over ended. */
export type HandOver =
  | { outcome: 'kept' }
  | { outcome: 'unkept'; unkept: readonly Unkept[] }
  /** No answer within the limit (a hung page), or no page to ask (none loaded, its renderer gone). */
  | { outcome: 'no-answer' | 'no-page' };

export interface TypedHandOver {
  /**
   * Asks the window for what is typed and not yet taken, and resolves once it has handed it over and main
   * has answered each save (or the limit passed, or there is no page): asks while one is open share it.
   */
  ask(): Promise<HandOver>;
  /** The window's answer to `question`; false when that question is not the open one (late, or made up). */
  answered(question: number, unkept: readonly Unkept[]): boolean;
  /** The page is gone (its renderer crashed, the window destroyed): the open question has no answer coming. */
  pageGone(): void;
  /** How the window is asked (Electron: webContents.send); null while there is no window. `send` answers false when it cannot. */
  setWindow(send: ((question: number) => boolean) | null): void;
}

export interface TypedHandOverOptions {
  log: Pick<DiagnosticsLog, 'write'>;
  limitMs?: number;
  /** Node's timers run on the monotonic clock: a wall clock that jumps neither ends the wait early nor stretches it. */
  setTimer?: (run: () => void, ms: number) => () => void;
  /** Monotonic milliseconds, for the log's "waited". */
  monotonicNow?: () => number;
}

/**
 * Main's side of "a field's text reaches main before the window can go": one question at a time, numbered,
 * answered by the window or ended by the limit. What did not end as kept is logged with why.
 */
export function createTypedHandOver(options: TypedHandOverOptions): TypedHandOver {
  const limitMs = options.limitMs ?? HAND_OVER_LIMIT_MS;
  const setTimer =
    options.setTimer ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  let send: ((question: number) => boolean) | null = null;
  let lastQuestion = 0;
  let open: { question: number; answer: Promise<HandOver>; end: (handOver: HandOver) => void } | null = null;

  const ask = (): Promise<HandOver> => {
    if (open !== null) return open.answer;
    if (send === null) return Promise.resolve(logged({ outcome: 'no-page' }, 0));
    const question = ++lastQuestion;
    const asked = monotonicNow();
    let end!: (handOver: HandOver) => void;
    const answer = new Promise<HandOver>((resolve) => {
      const stopTimer = setTimer(() => end({ outcome: 'no-answer' }), limitMs);
      end = (handOver) => {
        stopTimer();
        if (open?.question === question) open = null;
        resolve(logged(handOver, monotonicNow() - asked));
      };
    });
    open = { question, answer, end };
    if (!send(question)) end({ outcome: 'no-page' });
    return answer;
  };

  const logged = (handOver: HandOver, waitedMs: number): HandOver => {
    if (handOver.outcome !== 'kept')
      void options.log.write('typed-hand-over', {
        outcome: handOver.outcome,
        unkept: handOver.outcome === 'unkept' ? handOver.unkept.join(',') : null,
        waitedMs: Math.round(waitedMs),
      });
    return handOver;
  };

  return {
    ask,
    answered(question, unkept) {
      if (open === null || open.question !== question) return false;
      const kinds = unkeptOnce(unkept);
      open.end(kinds.length === 0 ? { outcome: 'kept' } : { outcome: 'unkept', unkept: kinds });
      return true;
    },
    pageGone() {
      open?.end({ outcome: 'no-page' });
    },
    setWindow(next) {
      send = next;
      if (next === null) open?.end({ outcome: 'no-page' });
    },
  };
}
