import { checkBaseUrl } from '../shared/connection';
import { fail, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { AppState, IpcRequest } from '../shared/ipc-contract';
import { jwtExpiry } from '../shared/jwt';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { FetchLike } from '../core/price-client';
import { requestToken } from '../core/sign-in';
import type { TokenStore } from '../core/token-store';
import type { IpcCaller } from './ipc-caller';
import { keychain } from './keychain-result';
import type { MainState } from './main-state';

/** A renewal starts this long before the token expires. */
export const RENEW_EARLY_MS = 5 * 60 * 1000;
/** After a renewal that could not reach the service, the next try waits this long. */
export const RENEW_RETRY_MS = 60 * 1000;
/** setTimeout's longest delay; a later renewal is re-planned when this one fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Runs `run` after `ms`; returns a function that cancels it. Injected so tests move time on themselves. */
export type SetTimer = (run: () => void, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, Math.min(ms, LONGEST_TIMER_MS));
  // A planned renewal must not keep the process (the CLI, a test run) alive.
  timer.unref?.();
  return () => clearTimeout(timer);
};

export interface SignInSessionDeps {
  state: MainState;
  /** Where the token goes: the same store a pasted token uses. */
  tokenStore: TokenStore;
  /** Where the password is kept to stay signed in: a keychain entry of its own. */
  passwordStore: TokenStore;
  fetch: FetchLike;
  log: DiagnosticsLog;
  now: () => Date;
  setTimer?: SetTimer;
  renewEarlyMs?: number;
  timeoutMs?: number;
}

/** Signing in with user name and password, and keeping the token fresh while "Stay signed in" is on. */
export interface SignInSession {
  signIn(request: IpcRequest<'signIn'>): Promise<Result<AppState>>;
  /** Fetches a new token with the kept password (one at a time); true when a new token is stored. */
  renew(): Promise<boolean>;
  /** Whether a kept password may renew the token now (stay signed in, a service configured). */
  canRenew(): boolean;
  /** At start: plans the renewal of a stored token, or renews at once when it is (nearly) expired. */
  resume(): Promise<void>;
  /** Forgets the sign-in: the kept password, the user name and the planned renewal. The token is the caller's. */
  forget(): Promise<void>;
  /** Cancels the planned renewal (quit). */
  stop(): void;
}

/** Builds the sign-in over main's state and the keychain entries for the token and the password. */
export function createSignInSession(deps: SignInSessionDeps): SignInSession {
  const setTimer = deps.setTimer ?? realTimer;
  const renewEarlyMs = deps.renewEarlyMs ?? RENEW_EARLY_MS;
  const timeout = deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs };
  let cancelTimer: (() => void) | null = null;
  let renewing: Promise<boolean> | null = null;

  const plan = (delayMs: number): void => {
    cancelTimer?.();
    cancelTimer = setTimer(
      () => {
        cancelTimer = null;
        void renew();
      },
      Math.max(0, delayMs),
    );
  };
  const planFor = (expiresAt: Date | null): void => {
    cancelTimer?.();
    cancelTimer = null;
    if (expiresAt !== null) plan(expiresAt.getTime() - renewEarlyMs - deps.now().getTime());
  };

  const canRenew = (): boolean => {
    const settings = deps.state.settings();
    return settings.signIn?.staySignedIn === true && settings.baseUrl !== null && !settings.useDemo;
  };

  const renewOnce = async (): Promise<boolean> => {
    const settings = deps.state.settings();
    const user = settings.signIn?.user;
    if (!canRenew() || user === undefined || settings.baseUrl === null) return false;
    const password = await keychain(() => deps.passwordStore.read());
    if (!password.ok || password.value === null) {
      void deps.log.write('token-renewal-failed', { kind: password.ok ? 'no-password' : password.error.kind });
      return false;
    }
    const issued = await requestToken({ baseUrl: settings.baseUrl, user, password: password.value, fetch: deps.fetch, ...timeout });
    if (!issued.ok) {
      void deps.log.write('token-renewal-failed', { kind: issued.error.kind });
      // A service that could not be reached may be back in a minute; wrong credentials stay wrong.
      if (issued.error.kind === 'unavailable') plan(RENEW_RETRY_MS);
      return false;
    }
    const stored = await keychain(() => deps.tokenStore.write(issued.value.token));
    if (!stored.ok) {
      void deps.log.write('token-renewal-failed', { kind: stored.error.kind });
      return false;
    }
    void deps.log.write('token-renewed', {});
    planFor(issued.value.expiresAt);
    return true;
  };

  const renew = (): Promise<boolean> => {
    renewing ??= renewOnce().finally(() => {
      renewing = null;
    });
    return renewing;
  };

  const forgetPassword = async (): Promise<void> => {
    // Nothing to forget is no failure; a keychain that fails here is already failing for the token too.
    await deps.passwordStore.remove().catch(() => undefined);
  };

  return {
    canRenew,
    renew,
    async signIn(request) {
      const baseUrl = checkBaseUrl(request.baseUrl);
      if (!baseUrl.ok) return fail('invalid-input', baseUrl.message, 'baseUrl');
      const user = request.user.trim();
      const issued = await requestToken({ baseUrl: baseUrl.value, user, password: request.password, fetch: deps.fetch, ...timeout });
      if (!issued.ok) {
        void deps.log.write('sign-in-failed', { kind: issued.error.kind });
        return issued;
      }
      const stored = await keychain(() => deps.tokenStore.write(issued.value.token));
      if (!stored.ok) return stored;
      if (request.staySignedIn) {
        const kept = await keychain(() => deps.passwordStore.write(request.password));
        if (!kept.ok) return kept;
      } else {
        await forgetPassword();
      }
      const updated = await deps.state.update({
        baseUrl: baseUrl.value,
        useDemo: false,
        signIn: { user, staySignedIn: request.staySignedIn },
      });
      void deps.log.write('signed-in', { staySignedIn: request.staySignedIn });
      if (request.staySignedIn) planFor(issued.value.expiresAt);
      else planFor(null);
      return updated;
    },
    async resume() {
      if (!canRenew()) return;
      const token = await keychain(() => deps.tokenStore.read());
      if (!token.ok || token.value === null) return;
      planFor(jwtExpiry(token.value));
    },
    async forget() {
      planFor(null);
      await forgetPassword();
      if (deps.state.settings().signIn !== null) await deps.state.update({ signIn: null });
    },
    stop() {
      planFor(null);
    },
  };
}

/**
 * A lookup that renews the token once and tries again when the service rejects it (401) or it has
 * expired, while "Stay signed in" is on. Signed in without it, an expired token asks to sign in again.
 */
export function renewingOnRejection<T>(
  handler: (request: unknown, caller?: IpcCaller) => Promise<Result<T>>,
  session: SignInSession,
  state: MainState,
): (request: unknown, caller?: IpcCaller) => Promise<Result<T>> {
  return async (request, caller) => {
    const first = await handler(request, caller);
    if (first.ok || (first.error.kind !== 'token-rejected' && first.error.kind !== 'token-expired')) return first;
    if (session.canRenew()) return (await session.renew()) ? handler(request, caller) : first;
    const signIn = state.settings().signIn;
    if (first.error.kind === 'token-expired' && signIn !== null && !signIn.staySignedIn) {
      return fail('token-expired', msg('signIn.error.expired'));
    }
    return first;
  };
}
