import { createSettingsStore, type LoadedSettings, type SettingsStore } from '../core/settings-store';
import { userDataDir } from '../core/user-data';
import { msg, type Message } from '../shared/i18n/catalogue';
import { failWith } from './cli-failure';

/** The app's settings file, where the app keeps it (or PRICE_LOOKUP_USER_DATA says). */
export function appSettingsStore(env: NodeJS.ProcessEnv): SettingsStore {
  return createSettingsStore(userDataDir(env));
}

/**
 * The app's settings, read only: a broken file is left for the app to put aside. A file that cannot
 * be read at all ends the command (exit 2), with `then` saying what that means for it.
 */
export async function loadAppSettings(store: SettingsStore, then: Message): Promise<LoadedSettings> {
  try {
    return await store.load({ readOnly: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    const unreadable =
      typeof code === 'string'
        ? msg('cli.settings.unreadableCode', { file: store.file, code })
        : msg('errors.settings.unreadable', { file: store.file });
    throw failWith('invalid-input', unreadable, then);
  }
}
