import { jwtClaimNumber, jwtExpiry } from '../shared/jwt';

/**
 * How far this computer's clock may be off from the service's before a token's `exp`, read by it alone,
 * counts as past beyond doubt. Generous: a wrong time zone alone is up to 14 hours.
 */
const CLOCK_SKEW_ALLOWANCE_MS = 24 * 60 * 60 * 1000;

/** The two clocks a token is judged by: the wall clock (dates for people, a JWT's `exp`) and the monotonic one (durations). */
export interface TokenClocks {
  now: () => Date;
  /** Milliseconds on a clock no one sets (performance.now()); only differences mean anything. */
  monotonicNow: () => number;
}

/** A token's life as this process knows it: when it arrived (monotonic) and how long it lives from then. */
export interface TokenLifetime {
  receivedAt: number;
  /** Null when nothing says how long it lives: only the service's 401 ends it. */
  lifetimeMs: number | null;
  /** How long past `lifetimeMs` it may still be good: the skew allowance where the lifetime was read against this computer's clock. */
  graceMs: number;
}

/** What the one rule says about a token now. Whatever it says, a lookup sends the token: only the service's 401 is final. */
interface TokenVerdict {
  /** When it runs out, in this computer's clock's terms (for words); null when unknown. */
  expiresAt: Date | null;
  /** Milliseconds left (monotonic); null when unknown. */
  remainingMs: number | null;
  /** Past its lifetime by this computer's clocks: a refusal by the service is worded as expiry, Settings says expired. */
  expired: boolean;
  /** Past even the skew allowance: a renewal at start may go at once rather than wait for the service's refusal. */
  expiredBeyondDoubt: boolean;
}

/** What the token answer said about the token's life, besides the token itself. */
export interface IssuedLife {
  token: string;
  /** The answer's own lifetime (`expires_in`), or `exp` − `iat` of its JWT: both the service's clock alone. */
  lifetimeMs: number | null;
  /** Its absolute expiry (`exp`, or the answer's `expiration`), read against this computer's clock only when nothing else says. */
  expiresAt: Date | null;
}

/** The lifetime the service gives a token, clock-free: `exp` − `iat` of its JWT; null when it does not say. */
export function jwtLifetimeMs(token: string): number | null {
  const exp = jwtClaimNumber(token, 'exp');
  const iat = jwtClaimNumber(token, 'iat');
  return exp === null || iat === null || exp <= iat ? null : (exp - iat) * 1000;
}

/**
 * A token just issued by the service: its lifetime from the service's own words when it gives one; else
 * its absolute expiry against this computer's clock, with the skew allowance. The service just issued it,
 * so a clock that already calls it past is wrong: its lifetime is then unknown, not over.
 */
export function issuedLifetime(issued: IssuedLife, clocks: TokenClocks): TokenLifetime {
  const receivedAt = clocks.monotonicNow();
  if (issued.lifetimeMs !== null) return { receivedAt, lifetimeMs: issued.lifetimeMs, graceMs: 0 };
  if (issued.expiresAt === null) return { receivedAt, lifetimeMs: null, graceMs: 0 };
  const remaining = issued.expiresAt.getTime() - clocks.now().getTime();
  return remaining > 0
    ? { receivedAt, lifetimeMs: remaining, graceMs: CLOCK_SKEW_ALLOWANCE_MS }
    : { receivedAt, lifetimeMs: null, graceMs: 0 };
}

/** A token pasted, or read from the keychain (after a restart, by the CLI): `exp` − now when it is first seen, with the skew allowance. */
export function storedLifetime(token: string, clocks: TokenClocks): TokenLifetime {
  const expiry = jwtExpiry(token);
  const receivedAt = clocks.monotonicNow();
  if (expiry === null) return { receivedAt, lifetimeMs: null, graceMs: 0 };
  return { receivedAt, lifetimeMs: expiry.getTime() - clocks.now().getTime(), graceMs: CLOCK_SKEW_ALLOWANCE_MS };
}

/** The one rule for whether a token is to be treated as expired, and when: measured on the monotonic clock from its arrival. */
function judgeToken(life: TokenLifetime, clocks: TokenClocks): TokenVerdict {
  if (life.lifetimeMs === null) return { expiresAt: null, remainingMs: null, expired: false, expiredBeyondDoubt: false };
  const remainingMs = life.lifetimeMs - (clocks.monotonicNow() - life.receivedAt);
  return {
    // To the second, as `exp` is: the milliseconds a lookup takes do not move the date shown.
    expiresAt: new Date(Math.round((clocks.now().getTime() + remainingMs) / 1000) * 1000),
    remainingMs,
    expired: remainingMs <= 0,
    expiredBeyondDoubt: remainingMs + life.graceMs <= 0,
  };
}

/** The tokens this process has seen and their lifetimes: one judge for the session, the lookups and Settings. */
export interface TokenClock {
  /** A token arrived (issued, pasted): its lifetime starts now. */
  received(token: string, life: TokenLifetime): void;
  /** The verdict on `token` now; one never seen before is taken as stored, from now on. */
  judge(token: string): TokenVerdict;
  readonly clocks: TokenClocks;
}

/** How many tokens' lifetimes are remembered: the one in use and a few before it. */
const REMEMBERED = 8;

/** A token clock over these clocks (the monotonic one: performance.now() when not given). */
export function createTokenClock(clocks: Partial<TokenClocks> = {}): TokenClock {
  const both: TokenClocks = { now: clocks.now ?? (() => new Date()), monotonicNow: clocks.monotonicNow ?? (() => performance.now()) };
  const lives = new Map<string, TokenLifetime>();
  const remember = (token: string, life: TokenLifetime): TokenLifetime => {
    lives.delete(token);
    lives.set(token, life);
    if (lives.size > REMEMBERED) lives.delete(lives.keys().next().value ?? token);
    return life;
  };
  return {
    clocks: both,
    received: (token, life) => void remember(token, life),
    judge: (token) => judgeToken(lives.get(token) ?? remember(token, storedLifetime(token, both)), both),
  };
}
