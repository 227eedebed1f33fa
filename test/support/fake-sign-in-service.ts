// Test helper, imported only by tests (no bundle starts here).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchLike } from '../../electron/core/price-client';
import { SIGN_IN_PATH } from '../../electron/core/sign-in';
import { createMemoryTokenStore, type TokenStore } from '../../electron/core/token-store';
import { fakeJwt } from './jwt';
import type { SetTimer } from '../../electron/main-logic/sign-in-session';
import { serviceAnswer } from './price-info';

/**
 * How the token endpoint says when a token expires: `exp` in the JWT only; `exp` plus an `expiration`
 * in UTC without offset (what a zone east of UTC once misread); an opaque token with only that
 * `expiration`; or nothing at all.
 */
export type ExpiryStyle = 'exp' | 'exp-and-plain' | 'plain-only' | 'none';

/** An answer of the price service as it sends it (numbers, its own spelling). */
const PRICE_ANSWER = serviceAnswer();

/** One POST to the token endpoint, as the service saw it. */
export interface TokenPost {
  seq: number;
  at: number;
  user: string;
  password: string;
  /** Sent inside `byUser` (the user pressed "Sign in"), not by a renewal. */
  byUser: boolean;
  answer: 'issued' | 'rejected' | 'unavailable';
}

/** A token the fake service issued (or minted for pasting), and when it really expires. */
interface FakeToken {
  seq: number;
  token: string;
  user: string;
  expiresAt: number;
}

/** A change of the token store, as the store saw it. */
export interface StoreChange {
  seq: number;
  at: number;
  token: string | null;
}

export interface FakeSignInService {
  /** The fetch main uses: the token endpoint and the price service. */
  fetch: FetchLike;
  /** The password the service accepts, per user. */
  passwords: Map<string, string>;
  lifetimeMs: number;
  expiry: ExpiryStyle;
  /** The token endpoint answers 503. */
  unavailable: boolean;
  /** The price service answers 401 to every token. */
  rejectLookups: boolean;
  /** The next token POST waits for `release()` (then this turns false). */
  holdNext: boolean;
  posts: TokenPost[];
  issued: FakeToken[];
  /** Passwords the app was told were wrong, and any POST that sent one again after that. */
  resent: TokenPost[];
  /** How many token POSTs wait for `release()`. */
  held(): number;
  /** Resolves when a POST is held (at once if one already is). */
  untilHeld(): Promise<void>;
  /** Answers every held POST. */
  release(): void;
  /** A token of the service for `user`, as a colleague would paste it. */
  mint(user: string): string;
  /** Runs `run`; token POSTs it leads to count as the user's own sign-in. */
  byUser<T>(run: () => T): T;
  /** A counter shared by posts, tokens and store changes: what happened first. */
  seq(): number;
}

