import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

/** The choices offered; a value from an older settings file stays offered too. */
const DAY_CHOICES = [1, 3, 7, 14, 30] as const;

/** Within how many days a sent quote's expiry is listed when the app opens (applied at once, remembered). */
export function FollowUpSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const setDays = useSettingsMutation(bridge);
  const current = state.followUpDays;
  const choices = (DAY_CHOICES as readonly number[]).includes(current) ? DAY_CHOICES : [...DAY_CHOICES, current].sort((a, b) => a - b);
  return (
    <div className="support recheck-settings">
      <Field id="follow-up-days" label={t('followUp.settings.days')} hint={t('followUp.settings.hint')}>
        {(describedBy) => (
          <select
            id="follow-up-days"
            value={current}
            aria-describedby={describedBy}
            onChange={(event) => setDays.mutate({ followUpDays: Number(event.target.value) })}
          >
            {choices.map((days) => (
              <option key={days} value={days}>
                {t('followUp.settings.option', { count: days })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Always there, so what appears in it is announced. */}
      <span role="status">{setDays.isSuccess ? t('followUp.settings.saved', { count: current }) : null}</span>
      {setDays.error ? (
        <p role="alert" className="field-error">
          {failureText(words, setDays.error)}
        </p>
      ) : null}
    </div>
  );
}
