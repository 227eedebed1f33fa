import { describe, expect, it } from 'vitest';
import { createWriteQueue } from './write-queue';

/** A write that finishes only when the test says so. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('createWriteQueue', () => {
  it('runs writes one at a time in the order asked, even when an earlier one is slower', async () => {
    const queue = createWriteQueue();
    const order: string[] = [];
    const slow = gate();
    const first = queue.run(async () => {
      order.push('first started');
      await slow.opened;
      order.push('first done');
    });
    const second = queue.run(async () => {
      order.push('second started');
    });
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    slow.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first started', 'first done', 'second started']);
  });

  it('reports each write its own failure and goes on with the next', async () => {
    const queue = createWriteQueue();
    const failed = queue.run(() => Promise.reject(new Error('disk full')));
    const next = queue.run(async () => 'written');
    await expect(failed).rejects.toThrow('disk full');
    await expect(next).resolves.toBe('written');
  });

  it('is idle only when every queued write has finished', async () => {
    const queue = createWriteQueue();
    const slow = gate();
    let finished = false;
    void queue.run(async () => {
      await slow.opened;
      finished = true;
    });
    void queue.run(() => Promise.reject(new Error('refused')));
    const idle = queue.idle().then(() => finished);
    slow.open();
    await expect(idle).resolves.toBe(true);
  });
});