/** A fake token endpoint and price service on the given clock; every token and POST is recorded. */
export function createFakeSignInService(now: () => number): FakeSignInService {
  const userContext = new AsyncLocalStorage<boolean>();
  const waiting: (() => void)[] = [];
  const heldListeners: (() => void)[] = [];
  const rejected = new Set<string>();
  let counter = 0;
  const seq = (): number => ++counter;

  const issue = (user: string, style: ExpiryStyle): { token: string; body: Record<string, string> } => {
    const expiresAt = Math.floor((now() + service.lifetimeMs) / 1000) * 1000;
    const n = seq();
    const token =
      style === 'plain-only' || style === 'none'
        ? `opaque-${n}`
        : fakeJwt({ sub: user, iat: Math.floor(now() / 1000), exp: expiresAt / 1000, jti: n });
    service.issued.push({ seq: n, token, user, expiresAt });
    // UTC wall time without an offset, as some services state it.
    const plain = new Date(expiresAt).toISOString().slice(0, 19);
    return { token, body: style === 'exp-and-plain' || style === 'plain-only' ? { token, user, expiration: plain } : { token, user } };
  };

  const json = (status: number, body: unknown): Response =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const tokenPost = async (body: string): Promise<Response> => {
    const form = new URLSearchParams(body);
    const user = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    const post: TokenPost = { seq: seq(), at: now(), user, password, byUser: userContext.getStore() === true, answer: 'issued' };
    service.posts.push(post);
    if (rejected.has(password)) service.resent.push(post);
    let answer: Response;
    if (service.unavailable) {
      post.answer = 'unavailable';
      answer = json(503, { error: 'down' });
    } else if (service.passwords.get(user) !== password) {
      post.answer = 'rejected';
      answer = json(401, { error: 'bad credentials' });
    } else {
      answer = json(200, issue(user, service.expiry).body);
    }
    if (service.holdNext) {
      service.holdNext = false;
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        for (const listener of heldListeners.splice(0)) listener();
      });
    }
    if (post.answer === 'rejected') rejected.add(password);
    return answer;
  };

  const lookup = (authorization: string | null): Response => {
    const token = authorization?.replace(/^Bearer /, '');
    const known = service.issued.find((issued) => issued.token === token);
    if (known === undefined || now() >= known.expiresAt || service.rejectLookups) return json(401, { error: 'unauthorized' });
    return json(200, PRICE_ANSWER);
  };

  const service: FakeSignInService = {
    fetch: async (url, init) => {
      if (new URL(url).pathname === SIGN_IN_PATH) return tokenPost(String(init.body));
      return lookup(new Headers(init.headers).get('authorization'));
    },
    passwords: new Map(),
    lifetimeMs: 4 * 60 * 60 * 1000,
    expiry: 'exp',
    unavailable: false,
    rejectLookups: false,
    holdNext: false,
    posts: [],
    issued: [],
    resent: [],
    held: () => waiting.length,
    untilHeld: () => new Promise((resolve) => (waiting.length > 0 ? resolve() : heldListeners.push(resolve))),
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
    mint: (user) => issue(user, 'exp').token,
    byUser: (run) => userContext.run(true, run),
    seq,
  };
  return service;
}

/** A memory token store that records every change with the service's counter and the clock. */
export function recordingTokenStore(service: FakeSignInService, now: () => number): TokenStore & { changes: StoreChange[] } {
  const memory = createMemoryTokenStore();
  const changes: StoreChange[] = [];
  return {
    changes,
    read: () => memory.read(),
    write: async (token) => {
      changes.push({ seq: service.seq(), at: now(), token });
      await memory.write(token);
    },
    remove: async () => {
      changes.push({ seq: service.seq(), at: now(), token: null });
      await memory.remove();
    },
  };
}

/** A planned timer of the fake clock. */
interface FakeTimer {
  at: number;
  run: () => unknown;
  cancelled: boolean;
}

/** A clock tests move on themselves, and the timers main plans on it. */
export interface FakeClock {
  now(): number;
  setTimer: SetTimer;
  /** Timers planned and not cancelled, soonest first. */
  planned(): FakeTimer[];
  /** Moves the clock to the next timer due by `to` and returns it (not yet run); null when none is. */
  nextDue(to: number): FakeTimer | null;
  /** Moves the clock on to `to` (never back). */
  set(to: number): void;
  /**
   * Moves the clock to `to`, running each timer due on the way at its own time and waiting for it (a
   * renewal) to finish. Throws past `limit` timers: a renewal storm.
   */
  advanceTo(to: number, limit?: number): Promise<number>;
}

/** Lets pending I/O callbacks and promise chains of memory stores run. */
export const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A fake clock starting at `start` (ms since the epoch). */
export function createFakeClock(start: number): FakeClock {
  let time = start;
  const timers: FakeTimer[] = [];
  const planned = (): FakeTimer[] => timers.filter((timer) => !timer.cancelled).sort((a, b) => a.at - b.at);
  const clock: FakeClock = {
    now: () => time,
    setTimer: (run, ms) => {
      const timer: FakeTimer = { at: time + Math.max(0, ms), run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    planned,
    nextDue(to) {
      const next = planned()[0];
      if (next === undefined || next.at > to) return null;
      time = Math.max(time, next.at);
      next.cancelled = true;
      return next;
    },
    set(to) {
      time = Math.max(time, to);
    },
    async advanceTo(to, limit = 1_000) {
      let fired = 0;
      for (let next = clock.nextDue(to); next !== null; next = clock.nextDue(to)) {
        if (++fired > limit) throw new Error(`more than ${limit} timers fired: a renewal storm`);
        await next.run();
        // Whatever the renewal left running (a write, the next plan) finishes before the next timer.
        await turn();
      }
      clock.set(to);
      return fired;
    },
  };
  return clock;
}
