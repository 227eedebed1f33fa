import { useMutation } from '@tanstack/react-query';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText, unwrap } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

/** The choices offered; a value from an older settings file stays offered too. */
const MAX_AGE_CHOICES = [1, 3, 7, 14, 30, 60, 90, 180, 365] as const;

/**
 * "Keep last-known prices for" (the maximum age of a kept answer, applied at once) and "Clear stored
 * prices", which says how many were cleared.
 */
export function LastKnownSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const setMaxAge = useSettingsMutation(bridge);
  const clear = useMutation({ mutationFn: async () => unwrap(await bridge.clearLastKnown()) });
  const current = state.lastKnownMaxAgeDays;
  // Up to IT's bound, which is offered itself.
  const bound = state.policies.lastKnownMaxDays;
  const allowed = bound === null ? [...MAX_AGE_CHOICES] : [...MAX_AGE_CHOICES.filter((days) => days < bound), bound];
  const choices = allowed.includes(current) ? allowed : [...allowed, current].sort((a, b) => a - b);
  const failure = setMaxAge.error ?? clear.error;
  return (
    <div className="support last-known-settings">
      <Field
        id="last-known-max-age"
        label={t('lastKnown.settings.maxAge')}
        // Where IT bounds it, the hint says how far; the time itself is still explained by the choices.
        hint={bound === null ? t('lastKnown.settings.maxAgeHint') : t('policy.boundByIt', { count: bound })}
      >
        {(describedBy) => (
          <select
            id="last-known-max-age"
            value={current}
            aria-describedby={describedBy}
            onChange={(event) => {
              clear.reset();
              setMaxAge.mutate({ lastKnownMaxAgeDays: Number(event.target.value) });
            }}
          >
            {choices.map((days) => (
              <option key={days} value={days}>
                {t('lastKnown.settings.days', { count: days })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="button"
        onClick={() => {
          setMaxAge.reset();
          clear.mutate();
        }}
        disabled={clear.isPending}
      >
        {t('lastKnown.settings.clear')}
      </button>
      {/* Always there, so what appears in it is announced. */}
      <span role="status">
        {clear.data ? t('lastKnown.settings.cleared', { count: clear.data.cleared }) : null}
        {setMaxAge.isSuccess ? t('lastKnown.settings.maxAgeSaved', { count: current }) : null}
      </span>
      {/* Only while there is one: an element with role alert is announced as it appears, and the view's own alert stays the one there. */}
      {failure ? (
        <p role="alert" className="field-error">
          {failureText(words, failure)}
        </p>
      ) : null}
    </div>
  );
}
