import { checkBaseUrl } from '../shared/connection';
import { fail, ok, type Result } from '../shared/errors';
import type { AppState, IpcRequest } from '../shared/ipc-contract';
import { keptPasswordBarredBy } from '../shared/policy-state';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { FetchLike } from '../core/price-client';
import { requestToken } from '../core/sign-in';
import { originOf, type OriginBoundStore } from '../core/origin-bound-store';
import { createWriteQueue } from '../core/write-queue';
import { keychain } from './keychain-result';
import type { SettingsState } from './settings-state';
import { createRenewalBudget, renewalDelayFor } from './renewal-budget';
import { renewOnce, type RenewalContext } from './sign-in-renewal';
import { createTokenClock, issuedLifetime, storedLifetime, type TokenClock, type TokenLifetime } from '../core/token-lifetime';
import type { OpenQuestion } from '../core/deadline';

/** A renewal starts this long before the token expires. */
export const RENEW_EARLY_MS = 5 * 60 * 1000;
/** setTimeout's longest delay; a later renewal is re-planned when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Runs `run` after `ms`; returns a function that cancels it. Injected so tests move time on themselves (and await `run`). */
export type SetTimer = (run: () => Promise<unknown>, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(() => void run(), Math.min(ms, LONGEST_TIMER_MS));
  // A planned renewal must not keep the process (the CLI, a test run) alive.
  timer.unref?.();
  return () => clearTimeout(timer);
};

export interface SignInSessionDeps {
  state: SettingsState;
  /** Where the token goes, bound to the service that issued it: the same store a pasted token uses. */
  tokenStore: OriginBoundStore;
  /** Where the password is kept to stay signed in (a keychain entry of its own), bound to the service it was entered for. */
  passwordStore: OriginBoundStore;
  fetch: FetchLike;
  log: DiagnosticsLog;
  now: () => Date;
  /** The monotonic clock (ms; performance.now() when not given): budgets and lifetimes are measured on it, never on `now`. */
  monotonicNow?: () => number;
  /** The judge of tokens' lifetimes shared with the lookups and Settings; one of its own over `now` and `monotonicNow` when not given. */
  tokenClock?: TokenClock;
  setTimer?: SetTimer;
  renewEarlyMs?: number;
  timeoutMs?: number;
  /** A question to the user a token request may wait on (a proxy's sign-in): its timeout waits for the answer. */
  openQuestion?: OpenQuestion;
}

/**
 * Signing in with user name and password, and keeping the token fresh while "Stay signed in" is on.
 * Every change of account (sign-in, pasted token, removal) starts a new generation: an answer that
 * arrives for an older one is thrown away. All token and password writes go through one queue.
 */
export interface SignInSession {
  signIn(request: IpcRequest<'signIn'>): Promise<Result<AppState>>;
  /** Stores a token pasted for the service at `baseUrl` in place of any sign-in (its kept password is forgotten). */
  paste(token: string, baseUrl: string): Promise<Result<void>>;
  /** "Remove token": removes the token and forgets the sign-in. */
  signOut(): Promise<Result<void>>;
  /** Forgets the sign-in (kept password, user name, planned renewal) and keeps the token: the base URL moved. */
  forget(): Promise<void>;
  /** Fetches a new token with the kept password (one at a time, within the budget); true when a new one is stored. */
  renew(): Promise<boolean>;
  /** Changes whenever a token is stored or removed; a lookup notes it before it starts. */
  tokenVersion(): number;
  /**
   * After the service refused (or the clock expired) the token of version `seen`: true when a lookup
   * should try again, because the token changed meanwhile or one renewal for it stored a new one.
   */
  renewRejected(seen: number): Promise<boolean>;
  /** Whether a kept password may renew the token now (stay signed in, a service configured, not refused). */
  canRenew(): boolean;
  /**
   * At start: plans the renewal of a stored token by its `exp` against this clock, or renews at once when it
   * is nearly expired, or expired beyond the skew allowance; expired within it, the service's refusal renews it.
   */
  resume(): Promise<void>;
  /**
   * IT allows no kept password (`keptPasswordBarredBy`: SignIn token-only, or StaySignedInAllowed false): one
   * kept from before leaves the keychain and the choice is off; the token stays until it expires. True when one was kept.
   */
  dropKeptPassword(): Promise<boolean>;
  /**
   * Another process changed the sign-in (`price-lookup sign-in` as someone else): a new generation, so the
   * planned renewal is cancelled and answers on their way are thrown away; the renewal is planned again
   * from the token now in the keychain.
   */
  followChangeElsewhere(): Promise<void>;
  /** Cancels the planned renewal and throws away any answer still on its way (quit). */
  stop(): void;
}

