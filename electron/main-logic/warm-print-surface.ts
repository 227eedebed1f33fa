/**
 * A hidden page that shows one document at a time: Electron's hidden BrowserWindow in the app, Playwright's
 * page in the e2e harness and the bench.
 */
export interface PrintSurface {
  /** Replaces what the surface shows by this document; resolves once it has loaded, rejects when it did not load. */
  load(html: string): Promise<void>;
  /** Calls `listener` once when the surface's renderer is gone (crashed, killed) or the surface was closed from outside. */
  onGone(listener: () => void): void;
  /** Closes the surface for good; harmless when it is gone already. */
  close(): Promise<void>;
}

/** The surface went away while it had a document. */
export class PrintSurfaceGoneError extends Error {
  constructor() {
    super('the printing page was closed or crashed');
    this.name = 'PrintSurfaceGoneError';
  }
}

/** The surface neither finished nor failed a document in time (a load that hangs): given up, and never reused. */
export class PrintSurfaceTimeoutError extends Error {
  constructor(readonly seconds: number) {
    super(`the printing page did not finish the document within ${seconds} s`);
    this.name = 'PrintSurfaceTimeoutError';
  }
}

/**
 * How long one document may take in the surface: far more than a 10,000-line quote needs, so only a page
 * that hangs meets it, and the documents waiting their turn behind it are not held forever.
 */
const DOCUMENT_TIMEOUT_MS = 120_000;

export interface WarmPrintSurface<S extends PrintSurface> {
  /**
   * Loads `html` into the surface and runs `use` with it. Documents take turns, so one never shows in
   * another's printout; after a failure or a crash the next document gets a new surface.
   */
  withDocument<T>(html: string, use: (surface: S) => Promise<T>): Promise<T>;
  /** Closes the surface (the app quits, its window closed); a later document opens a new one. */
  close(): Promise<void>;
}

interface Opened<S> {
  surface: S;
  /** Rejects with PrintSurfaceGoneError when the surface goes; never resolves. */
  gone: Promise<never>;
}

/**
 * One surface kept warm between documents: opening a page is most of a document's time (Chromium's context
 * and renderer), loading and printing the document the rest. The surface is opened at the first document.
 */
export function createWarmPrintSurface<S extends PrintSurface>(
  open: () => Promise<S>,
  timeoutMs: number = DOCUMENT_TIMEOUT_MS,
): WarmPrintSurface<S> {
  let current: Promise<Opened<S>> | null = null;
  let turn: Promise<unknown> = Promise.resolve();

  const opened = (): Promise<Opened<S>> => {
    if (current) return current;
    const opening: Promise<Opened<S>> = open().then((surface) => {
      const gone = new Promise<never>((_, reject) => {
        surface.onGone(() => {
          if (current === opening) current = null;
          reject(new PrintSurfaceGoneError());
          void surface.close().catch(() => undefined);
        });
      });
      gone.catch(() => undefined);
      return { surface, gone };
    });
    current = opening;
    // A surface that failed to open is tried again at the next document.
    opening.catch(() => {
      if (current === opening) current = null;
    });
    return opening;
  };

  /** Forgets the surface and closes it: the next document gets a new one. */
  const discard = async (which: Promise<Opened<S>>): Promise<void> => {
    if (current === which) current = null;
    const result = await which.catch(() => null);
    await result?.surface.close().catch(() => undefined);
  };

  const withDocument = <T>(html: string, use: (surface: S) => Promise<T>): Promise<T> => {
    const run = async (): Promise<T> => {
      const which = opened();
      const { surface, gone } = await which;
      try {
        const printing = (async () => {
          await surface.load(html);
          return use(surface);
        })();
        // Answered by the race; when the surface went first, this one's later failure is no news.
        printing.catch(() => undefined);
        // setTimeout runs on the monotonic clock: a change of the wall clock neither ends nor stretches the wait.
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new PrintSurfaceTimeoutError(Math.round(timeoutMs / 1000))), timeoutMs);
        });
        try {
          return await Promise.race([printing, gone, late]);
        } finally {
          clearTimeout(timer);
        }
      } catch (error) {
        // A page that failed to load or print may still show a part of this document: never reused.
        await discard(which);
        throw error;
      }
    };
    const result = turn.then(run, run);
    turn = result.catch(() => undefined);
    return result;
  };

  return {
    withDocument,
    close: async () => {
      if (current) await discard(current);
    },
  };
}
