/** Runs a program and answers with what it printed; rejects when it fails or outlasts `timeout`. */
export type RunCommand = (file: string, args: string[], options: { timeout: number }) => Promise<string>;

/**
 * Whether the tray icon can be seen, so "Keep running in the tray" never hides the only way back to
 * the app. Windows and macOS always show it. On Linux Electron's tray is a StatusNotifierItem, which only
 * a desktop with a StatusNotifierWatcher on the session bus shows (KDE, GNOME with the AppIndicator
 * extension, …): stock GNOME shows nothing. Asked once with dbus-send; no answer means no.
 */
export async function trayCanBeShown(platform: string, run: RunCommand): Promise<boolean> {
  if (platform === 'win32' || platform === 'darwin') return true;
  try {
    const answer = await run(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/org/freedesktop/DBus',
        'org.freedesktop.DBus.NameHasOwner',
        'string:org.kde.StatusNotifierWatcher',
      ],
      { timeout: 1_500 },
    );
    return /\bboolean true\b/.test(answer);
  } catch {
    return false;
  }
}
