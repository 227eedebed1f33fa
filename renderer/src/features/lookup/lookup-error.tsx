import type { AppErrorKind } from '../../../../electron/shared/errors';
import type { MessageKey } from '../../../../electron/shared/i18n/catalogue';
import type { BridgeFailure } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';

interface LookupErrorProps {
  failure: BridgeFailure;
  /** No lookup in this window has found an article yet: then a missing article may mean a wrong base URL. */
  nothingFoundYet: boolean;
  onOpenSettings: () => void;
  onRetry: () => void;
  /** Opens the country comparison for the same article. */
  onCompare: () => void;
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
export function LookupError({ failure, nothingFoundYet, onOpenSettings, onRetry, onCompare }: LookupErrorProps) {
  const { t, text } = useI18n();
  // The service answered, with an error of its own: not "unavailable"; where and what it said are details.
  const serviceError = failure.problem.key === 'errors.unavailable.serverError';
  const { host, status } = failure.problem.values ?? {};
  return (
    <div className="error-box">
      <p className="error-title">
        {t(serviceError ? 'lookup.error.title.serviceError' : (TITLES[failure.kind] ?? 'lookup.error.title.other'))}
      </p>
      <p>{text(failure.problem)}</p>
      {failure.kind === 'not-found' && nothingFoundYet ? <p>{t('lookup.error.checkBaseUrl')}</p> : null}
      {serviceError && host !== undefined && status !== undefined ? (
        <details>
          <summary>{t('lookup.error.details')}</summary>
          <p>{t('lookup.error.serviceDetails', { host, status })}</p>
        </details>
      ) : null}
      {failure.kind === 'not-found' ? (
        <button type="button" onClick={onCompare}>
          {t('lookup.error.compare')}
        </button>
      ) : null}
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
