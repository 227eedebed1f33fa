type Keytar = typeof import('keytar');

/** How long a test waits for the system keychain before it fails. */
const KEYCHAIN_WAIT_MS = 15_000;

/**
 * keytar for tests that touch the real keychain: a call that gets no answer fails after `ms` with the
 * likely cause, instead of hanging the run until the job's time limit (a locked login keychain on a
 * macOS runner waits for a password nobody types). Pass it to createKeychainTokenStore.
 */
export function boundedKeytar(
  ms: number = KEYCHAIN_WAIT_MS,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  load: () => Promise<Keytar> = async () => require('keytar') as Keytar,
): () => Promise<Keytar> {
  const bounded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>, name: string) =>
    (...args: A): Promise<R> =>
      new Promise<R>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `The keychain did not answer ${name} within ${ms / 1000} s: is it locked? (the desktop CI creates and unlocks a keychain of its own)`,
              ),
            ),
          ms,
        );
        call(...args).then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
  return async () => {
    const keytar = await load();
    return {
      ...keytar,
      getPassword: bounded(keytar.getPassword.bind(keytar), 'getPassword'),
      setPassword: bounded(keytar.setPassword.bind(keytar), 'setPassword'),
      deletePassword: bounded(keytar.deletePassword.bind(keytar), 'deletePassword'),
    };
  };
}
