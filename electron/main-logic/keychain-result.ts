import { fail, ok, type Result } from '../shared/errors';
import { keychainFailureMessage, TokenUnreadableError } from '../core/token-store';

/** Runs a token store call, turning keychain failures into typed results with the user's words. */
export async function keychain<T>(use: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await use());
  } catch (error) {
    return fail(error instanceof TokenUnreadableError ? 'no-token' : 'keychain-unavailable', keychainFailureMessage(error));
  }
}
