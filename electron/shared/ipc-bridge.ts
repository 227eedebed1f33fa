// What the sandboxed preload and the window's start need of the contract, without zod (its schemas stay
// in main's bundle): the bridge's name, a method's channel, main's events.

/** The name under which the bridge appears on `window`. */
export const BRIDGE_NAME = 'priceLookup';

/** A method's channel, prefixed so it cannot clash with Electron's own: `checkPrice` → "price-lookup:check-price". */
export function channelOf(method: string): string {
  return `price-lookup:${method.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** What main tells the renderer unasked; one channel per event. */
export const IPC_EVENTS = {
  /** The global shortcut brought the window to the front: put the cursor in the article number, its text selected. */
  focusArticle: 'price-lookup:focus-article',
  /** The tray asked for a lookup (payload: a LookupRequest): fill the form with it and look it up. */
  lookUp: 'price-lookup:look-up',
  /** The tray's clipboard entry found no article number there (payload: a ClipboardMiss): say so beside the form. */
  clipboardNoArticle: 'price-lookup:clipboard-no-article',
  /** A proxy between the app and the service asks for a sign-in (payload: a ProxyLoginQuestion): ask the user. */
  proxyLogin: 'price-lookup:proxy-login',
  /** The app menu's "Settings…" (Ctrl+, / ⌘,): open Settings at the section visited last. */
  openSettings: 'price-lookup:open-settings',
  /** Something main holds changed by itself (an update found or downloaded): ask for the app state again. */
  stateChanged: 'price-lookup:state-changed',
  /**
   * The window is about to go (closed, the app quitting): hand over what is typed and not yet taken, then
   * answer with `typedHandedOver` (payload: the question's number). Main lets the window go once answered.
   */
  handOverTyped: 'price-lookup:hand-over-typed',
} as const;
