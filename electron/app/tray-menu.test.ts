import { describe, expect, it, vi } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import type { RecentLookup } from '../shared/recall';
import { clipboardArticle, createTrayMenu, trayMenuTemplate, type TrayActions, type TrayMenuEntry, type TrayOptions } from './tray-menu';

const recentLookup = (artnr: string, extra: Partial<RecentLookup> = {}): RecentLookup => ({
  artnr,
  country: 'at',
  factor: null,
  profile: null,
  at: '2026-11-22T10:00:00.000Z',
  price: '48.25',
  currencySign: 'EUR',
  source: 'demo',
  ...extra,
});

function recordingActions() {
  const done: unknown[] = [];
  const actions: TrayActions = {
    open: () => void done.push('open'),
    lookUp: (request) => void done.push(request),
    lookUpClipboard: () => void done.push('clipboard'),
    quit: () => void done.push('quit'),
  };
  return { actions, done };
}

const labels = (entries: TrayMenuEntry[]) => entries.map((entry) => (entry.type === 'separator' ? '---' : entry.label));

describe('clipboardArticle', () => {
  it.each([
    ['900155', '900155'],
    ['  AB-1029\n', 'AB-1029'],
    ['', null],
    ['Dear customer', null],
    ['900155?admin=1', null],
    ['..', null],
    ['9'.repeat(65), null],
    [`900155${' '.repeat(300)}`, null],
    // Longer than any article number with the blanks a copied cell brings: refused before it is trimmed.
    [`${' '.repeat(40)}900155${' '.repeat(40)}`, null],
  ])('%j is %j', (text, expected) => {
    expect(clipboardArticle(text)).toBe(expected);
  });
});

describe('trayMenuTemplate', () => {
  it('never shows what is on the clipboard, even when it passes the article-number rule (a copied password may)', () => {
    const { actions, done } = recordingActions();
    for (const language of ['en', 'de'] as const) {
      const entries = trayMenuTemplate({ language, regionalLocale: 'en-US', recent: [], clipboardArticle: 'Tr0ub4dor.3' }, actions);
      expect(labels(entries).join('\n')).not.toContain('Tr0ub4dor');
      entries[1]?.click?.();
    }
    expect(
      labels(trayMenuTemplate({ language: 'en', regionalLocale: 'en-US', recent: [], clipboardArticle: 'Tr0ub4dor.3' }, actions))[1],
    ).toBe('Look up the article number on the clipboard');
    expect(done).toEqual(['clipboard', 'clipboard']);
  });

  it('offers open, the clipboard lookup (off without an article number), and quit', () => {
    const { actions } = recordingActions();
    const entries = trayMenuTemplate({ language: 'en', regionalLocale: 'en-US', recent: [], clipboardArticle: null }, actions);
    expect(labels(entries)).toEqual(['Open Price Lookup', 'Look up the article number on the clipboard', '---', 'Quit']);
    expect(entries[1]).toMatchObject({ enabled: false });
    expect(entries[1]?.click).toBeUndefined();
  });

  it('lists the last five lookups, each run again when clicked, with the factor worded as in the window, in the regional format', () => {
    const { actions, done } = recordingActions();
    const recent = ['1', '2', '3', '4', '5', '6'].map((n) => recentLookup(`90015${n}`));
    recent[0] = recentLookup('900151', { country: 'de', factor: '1.25', profile: 'reimo' });
    const entries = trayMenuTemplate({ language: 'de', regionalLocale: 'de-DE', recent, clipboardArticle: '31245' }, actions);
    expect(labels(entries)).toEqual([
      'Price Lookup öffnen',
      'Artikelnummer aus der Zwischenablage nachschlagen',
      '---',
      'Zuletzt nachgeschlagen',
      '900151 – Deutschland (de), Faktor 1,25 (+25\u00a0%)',
      '900152 – Österreich (at)',
      '900153 – Österreich (at)',
      '900154 – Österreich (at)',
      '900155 – Österreich (at)',
      '---',
      'Beenden',
    ]);
    expect(entries[1]).not.toHaveProperty('enabled', false);
    expect(entries[3]).toMatchObject({ enabled: false });
    entries[4]?.click?.();
    entries[1]?.click?.();
    entries[0]?.click?.();
    entries.at(-1)?.click?.();
    expect(done).toEqual([recent[0], 'clipboard', 'open', 'quit']);
  });
});

