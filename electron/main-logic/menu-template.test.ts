import { describe, expect, it } from 'vitest';
import { appMenuTemplate, type MenuEntry, type MenuOptions } from './menu-template';

const options = (change: Partial<MenuOptions> = {}): MenuOptions & { clicked: string[] } => {
  const clicked: string[] = [];
  return {
    platform: 'win32',
    packaged: true,
    appName: 'Price Lookup',
    language: 'en',
    openDiagnostics: () => clicked.push('diagnostics'),
    openSettings: () => clicked.push('settings'),
    showAbout: () => clicked.push('about'),
    clicked,
    ...change,
  };
};

const top = (menu: MenuEntry[]) => menu.map((entry) => entry.label);
const submenu = (menu: MenuEntry[], label: string) => menu.find((entry) => entry.label === label)?.submenu ?? [];
const roles = (entries: MenuEntry[]) => entries.map((entry) => entry.role).filter(Boolean);

/** Every entry, submenus included. */
const everyEntry = (entries: MenuEntry[]): MenuEntry[] => entries.flatMap((entry) => [entry, ...everyEntry(entry.submenu ?? [])]);

// The keys Electron gives the roles the menu uses (lib/browser/api/menu-item-roles.ts): none is an N.
const ROLE_KEYS: Partial<Record<string, string>> = {
  close: 'CommandOrControl+W',
  copy: 'CommandOrControl+C',
  cut: 'CommandOrControl+X',
  forceReload: 'Shift+CommandOrControl+R',
  hide: 'Command+H',
  hideOthers: 'Command+Alt+H',
  minimize: 'CommandOrControl+M',
  paste: 'CommandOrControl+V',
  pasteAndMatchStyle: 'Shift+Command+V',
  quit: 'CommandOrControl+Q',
  redo: 'Shift+CommandOrControl+Z',
  reload: 'CommandOrControl+R',
  resetZoom: 'CommandOrControl+0',
  selectAll: 'CommandOrControl+A',
  toggleDevTools: 'Alt+CommandOrControl+I',
  togglefullscreen: 'F11',
  undo: 'CommandOrControl+Z',
  zoomIn: 'CommandOrControl+Plus',
  zoomOut: 'CommandOrControl+-',
};

