/**
 * The tray icon's file for a platform, beside main.cjs (scripts/tray-icons.mjs makes them from the app
 * icon): Windows an .ico with 16–32 px for every scaling; macOS a template image, which the menu bar tints
 * for light and dark (a name ending in "Template" marks one, and trayTemplate@2x.png beside it is taken on
 * Retina screens: docs/api/native-image.md); elsewhere a 32 px PNG.
 */
export function trayIconFile(platform: string): string {
  if (platform === 'win32') return 'tray.ico';
  if (platform === 'darwin') return 'trayTemplate.png';
  return 'tray.png';
}
