// What crosses the bridge when main asks the window, before it goes, for what is typed and not yet taken.

/**
 * What the window could not hand over: a text refused where it was typed (it is marked there), a save main
 * could not keep, a form with a Save button not yet saved (a customer, the connection).
 */
export const UNKEPT_KINDS = ['refused', 'failed', 'unsaved'] as const;
export type Unkept = (typeof UNKEPT_KINDS)[number];

/** The kinds once each, in the catalogue's order, whatever order and repeats the window gave. */
export function unkeptOnce(kinds: readonly Unkept[]): Unkept[] {
  return UNKEPT_KINDS.filter((kind) => kinds.includes(kind));
}

/** A question main asks is a whole number; the preload passes on nothing else (it has no zod). */
export function asHandOverQuestion(payload: unknown): number | null {
  return typeof payload === 'number' && Number.isSafeInteger(payload) && payload > 0 ? payload : null;
}
