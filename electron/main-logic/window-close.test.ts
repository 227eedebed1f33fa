import { describe, expect, it } from 'vitest';
import type { Unkept } from '../shared/typed-hand-over';
import { translator } from '../shared/i18n/translator';
import type { HandOver } from './typed-hand-over';
import { closingQuestion, createWindowClose, type WindowCloseOptions } from './window-close';

/** A window's closing whose hand-over the test answers, recording what it does. */
function closing(options: Partial<WindowCloseOptions> & { keepInTray?: () => boolean } = {}) {
  const done: string[] = [];
  let answer: (handOver: HandOver) => void = () => undefined;
  const close = createWindowClose({
    keepInTray: () => false,
    handOver: {
      ask: () => {
        done.push('asked');
        return new Promise((resolve) => (answer = resolve));
      },
    },
    confirmLoss: async (unkept) => {
      done.push(`confirm ${unkept.join(',')}`);
      return false;
    },
    hide: () => void done.push('hidden'),
    closeAgain: (quitting) => void done.push(quitting ? 'quit again' : 'close again'),
    ...options,
  });
  const event = () => {
    const made = { prevented: false, preventDefault: () => void (made.prevented = true) };
    return made;
  };
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { close, done, answer: (handOver: HandOver) => answer(handOver), event, settle };
}

describe("the window's closing", () => {
  it('holds the close until the page has handed over, then closes again', async () => {
    const { close, done, answer, event, settle } = closing();
    const first = event();
    expect(close.onClose(first)).toBe('held');
    expect(first.prevented).toBe(true);
    // Clicked again meanwhile: still held, not asked twice.
    expect(close.onClose(event())).toBe('held');
    answer({ outcome: 'kept' });
    await settle();
    expect(done).toEqual(['asked', 'close again']);
    // The close main makes now goes through.
    const again = event();
    expect(close.onClose(again)).toBe('closed');
    expect(again.prevented).toBe(false);
  });

  it('quits again when the app was quitting: the held close cancelled Electron\u2019s quit', async () => {
    const { close, done, answer, event, settle } = closing();
    close.going('quit');
    close.onClose(event());
    answer({ outcome: 'no-answer' });
    await settle();
    expect(done).toEqual(['asked', 'quit again']);
  });

  it('with "Keep running in the tray" hides the window (its page stays: nothing to hand over), unless the app is going', async () => {
    const { close, done, answer, event, settle } = closing({ keepInTray: () => true });
    expect(close.onClose(event())).toBe('hidden');
    expect(done).toEqual(['hidden']);
    close.going('quit');
    expect(close.onClose(event())).toBe('held');
    answer({ outcome: 'kept' });
    await settle();
    expect(done).toEqual(['hidden', 'asked', 'quit again']);
  });

  it('asks the person before losing what could not be kept; staying keeps the window and forgets the quit', async () => {
    const { close, done, answer, event, settle } = closing({ keepInTray: () => true });
    close.going('quit');
    close.onClose(event());
    answer({ outcome: 'unkept', unkept: ['refused'] });
    await settle();
    expect(done).toEqual(['asked', 'confirm refused']);
    // The quit is over: closing the window now hides it to the tray again.
    expect(close.onClose(event())).toBe('hidden');
  });

  it('closes anyway when the person says so', async () => {
    const { close, done, answer, event, settle } = closing({ confirmLoss: async () => true });
    close.onClose(event());
    answer({ outcome: 'unkept', unkept: ['failed'] });
    await settle();
    expect(done).toEqual(['asked', 'close again']);
  });

  it('asks nobody when the system ends the session: the window goes after its hand-over', async () => {
    const { close, done, answer, event, settle } = closing();
    close.going('session-end');
    close.onClose(event());
    answer({ outcome: 'unkept', unkept: ['unsaved'] });
    await settle();
    expect(done).toEqual(['asked', 'quit again']);
  });

  it('lets an update close the window at once: restartToUpdate had the page hand over first', () => {
    const { close, done, event } = closing();
    close.going('update');
    const closed = event();
    expect(close.onClose(closed)).toBe('closed');
    expect(closed.prevented).toBe(false);
    expect(done).toEqual([]);
  });
});

describe('the question before losing what could not be kept', () => {
  it('names each thing in the UI language, "Back to the window" first, the default and Esc', () => {
    const unkept: Unkept[] = ['refused', 'failed', 'unsaved'];
    const { t } = translator('en');
    expect(closingQuestion(unkept, t)).toEqual({
      type: 'warning',
      title: 'Close Price Lookup?',
      message: 'Not everything you typed could be saved',
      detail: [
        '• A text you typed is not valid and was not saved. It is marked in the window.',
        '• A change could not be saved.',
        '• A customer or the connection is not saved yet.',
        '',
        'If you close now, it is lost.',
      ].join('\n'),
      buttons: ['Back to the window', 'Close without it'],
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    expect(closingQuestion(['failed'], translator('de').t).buttons).toEqual(['Zurück zum Fenster', 'Ohne speichern schließen']);
  });
});
