import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_NAME = 'Price Lookup';

/**
 * The folder the app keeps its settings in, the same one Electron's `userData` names, so the CLI finds
 * what the app saved. `PRICE_LOOKUP_USER_DATA` overrides it (tests, portable setups).
 */
export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (env.PRICE_LOOKUP_USER_DATA) return env.PRICE_LOOKUP_USER_DATA;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_NAME);
}
