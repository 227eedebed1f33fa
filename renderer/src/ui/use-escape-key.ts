import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere in the window while `enabled`: listened for on the
 * document, so it works wherever focus is, even on the page itself after a click on plain text. Layout
 * effects: the listener is there as the Cancel button appears, not a moment later (a passive effect runs
 * after paint, and an Escape pressed at once would be lost).
 */
export function useEscapeKey(enabled: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      // A control that handles Escape itself has claimed it; an IME uses it to drop its composition.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
