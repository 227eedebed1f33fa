import type { AppState } from '@shared/ipc-contract';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';

interface TokenStatusProps {
  state: AppState;
}

/**
 * Whether a token is stored, where, and until when: never the token itself. The date in the regional
 * format; whether it is past, as main judges it (`judgeToken`), not by this window's clock.
 */
export function TokenStatus({ state }: TokenStatusProps) {
  const locale = useRegionalLocale();
  const { t } = useI18n();
  if (!state.hasToken) return <p>{t('lookup.token.none')}</p>;
  const expiry = state.tokenExpiresAt === null ? null : new Date(state.tokenExpiresAt);
  const date = expiry?.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) ?? '';
  return (
    <div>
      <p>{t(state.tokenStorage === 'keychain' ? 'lookup.token.inKeychain' : 'lookup.token.inSession')}</p>
      {state.tokenStorage === 'session' ? <p className="field-error">{t('lookup.token.sessionOnly')}</p> : null}
      {expiry !== null && state.tokenExpired ? <p className="field-error">{t('lookup.token.expired', { date })}</p> : null}
      {expiry !== null && !state.tokenExpired ? <p className="field-hint">{t('lookup.token.expires', { date })}</p> : null}
    </div>
  );
}
