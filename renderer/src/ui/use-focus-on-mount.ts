import { useEffect, useRef } from 'react';

/**
 * A ref for a view's heading that takes focus when the view opens, so a screen reader says where the
 * user now is and Tab continues from there. The heading needs `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
