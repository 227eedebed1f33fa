import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkUpdateUrl } from '../../../../electron/shared/update-url';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { failureText, unwrap } from '../../api/bridge-failure';
import { applyAppState, useAppStateMutation } from '../../api/queries';
import { useRegionalLocale } from '../../format/regional-locale';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useSaveAsYouGo, type FieldRule } from '../../ui/save-as-you-go';
import { UpdateStatusLine } from './update-status-line';

/** The update address: saved when the field is left (a new address is asked at once, so not half typed). */
const UPDATE_URL_RULES: Readonly<Record<'url', FieldRule<{ url: string | null }>>> = {
  url: {
    whenLeft: true,
    shown: (settings) => settings.url ?? '',
    apply: (typed) => {
      const checked = checkUpdateUrl(typed);
      return checked.ok ? { ok: true, value: { url: checked.value } } : checked;
    },
  },
};

/**
 * Settings → Support → Updates: where they stand, the update address (the user's own unless IT sets
 * it, saved as you go), "Check for updates" and, once a version is downloaded, "Restart to update".
 */
export function UpdateSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t, text } = words;
  const locale = useRegionalLocale();
  const locked = state.policies.updateLocked;
  const client = useQueryClient();
  const saved = useMemo(() => ({ url: state.updateUrl }), [state.updateUrl]);
  const address = useSaveAsYouGo(
    UPDATE_URL_RULES,
    saved,
    async ({ url }) => {
      const next = unwrap(await bridge.setUpdateUrl({ url: url ?? '' }));
      applyAppState(client, next);
      return { url: next.updateUrl };
    },
    'updates',
  );
  const check = useAppStateMutation(async () => unwrap(await bridge.checkForUpdates()));
  const restart = useMutation({ mutationFn: async () => unwrap(await bridge.restartToUpdate()) });
  const failure = check.error ?? restart.error;
  const error = address.error('url');
  const notSaved = address.failure('url');
  return (
    <section className="support update-settings" aria-labelledby="update-heading">
      <h4 id="update-heading">{t('update.settings.heading')}</h4>
      <UpdateStatusLine state={state} locale={locale} />
      {/* A copy that does not update itself (the MSI's, for all users) has no address to set. */}
      {state.update.state === 'off' && state.update.why === 'notHere' ? null : (
        <div className="settings-fields" role="group" aria-labelledby="update-heading">
          <Field
            id="update-url"
            label={t('update.settings.url')}
            error={error ? text(error) : notSaved ? t('settings.notSaved', { reason: failureText(words, notSaved) }) : undefined}
            hint={t(locked ? 'policy.setByIt' : 'update.settings.urlHint')}
            status={locked ? undefined : address.saved('url') ? t('settings.saved') : ''}
          >
            {(describedBy) => (
              <input
                id="update-url"
                type="url"
                value={locked ? (state.updateUrl ?? '') : address.typed('url')}
                readOnly={locked}
                onChange={(event) => address.change('url', event.target.value)}
                onBlur={() => address.leave('url')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') address.leave('url');
                }}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
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
      {failure ? (
        <p role="alert" className="error-box">
          {failureText(words, failure)}
        </p>
      ) : null}
    </section>
  );
}
