import { useState } from 'react';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { FailureAlert } from '../../ui/failure-alert';

/** "Keep running in the tray when the window is closed": main remembers it and applies it at the next close. */
export function TraySettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { t } = useI18n();
  const setKeepInTray = useSettingsMutation(bridge);
  // Set at once on the click (a controlled checkbox would flip back until the mutation reports itself pending).
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <div className="support tray-settings">
      <label className="checkbox-label">
        <input
          type="checkbox"
          // Shows the choice at once; main's answer then confirms it (or the state before comes back).
          checked={choice ?? state.keepInTray}
          disabled={setKeepInTray.isPending}
          aria-describedby="keep-in-tray-hint"
          onChange={(event) => {
            setChoice(event.target.checked);
            setKeepInTray.mutate({ keepInTray: event.target.checked }, { onSettled: () => setChoice(null) });
          }}
        />
        {t('recall.tray.keepRunning')}
      </label>
      <span id="keep-in-tray-hint" className="field-hint">
        {t('recall.tray.keepRunningHint')}
      </span>
      {/* Always there, so what appears in it is announced. */}
      <span role="status" className="field-status">
        {setKeepInTray.isSuccess ? t('settings.saved') : null}
      </span>
      {/* An alert is announced as it appears; Settings keeps one region always there for its own errors. */}
      <FailureAlert failure={setKeepInTray.error} />
    </div>
  );
}
