/**
 * Leaves the field being typed in, so it applies what it holds as when Tab leaves it: for a view or the
 * window going without a click (a key, the tray, the menu, closing), which would take the field away unapplied.
 */
export function leaveField(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement) focused.blur();
}
