import { commandKeyAria, useCommandKey } from '../../ui/command-key';

// Ctrl+K (⌘K), "K" for Kunde and for the search box of many programs: free in the app menu
// (menu-template.ts takes only Ctrl+,), in Electron, and beside the app's Ctrl+N and Ctrl+Shift+C.
const CUSTOMER_KEY = { letter: 'k' };

/** The customer key as aria-keyshortcuts names it. */
export const CUSTOMER_ARIA_KEYS = commandKeyAria(CUSTOMER_KEY);

/** Calls `onKey` when Ctrl+K (⌘K) is pressed anywhere in the window while `active`. */
export function useCustomerKey(active: boolean, onKey: () => void): void {
  useCommandKey(CUSTOMER_KEY, active, onKey);
}
