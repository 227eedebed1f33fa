import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadline } from './deadline';

describe('a request’s deadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs out after its time with a TimeoutError, as AbortSignal.timeout does', () => {
    const deadline = createDeadline(10_000);
    vi.advanceTimersByTime(9_999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('does not run out while the user is being asked, and gives the whole time again once answered', async () => {
    let answer: () => void = () => undefined;
    let open: Promise<void> | null = new Promise<void>((resolve) => (answer = resolve));
    const deadline = createDeadline(10_000, () => open);
    // A minute of typing a proxy's password.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deadline.signal.aborted).toBe(false);
    open = null;
    answer();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('stops when cleared, also while a question is open', async () => {
    const cleared = createDeadline(10_000);
    cleared.clear();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(cleared.signal.aborted).toBe(false);

    let answer: () => void = () => undefined;
    let open: Promise<void> | null = new Promise<void>((resolve) => (answer = resolve));
    const waiting = createDeadline(10_000, () => open);
    await vi.advanceTimersByTimeAsync(10_000);
    waiting.clear();
    open = null;
    answer();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(waiting.signal.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
