import { commandKeyAria, useCommandKey } from '../../ui/command-key';

// Ctrl+N (⌘N on macOS), the "new" of every desktop program: free in the app menu (menu-template.ts
// takes no N) and in Electron, which opens no window of its own for it.
const NEXT_CALL_KEY = { letter: 'n' };

/** The next-call key as aria-keyshortcuts names it. */
export const NEXT_CALL_ARIA_KEYS = commandKeyAria(NEXT_CALL_KEY);

/** Calls `onNextCall` when Ctrl+N (⌘N) is pressed anywhere in the window while `active`. */
export function useNextCallKey(active: boolean, onNextCall: () => void): void {
  useCommandKey(NEXT_CALL_KEY, active, onNextCall);
}
