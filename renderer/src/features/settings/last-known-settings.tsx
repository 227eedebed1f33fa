import { useMutation } from '@tanstack/react-query';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { unwrap } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { NumberChoiceSetting } from './number-choice-setting';

const MAX_AGE_CHOICES = [1, 3, 7, 14, 30, 60, 90, 180, 365];

/**
 * "Keep last-known prices for" (the maximum age of a kept answer, applied at once) and "Clear stored
 * prices", which says how many were cleared.
 */
export function LastKnownSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const { t } = useI18n();
  const setMaxAge = useSettingsMutation(bridge);
  const clear = useMutation({ mutationFn: async () => unwrap(await bridge.clearLastKnown()) });
  const current = state.lastKnownMaxAgeDays;
  // Up to IT's bound, which is offered itself.
  const bound = state.policies.lastKnownMaxDays;
  return (
    <NumberChoiceSetting
      id="last-known-max-age"
      label={t('lastKnown.settings.maxAge')}
      // Where IT bounds it, the hint says how far; the time itself is still explained by the choices.
      hint={bound === null ? t('lastKnown.settings.maxAgeHint') : t('policy.boundByIt', { count: bound })}
      value={current}
      choices={bound === null ? MAX_AGE_CHOICES : [...MAX_AGE_CHOICES.filter((days) => days < bound), bound]}
      option={(count) => t('lastKnown.settings.days', { count })}
      onChoose={(lastKnownMaxAgeDays) => {
        clear.reset();
        setMaxAge.mutate({ lastKnownMaxAgeDays });
      }}
      status={
        <>
          {clear.data ? t('lastKnown.settings.cleared', { count: clear.data.cleared }) : null}
          {setMaxAge.isSuccess ? t('lastKnown.settings.maxAgeSaved', { count: current }) : null}
        </>
      }
      failure={setMaxAge.error ?? clear.error}
    >
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
    </NumberChoiceSetting>
  );
}
