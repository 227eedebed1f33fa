import { useMutation } from '@tanstack/react-query';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { unwrap } from '../../api/bridge-failure';
import { useAppStateMutation } from '../../api/queries';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { UpdateStatusLine } from './update-status-line';
import { FailureAlert } from '../../ui/failure-alert';

/**
 * Settings → Support → Updates: where they stand, IT's update address (read-only: it comes from the
 * UpdateUrl policy alone), "Check for updates" and, once a version is downloaded, "Restart to update".
 */
export function UpdateSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t } = words;
  const locale = useRegionalLocale();
  const check = useAppStateMutation(async () => unwrap(await bridge.checkForUpdates()));
  const restart = useMutation({ mutationFn: async () => unwrap(await bridge.restartToUpdate()) });
  const failure = check.error ?? restart.error;
  // Where updates cannot install there is no address to show or check to offer; the status says why.
  const cannotHere = state.update.state === 'off' && state.update.why !== 'noAddress' && state.update.why !== 'modeOff';
  return (
    <section className="support update-settings" aria-labelledby="update-heading">
      <h4 id="update-heading">{t('update.settings.heading')}</h4>
      <UpdateStatusLine state={state} locale={locale} />
      {cannotHere ? null : (
        <div className="settings-fields" role="group" aria-labelledby="update-heading">
          {state.updateUrl === null ? (
            <p className="field-hint">{t('update.settings.byIt')}</p>
          ) : (
            <Field id="update-url" label={t('update.settings.url')} hint={t('policy.setByIt')}>
              {(describedBy) => (
                <input
                  id="update-url"
                  type="url"
                  value={state.updateUrl ?? ''}
                  readOnly
                  autoComplete="off"
                  spellCheck={false}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          )}
          <div className="settings-actions">
            <button
              type="button"
              onClick={() => check.mutate()}
              disabled={
                check.isPending || state.update.state === 'off' || state.update.state === 'checking' || state.update.state === 'downloading'
              }
            >
              {t('update.settings.check')}
            </button>
            {state.update.state === 'ready' ? (
              <button type="button" onClick={() => restart.mutate()} disabled={restart.isPending || restart.data?.restarting === true}>
                {t('update.restart')}
              </button>
            ) : null}
          </div>
        </div>
      )}
      {/* Always there, so a change is announced. */}
      <p role="status" className="field-hint">
        {restart.isPending || restart.data?.restarting === true ? t('update.restarting') : null}
      </p>
      <FailureAlert failure={failure} />
    </section>
  );
}
