import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtSubject } from '../shared/jwt';

/**
 * Whose prices a lookup sees, for keeping last-known prices apart: `sub:` and the JWT's subject, else
 * `user:` and the user signed in with, else `token:` and the first 16 hex digits of the token's SHA-256
 * (a pasted opaque token is an account of its own; it is high-entropy, so the fingerprint gives nothing
 * away). Never the token. Stays in main: it may be written to main's files, never sent to the renderer.
 */
export function accountKeyOf(token: string, signedInUser: string | null): string {
  const subject = jwtSubject(token);
  if (subject !== null) return `sub:${subject}`;
  if (signedInUser !== null) return `user:${signedInUser}`;
  return `token:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

/**
 * Tags for the renderer that change when the account changes and say nothing about it: a keyed hash
 * with a secret of this run that never leaves main's memory, so a tag can be neither read back nor
 * compared across runs.
 */
export function createAccountTags(): (accountKey: string) => string {
  const secret = randomBytes(32);
  return (accountKey) => createHmac('sha256', secret).update(accountKey).digest('hex').slice(0, 16);
}
