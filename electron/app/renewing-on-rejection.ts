import { fail, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { IpcCaller } from './ipc-caller';
import type { MainState } from './main-state';
import type { SignInSession } from './sign-in-session';

/**
 * A lookup that renews the token once and tries again when the service rejects it (401) or it has
 * expired, while "Stay signed in" is on: one renewal per rejected token, however many lookups meet it.
 * Signed in without it, an expired token asks to sign in again; a refused password says so.
 */
export function renewingOnRejection<T>(
  handler: (request: unknown, caller?: IpcCaller) => Promise<Result<T>>,
  session: SignInSession,
  state: MainState,
): (request: unknown, caller?: IpcCaller) => Promise<Result<T>> {
  return async (request, caller) => {
    const seen = session.tokenVersion();
    const first = await handler(request, caller);
    if (first.ok || (first.error.kind !== 'token-rejected' && first.error.kind !== 'token-expired')) return first;
    if (await session.renewRejected(seen)) return handler(request, caller);
    if (state.passwordRejected()) return fail(first.error.kind, msg('signIn.error.passwordRejected'));
    const signIn = state.settings().signIn;
    if (first.error.kind === 'token-expired' && signIn !== null && !signIn.staySignedIn) {
      return fail('token-expired', msg('signIn.error.expired'));
    }
    return first;
  };
}
