/** The roles the menu uses; each is one of Electron's MenuItem roles. */
export type MenuRole =
  | 'appMenu'
  | 'about'
  | 'quit'
  | 'close'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'delete'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'windowMenu'
  | 'minimize'
  | 'zoom'
  | 'front';

/** One menu entry, a structural subset of Electron's MenuItemConstructorOptions. */
export interface MenuEntry {
  label?: string;
  role?: MenuRole;
  type?: 'separator';
  submenu?: MenuEntry[];
  click?: () => void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** An installed build: no Reload or developer tools, which would lose what the user typed. */
  packaged: boolean;
  appName: string;
  openDiagnostics(): void;
  showAbout(): void;
}

const separator: MenuEntry = { type: 'separator' };

/**
 * The application menu. Edit carries the standard roles: on macOS copy and paste in text fields work
 * only through them. View has Reload and the developer tools in development only.
 */
export function appMenuTemplate(options: MenuOptions): MenuEntry[] {
  const mac = options.platform === 'darwin';
  const menu: MenuEntry[] = [];
  if (mac) menu.push({ label: options.appName, role: 'appMenu' });
  else menu.push({ label: 'File', submenu: [{ role: 'quit', label: 'Quit' }] });
  menu.push({
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  });
  menu.push({
    label: 'View',
    submenu: [
      ...(options.packaged
        ? []
        : [{ role: 'reload' } as const, { role: 'forceReload' } as const, { role: 'toggleDevTools' } as const, separator]),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  });
  menu.push(mac ? { label: 'Window', role: 'windowMenu' } : { label: 'Window', submenu: [{ role: 'minimize' }, { role: 'close' }] });
  menu.push({
    label: 'Help',
    submenu: [
      { label: 'Open diagnostics folder', click: options.openDiagnostics },
      separator,
      { label: `About ${options.appName}`, click: options.showAbout },
    ],
  });
  return menu;
}
