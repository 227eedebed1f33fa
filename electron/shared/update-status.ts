import type { Message } from './i18n/catalogue';

/** How updates from IT's feed are taken: not at all, downloaded and offered, or also installed on quit. */
export const UPDATE_MODES = ['off', 'notify', 'auto'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

export type UpdatesOff = 'noAddress' | 'modeOff' | 'notHere';

/** Where the updates stand, as the window shows them (a quiet banner, Settings → Support). */
export type UpdateStatus =
  /**
   * Nothing is asked: no update address, IT's mode `off`, or a copy that does not update itself (installed
   * for all users by the MSI, or not an installed app).
   */
  | { state: 'off'; why: UpdatesOff }
  /** Asked and up to date (checkedAt null: not asked yet). */
  | { state: 'idle'; checkedAt: string | null }
  | { state: 'checking' }
  | { state: 'downloading'; version: string }
  /** Downloaded and verified: "Restart to update" installs it. */
  | { state: 'ready'; version: string; installsOnQuit: boolean }
  /** The last check or download failed: why, and when; the next check tries again. */
  | { state: 'failed'; at: string; reason: Message };
