/** electron-updater's DownloadedUpdateHelper, as far as discarding goes: `clear` forgets the file and empties `pending`. */
interface ClearableHelper {
  clear(): Promise<void>;
}

const helperOf = (updater: object): (() => Promise<ClearableHelper>) | null =>
  'getOrCreateDownloadHelper' in updater && typeof updater.getOrCreateDownloadHelper === 'function'
    ? (updater.getOrCreateDownloadHelper as () => Promise<ClearableHelper>).bind(updater)
    : null;

/**
 * Forgets an update electron-updater has downloaded: in electron-updater (6.8) the file waits in
 * `DownloadedUpdateHelper` (its `pending` folder and `update-info.json`), from where the install-on-quit
 * handler (`BaseUpdater.addQuitHandler`, registered once and never removed) and `quitAndInstall` take it;
 * `clear()` empties both, so `install()` finds no file and installs nothing. The caller also turns
 * `autoInstallOnAppQuit` off. Squirrel.Mac, once it has fetched an update itself, is not reached by this.
 */
export async function discardDownloadedUpdate(updater: object): Promise<void> {
  const helper = helperOf(updater);
  if (helper === null) return;
  await (await helper()).clear();
}
