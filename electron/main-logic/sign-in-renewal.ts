import { requestToken } from '../core/sign-in';
import { originOf } from '../core/origin-bound-store';
import { issuedLifetime, type TokenClock, type TokenLifetime } from '../core/token-lifetime';
import type { OpenQuestion } from '../core/deadline';
import { keychain } from './keychain-result';
import type { createRenewalBudget } from './renewal-budget';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { FetchLike } from '../core/price-client';
import type { OriginBoundStore } from '../core/origin-bound-store';
import type { SettingsState } from './settings-state';

/** After a renewal that could not reach the service, the next try waits this long. */
const RENEW_RETRY_MS = 60 * 1000;

/** What a renewal needs of the sign-in session it runs in. */
export interface RenewalContext {
  deps: { state: SettingsState; tokenStore: OriginBoundStore; passwordStore: OriginBoundStore; fetch: FetchLike; log: DiagnosticsLog };
  budget: ReturnType<typeof createRenewalBudget>;
  tokenClock: TokenClock;
  timeout: { timeoutMs?: number; openQuestion?: OpenQuestion };
  /** The generation in force: an answer for an older one is thrown away. */
  generation(): number;
  /** Runs `change` in the session's write queue unless a newer generation started meanwhile; undefined then. */
  commit<T>(of: number, change: () => Promise<T>): Promise<T | undefined>;
  plan(delayMs: number): void;
  cancel(): void;
  canRenew(): boolean;
  tokenChanged(token: string | null, life: TokenLifetime | null): void;
  planRenewalOf(token: string): void;
  forgetPassword(): Promise<void>;
}

/** The kept password was refused: forget it at once and never send it again. */
function refused(ctx: RenewalContext, of: number, user: string): Promise<unknown> {
  ctx.deps.state.setPasswordRejected(true);
  ctx.cancel();
  return ctx.commit(of, async () => {
    await ctx.forgetPassword();
    await ctx.deps.state.update({ signIn: { user, staySignedIn: false } });
  });
}

/**
 * One renewal of the token with the kept password, for generation `of`; true when a new token is stored.
 * Its answer is stored only where nothing changed while it was on its way: the same generation, the same
 * user in the settings, renewal still allowed, and the keychain still holding the token it started from
 * (another process, `price-lookup sign-in`, may have stored another account's token meanwhile).
 */
export async function renewOnce(ctx: RenewalContext, of: number): Promise<boolean> {
  const { deps, budget, tokenClock } = ctx;
  const monotonicNow = tokenClock.clocks.monotonicNow;
  const settings = deps.state.settings();
  const user = settings.signIn?.user;
  if (!ctx.canRenew() || user === undefined || settings.baseUrl === null) return false;
  const now = monotonicNow();
  const allowed = budget.nextAllowed(now);
  if (allowed > now) {
    void deps.log.write('token-renewal-deferred', { seconds: Math.round((allowed - now) / 1000) });
    ctx.plan(allowed - now);
    return false;
  }
  // Read for the service it is sent to: a password kept for another one is never given out.
  const origin = originOf(settings.baseUrl);
  if (origin === null) return false;
  const password = await keychain(() => deps.passwordStore.read(origin));
  if (!password.ok || password.value === null) {
    void deps.log.write('token-renewal-failed', { kind: password.ok ? 'no-password' : password.error.kind });
    return false;
  }
  const replaced = await keychain(() => deps.tokenStore.read(origin));
  if (of !== ctx.generation() || !ctx.canRenew() || !replaced.ok) return false;
  budget.spend(now);
  const issued = await requestToken({ baseUrl: settings.baseUrl, user, password: password.value, fetch: deps.fetch, ...ctx.timeout });
  if (of !== ctx.generation()) {
    void deps.log.write('token-renewal-discarded', {});
    return false;
  }
  if (!issued.ok) {
    void deps.log.write('token-renewal-failed', { kind: issued.error.kind });
    if (issued.error.kind === 'token-rejected') await refused(ctx, of, user);
    // A service that could not be reached may be back in a minute; a refusal or a wrong answer stays.
    if (issued.error.kind === 'unavailable') ctx.plan(Math.max(RENEW_RETRY_MS, budget.nextAllowed(monotonicNow()) - now));
    return false;
  }
  const stored = await ctx.commit(of, async () => {
    // Another process may have signed in (as someone else) while the answer was on its way: its token stays.
    const current = await keychain(() => deps.tokenStore.read(origin));
    const sameUser = deps.state.settings().signIn?.user === user;
    if (!current.ok || current.value !== replaced.value || !sameUser || !ctx.canRenew()) return null;
    const written = await keychain(() => deps.tokenStore.write(issued.value.token, origin));
    if (!written.ok) return written;
    ctx.tokenChanged(issued.value.token, issuedLifetime(issued.value, tokenClock.clocks));
    ctx.planRenewalOf(issued.value.token);
    return written;
  });
  if (stored === undefined || stored === null) {
    void deps.log.write('token-renewal-discarded', { changedElsewhere: stored === null });
    return false;
  }
  void deps.log.write(stored.ok ? 'token-renewed' : 'token-renewal-failed', stored.ok ? {} : { kind: stored.error.kind });
  return stored.ok;
}
