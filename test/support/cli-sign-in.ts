import { createMemoryTokenStore, type TokenStore } from '../../electron/core/token-store';
import type { FetchLike } from '../../electron/core/price-client';
import { runCli } from '../../electron/cli/run-cli';

/**
 * `price-lookup sign-in --user bob` as another program runs it beside the app: on the app's folder, with
 * the keychain the test gives (shared with the app), the password typed as `pw-bob`. Gives the exit code
 * and what it wrote on stderr.
 */
export async function cliSignInAsBob(options: {
  dir: string;
  fetch: FetchLike;
  tokenStore: TokenStore;
  passwordStore?: TokenStore;
}): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await runCli(['sign-in', '--user', 'bob'], {
    env: { PRICE_LOOKUP_USER_DATA: options.dir },
    stdout: () => undefined,
    stderr: (text) => (stderr += text),
    fetch: options.fetch,
    tokenStore: options.tokenStore,
    passwordStore: options.passwordStore ?? createMemoryTokenStore(),
    readPassword: async () => 'pw-bob',
    systemPolicies: () => null,
  });
  return { code, stderr };
}
