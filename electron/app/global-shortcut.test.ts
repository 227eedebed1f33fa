import { describe, expect, it } from 'vitest';
import { acceleratorLabel, checkAccelerator } from '../shared/global-shortcut';
import { createGlobalShortcut, summonWindow, type GlobalShortcutApi } from './global-shortcut';

/** Electron's globalShortcut as documented: register answers false for a key another program holds. */
function fakeGlobalShortcut(takenByOthers: string[] = []) {
  const registered = new Map<string, () => void>();
  const api: GlobalShortcutApi = {
    register: (accelerator, callback) => {
      if (takenByOthers.includes(accelerator) || registered.has(accelerator)) return false;
      registered.set(accelerator, callback);
      return true;
    },
    unregister: (accelerator) => void registered.delete(accelerator),
    isRegistered: (accelerator) => registered.has(accelerator),
  };
  return { api, registered, press: (accelerator: string) => registered.get(accelerator)?.() };
}

describe('the global shortcut', () => {
  it('registers the platform default, which calls back when pressed', () => {
    const fake = fakeGlobalShortcut();
    let pressed = 0;
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => (pressed += 1) });
    expect(shortcut.apply({ enabled: true, accelerator: null })).toEqual({
      enabled: true,
      accelerator: 'Control+Alt+P',
      defaultAccelerator: 'Control+Alt+P',
      registered: true,
    });
    fake.press('Control+Alt+P');
    expect(pressed).toBe(1);
    expect(createGlobalShortcut({ api: fakeGlobalShortcut().api, platform: 'darwin', onPressed: () => undefined }).state()).toMatchObject({
      defaultAccelerator: 'Control+Command+P',
    });
  });

  it('moves to another key, releasing the one before, and can be switched off', () => {
    const fake = fakeGlobalShortcut();
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'win32', onPressed: () => undefined });
    shortcut.apply({ enabled: true, accelerator: null });
    expect(shortcut.apply({ enabled: true, accelerator: 'Control+Shift+F9' }).registered).toBe(true);
    expect([...fake.registered.keys()]).toEqual(['Control+Shift+F9']);
    expect(shortcut.apply({ enabled: false, accelerator: 'Control+Shift+F9' })).toMatchObject({ enabled: false, registered: false });
    expect(fake.registered.size).toBe(0);
  });

  it('says so when the system refuses the key, and holds none', () => {
    const fake = fakeGlobalShortcut(['Alt+Space']);
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => undefined });
    shortcut.apply({ enabled: true, accelerator: null });
    expect(shortcut.apply({ enabled: true, accelerator: 'Alt+Space' })).toMatchObject({ enabled: true, registered: false });
    expect(fake.registered.size).toBe(0);
    const throwing: GlobalShortcutApi = {
      ...fake.api,
      register: () => {
        throw new Error('Failed to parse accelerator');
      },
    };
    expect(
      createGlobalShortcut({ api: throwing, platform: 'linux', onPressed: () => undefined }).apply({ enabled: true, accelerator: null }),
    ).toMatchObject({ registered: false });
  });

  it('releases the key when disposed', () => {
    const fake = fakeGlobalShortcut();
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => undefined });
    shortcut.apply({ enabled: true, accelerator: null });
    shortcut.dispose();
    expect(fake.api.isRegistered('Control+Alt+P')).toBe(false);
  });
});

describe('summoning the window', () => {
  it('restores a minimised window, shows and focuses it, then asks for the article number', () => {
    const calls: string[] = [];
    const window = (minimized: boolean) => ({
      isMinimized: () => minimized,
      restore: () => void calls.push('restore'),
      show: () => void calls.push('show'),
      focus: () => void calls.push('focus'),
      focusArticle: () => void calls.push('focusArticle'),
    });
    summonWindow(window(true));
    expect(calls).toEqual(['restore', 'show', 'focus', 'focusArticle']);
    calls.length = 0;
    summonWindow(window(false));
    expect(calls).toEqual(['show', 'focus', 'focusArticle']);
  });
});

describe('checking a shortcut typed in Settings', () => {
  it.each([
    ['Control+Alt+P', 'Control+Alt+P'],
    [' ctrl + alt + p ', 'Ctrl+Alt+P'],
    ['CommandOrControl+Shift+Space', 'CommandOrControl+Shift+Space'],
    ['Alt+F12', 'Alt+F12'],
    ['Super+Plus', 'Super+Plus'],
    // German key names, as German keyboards print them.
    ['Strg+Alt+P', 'Control+Alt+P'],
    ['strg + umschalt + entf', 'Control+Shift+Delete'],
    ['Umsch+Strg+Pos1', 'Shift+Control+Home'],
    ['Befehl+Wahl+Leertaste', 'Command+Option+Space'],
  ])('accepts %j as %j', (typed, spelled) => {
    expect(checkAccelerator(typed)).toEqual({ ok: true, value: spelled });
  });

  it.each(['', 'P', 'Shift+P', 'Control+', 'Control+Alt', 'Hyper+P', 'Control+Control+P', 'Control+PP', 'Control+Alt+P+Q'])(
    'refuses %j',
    (typed) => {
      expect(checkAccelerator(typed).ok).toBe(false);
    },
  );

  it('shows a shortcut with the key names of the window language, and reads them back as the same', () => {
    for (const accelerator of ['Control+Alt+P', 'Control+Shift+Delete', 'Command+Option+Space', 'Alt+Shift+End', 'Ctrl+Alt+F9']) {
      expect(acceleratorLabel(accelerator, 'en')).toBe(accelerator);
      const german = acceleratorLabel(accelerator, 'de');
      expect(german).not.toMatch(/Control|Shift|Delete|Command|Option|Space|End\b|Ctrl/);
      expect(checkAccelerator(german)).toEqual({ ok: true, value: accelerator.replace('Ctrl', 'Control') });
    }
    expect(acceleratorLabel('Control+Shift+Delete', 'de')).toBe('Strg+Umschalt+Entf');
  });
});