function fakeTray(clipboard: { text: string | Error; reads?: number }) {
  const calls: string[] = [];
  let menu: TrayMenuEntry[] = [];
  let click: (() => void) | null = null;
  let tick: (() => void) | null = null;
  const lookedUp: LookupRequest[] = [];
  const options: TrayOptions = {
    platform: 'linux',
    tray: {
      setContextMenu: (built) => {
        calls.push('setContextMenu');
        menu = (built as { template: TrayMenuEntry[] }).template;
      },
      popUpContextMenu: () => void calls.push('popUpContextMenu'),
      setToolTip: (toolTip) => void calls.push(`setToolTip ${toolTip}`),
      on: (_event, listener) => {
        click = listener;
      },
      destroy: () => void calls.push('destroy'),
    },
    buildMenu: (template) => ({ template }),
    // As Electron's clipboard.has('text/plain'): whether there is text, without handing it over.
    clipboardHasText: async () => {
      if (clipboard.text instanceof Error) throw clipboard.text;
      return clipboard.text !== '';
    },
    readClipboard: async () => {
      clipboard.reads = (clipboard.reads ?? 0) + 1;
      if (clipboard.text instanceof Error) throw clipboard.text;
      return clipboard.text;
    },
    open: () => void calls.push('open'),
    lookUp: (request) => void lookedUp.push(request),
    quit: () => void calls.push('quit'),
    every: (_ms, check) => {
      tick = check;
      return () => {
        tick = null;
        calls.push('stopped');
      };
    },
  };
  return { options, calls, lookedUp, menu: () => menu, click: () => click?.(), tick: () => tick?.() };
}

describe('createTrayMenu', () => {
  it('rebuilds the menu when the recent lookups, the language or the clipboard check change, and not otherwise', async () => {
    const clipboard: { text: string | Error } = { text: 'no article number here' };
    const fake = fakeTray(clipboard);
    let language: 'en' | 'de' = 'en';
    let recent: RecentLookup[] = [];
    const menu = createTrayMenu(fake.options, {
      language: () => language,
      regionalLocale: 'en-US',
      recent: async () => recent,
      lastCountry: () => 'se',
    });
    expect(fake.calls).toEqual(['setContextMenu', 'setToolTip Price Lookup']);
    // Linux: the first check at start, then on the timer.
    await vi.waitFor(() => expect(clipboard).toHaveProperty('reads', 1));
    await menu.checkClipboard();
    expect(fake.calls.filter((call) => call === 'setContextMenu')).toHaveLength(1);

    recent = [recentLookup('900155', { factor: '2', profile: 'reimo' })];
    await menu.refresh();
    expect(labels(fake.menu())).toContain('900155 – Austria (at), factor 2 (+100%)');
    fake.menu()[4]?.click?.();
    expect(fake.lookedUp).toEqual([{ artnr: '900155', country: 'at', factor: '2', profile: 'reimo' }]);

    language = 'de';
    await menu.refresh();
    expect(labels(fake.menu())[0]).toBe('Price Lookup öffnen');

    clipboard.text = ' 31245 ';
    fake.tick();
    await vi.waitFor(() => expect(fake.menu()[1]).toEqual(expect.objectContaining({ click: expect.any(Function) })));
    expect(labels(fake.menu())[1]).toBe('Artikelnummer aus der Zwischenablage nachschlagen');
    const builds = fake.calls.filter((call) => call === 'setContextMenu').length;
    await menu.checkClipboard();
    // Another article number changes nothing the menu shows: no rebuild, and the click takes the new one.
    clipboard.text = '100234';
    await menu.checkClipboard();
    expect(fake.calls.filter((call) => call === 'setContextMenu')).toHaveLength(builds);
    fake.menu()[1]?.click?.();
    expect(fake.lookedUp.at(-1)).toEqual({ artnr: '100234', country: 'se', factor: null, profile: null });
    clipboard.text = ' 31245 ';
    await menu.checkClipboard();
    // A clipboard lookup asks for the country last chosen in the form, without factor or profile.
    fake.menu()[1]?.click?.();
    expect(fake.lookedUp.at(-1)).toEqual({ artnr: '31245', country: 'se', factor: null, profile: null });

    // A clipboard another program holds open reads as empty.
    clipboard.text = new Error('clipboard busy');
    await menu.checkClipboard();
    expect(fake.menu()[1]).toMatchObject({ label: 'Artikelnummer aus der Zwischenablage nachschlagen', enabled: false });

    fake.click();
    expect(fake.calls).toContain('open');
    menu.dispose();
    expect(fake.calls.slice(-2)).toEqual(['stopped', 'destroy']);
  });

  it('asks whether the clipboard holds text before reading it, and reads nothing when it does not', async () => {
    const clipboard: { text: string | Error; reads?: number } = { text: '' };
    const fake = fakeTray(clipboard);
    const menu = createTrayMenu(fake.options, {
      language: () => 'en',
      regionalLocale: 'en-US',
      recent: async () => [],
      lastCountry: () => 'de',
    });
    await menu.checkClipboard();
    await menu.checkClipboard();
    expect(clipboard.reads ?? 0).toBe(0);
    clipboard.text = '900155';
    await menu.checkClipboard();
    expect(clipboard.reads).toBe(1);
    expect(fake.menu()[1]).toMatchObject({ label: 'Look up the article number on the clipboard' });
    expect(fake.menu()[1]?.enabled).not.toBe(false);
  });

  it('shows no recent lookups when the history cannot be read', async () => {
    const fake = fakeTray({ text: '' });
    const menu = createTrayMenu(fake.options, {
      language: () => 'en',
      regionalLocale: 'en-US',
      recent: async () => {
        throw new Error('EACCES');
      },
      lastCountry: () => 'de',
    });
    await menu.refresh();
    expect(labels(fake.menu())).toEqual(['Open Price Lookup', 'Look up the article number on the clipboard', '---', 'Quit']);
  });
});