describe('appMenuTemplate', () => {
  it('takes no Ctrl+N (⌘N): the lookup view starts the next call with it', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      for (const packaged of [true, false]) {
        const entries = everyEntry(appMenuTemplate(options({ platform, packaged, restartToUpdate: () => undefined })));
        const keys = entries.map((entry) => entry.accelerator ?? (entry.role ? ROLE_KEYS[entry.role] : undefined)).filter(Boolean);
        expect(keys.length).toBeGreaterThan(5);
        for (const key of keys) expect(key).not.toMatch(/\+N$/i);
      }
    }
  });

  it('offers Settings… with Ctrl+, / ⌘, where each platform looks for it: the app menu on macOS, File elsewhere', () => {
    const mac = options({ platform: 'darwin' });
    const appMenu = submenu(appMenuTemplate(mac), 'Price Lookup');
    const macSettings = appMenu.find((entry) => entry.label === 'Settings…');
    expect(macSettings).toMatchObject({ accelerator: 'CmdOrCtrl+,' });
    // Right after About, as macOS apps have it.
    expect(appMenu.indexOf(macSettings!)).toBe(2);
    macSettings?.click?.();
    expect(mac.clicked).toEqual(['settings']);
    const windows = options({ language: 'de' });
    const file = submenu(appMenuTemplate(windows), 'Datei');
    expect(file[0]).toMatchObject({ label: 'Einstellungen…', accelerator: 'CmdOrCtrl+,' });
    file[0]?.click?.();
    expect(windows.clicked).toEqual(['settings']);
  });

  it('offers "Restart to update" beside Settings… only while a downloaded version waits', () => {
    expect(JSON.stringify(appMenuTemplate(options()))).not.toContain('Restart to update');
    const windows = options({ restartToUpdate: () => windows.clicked.push('restart') });
    const file = submenu(appMenuTemplate(windows), 'File');
    expect(file[1]).toMatchObject({ label: 'Restart to update' });
    file[1]?.click?.();
    expect(windows.clicked).toEqual(['restart']);
    const mac = options({ platform: 'darwin', language: 'de', restartToUpdate: () => mac.clicked.push('restart') });
    const appMenu = submenu(appMenuTemplate(mac), 'Price Lookup');
    expect(appMenu[3]).toMatchObject({ label: 'Neu starten und aktualisieren' });
  });

  it('on macOS closes the window with ⌘W: File ▸ Close Window (role close), in the UI language', () => {
    expect(submenu(appMenuTemplate(options({ platform: 'darwin' })), 'File')).toEqual([{ role: 'close', label: 'Close Window' }]);
    expect(submenu(appMenuTemplate(options({ platform: 'darwin', language: 'de' })), 'Ablage')).toEqual([
      { role: 'close', label: 'Fenster schließen' },
    ]);
    // Windows and Linux: Ctrl+W through Window ▸ Close, Quit in File.
    expect(roles(submenu(appMenuTemplate(options({ platform: 'linux' })), 'Window'))).toContain('close');
  });

  it('has the app menu first on macOS, and File with Quit elsewhere', () => {
    const mac = appMenuTemplate(options({ platform: 'darwin' }));
    expect(mac[0]).toMatchObject({ label: 'Price Lookup', role: 'appMenu' });
    expect(roles(mac[0]?.submenu ?? [])).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(top(mac)).toEqual(['Price Lookup', 'File', 'Edit', 'View', 'Window', 'Help']);
    const windows = appMenuTemplate(options());
    expect(top(windows)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(submenu(windows, 'File'))).toEqual(['quit']);
  });

  it('gives Edit the standard roles, so copy and paste work in text fields', () => {
    expect(roles(submenu(appMenuTemplate(options({ platform: 'darwin' })), 'Edit'))).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'pasteAndMatchStyle',
      'delete',
      'selectAll',
    ]);
  });

  it('has no Reload or developer tools in an installed build', () => {
    const view = roles(submenu(appMenuTemplate(options({ packaged: true })), 'View'));
    expect(view).not.toContain('reload');
    expect(view).not.toContain('forceReload');
    expect(view).not.toContain('toggleDevTools');
    expect(view).toContain('togglefullscreen');
  });

  it('keeps Reload and the developer tools in development', () => {
    expect(roles(submenu(appMenuTemplate(options({ packaged: false })), 'View'))).toEqual(
      expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']),
    );
  });

  it('offers the diagnostics folder and About in Help', () => {
    const chosen = options();
    const help = submenu(appMenuTemplate(chosen), 'Help');
    expect(help.map((entry) => entry.label).filter(Boolean)).toEqual(['Open diagnostics folder', 'About Price Lookup']);
    for (const entry of help) entry.click?.();
    expect(chosen.clicked).toEqual(['diagnostics', 'about']);
  });

  it('labels the role items as Electron does in English', () => {
    const edit = submenu(appMenuTemplate(options({ platform: 'darwin' })), 'Edit');
    expect(edit.map((entry) => entry.label).filter(Boolean)).toEqual([
      'Undo',
      'Redo',
      'Cut',
      'Copy',
      'Paste',
      'Paste and Match Style',
      'Delete',
      'Select All',
    ]);
    expect(submenu(appMenuTemplate(options({ platform: 'darwin' })), 'Price Lookup').at(-1)).toEqual({
      role: 'quit',
      label: 'Quit Price Lookup',
    });
  });

  it.each(['win32', 'darwin', 'linux'] as const)('speaks German on %s, every item labelled', (platform) => {
    const menu = appMenuTemplate(options({ platform, language: 'de', packaged: false }));
    expect(top(menu)).toEqual([
      ...(platform === 'darwin' ? ['Price Lookup', 'Ablage'] : ['Datei']),
      'Bearbeiten',
      'Ansicht',
      'Fenster',
      'Hilfe',
    ]);
    expect(
      submenu(menu, 'Bearbeiten')
        .map((entry) => entry.label)
        .slice(0, 2),
    ).toEqual(['Rückgängig', 'Wiederholen']);
    expect(
      submenu(menu, 'Hilfe')
        .map((entry) => entry.label)
        .filter(Boolean),
    ).toEqual(['Diagnoseordner öffnen', 'Über Price Lookup']);
    // No item is left to Electron's English default label.
    const items = menu.flatMap((entry) => [entry, ...(entry.submenu ?? [])]).filter((entry) => entry.type !== 'separator');
    expect(items.filter((entry) => !entry.label)).toEqual([]);
  });
});
