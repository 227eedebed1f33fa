import { describe, expect, it } from 'vitest';
import { createTypedHandOver } from './typed-hand-over';

/** A hand-over with timers the test fires, a log it reads, and a window that records the questions it is asked. */
function handOverWithWindow(limitMs = 5_000) {
  const timers: { run: () => void; ms: number; stopped: boolean }[] = [];
  const logged: { event: string; details: unknown }[] = [];
  const asked: number[] = [];
  const handOver = createTypedHandOver({
    limitMs,
    log: { write: async (event, details) => void logged.push({ event, details }) },
    setTimer: (run, ms) => {
      const timer = { run, ms, stopped: false };
      timers.push(timer);
      return () => void (timer.stopped = true);
    },
    monotonicNow: () => 0,
  });
  handOver.setWindow((question) => {
    asked.push(question);
    return true;
  });
  return { handOver, timers, logged, asked };
}

describe('the hand-over before the window goes', () => {
  it('asks the window and resolves with its answer; a kept hand-over is not logged', async () => {
    const { handOver, asked, logged, timers } = handOverWithWindow();
    const answer = handOver.ask();
    expect(asked).toEqual([1]);
    expect(handOver.answered(1, [])).toBe(true);
    await expect(answer).resolves.toEqual({ outcome: 'kept' });
    expect(timers[0]?.stopped).toBe(true);
    expect(logged).toEqual([]);
  });

  it('says what could not be kept, each kind once, and logs it', async () => {
    const { handOver, logged } = handOverWithWindow();
    const answer = handOver.ask();
    handOver.answered(1, ['unsaved', 'refused', 'refused']);
    await expect(answer).resolves.toEqual({ outcome: 'unkept', unkept: ['refused', 'unsaved'] });
    expect(logged).toEqual([{ event: 'typed-hand-over', details: { outcome: 'unkept', unkept: 'refused,unsaved', waitedMs: 0 } }]);
  });

  it('asks once while a question is open: a second close waits for the same answer', async () => {
    const { handOver, asked } = handOverWithWindow();
    const first = handOver.ask();
    const second = handOver.ask();
    expect(asked).toEqual([1]);
    handOver.answered(1, []);
    expect(await first).toEqual(await second);
    // The next close asks anew.
    void handOver.ask();
    expect(asked).toEqual([1, 2]);
  });

  it('takes no answer to another question: a late one, or one made up', async () => {
    const { handOver } = handOverWithWindow();
    const first = handOver.ask();
    expect(handOver.answered(7, [])).toBe(false);
    handOver.answered(1, []);
    await first;
    // The first question's answer comes again, after it was answered: nothing is open.
    expect(handOver.answered(1, ['refused'])).toBe(false);
  });

  it('lets the window go after the limit when the page never answers, and logs why', async () => {
    const { handOver, timers, logged } = handOverWithWindow(5_000);
    const answer = handOver.ask();
    expect(timers[0]?.ms).toBe(5_000);
    timers[0]?.run();
    await expect(answer).resolves.toEqual({ outcome: 'no-answer' });
    expect(logged[0]).toMatchObject({ event: 'typed-hand-over', details: { outcome: 'no-answer' } });
    // Too late now.
    expect(handOver.answered(1, [])).toBe(false);
  });

  it('does not wait for a page that is gone (crashed, or the window destroyed), nor ask when there is none', async () => {
    const { handOver } = handOverWithWindow();
    const crashed = handOver.ask();
    handOver.pageGone();
    await expect(crashed).resolves.toEqual({ outcome: 'no-page' });
    const destroyed = handOver.ask();
    handOver.setWindow(null);
    await expect(destroyed).resolves.toEqual({ outcome: 'no-page' });
    await expect(handOver.ask()).resolves.toEqual({ outcome: 'no-page' });
  });

  it('does not wait when the question cannot be sent', async () => {
    const { handOver } = handOverWithWindow();
    handOver.setWindow(() => false);
    await expect(handOver.ask()).resolves.toEqual({ outcome: 'no-page' });
  });
});
