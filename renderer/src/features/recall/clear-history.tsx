import type { PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useClearRecent } from '../../api/recall-queries';
import { useI18n } from '../../i18n/i18n';

/** "Clear history" in Settings: empties the recent lookups (favourites stay). */
export function ClearHistory({ bridge }: { bridge: PriceLookupBridge }) {
  const words = useI18n();
  const { t } = words;
  const clear = useClearRecent(bridge);
  return (
    <div className="support">
      <button type="button" onClick={() => clear.mutate()} disabled={clear.isPending}>
        {t('recall.settings.clearHistory')}
      </button>
      <span className="field-hint">{t('recall.settings.clearHistoryHint')}</span>
      {/* The status is always there, so what appears in it is announced; an alert is announced as it appears, and
          Settings has one region always there for its own errors. */}
      <span role="status">{clear.isSuccess ? t('recall.settings.historyCleared') : null}</span>
      {clear.error ? (
        <span role="alert" className="field-error">
          {failureText(words, clear.error)}
        </span>
      ) : null}
    </div>
  );
}
