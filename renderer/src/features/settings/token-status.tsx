import type { AppState } from '../../../../electron/shared/ipc-contract';
import { useRegionalLocale } from '../../format/regional-locale';

interface TokenStatusProps {
  state: AppState;
  now: Date;
}

/** Whether a token is stored, where, and until when: never the token itself. */
export function TokenStatus({ state, now }: TokenStatusProps) {
  const locale = useRegionalLocale();
  if (!state.hasToken) return <p>No token stored.</p>;
  const expiry = state.tokenExpiresAt === null ? null : new Date(state.tokenExpiresAt);
  const when = expiry?.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div>
      <p>{state.tokenStorage === 'keychain' ? 'A token is stored in the system keychain.' : 'A token is stored for this session only.'}</p>
      {state.tokenStorage === 'session' ? (
        <p className="field-error">
          The system keychain is not available, so the token is kept in memory and is gone when Price Lookup closes.
        </p>
      ) : null}
      {expiry !== null && expiry <= now ? <p className="field-error">The token expired on {when}. Paste a new one.</p> : null}
      {expiry !== null && expiry > now ? <p className="field-hint">It expires on {when}.</p> : null}
    </div>
  );
}
