import type { LookupFailure } from '../../api/lookup-failure';

interface LookupErrorProps {
  failure: LookupFailure;
  onOpenSettings: () => void;
  onRetry: () => void;
}

const TITLES: Readonly<Record<string, string>> = {
  'no-token': 'No access token',
  'token-expired': 'Access token expired',
  'token-rejected': 'Access token rejected',
  'not-found': 'Article not found',
  unavailable: 'Price service unavailable',
  'unexpected-response': 'Unexpected answer from the price service',
  'invalid-input': 'Check the form',
  'keychain-unavailable': 'Keychain unavailable',
};

/** What went wrong, in main's own words, and the one action that helps. Shown inside the view's alert region. */
export function LookupError({ failure, onOpenSettings, onRetry }: LookupErrorProps) {
  const needsSettings = ['no-token', 'token-expired', 'token-rejected', 'keychain-unavailable'].includes(failure.kind);
  return (
    <div className="error-box">
      <p className="error-title">{TITLES[failure.kind] ?? 'Something went wrong'}</p>
      <p>{failure.message}</p>
      {needsSettings ? (
        <button type="button" onClick={onOpenSettings}>
          Open settings
        </button>
      ) : null}
      {failure.kind === 'unavailable' ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
