import { fail, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { SettingsState } from './settings-state';
import type { SignInSession } from './sign-in-session';

/**
 * A lookup that renews the token once and tries again when the service rejects it (401) or it has
 * expired, while "Stay signed in" is on: one renewal per rejected token, however many lookups meet it.
 * The try again is made only when `mayTryAgain` says so (the lookup has requests left at the service);
 * else the renewal says so and asks to look up again. Signed in without "Stay signed in", an expired
 * token asks to sign in again; a refused password says so.
 */
export function renewingOnRejection<A extends unknown[], T>(
  lookUp: (...args: A) => Promise<Result<T>>,
  session: Pick<SignInSession, 'tokenVersion' | 'renewRejected'>,
  state: Pick<SettingsState, 'settings' | 'passwordRejected'>,
  mayTryAgain: (...args: A) => boolean = () => true,
): (...args: A) => Promise<Result<T>> {
  return async (...args) => {
    const seen = session.tokenVersion();
    const first = await lookUp(...args);
    if (first.ok || (first.error.kind !== 'token-rejected' && first.error.kind !== 'token-expired')) return first;
    if (await session.renewRejected(seen))
      return mayTryAgain(...args) ? lookUp(...args) : fail('unavailable', msg('signIn.error.renewedAskAgain'));
    if (state.passwordRejected()) return fail(first.error.kind, msg('signIn.error.passwordRejected'));
    const signIn = state.settings().signIn;
    if (first.error.kind === 'token-expired' && signIn !== null && !signIn.staySignedIn) {
      return fail('token-expired', msg('signIn.error.expired'));
    }
    return first;
  };
}
