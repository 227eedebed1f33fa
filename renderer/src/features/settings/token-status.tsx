import type { AppState } from '../../../../electron/shared/ipc-contract';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

interface TokenStatusProps {
  state: AppState;
  now: Date;
}

/** Whether a token is stored, where, and until when: never the token itself. The date in the regional format. */
export function TokenStatus({ state, now }: TokenStatusProps) {
  const locale = useRegionalLocale();
  const { t } = useI18n();
  if (!state.hasToken) return <p>{t('lookup.token.none')}</p>;
  const expiry = state.tokenExpiresAt === null ? null : new Date(state.tokenExpiresAt);
  const date = expiry?.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? '';
  return (
    <div>
      <p>{t(state.tokenStorage === 'keychain' ? 'lookup.token.inKeychain' : 'lookup.token.inSession')}</p>
      {state.tokenStorage === 'session' ? <p className="field-error">{t('lookup.token.sessionOnly')}</p> : null}
      {expiry !== null && expiry <= now ? <p className="field-error">{t('lookup.token.expired', { date })}</p> : null}
      {expiry !== null && expiry > now ? <p className="field-hint">{t('lookup.token.expires', { date })}</p> : null}
    </div>
  );
}
