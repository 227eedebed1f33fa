import { describe, expect, it } from 'vitest';
import { appMenuTemplate, type MenuEntry, type MenuOptions } from './menu-template';

const options = (change: Partial<MenuOptions> = {}): MenuOptions & { clicked: string[] } => {
  const clicked: string[] = [];
  return {
    platform: 'win32',
    packaged: true,
    appName: 'Price Lookup',
    openDiagnostics: () => clicked.push('diagnostics'),
    showAbout: () => clicked.push('about'),
    clicked,
    ...change,
  };
};

const top = (menu: MenuEntry[]) => menu.map((entry) => entry.label);
const submenu = (menu: MenuEntry[], label: string) => menu.find((entry) => entry.label === label)?.submenu ?? [];
const roles = (entries: MenuEntry[]) => entries.map((entry) => entry.role).filter(Boolean);

describe('appMenuTemplate', () => {
  it('has the app menu first on macOS, and File with Quit elsewhere', () => {
    const mac = appMenuTemplate(options({ platform: 'darwin' }));
    expect(mac[0]).toEqual({ label: 'Price Lookup', role: 'appMenu' });
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
});
