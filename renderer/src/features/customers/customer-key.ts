import { useEffect, useRef } from 'react';

// Ctrl+K (⌘K), "K" for Kunde and for the search box of many programs: free in the app menu
// (menu-template.ts takes only Ctrl+,), in Electron, and beside the app's Ctrl+N and Ctrl+Shift+C.
const MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/** The customer key as aria-keyshortcuts names it. */
export const CUSTOMER_ARIA_KEYS = MAC ? 'Meta+K' : 'Control+K';

/** Whether this platform's keys are the Mac's (the hint names ⌘K there). */
export const CUSTOMER_KEY_MAC = MAC;

const isCustomerKey = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === 'k' &&
  !event.shiftKey &&
  !event.altKey &&
  (MAC ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey);

/** Calls `onKey` when Ctrl+K (⌘K) is pressed anywhere in the window while `active`. */
export function useCustomerKey(active: boolean, onKey: () => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || !isCustomerKey(event)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
