import type { AppErrorKind } from '../../../../electron/shared/errors';
import type { MessageKey } from '../../../../electron/shared/i18n/catalogue';
import type { BridgeFailure } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';

interface LookupErrorProps {
  failure: BridgeFailure;
  onOpenSettings: () => void;
  onRetry: () => void;
}

const TITLES: Partial<Readonly<Record<AppErrorKind, MessageKey>>> = {
  'no-token': 'lookup.error.title.noToken',
  'token-expired': 'lookup.error.title.tokenExpired',
  'token-rejected': 'lookup.error.title.tokenRejected',
  'not-found': 'lookup.error.title.notFound',
  unavailable: 'lookup.error.title.unavailable',
  'unexpected-response': 'lookup.error.title.unexpectedResponse',
  'invalid-input': 'lookup.error.title.invalidInput',
  'keychain-unavailable': 'lookup.error.title.keychainUnavailable',
};

const NEEDS_SETTINGS: readonly AppErrorKind[] = ['no-token', 'token-expired', 'token-rejected', 'keychain-unavailable'];

/** What went wrong, in main's own words, and the one action that helps. Shown inside the view's alert region. */
export function LookupError({ failure, onOpenSettings, onRetry }: LookupErrorProps) {
  const { t, text } = useI18n();
  return (
    <div className="error-box">
      <p className="error-title">{t(TITLES[failure.kind] ?? 'lookup.error.title.other')}</p>
      <p>{text(failure.problem)}</p>
      {NEEDS_SETTINGS.includes(failure.kind) ? (
        <button type="button" onClick={onOpenSettings}>
          {t('lookup.error.openSettings')}
        </button>
      ) : null}
      {failure.kind === 'unavailable' ? (
        <button type="button" onClick={onRetry}>
          {t('lookup.error.retry')}
        </button>
      ) : null}
    </div>
  );
}
