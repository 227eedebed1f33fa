/** What Enter in a customer field does: pick a customer, wait for the matches of what was typed, or nothing. */
export type EnterChoice<C> = { kind: 'pick'; customer: C } | { kind: 'wait' } | { kind: 'nothing' };

/**
 * Enter picks the best match once it is known: the one the arrows chose in the list shown, else the list's
 * first. Pressed before the matches of the typed text are known (typed fast: "Alpen", ↓, Enter), it waits
 * for them; the caller gives up waiting when the user types on or leaves the field.
 */
export function customerOnEnter<C>(
  typed: string,
  listOpen: boolean,
  matches: { customers: readonly C[]; failure: Error | null } | null,
  activeIndex: number,
): EnterChoice<C> {
  // A closed list (Escape) or an empty field: Enter is not a pick.
  if (!listOpen || typed.trim() === '') return { kind: 'nothing' };
  if (matches === null) return { kind: 'wait' };
  if (matches.failure !== null || matches.customers.length === 0) return { kind: 'nothing' };
  const customer = matches.customers[Math.max(0, Math.min(activeIndex, matches.customers.length - 1))];
  return customer === undefined ? { kind: 'nothing' } : { kind: 'pick', customer };
}
