import { describe, expect, it } from 'vitest';
import { createQuitHandler } from './shutdown';

function quitEvent() {
  const event = { prevented: 0, preventDefault: () => void (event.prevented += 1) };
  return event;
}

/** A dispose that finishes when the test says so. */
function pendingDispose() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { dispose: () => done, finish };
}

describe('createQuitHandler', () => {
  it('holds the quit until dispose has finished, then quits once', async () => {
    const pending = pendingDispose();
    let quitting: () => void = () => undefined;
    const quitAsked = new Promise<void>((resolve) => {
      quitting = resolve;
    });
    let quits = 0;
    const onWillQuit = createQuitHandler({
      dispose: pending.dispose,
      quit: () => {
        quits += 1;
        quitting();
      },
    });
    const first = quitEvent();
    onWillQuit(first);
    expect(first.prevented).toBe(1);
    // A second request while disposing is held as well and starts nothing new.
    const second = quitEvent();
    onWillQuit(second);
    expect(second.prevented).toBe(1);
    expect(quits).toBe(0);
    pending.finish();
    await quitAsked;
    expect(quits).toBe(1);
    // The quit that follows goes through.
    const last = quitEvent();
    onWillQuit(last);
    expect(last.prevented).toBe(0);
  });

  it('quits after the limit when dispose hangs, and says so', async () => {
    const problems: string[] = [];
    const quit = new Promise<void>((resolve) => {
      const onWillQuit = createQuitHandler({
        dispose: () => new Promise(() => undefined),
        quit: resolve,
        limitMs: 20,
        onProblem: (problem) => problems.push(problem),
      });
      onWillQuit(quitEvent());
    });
    await quit;
    expect(problems).toEqual(['timed-out']);
  });

  it('quits when dispose fails, and says so', async () => {
    const problems: string[] = [];
    await new Promise<void>((resolve) => {
      createQuitHandler({
        dispose: () => Promise.reject(new Error('disk gone')),
        quit: resolve,
        onProblem: (problem) => problems.push(problem),
      })(quitEvent());
    });
    expect(problems).toEqual(['failed']);
  });
});
