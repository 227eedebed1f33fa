import { fail, ok, type Result } from '../shared/errors';
import { KeychainUnavailableError, TokenUnreadableError } from '../core/token-store';

/** Runs a token store call, turning keychain failures into typed results with the user's words. */
export async function keychain<T>(use: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await use());
  } catch (error) {
    if (error instanceof TokenUnreadableError) return fail('no-token', error.message);
    const message = error instanceof KeychainUnavailableError ? error.message : 'The system keychain could not be used.';
    return fail('keychain-unavailable', message);
  }
}