/**
 * Electron's Tray as each system drives it (docs/api/tray.md): on macOS, with a context menu set, a left
 * click emits `click` on mouse-down and then shows that menu (shell/browser/ui/tray_icon_cocoa.mm); on
 * Windows a left click emits `click` and a right click `right-click`, then shows a context menu if one is
 * set; on Linux the desktop shows the set menu itself and says nothing.
 */
function systemTray(platform: 'darwin' | 'win32' | 'linux', clipboard: { text: string; reads: number }) {
  const listeners = new Map<string, () => void>();
  let contextMenu: unknown = null;
  const shown: TrayMenuEntry[][] = [];
  const opened: string[] = [];
  let polls = 0;
  const options: TrayOptions = {
    platform,
    tray: {
      setContextMenu: (menu) => void (contextMenu = menu),
      popUpContextMenu: (menu) => void shown.push((menu as { template: TrayMenuEntry[] }).template),
      setToolTip: () => undefined,
      on: (event, listener) => void listeners.set(event, listener),
      destroy: () => undefined,
    },
    buildMenu: (template) => ({ template }),
    clipboardHasText: async () => clipboard.text !== '',
    readClipboard: async () => {
      clipboard.reads += 1;
      return clipboard.text;
    },
    open: () => void opened.push('open'),
    lookUp: () => undefined,
    quit: () => undefined,
    every: () => {
      polls += 1;
      return () => undefined;
    },
  };
  const showSetMenu = (): void => {
    if (contextMenu !== null) shown.push((contextMenu as { template: TrayMenuEntry[] }).template);
  };
  return {
    options,
    shown,
    opened,
    polls: () => polls,
    press(button: 'left' | 'right') {
      if (platform === 'linux') return showSetMenu();
      listeners.get(button === 'left' ? 'click' : 'right-click')?.();
      if (platform === 'darwin' || button === 'right') showSetMenu();
    },
  };
}

const clipboardEntry = (entries: TrayMenuEntry[] | undefined) => entries?.[1];
const source = { language: () => 'en' as const, regionalLocale: 'en-US', recent: async () => [], lastCountry: () => 'de' as const };

describe('the tray on each system', () => {
  it('macOS: a click opens the menu with what is on the clipboard now, and never raises the window', async () => {
    const clipboard = { text: '', reads: 0 };
    const tray = systemTray('darwin', clipboard);
    createTrayMenu(tray.options, source);
    await Promise.resolve();
    // Nothing read and nothing polled until the menu is asked for.
    expect([clipboard.reads, tray.polls()]).toEqual([0, 0]);
    clipboard.text = '900155';
    tray.press('left');
    await vi.waitFor(() => expect(tray.shown).toHaveLength(1));
    expect(tray.opened).toEqual([]);
    expect(clipboardEntry(tray.shown[0])).toMatchObject({ label: 'Look up the article number on the clipboard' });
    expect(clipboardEntry(tray.shown[0])?.enabled).not.toBe(false);
    clipboard.text = 'not one';
    tray.press('right');
    await vi.waitFor(() => expect(tray.shown).toHaveLength(2));
    expect(clipboardEntry(tray.shown[1])).toMatchObject({ enabled: false });
    expect(clipboard.reads).toBe(2);
  });

  it('Windows: a left click opens the window without reading the clipboard; a right click reads it, then shows the menu', async () => {
    const clipboard = { text: '31245', reads: 0 };
    const tray = systemTray('win32', clipboard);
    createTrayMenu(tray.options, source);
    await Promise.resolve();
    tray.press('left');
    expect(tray.opened).toEqual(['open']);
    expect([clipboard.reads, tray.polls(), tray.shown.length]).toEqual([0, 0, 0]);
    tray.press('right');
    await vi.waitFor(() => expect(tray.shown).toHaveLength(1));
    expect(clipboard.reads).toBe(1);
    expect(clipboardEntry(tray.shown[0])?.enabled).not.toBe(false);
  });

  it('Linux: the menu is set on the icon and the clipboard checked on a timer (no event says the menu opens)', async () => {
    const clipboard = { text: '31245', reads: 0 };
    const tray = systemTray('linux', clipboard);
    createTrayMenu(tray.options, source);
    expect(tray.polls()).toBe(1);
    await vi.waitFor(() => expect(clipboard.reads).toBe(1));
    tray.press('right');
    expect(clipboardEntry(tray.shown[0])?.enabled).not.toBe(false);
  });
});
