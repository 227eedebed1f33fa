import type { MessageKey } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';

/** The roles the menu uses; each is one of Electron's MenuItem roles. */
type MenuRole =
  | 'appMenu'
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
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
  /** Electron's accelerator syntax ("CmdOrCtrl+,"). */
  accelerator?: string;
  click?: () => void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** An installed build: no Reload or developer tools, which would lose what the user typed. */
  packaged: boolean;
  appName: string;
  /** The UI language; the menu is built again when it changes. */
  language: UiLanguage;
  openDiagnostics(): void;
  /** Settings…: the window to the front, Settings open at the section visited last. */
  openSettings(): void;
  showAbout(): void;
  /** "Restart to update", there only while a downloaded version waits (app-updates.ts). */
  restartToUpdate?: (() => void) | null;
}

const separator: MenuEntry = { type: 'separator' };

/** The role items whose label is simply the role's name in the catalogue ("main.menu.copy"). */
type PlainRole = Exclude<MenuRole, 'appMenu' | 'windowMenu' | 'about' | 'hide' | 'quit'>;

/**
 * The application menu, in the UI language, in each platform's order (macOS: App, File, Edit, View,
 * Window, Help; elsewhere File, Edit, View, Window, Help). Edit carries the standard roles: on macOS copy and paste
 * in text fields work only through them. View has Reload and the developer tools in development only.
 * Every item has a label of its own: Electron labels role items in English only
 * (lib/browser/api/menu-item-roles.ts), and the English labels here are Electron's.
 */
export function appMenuTemplate(options: MenuOptions): MenuEntry[] {
  const mac = options.platform === 'darwin';
  const { t } = translator(options.language);
  const appName = { appName: options.appName };
  const role = (name: PlainRole): MenuEntry => ({ role: name, label: t(`main.menu.${name}` satisfies MessageKey) });
  const menu: MenuEntry[] = [];
  // Where each platform's users look for it: ⌘, in the app menu on macOS, Ctrl+, in File elsewhere.
  const settings: MenuEntry = { label: t('main.menu.settings'), accelerator: 'CmdOrCtrl+,', click: options.openSettings };
  // Beside Settings…, where an app's own "Check for Updates…" sits on each platform.
  const update: MenuEntry[] = options.restartToUpdate ? [{ label: t('update.restart'), click: options.restartToUpdate }] : [];
  if (mac) {
    // The submenu Electron would give appMenu, with labels in the UI language.
    menu.push({
      label: options.appName,
      role: 'appMenu',
      submenu: [
        { role: 'about', label: t('main.menu.about', appName) },
        separator,
        settings,
        ...update,
        separator,
        role('services'),
        separator,
        { role: 'hide', label: t('main.menu.hide', appName) },
        role('hideOthers'),
        role('unhide'),
        separator,
        { role: 'quit', label: t('main.menu.quitApp', appName) },
      ],
    });
  }
  // macOS: File ▸ Close Window is what ⌘W reaches (the Apple menu holds Quit); elsewhere File ▸ Quit.
  menu.push(
    mac
      ? { label: t('main.menu.fileMac'), submenu: [{ role: 'close', label: t('main.menu.closeWindow') }] }
      : { label: t('main.menu.file'), submenu: [settings, ...update, separator, { role: 'quit', label: t('main.menu.quit') }] },
  );
  menu.push({
    label: t('main.menu.edit'),
    submenu: [
      role('undo'),
      role('redo'),
      separator,
      role('cut'),
      role('copy'),
      role('paste'),
      ...(mac ? [role('pasteAndMatchStyle')] : []),
      role('delete'),
      separator,
      role('selectAll'),
    ],
  });
  menu.push({
    label: t('main.menu.view'),
    submenu: [
      ...(options.packaged ? [] : [role('reload'), role('forceReload'), role('toggleDevTools'), separator]),
      role('resetZoom'),
      role('zoomIn'),
      role('zoomOut'),
      separator,
      role('togglefullscreen'),
    ],
  });
  menu.push(
    mac
      ? { label: t('main.menu.window'), role: 'windowMenu', submenu: [role('minimize'), role('zoom'), separator, role('front')] }
      : { label: t('main.menu.window'), submenu: [role('minimize'), role('close')] },
  );
  menu.push({
    label: t('main.menu.help'),
    submenu: [
      { label: t('main.menu.openDiagnostics'), click: options.openDiagnostics },
      separator,
      { label: t('main.menu.about', appName), click: options.showAbout },
    ],
  });
  return menu;
}
