import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { checkUpdateUrl } from '../../../../electron/shared/update-url';
import type { Message } from '../../../../electron/shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { BridgeFailure, failureText, unwrap } from '../../api/bridge-failure';
import { useAppStateMutation } from '../../api/queries';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { UpdateStatusLine } from './update-status-line';

/**
 * Settings → Support → Updates: where they stand, the update address (the user's own unless IT sets
 * it), "Check for updates" and, once a version is downloaded, "Restart to update".
 */
export function UpdateSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t, text } = words;
  const locale = useRegionalLocale();
  const locked = state.policies.updateLocked;
  const [typed, setTyped] = useState(state.updateUrl ?? '');
  const [error, setError] = useState<Message | null>(null);
  const save = useAppStateMutation(async (url: string) => unwrap(await bridge.setUpdateUrl({ url })));
  const check = useAppStateMutation(async () => unwrap(await bridge.checkForUpdates()));
  const restart = useMutation({ mutationFn: async () => unwrap(await bridge.restartToUpdate()) });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const checked = checkUpdateUrl(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    save.mutate(typed.trim(), {
      onError: (failure) => {
        if (failure instanceof BridgeFailure && failure.field === 'updateUrl') setError(failure.problem);
      },
    });
  };
  const failure = [save.error, check.error, restart.error].find(
    (candidate) => candidate !== null && !(candidate instanceof BridgeFailure && candidate.field === 'updateUrl'),
  );
  return (
    <section className="support update-settings" aria-labelledby="update-heading">
      <h4 id="update-heading">{t('update.settings.heading')}</h4>
      <UpdateStatusLine state={state} locale={locale} />
      {/* A copy that does not update itself (the MSI's, for all users) has no address to set. */}
      {state.update.state === 'off' && state.update.why === 'notHere' ? null : (
        <form onSubmit={submit} noValidate aria-label={t('update.settings.heading')}>
          <Field
            id="update-url"
            label={t('update.settings.url')}
            error={error === null ? undefined : text(error)}
            hint={t(locked ? 'policy.setByIt' : 'update.settings.urlHint')}
          >
            {(describedBy) => (
              <input
                id="update-url"
                type="url"
                value={locked ? (state.updateUrl ?? '') : typed}
                readOnly={locked}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error === null ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="settings-actions">
            {locked ? null : (
              <button type="submit" disabled={save.isPending}>
                {t('update.settings.save')}
              </button>
            )}
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
        </form>
      )}
      {/* Always there, so a change is announced. */}
      <p role="status" className="field-hint">
        {restart.isPending || restart.data?.restarting === true ? t('update.restarting') : null}
      </p>
      {failure ? (
        <p role="alert" className="error-box">
          {failureText(words, failure)}
        </p>
      ) : null}
    </section>
  );
}
