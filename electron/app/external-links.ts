/**
 * Addresses the app may hand to the system browser. The UI has no external links today; anything
 * else a page tries to open is refused, never passed to shell.openExternal.
 */
export const EXTERNAL_LINK_ALLOWLIST: readonly string[] = [];

/** Whether a URL may be opened outside the app: https, and its origin on the allowlist. */
export function isAllowedExternalUrl(url: string, allowlist: readonly string[] = EXTERNAL_LINK_ALLOWLIST): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && allowlist.includes(parsed.origin);
  } catch {
    return false;
  }
}
