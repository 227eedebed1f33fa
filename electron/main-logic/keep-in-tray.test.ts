import { describe, expect, it } from 'vitest';
import { closeToTray } from './keep-in-tray';

function closing() {
  const happened: string[] = [];
  return {
    happened,
    event: { preventDefault: () => void happened.push('preventDefault') },
    window: { hide: () => void happened.push('hide') },
  };
}

describe('closeToTray', () => {
  it('with "Keep running in the tray" on, cancels the close and hides the window', () => {
    const { happened, event, window } = closing();
    expect(closeToTray(event, window, { keepInTray: true, quitting: false })).toBe('hidden');
    expect(happened).toEqual(['preventDefault', 'hide']);
  });

  it('with it off, lets the window close as before', () => {
    const { happened, event, window } = closing();
    expect(closeToTray(event, window, { keepInTray: false, quitting: false })).toBe('closed');
    expect(happened).toEqual([]);
  });

  it('lets the window close when the app is quitting, whatever the choice', () => {
    const { happened, event, window } = closing();
    expect(closeToTray(event, window, { keepInTray: true, quitting: true })).toBe('closed');
    expect(happened).toEqual([]);
  });
});
