import { useEffect, useRef } from 'react';

/** Whether this platform's command key is ⌘ (macOS) rather than Ctrl: hints name it, and the keys follow it. */
export const MAC_KEYS = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/** A window-wide key: Ctrl (⌘ on macOS) with a letter, and Shift where it says so; never Alt (AltGr on German Windows). */
export interface CommandKey {
  letter: string;
  shift?: boolean;
}

/** The key as aria-keyshortcuts names it. */
export function commandKeyAria({ letter, shift = false }: CommandKey): string {
  return `${MAC_KEYS ? 'Meta' : 'Control'}${shift ? '+Shift' : ''}+${letter.toUpperCase()}`;
}

function isCommandKey(event: KeyboardEvent, { letter, shift = false }: CommandKey): boolean {
  return (
    event.key.toLowerCase() === letter &&
    event.shiftKey === shift &&
    !event.altKey &&
    (MAC_KEYS ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey)
  );
}

/** Calls `onKey` when the key is pressed anywhere in the window while `active`; a key already handled or composing is not. */
export function useCommandKey(key: CommandKey, active: boolean, onKey: () => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  const { letter, shift } = key;
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || !isCommandKey(event, { letter, ...(shift ? { shift } : {}) })) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, letter, shift]);
}
