import { describe, expect, it } from 'vitest';
import type { RecentLookup } from '../shared/recall';
import type { ClipboardMiss } from '../shared/ipc-contract';
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
  it('offers open, the clipboard lookup (always: the clipboard is not read to build the menu), and quit', () => {
    const { actions, done } = recordingActions();
    const entries = trayMenuTemplate({ language: 'en', regionalLocale: 'en-US', recent: [] }, actions);
    expect(labels(entries)).toEqual(['Open Price Lookup', 'Look up the article number on the clipboard', '---', 'Quit']);
    expect(entries[1]?.enabled).not.toBe(false);
    entries[1]?.click?.();
    expect(done).toEqual(['clipboard']);
  });

  it('lists the last five lookups, each run again when clicked, with the factor worded as in the window, in the regional format', () => {
    const { actions, done } = recordingActions();
    const recent = ['1', '2', '3', '4', '5', '6'].map((n) => recentLookup(`90015${n}`));
    recent[0] = recentLookup('900151', { country: 'de', factor: '1.25', profile: 'reimo' });
    const entries = trayMenuTemplate({ language: 'de', regionalLocale: 'de-DE', recent }, actions);
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

/**
 * Electron's Tray and clipboard as each system drives them (docs/api/tray.md, docs/api/clipboard.md): on
 * macOS, with a context menu set, a click emits `click` on mouse-down and then shows that menu
 * (shell/browser/ui/tray_icon_cocoa.mm); on Windows a left click emits `click` and a right click shows the
 * set menu; on Linux the desktop shows the set menu itself and says nothing. Every clipboard call is counted.
 */
function systemTray(platform: 'darwin' | 'win32' | 'linux', clipboard: { text: string | Error }) {
  const listeners = new Map<string, () => void>();
  let contextMenu: TrayMenuEntry[] | null = null;
  const shown: TrayMenuEntry[][] = [];
  const done: unknown[] = [];
  const asked = { has: 0, read: 0 };
  const calls: string[] = [];
  const options: TrayOptions = {
    platform,
    tray: {
      setContextMenu: (menu) => {
        calls.push('setContextMenu');
        contextMenu = (menu as { template: TrayMenuEntry[] }).template;
      },
      setToolTip: (toolTip) => void calls.push(`setToolTip ${toolTip}`),
      on: (event, listener) => void listeners.set(event, listener),
      destroy: () => void calls.push('destroy'),
    },
    buildMenu: (template) => ({ template }),
    // As Electron's clipboard.has('text/plain'): whether there is text, without handing it over.
    clipboardHasText: async () => {
      asked.has += 1;
      if (clipboard.text instanceof Error) throw clipboard.text;
      return clipboard.text !== '';
    },
    readClipboard: async () => {
      asked.read += 1;
      if (clipboard.text instanceof Error) throw clipboard.text;
      return clipboard.text;
    },
    open: () => void done.push('open'),
    lookUp: (request) => void done.push(request),
    noClipboardArticle: (why: ClipboardMiss) => void done.push(`no article: ${why}`),
    quit: () => void done.push('quit'),
  };
  return {
    options,
    shown,
    done,
    calls,
    /** Every clipboard call the app made: asked whether there is text, and read. */
    clipboardCalls: () => asked.has + asked.read,
    reads: () => asked.read,
    menu: () => contextMenu ?? [],
    /** A press on the icon as the system handles it; the menu it opens, if any, is added to `shown`. */
    press(button: 'left' | 'right') {
      if (platform === 'linux') {
        if (button === 'right' && contextMenu) shown.push(contextMenu);
        else listeners.get('click')?.();
        return;
      }
      if (button === 'left') listeners.get('click')?.();
      if ((platform === 'darwin' || button === 'right') && contextMenu) shown.push(contextMenu);
    },
  };
}

const source = { language: () => 'en' as const, regionalLocale: 'en-US', recent: async () => [], lastCountry: () => 'de' as const };
const clipboardEntry = (entries: TrayMenuEntry[] | undefined) => entries?.find((entry) => entry.label?.includes('clipboard'));

describe('the tray reads the clipboard only when its entry is chosen', () => {
  it.each(['darwin', 'win32', 'linux'] as const)(
    '%s: building, refreshing and opening the menu read nothing; choosing the entry reads once and looks the article up',
    async (platform) => {
      const clipboard = { text: ' 31245 ' as string | Error };
      const tray = systemTray(platform, clipboard);
      let recent: RecentLookup[] = [];
      const menu = createTrayMenu(tray.options, { ...source, recent: async () => recent, lastCountry: () => 'se' });
      await menu.refresh();
      recent = [recentLookup('900155')];
      await menu.refresh();
      tray.press('right');
      tray.press('left');
      tray.press('right');
      await menu.settled();
      expect(tray.shown.length).toBeGreaterThan(0);
      expect(tray.clipboardCalls()).toBe(0);

      // The label never shows what is on the clipboard (a copied password may pass the article-number rule).
      expect(labels(tray.menu()).join('\n')).not.toContain('31245');
      clipboardEntry(tray.menu())?.click?.();
      await menu.settled();
      expect(tray.reads()).toBe(1);
      // In the country last chosen in the form, without factor or profile.
      expect(tray.done.at(-1)).toEqual({ artnr: '31245', country: 'se', factor: null, profile: null });

      // What is there when the entry is chosen counts, not what was there when the menu was built.
      clipboard.text = '100234';
      clipboardEntry(tray.menu())?.click?.();
      await menu.settled();
      expect(tray.reads()).toBe(2);
      expect(tray.done.at(-1)).toEqual({ artnr: '100234', country: 'se', factor: null, profile: null });
    },
  );

  it.each([
    ['text that is no article number', 'Dear customer, the price is', 1, 'no article: noArticle'],
    ['a spreadsheet', `900155\t${'x'.repeat(400)}`, 1, 'no article: noArticle'],
    // Asked whether there is text, and nothing read when there is none.
    ['nothing', '', 0, 'no article: noArticle'],
    ['a clipboard another program holds open', new Error('clipboard busy'), 0, 'no article: unreadable'],
  ])('with %s on the clipboard, choosing the entry says so in the window and looks nothing up', async (_what, text, reads, said) => {
    const tray = systemTray('win32', { text });
    const menu = createTrayMenu(tray.options, source);
    clipboardEntry(tray.menu())?.click?.();
    await menu.settled();
    expect(tray.reads()).toBe(reads);
    expect(tray.done).toEqual([said]);
  });
});

describe('createTrayMenu', () => {
  it('sets the menu on the icon, and builds it again when the recent lookups or the language change', async () => {
    const tray = systemTray('linux', { text: '' });
    let language: 'en' | 'de' = 'en';
    let recent: RecentLookup[] = [];
    const menu = createTrayMenu(tray.options, { ...source, language: () => language, recent: async () => recent });
    expect(tray.calls).toEqual(['setContextMenu', 'setToolTip Price Lookup']);

    recent = [recentLookup('900155', { factor: '2', profile: 'reimo' })];
    await menu.refresh();
    expect(labels(tray.menu())).toContain('900155 – Austria (at), factor 2 (+100%)');
    tray.menu()[4]?.click?.();
    expect(tray.done).toEqual([{ artnr: '900155', country: 'at', factor: '2', profile: 'reimo' }]);

    language = 'de';
    await menu.refresh();
    expect(labels(tray.menu())[0]).toBe('Price Lookup öffnen');
    expect(tray.calls.filter((call) => call === 'setContextMenu')).toHaveLength(3);
    menu.dispose();
    expect(tray.calls.at(-1)).toBe('destroy');
    expect(tray.clipboardCalls()).toBe(0);
  });

  it('shows no recent lookups when the history cannot be read', async () => {
    const tray = systemTray('linux', { text: '' });
    const menu = createTrayMenu(tray.options, {
      ...source,
      recent: async () => {
        throw new Error('EACCES');
      },
    });
    await menu.refresh();
    expect(labels(tray.menu())).toEqual(['Open Price Lookup', 'Look up the article number on the clipboard', '---', 'Quit']);
  });
});

describe('the tray on each system', () => {
  it('macOS: a click opens the menu and never raises the window', async () => {
    const tray = systemTray('darwin', { text: '' });
    createTrayMenu(tray.options, source);
    tray.press('left');
    expect(tray.shown).toHaveLength(1);
    expect(tray.done).toEqual([]);
  });

  it('Windows: a left click opens the window; a right click the menu', async () => {
    const tray = systemTray('win32', { text: '' });
    createTrayMenu(tray.options, source);
    tray.press('left');
    expect(tray.done).toEqual(['open']);
    expect(tray.shown).toHaveLength(0);
    tray.press('right');
    expect(tray.shown).toHaveLength(1);
  });

  it('Linux: the desktop shows the menu set on the icon; a click (where the desktop sends one) opens the window', async () => {
    const tray = systemTray('linux', { text: '' });
    createTrayMenu(tray.options, source);
    tray.press('right');
    expect(tray.shown).toHaveLength(1);
    tray.press('left');
    expect(tray.done).toEqual(['open']);
  });
});
