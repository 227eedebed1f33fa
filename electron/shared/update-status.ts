import type { Message } from './i18n/catalogue';

/** How updates from IT's feed are taken: not at all, downloaded and offered, or also installed on quit. */
export type UpdateMode = 'off' | 'notify' | 'auto';

/**
 * Why updates are off: no UpdateUrl policy, IT's mode `off`, a copy that does not update itself (not
 * installed, or installed for all users: MSI, pkg), an unsigned app (Squirrel.Mac refuses it), a copy
 * the package manager updates (.deb), or a build without the publisher's update signing key.
 */
export type UpdatesOff = 'noAddress' | 'modeOff' | 'notHere' | 'unsigned' | 'packageManager' | 'noKey';

/** Where the updates stand, as the window shows them (a quiet banner, Settings → Support). */
export type UpdateStatus =
  /**
   * Nothing is asked: updates cannot install here, or IT has not set them up (update-support.ts).
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
