import { nativeTheme } from 'electron';
import { windowBackground, type AppearanceChoice } from '../shared/appearance';
import { mainWindow } from './main-window';

/**
 * The user's choice made Chromium's own: `themeSource` sets what `prefers-color-scheme` matches in the
 * page, and the menus and dialogs Electron draws (docs/api/native-theme.md).
 */
export function applyAppearance(choice: AppearanceChoice): void {
  nativeTheme.themeSource = choice;
  paintMainWindow(choice);
}

/** The colour a new window opens with: the page's, so no white frame shows before it is drawn. */
export function openingBackground(choice: AppearanceChoice): string {
  return windowBackground(choice, nativeTheme.shouldUseDarkColors);
}

/** Keeps the window's own colour the page's when the system switches between light and dark. */
export function followSystemTheme(choice: () => AppearanceChoice): void {
  nativeTheme.on('updated', () => paintMainWindow(choice()));
}

// A resize shows the window's colour before the page is drawn again (docs/api/browser-window.md, backgroundColor).
function paintMainWindow(choice: AppearanceChoice): void {
  mainWindow()?.setBackgroundColor(windowBackground(choice, nativeTheme.shouldUseDarkColors));
}
