import type { DiagnosticsLog } from '../core/diagnostics-log';
import { originOf, type OriginBoundStore } from '../core/origin-bound-store';
import { msg, type Message } from '../shared/i18n/catalogue';
import { keptPasswordBarredBy } from '../shared/policy-state';
import type { SettingsState } from './settings-state';
import type { SignInSession } from './sign-in-session';

/** Where main's credentials may stay: with the service they were issued for, and as IT allows. */
export function createCredentialBounds(
  state: SettingsState,
  signIn: SignInSession,
  stores: { tokenStore: OriginBoundStore; passwordStore: OriginBoundStore },
  log: DiagnosticsLog,
) {
  /**
   * A credential belongs to the service it was issued for: once the service in use is another (Settings,
   * an IT policy, the settings file changed by another process, a policy changed while the app was
   * closed), the token and the kept password are removed and the user is told why.
   */
  const keepToOrigin = async (): Promise<Message | null> => {
    const current = originOf(state.settings().baseUrl);
    const reads = await Promise.all(
      [stores.tokenStore.origin(), stores.passwordStore.origin()].map((origin) =>
        origin.then(
          (value) => ({ value }),
          () => null,
        ),
      ),
    );
    // A keychain that cannot be read keeps what it holds: bound to its own service it is never sent elsewhere, and
    // the next start removes it. Said in the log, so IT can tell why nobody was signed out.
    if (reads.includes(null)) void log.write('credential-origin-unread', { service: current === null ? 'none' : 'set' });
    const kept = reads.map((read) => read?.value ?? null);
    const elsewhere = kept.find((origin) => origin !== null && origin !== current);
    if (elsewhere === undefined || elsewhere === null) return null;
    const removed = await signIn.signOut();
    // The password too, should the keychain have failed for the token.
    await stores.passwordStore.remove().catch(() => undefined);
    void log.write('signed-out-service-changed', { removed: removed.ok });
    return msg(current === null ? 'signIn.notice.serviceRemoved' : 'signIn.notice.serviceChanged');
  };
  // IT allows no kept password (token only, or no "Stay signed in"): one kept from before leaves the keychain.
  // Awaited on dispose, so its log line is written before the log is flushed.
  let droppingKeptPassword: Promise<void> = Promise.resolve();
  return {
    // The window's next ask waits for it, and main tells the window once it is known.
    signOutElsewhere: (): void => state.notify(keepToOrigin().catch(() => null)),
    keepToPolicy: (): void => {
      const reason = keptPasswordBarredBy(state.policies());
      if (reason === null) return;
      droppingKeptPassword = Promise.all([
        droppingKeptPassword,
        signIn.dropKeptPassword().then(async (dropped) => {
          if (dropped) await log.write('kept-password-dropped', { reason });
        }),
      ]).then(
        () => undefined,
        () => undefined,
      );
    },
    settled: () => droppingKeptPassword,
  };
}
