import { describe, expect, it, vi } from 'vitest';
import { createWarmPrintSurface, PrintSurfaceGoneError, PrintSurfaceTimeoutError, type PrintSurface } from './warm-print-surface';

/** A fake hidden window: it shows what it last loaded, can crash, and records what happened to it. */
class FakeSurface implements PrintSurface {
  shown: string | null = null;
  closed = false;
  private goneListeners: (() => void)[] = [];
  /** Loads wait for this when set (a slow page), and reject when `failLoad` says so. */
  hold: Promise<void> | null = null;
  failLoad = false;

  constructor(readonly id: number) {}

  async load(html: string): Promise<void> {
    if (this.closed) throw new Error('closed');
    this.shown = null;
    if (this.hold) await this.hold;
    if (this.failLoad) throw new Error('did-fail-load');
    this.shown = html;
  }

  onGone(listener: () => void): void {
    this.goneListeners.push(listener);
  }

  crash(): void {
    for (const listener of this.goneListeners) listener();
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.crash();
    }
    return Promise.resolve();
  }
}

function surfaces(timeoutMs?: number) {
  const opened: FakeSurface[] = [];
  const warm = createWarmPrintSurface(() => {
    const surface = new FakeSurface(opened.length + 1);
    opened.push(surface);
    return Promise.resolve(surface);
  }, timeoutMs);
  /** What the surface showed when it printed, and which surface printed it. */
  const print = (html: string) => warm.withDocument(html, (surface) => Promise.resolve({ printed: surface.shown, by: surface.id }));
  return { opened, warm, print };
}

describe('createWarmPrintSurface', () => {
  it('opens no surface before the first document, then one that every later document reuses', async () => {
    const { opened, print } = surfaces();
    expect(opened).toHaveLength(0);
    expect(await print('<p>A-1</p>')).toEqual({ printed: '<p>A-1</p>', by: 1 });
    expect(await print('<p>A-2</p>')).toEqual({ printed: '<p>A-2</p>', by: 1 });
    expect(await print('<p>A-2</p>')).toEqual({ printed: '<p>A-2</p>', by: 1 });
    expect(opened).toHaveLength(1);
  });

  it('lets documents asked at once take turns, each printing its own page', async () => {
    const { opened, warm } = surfaces();
    let releaseFirst!: () => void;
    const order: string[] = [];
    const first = warm.withDocument('<p>first</p>', async (surface) => {
      order.push(`start first (${surface.shown})`);
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      order.push(`end first (${surface.shown})`);
      return surface.shown;
    });
    const second = warm.withDocument('<p>second</p>', (surface) => {
      order.push(`start second (${surface.shown})`);
      return Promise.resolve(surface.shown);
    });
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    // The second waits while the first prints: it has not replaced the first's page.
    expect(order).toEqual(['start first (<p>first</p>)']);
    releaseFirst();
    expect(await first).toBe('<p>first</p>');
    expect(await second).toBe('<p>second</p>');
    expect(order).toEqual(['start first (<p>first</p>)', 'end first (<p>first</p>)', 'start second (<p>second</p>)']);
    expect(opened).toHaveLength(1);
  });

  it('after a document failed to load, closes that surface and gives the next document a new one', async () => {
    const { opened, print } = surfaces();
    await print('<p>before</p>');
    opened[0]!.failLoad = true;
    await expect(print('<p>fails</p>')).rejects.toThrow('did-fail-load');
    expect(opened[0]!.closed).toBe(true);
    expect(await print('<p>after</p>')).toEqual({ printed: '<p>after</p>', by: 2 });
  });

  it('after printing failed, never prints on that surface again (it may still show the failed document)', async () => {
    const { opened, warm, print } = surfaces();
    await expect(warm.withDocument('<p>secret</p>', () => Promise.reject(new Error('printToPDF failed')))).rejects.toThrow(
      'printToPDF failed',
    );
    expect(opened[0]!.closed).toBe(true);
    expect(await print('<p>next</p>')).toEqual({ printed: '<p>next</p>', by: 2 });
  });

  it('a surface that crashed while idle is replaced at the next document', async () => {
    const { opened, print } = surfaces();
    await print('<p>one</p>');
    opened[0]!.crash();
    expect(await print('<p>two</p>')).toEqual({ printed: '<p>two</p>', by: 2 });
    expect(opened[0]!.closed).toBe(true);
  });

  it('a crash while a document loads fails that document (it does not wait forever) and the next gets a new surface', async () => {
    const { opened, warm, print } = surfaces();
    await print('<p>one</p>');
    opened[0]!.hold = new Promise<void>(() => undefined);
    const hanging = warm.withDocument('<p>two</p>', () => Promise.resolve('printed'));
    await new Promise((resolve) => setImmediate(resolve));
    opened[0]!.crash();
    await expect(hanging).rejects.toBeInstanceOf(PrintSurfaceGoneError);
    expect(await print('<p>three</p>')).toEqual({ printed: '<p>three</p>', by: 2 });
  });

  it('a surface that failed to open fails its document and is tried again at the next', async () => {
    let attempts = 0;
    const warm = createWarmPrintSurface(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('no window')) : Promise.resolve(new FakeSurface(attempts));
    });
    await expect(warm.withDocument('<p>a</p>', () => Promise.resolve(1))).rejects.toThrow('no window');
    expect(await warm.withDocument('<p>b</p>', (surface) => Promise.resolve(surface.shown))).toBe('<p>b</p>');
  });

  it('close closes the surface, fails a document in print, and a later document opens a new one', async () => {
    const { opened, warm, print } = surfaces();
    await print('<p>one</p>');
    opened[0]!.hold = new Promise<void>(() => undefined);
    const inPrint = warm.withDocument('<p>two</p>', () => Promise.resolve('printed'));
    await new Promise((resolve) => setImmediate(resolve));
    await warm.close();
    expect(opened[0]!.closed).toBe(true);
    await expect(inPrint).rejects.toBeInstanceOf(PrintSurfaceGoneError);
    expect(await print('<p>three</p>')).toEqual({ printed: '<p>three</p>', by: 2 });
  });

  it('close before any document opens nothing', async () => {
    const { opened, warm } = surfaces();
    await warm.close();
    expect(opened).toHaveLength(0);
  });

  it('gives up a document whose page hangs, closes that surface, and the documents behind it go on in a new one', async () => {
    vi.useFakeTimers();
    try {
      const { opened, print } = surfaces(60_000);
      await print('<p>A-1</p>');
      opened[0]!.hold = new Promise<void>(() => undefined);
      const hung = print('<p>A-2</p>');
      const next = print('<p>A-3</p>');
      const failure = hung.then(
        () => null,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(59_999);
      expect(opened[0]!.closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toBeInstanceOf(PrintSurfaceTimeoutError);
      expect((error as PrintSurfaceTimeoutError).seconds).toBe(60);
      expect(opened[0]!.closed).toBe(true);
      expect(await next).toEqual({ printed: '<p>A-3</p>', by: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves no timer behind a document that finished', async () => {
    vi.useFakeTimers();
    try {
      const { print } = surfaces(60_000);
      await print('<p>A-1</p>');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
