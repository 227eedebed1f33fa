import { useEffect, useRef } from 'react';

// Ctrl+N (⌘N on macOS), the "new" of every desktop program: free in the app menu (menu-template.ts
// takes no N) and in Electron, which opens no window of its own for it.
const MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/** The next-call key as aria-keyshortcuts names it. */
export const NEXT_CALL_ARIA_KEYS = MAC ? 'Meta+N' : 'Control+N';

/** Whether this platform's keys are the Mac's (the button names ⌘N there). */
export const NEXT_CALL_MAC = MAC;

const isNextCallKey = (event: KeyboardEvent): boolean =>
  event.key.toLowerCase() === 'n' &&
  !event.shiftKey &&
  !event.altKey &&
  (MAC ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey);

/** Calls `onNextCall` when Ctrl+N (⌘N) is pressed anywhere in the window while `active`. */
export function useNextCallKey(active: boolean, onNextCall: () => void): void {
  const latest = useRef(onNextCall);
  useEffect(() => {
    latest.current = onNextCall;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || !isNextCallKey(event)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
