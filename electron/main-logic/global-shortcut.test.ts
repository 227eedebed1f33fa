import { describe, expect, it } from 'vitest';
import { acceleratorLabel, checkAccelerator, shortcutSaying, type GlobalShortcutState } from '../shared/global-shortcut';
import { translator } from '../shared/i18n/translator';
import { createGlobalShortcut, registerConfirms, summonWindow, type GlobalShortcutApi } from './global-shortcut';

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
      binding: 'bound',
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
    expect(shortcut.apply({ enabled: true, accelerator: 'Control+Shift+F9' }).binding).toBe('bound');
    expect([...fake.registered.keys()]).toEqual(['Control+Shift+F9']);
    expect(shortcut.apply({ enabled: false, accelerator: 'Control+Shift+F9' })).toMatchObject({ enabled: false, binding: 'off' });
    expect(fake.registered.size).toBe(0);
  });

  it('says so when the system refuses the key, and holds none', () => {
    const fake = fakeGlobalShortcut(['Alt+Space']);
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => undefined });
    shortcut.apply({ enabled: true, accelerator: null });
    expect(shortcut.apply({ enabled: true, accelerator: 'Alt+Space' })).toMatchObject({ enabled: true, binding: 'refused' });
    expect(fake.registered.size).toBe(0);
    const throwing: GlobalShortcutApi = {
      ...fake.api,
      register: () => {
        throw new Error('Failed to parse accelerator');
      },
    };
    expect(
      createGlobalShortcut({ api: throwing, platform: 'linux', onPressed: () => undefined }).apply({ enabled: true, accelerator: null }),
    ).toMatchObject({ binding: 'refused' });
  });

  it('on a Wayland desktop, a key the portal was asked for is not called bound: the portal may still refuse it unsaid', () => {
    const fake = fakeGlobalShortcut(['Alt+Space']);
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => undefined, registerConfirms: false });
    expect(shortcut.apply({ enabled: true, accelerator: null })).toMatchObject({ binding: 'unconfirmed' });
    expect([...fake.registered.keys()]).toEqual(['Control+Alt+P']);
    // A refusal that is said stays one.
    expect(shortcut.apply({ enabled: true, accelerator: 'Alt+Space' })).toMatchObject({ binding: 'refused' });
    expect(shortcut.apply({ enabled: false, accelerator: null })).toMatchObject({ binding: 'off' });
  });

  it('releases the key when disposed', () => {
    const fake = fakeGlobalShortcut();
    const shortcut = createGlobalShortcut({ api: fake.api, platform: 'linux', onPressed: () => undefined });
    shortcut.apply({ enabled: true, accelerator: null });
    shortcut.dispose();
    expect(fake.api.isRegistered('Control+Alt+P')).toBe(false);
  });
});

describe('registerConfirms', () => {
  it.each([
    ['win32', {}, true],
    ['darwin', { WAYLAND_DISPLAY: 'wayland-0' }, true],
    ['linux', { XDG_SESSION_TYPE: 'x11', DISPLAY: ':0' }, true],
    ['linux', {}, true],
    ['linux', { XDG_SESSION_TYPE: 'wayland', WAYLAND_DISPLAY: 'wayland-0' }, false],
    // Started from a terminal of a Wayland session that did not pass the session type on, or under XWayland.
    ['linux', { WAYLAND_DISPLAY: 'wayland-0', DISPLAY: ':0' }, false],
    ['linux', { XDG_SESSION_TYPE: 'wayland', DISPLAY: ':0' }, false],
  ])('%s with %j: %j', (platform, env, expected) => {
    expect(registerConfirms(platform, env)).toBe(expected);
  });
});

describe('what Settings says of the shortcut', () => {
  const state = (binding: GlobalShortcutState['binding']): GlobalShortcutState => ({
    enabled: binding !== 'off',
    accelerator: 'Control+Shift+P',
    defaultAccelerator: 'Control+Alt+P',
    binding,
  });
  const said = (binding: GlobalShortcutState['binding'], locked: boolean, language: 'en' | 'de') => {
    const saying = shortcutSaying(state(binding), { locked, language });
    return { text: translator(language).text(saying.message), problem: saying.problem };
  };

  it('a refused key is a problem, shown beside the field: another program, or a system that lets no app set one', () => {
    expect(said('refused', false, 'en')).toEqual({
      text: 'Another program uses Control+Shift+P, or this system does not let apps set shortcuts. Choose another one.',
      problem: true,
    });
    expect(said('refused', false, 'de')).toEqual({
      text: 'Ein anderes Programm verwendet Strg+Umschalt+P, oder dieses System erlaubt Programmen keine eigenen Tastenkürzel. Wählen Sie ein anderes.',
      problem: true,
    });
    // IT's shortcut cannot be chosen anew in Settings: IT is asked.
    expect(said('refused', true, 'en').text).toMatch(/IT department set this shortcut: ask them/);
    expect(said('refused', true, 'en').text).not.toMatch(/Choose another/);
  });

  it('a key asked of a Wayland desktop is no problem yet, but says what to do when it does nothing', () => {
    expect(said('unconfirmed', false, 'en')).toEqual({
      text: 'On this desktop the system decides whether Price Lookup may use Control+Shift+P, and may ask you first. If pressing it does nothing, it was not allowed: allow it in the system settings, or choose another one.',
      problem: false,
    });
    expect(said('unconfirmed', true, 'de').text).toMatch(/Strg\+Umschalt\+P.*IT-Abteilung/);
  });

  it('a bound key says how to use it; one switched off, that it is', () => {
    expect(said('bound', false, 'de')).toEqual({
      text: 'Drücken Sie Strg+Umschalt+P in einem beliebigen Programm, um Price Lookup nach vorn zu holen, bereit für eine Artikelnummer.',
      problem: false,
    });
    expect(said('off', true, 'en')).toEqual({ text: 'The shortcut is switched off.', problem: false });
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
