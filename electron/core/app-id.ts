/**
 * The app's identity to the operating systems, reverse-DNS as each wants it: electron-builder.yml's
 * `appId` (the macOS bundle id and managed-preferences domain, the pkg receipt, Windows' AppUserModelID;
 * NSIS and MSI derive their codes from it, so it never changes) and the Linux desktop file's name.
 * electron-builder.yml and package.json cannot import it: scripts/electron-builder-config.test.ts and
 * scripts/package-check.test.ts hold them to it.
 */
export const APP_ID = 'com.pricelookup.desktop';

/**
 * package.json's `desktopName`: the .desktop file the .deb and the AppImage carry (`linux.syncDesktopName`),
 * which Electron reads at start and gives Wayland as the app id (`app_id`, X11: `WM_CLASS`). The desktop
 * portal knows the app by it: GNOME 50 refuses every global shortcut of an app whose name is no
 * reverse-DNS id or matches no installed .desktop file, without telling the app (Electron 45's
 * electron.d.ts, `app.setDesktopName`).
 */
export const DESKTOP_FILE_NAME = `${APP_ID}.desktop`;
