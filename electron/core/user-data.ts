import { homedir } from 'node:os';
import { posix, win32 } from 'node:path';

export const APP_NAME = 'Price Lookup';

/**
 * The folder the app keeps its settings in, the same one Electron's `userData` names, so the CLI finds
 * what the app saved. `PRICE_LOOKUP_USER_DATA` overrides it (tests, portable setups); a relative
 * path there is taken from the folder the app was started in (Electron refuses relative paths).
 */
export function userDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
  cwd: string = process.cwd(),
): string {
  // The separators of the system named, not of the one running this (tests pose as each system).
  const { isAbsolute, join, resolve } = platform === 'win32' ? win32 : posix;
  const override = env.PRICE_LOOKUP_USER_DATA?.trim();
  if (override) return isAbsolute(override) ? override : resolve(cwd, override);
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_NAME);
}

/** The user data folder, and who chose it: the platform's place (the user's own), or `PRICE_LOOKUP_USER_DATA`. */
export interface UserDataFolder {
  dir: string;
  chosenBy: 'user' | 'environment';
}

/**
 * The app's user data folder: `userDataDir`, except that a packaged app never takes it from the
 * environment (`PRICE_LOOKUP_USER_DATA` is a test-run setting, as those in run-config.ts), so settings
 * someone else wrote in a folder of their choosing never steer where the keychain's token goes.
 */
export function userDataFolder(
  env: NodeJS.ProcessEnv,
  packaged: boolean,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
  cwd: string = process.cwd(),
): UserDataFolder {
  const fromEnvironment = !packaged && env.PRICE_LOOKUP_USER_DATA?.trim();
  const own = { ...env, PRICE_LOOKUP_USER_DATA: undefined };
  return fromEnvironment
    ? { dir: userDataDir(env, platform, home, cwd), chosenBy: 'environment' }
    : { dir: userDataDir(own, platform, home, cwd), chosenBy: 'user' };
}
