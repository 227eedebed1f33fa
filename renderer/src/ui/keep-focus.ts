import { useCallback, useRef } from 'react';

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
      if (active === element) return;
      wanted.current = null;
      if (active === null || active === element.ownerDocument.body) element.focus();
    },
    [],
  );
  return { keep, field };
}
