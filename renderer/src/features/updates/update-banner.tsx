import { useMutation } from '@tanstack/react-query';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText, unwrap } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';

/**
 * A quiet banner once a new version is downloaded: never a dialog, never in the way of a lookup. The
 * restart waits in main until no price is being looked up.
 */
export function UpdateBanner({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const restart = useMutation({ mutationFn: async () => unwrap(await bridge.restartToUpdate()) });
  const status = state.update;
  return (
    // Always there, so the banner is announced politely when it appears.
    <div role="status" className="update-banner-region">
      {status.state === 'ready' ? (
        <div className="update-banner">
          <p>{t('update.banner.ready', { version: status.version })}</p>
          {restart.isPending || restart.data?.restarting === true ? (
            <p>{t('update.restarting')}</p>
          ) : (
            <button type="button" onClick={() => restart.mutate()}>
              {t('update.restart')}
            </button>
          )}
          {restart.error ? <p className="field-error">{failureText(words, restart.error)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
