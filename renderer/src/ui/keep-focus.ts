import { useCallback, useRef, type KeyboardEvent } from 'react';

/**
 * Keeps the cursor in a field applied with Enter: the field is drawn anew for its new value (it is
 * keyed by it), and the new one takes the focus back when it appears, unless the person has moved on.
 */
export function useKeepFocus<Name extends string>(): {
  keep: (name: Name) => void;
  field: (name: Name) => (element: HTMLInputElement | null) => void;
} {
  const wanted = useRef<Name | null>(null);
  const keep = useCallback((name: Name) => {
    wanted.current = name;
  }, []);
  const field = useCallback(
    (name: Name) => (element: HTMLInputElement | null) => {
      if (!element || wanted.current !== name) return;
      const active = element.ownerDocument.activeElement;
      // Kept already (the field was not drawn anew): nothing more to keep, or a later blur would pull the cursor back.
      wanted.current = null;
      if (active === element) return;
      if (active === null || active === element.ownerDocument.body) element.focus();
    },
    [],
  );
  return { keep, field };
}

/** Enter in a field applies what is typed, as leaving it does, and keeps the cursor there (`keep`). */
export function applyOnEnter(apply: (typed: string) => void, keep: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(event.currentTarget.value);
    keep();
  };
}
