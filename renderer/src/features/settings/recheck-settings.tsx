import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

/** The choices offered; a value from an older settings file stays offered too. */
const HOURS_CHOICES = [1, 4, 8, 12, 24, 48, 72, 168] as const;

/** After how many hours a saved quote says its kept prices may have changed (applied at once, remembered). */
export function RecheckSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const setHours = useSettingsMutation(bridge);
  const current = state.recheckAfterHours;
  const choices = (HOURS_CHOICES as readonly number[]).includes(current)
    ? HOURS_CHOICES
    : [...HOURS_CHOICES, current].sort((a, b) => a - b);
  return (
    <div className="support recheck-settings">
      <Field id="recheck-after-hours" label={t('recheck.settings.after')} hint={t('recheck.settings.hint')}>
        {(describedBy) => (
          <select
            id="recheck-after-hours"
            value={current}
            aria-describedby={describedBy}
            onChange={(event) => setHours.mutate({ recheckAfterHours: Number(event.target.value) })}
          >
            {choices.map((hours) => (
              <option key={hours} value={hours}>
                {t('recheck.settings.hours', { count: hours })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {/* Always there, so what appears in it is announced. */}
      <span role="status">{setHours.isSuccess ? t('recheck.settings.saved', { count: current }) : null}</span>
      {setHours.error ? (
        <p role="alert" className="field-error">
          {failureText(words, setHours.error)}
        </p>
      ) : null}
    </div>
  );
}
