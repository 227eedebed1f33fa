/** Automatic token requests (each one sends the password) are at least this far apart. */
export const MIN_RENEWAL_GAP_MS = 60 * 1000;
/** At most this many automatic token requests in any hour, whatever the tokens' lifetime. */
export const MAX_RENEWALS_PER_HOUR = 12;
/** At most this many automatic token requests while the stored token is still valid. */
export const MAX_RENEWALS_PER_TOKEN = 2;

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a fresh token's renewal is due, from its remaining lifetime (`judgeToken`, measured on the monotonic
 * clock): `earlyMs` before it expires, but never sooner than 60 s nor than half its remaining lifetime, so
 * short-lived (or misdated) tokens cannot set off a storm.
 */
export function renewalDelayFor(remainingMs: number, earlyMs: number): number {
  return Math.max(MIN_RENEWAL_GAP_MS, remainingMs / 2, remainingMs - earlyMs);
}

/**
 * Counts automatic token requests and says when the next one may go out. Every time is on the monotonic
 * clock (performance.now()): a wall clock set back or forward neither stops nor hastens a renewal.
 */
export interface RenewalBudget {
  /** The earliest time (monotonic ms) the next automatic request may be sent: `now` or later; Infinity when never for this token. */
  nextAllowed(now: number): number;
  /** Counts a request sent at `now` (monotonic ms). */
  spend(now: number): void;
  /** A token was stored (or removed): its own count starts again. `expiresAt` (monotonic ms) null: unknown (or none). */
  tokenChanged(expiresAt: number | Date | null): void;
}

/** A budget of automatic token requests: a gap between them, a cap per hour, and at most two per token lifetime. */
export function createRenewalBudget(): RenewalBudget {
  let sent: number[] = [];
  let onToken = 0;
  let tokenExpiry: number | null = null;
  return {
    nextAllowed(now) {
      let at = now;
      const last = sent.at(-1);
      if (last !== undefined) at = Math.max(at, last + MIN_RENEWAL_GAP_MS);
      const recent = sent.filter((time) => time > now - HOUR_MS);
      const oldestCounted = recent[recent.length - MAX_RENEWALS_PER_HOUR];
      if (oldestCounted !== undefined) at = Math.max(at, oldestCounted + HOUR_MS);
      // A token of unknown lifetime counts as valid: two tries, then only the user can sign in again.
      if (onToken >= MAX_RENEWALS_PER_TOKEN) at = Math.max(at, tokenExpiry ?? Infinity);
      return at;
    },
    spend(now) {
      sent = [...sent.filter((time) => time > now - HOUR_MS), now];
      onToken += 1;
    },
    tokenChanged(expiresAt) {
      onToken = 0;
      tokenExpiry = expiresAt instanceof Date ? expiresAt.getTime() : expiresAt;
    },
  };
}
