import type { Message } from './i18n/catalogue';

/** How updates from IT's feed are taken: not at all, downloaded and offered, or also installed on quit. */
export const UPDATE_MODES = ['off', 'notify', 'auto'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

/** Where the updates stand, as the window shows them (a quiet banner, Settings → Support). */
export type UpdateStatus =
  /** No update address (or the mode is off): nothing is asked. */
  | { state: 'off' }
  /** Asked and up to date (checkedAt null: not asked yet). */
  | { state: 'idle'; checkedAt: string | null }
  | { state: 'checking' }
  | { state: 'downloading'; version: string }
  /** Downloaded and verified: "Restart to update" installs it. */
  | { state: 'ready'; version: string; installsOnQuit: boolean }
  /** The last check or download failed: why, and when; the next check tries again. */
  | { state: 'failed'; at: string; reason: Message };
