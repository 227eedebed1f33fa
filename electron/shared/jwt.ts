/**
 * When a token expires, read locally from its JWT `exp` claim without any request, or null when the
 * token is not a JWT or says nothing about expiry. The signature is not checked: only the service can.
 */
export function jwtExpiry(token: string): Date | null {
  const exp = jwtClaimNumber(token, 'exp');
  if (exp === null) return null;
  const expiry = new Date(exp * 1000);
  return Number.isNaN(expiry.getTime()) ? null : expiry;
}

/** A numeric date claim (`exp`, `iat`: seconds since the epoch); null when absent or not a positive number. */
export function jwtClaimNumber(token: string, claim: string): number | null {
  const value = jwtClaim(token, claim);
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whose token it is, from its JWT `sub` claim; null when the token is not a JWT or names no subject.
 * Unchecked like the expiry: it only tells one account's kept prices from another's.
 */
export function jwtSubject(token: string): string | null {
  const sub = jwtClaim(token, 'sub');
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/** One claim of the token's payload, still unknown; undefined when the token is not a JWT. */
function jwtClaim(token: string, claim: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return undefined;
  }
  if (payload === null || typeof payload !== 'object') return undefined;
  return (payload as Record<string, unknown>)[claim];
}

function decodeBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