/** Builds the sign-in over main's state and the keychain entries for the token and the password. */
export function createSignInSession(deps: SignInSessionDeps): SignInSession {
  const setTimer = deps.setTimer ?? realTimer;
  const renewEarlyMs = deps.renewEarlyMs ?? RENEW_EARLY_MS;
  const timeout = {
    ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
    ...(deps.openQuestion === undefined ? {} : { openQuestion: deps.openQuestion }),
  };
  const writes = createWriteQueue();
  const budget = createRenewalBudget();
  const tokenClock =
    deps.tokenClock ?? createTokenClock({ now: deps.now, ...(deps.monotonicNow === undefined ? {} : { monotonicNow: deps.monotonicNow }) });
  const monotonicNow = tokenClock.clocks.monotonicNow;
  // Every change of account asked for gets a ticket, in order; the generation is the ticket in force.
  let tickets = 0;
  let generation = 0;
  let version = 0;
  let cancelTimer: (() => void) | null = null;
  let renewing: { generation: number; promise: Promise<boolean> } | null = null;
  let rejectedRenewal: { version: number; promise: Promise<boolean> } | null = null;

  const plan = (delayMs: number): void => {
    cancelTimer?.();
    cancelTimer = null;
    if (!Number.isFinite(delayMs)) return;
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        return renew();
      },
      Math.max(0, delayMs),
    );
  };
  const cancel = (): void => plan(Infinity);
  /** A new account (or none): answers still on their way for the old one are thrown away. */
  const nextGeneration = (): number => {
    cancel();
    generation = ++tickets;
    return generation;
  };
  /** Runs `change` in the write queue unless a newer generation started meanwhile; undefined then. */
  const commit = <T>(of: number, change: () => Promise<T>): Promise<T | undefined> =>
    writes.run(async () => (of === generation ? change() : undefined));
  /** A token was stored (with its lifetime from now) or removed: counts and budgets start again for it. */
  const tokenChanged = (token: string | null, life: TokenLifetime | null): void => {
    version += 1;
    if (token !== null && life !== null) tokenClock.received(token, life);
    const remaining = token === null ? null : tokenClock.judge(token).remainingMs;
    budget.tokenChanged(remaining === null ? null : monotonicNow() + remaining);
  };
  /** Plans the renewal of a token just received: by its remaining lifetime, never by the wall clock alone. */
  const planRenewalOf = (token: string): void => {
    const { remainingMs } = tokenClock.judge(token);
    plan(remainingMs === null ? Infinity : renewalDelayFor(remainingMs, renewEarlyMs));
  };

  const canRenew = (): boolean => {
    const settings = deps.state.settings();
    return (
      settings.signIn?.staySignedIn === true &&
      settings.baseUrl !== null &&
      !settings.useDemo &&
      !deps.state.passwordRejected() &&
      keptPasswordBarredBy(deps.state.policies()) === null
    );
  };

  const renew = (): Promise<boolean> => {
    if (renewing?.generation !== generation) {
      const promise: Promise<boolean> = renewOnce(renewal, generation).finally(() => {
        if (renewing?.promise === promise) renewing = null;
      });
      renewing = { generation, promise };
    }
    return renewing.promise;
  };

  const forgetPassword = async (): Promise<void> => {
    // Nothing to forget is no failure; a keychain that fails here is already failing for the token too.
    await deps.passwordStore.remove().catch(() => undefined);
  };
  /** The sign-in is over (pasted token, removal, other server): no password, no user, no refusal to show. */
  const forgetSignIn = async (): Promise<void> => {
    await forgetPassword();
    deps.state.setPasswordRejected(false);
    if (deps.state.settings().signIn !== null) await deps.state.update({ signIn: null });
  };

  const renewal: RenewalContext = {
    deps,
    budget,
    tokenClock,
    timeout,
    generation: () => generation,
    commit,
    plan,
    cancel,
    canRenew,
    tokenChanged,
    planRenewalOf,
    forgetPassword,
  };

  /** Plans the renewal of the token in the keychain by its lifetime, or renews at once when it is nearly expired. */
  const resume = async (): Promise<void> => {
    if (!canRenew()) return;
    const of = generation;
    const token = await keychain(() => deps.tokenStore.read(originOf(deps.state.settings().baseUrl)));
    if (!token.ok || token.value === null || of !== generation) return;
    const verdict = tokenClock.judge(token.value);
    const { remainingMs } = verdict;
    budget.tokenChanged(remainingMs === null ? null : monotonicNow() + remainingMs);
    // Past by this clock but within the skew allowance: the service's refusal, not this clock, sets off the renewal.
    if (remainingMs === null || (verdict.expired && !verdict.expiredBeyondDoubt)) return;
    plan(remainingMs - renewEarlyMs);
  };

  return {
    canRenew,
    renew,
    tokenVersion: () => version,
    async renewRejected(seen) {
      if (seen !== version) return true;
      if (rejectedRenewal?.version !== seen) {
        // One automatic sign-in per rejected token, however many lookups meet it.
        if (!canRenew()) return false;
        rejectedRenewal = { version: seen, promise: renew() };
      }
      return rejectedRenewal.promise;
    },
    async signIn(request) {
      const baseUrl = checkBaseUrl(request.baseUrl);
      if (!baseUrl.ok) return fail('invalid-input', baseUrl.message, 'baseUrl');
      // The account in force keeps its plan until this sign-in succeeds, and stays if it fails.
      const ticket = ++tickets;
      const user = request.user.trim();
      const origin = new URL(baseUrl.value).origin;
      const issued = await requestToken({ baseUrl: baseUrl.value, user, password: request.password, fetch: deps.fetch, ...timeout });
      if (!issued.ok) {
        void deps.log.write('sign-in-failed', { kind: issued.error.kind, detail: issued.error.detail ?? null });
        return issued;
      }
      const done = await writes.run(async (): Promise<Result<AppState> | undefined> => {
        // A removal, a paste or a sign-in asked for after this one already stands.
        if (ticket < generation) return undefined;
        generation = ticket;
        const stored = await keychain(() => deps.tokenStore.write(issued.value.token, origin));
        if (!stored.ok) return stored;
        tokenChanged(issued.value.token, issuedLifetime(issued.value, tokenClock.clocks));
        if (request.staySignedIn) {
          const kept = await keychain(() => deps.passwordStore.write(request.password, origin));
          if (!kept.ok) return kept;
        } else {
          await forgetPassword();
        }
        deps.state.setPasswordRejected(false);
        const updated = await deps.state.update({
          baseUrl: baseUrl.value,
          useDemo: false,
          signIn: { user, staySignedIn: request.staySignedIn },
        });
        void deps.log.write('signed-in', { staySignedIn: request.staySignedIn });
        if (request.staySignedIn) planRenewalOf(issued.value.token);
        else cancel();
        return updated;
      });
      if (done !== undefined) return done;
      // A removal, a paste or another sign-in came after this one: theirs stands.
      void deps.log.write('sign-in-superseded', {});
      return ok(await deps.state.snapshot());
    },
    async paste(token, baseUrl) {
      const of = nextGeneration();
      const done = await commit(of, async () => {
        const stored = await keychain(() => deps.tokenStore.write(token, new URL(baseUrl).origin));
        if (!stored.ok) return stored;
        tokenChanged(token, storedLifetime(token, tokenClock.clocks));
        await forgetSignIn();
        return stored;
      });
      return done ?? ok(undefined);
    },
    async signOut() {
      const of = nextGeneration();
      const done = await commit(of, async () => {
        const removed = await keychain(() => deps.tokenStore.remove());
        if (!removed.ok) return removed;
        tokenChanged(null, null);
        await forgetSignIn();
        return removed;
      });
      return done ?? ok(undefined);
    },
    async forget() {
      await commit(nextGeneration(), forgetSignIn);
    },
    async dropKeptPassword() {
      const dropped = await commit(generation, async () => {
        const kept = await deps.passwordStore.origin().catch(() => null);
        await forgetPassword();
        const signIn = deps.state.settings().signIn;
        // The user's own choice too: with the policy gone again, no password would be there to stay signed in with.
        if (signIn !== null) await deps.state.update({ signIn: { user: signIn.user, staySignedIn: false } });
        return kept !== null;
      });
      return dropped === true;
    },
    resume,
    async followChangeElsewhere() {
      // Queued behind any write of this session's, so an answer already being stored lands before the new plan.
      await writes.run(async () => {
        nextGeneration();
        version += 1;
        rejectedRenewal = null;
      });
      await resume();
    },
    stop() {
      nextGeneration();
    },
  };
}
