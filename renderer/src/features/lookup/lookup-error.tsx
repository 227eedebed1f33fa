import type { MessageKey } from '@shared/i18n/catalogue';
import type { BridgeFailure } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';
import { describeFailure, type FailureAction } from './failure-view';

interface LookupErrorProps {
  failure: BridgeFailure;
  /** No lookup at the service set up has found an article yet: then a missing article may mean a wrong base URL (never said of demo data). */
  nothingFoundYet: boolean;
  onOpenSettings: () => void;
  onRetry: () => void;
  /** Opens the country comparison for the same article; gets the button, for focus to return to. */
  onCompare: (opener: HTMLButtonElement) => void;
}

const ACTION_LABELS: Readonly<Record<FailureAction, MessageKey>> = {
  compare: 'lookup.error.compare',
  openSettings: 'lookup.error.openSettings',
  retry: 'lookup.error.retry',
};

/** What went wrong, in main's own words, and the one action that helps. Shown inside the view's alert region. */
export function LookupError({ failure, nothingFoundYet, onOpenSettings, onRetry, onCompare }: LookupErrorProps) {
  const { t, text } = useI18n();
  const view = describeFailure(failure, nothingFoundYet);
  const run: Readonly<Record<FailureAction, (button: HTMLButtonElement) => void>> = {
    compare: onCompare,
    openSettings: () => onOpenSettings(),
    retry: () => onRetry(),
  };
  return (
    <div className="error-box">
      <p className="error-title">{t(view.title)}</p>
      <p>{text(failure.problem)}</p>
      {view.checkBaseUrl ? <p>{t('lookup.error.checkBaseUrl')}</p> : null}
      {view.serviceDetails ? (
        <details>
          <summary>{t('lookup.error.details')}</summary>
          <p>{t('lookup.error.serviceDetails')}</p>
        </details>
      ) : null}
      {view.actions.map((action) => (
        <button key={action} type="button" onClick={(event) => run[action](event.currentTarget)}>
          {t(ACTION_LABELS[action])}
        </button>
      ))}
    </div>
  );
}
