import { useState } from 'react';
import { APPEARANCE_CHOICES, type AppearanceChoice, isAppearanceChoice } from '@shared/appearance';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { FailureAlert } from '../../ui/failure-alert';

/** "Appearance: System / Light / Dark": the window changes at once; main remembers it and paints its own frame to match. */
export function AppearanceSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { t } = useI18n();
  const setAppearance = useSettingsMutation(bridge);
  // Set at once on the click (a controlled radio would flip back until the mutation has changed the state).
  const [choice, setChoice] = useState<AppearanceChoice | null>(null);
  return (
    <div className="support appearance-settings">
      <fieldset aria-describedby="appearance-hint">
        <legend>{t('appearance.settings.legend')}</legend>
        {APPEARANCE_CHOICES.map((each) => (
          <label key={each} className="checkbox-label">
            <input
              type="radio"
              name="appearance"
              value={each}
              checked={(choice ?? state.appearance) === each}
              onChange={(event) => {
                const chosen = event.target.value;
                if (!isAppearanceChoice(chosen)) return;
                setChoice(chosen);
                setAppearance.mutate({ appearance: chosen }, { onSettled: () => setChoice(null) });
              }}
            />
            {t(`appearance.choice.${each}`)}
          </label>
        ))}
      </fieldset>
      <span id="appearance-hint" className="field-hint">
        {t('appearance.settings.hint')}
      </span>
      <FailureAlert failure={setAppearance.error} />
    </div>
  );
}
