import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { acceleratorLabel, checkAccelerator, type GlobalShortcutState } from '../../../../electron/shared/global-shortcut';
import type { Message } from '../../../../electron/shared/i18n/catalogue';
import type { PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { failureText, BridgeFailure } from '../../api/bridge-failure';
import { shortcutQuery, useSetShortcut } from '../../api/recall-queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

/** The platform's default is kept as "the default" (null), so it follows the platform. */
const settingOf = (state: GlobalShortcutState, enabled: boolean, accelerator = state.accelerator) => ({
  enabled,
  accelerator: accelerator === state.defaultAccelerator ? null : accelerator,
});

/** The global shortcut in Settings: on or off, which keys, and whether the system took them. */
export function ShortcutSettings({
  bridge,
  locked = false,
}: {
  bridge: PriceLookupBridge;
  /** Set by IT: shown, not changeable. */ locked?: boolean;
}) {
  const words = useI18n();
  const { t, text } = words;
  const label = (accelerator: string): string => acceleratorLabel(accelerator, words.language);
  const shortcut = useQuery(shortcutQuery(bridge));
  const setShortcut = useSetShortcut(bridge);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [enabledChoice, setEnabledChoice] = useState<boolean | null>(null);
  const state = shortcut.data;
  // The field shows what main holds whenever that changes (adjusted while rendering, as React advises).
  const [shownFor, setShownFor] = useState<GlobalShortcutState | undefined>(undefined);
  if (state !== shownFor) {
    setShownFor(state);
    if (state) setTyped(acceleratorLabel(state.accelerator, words.language));
  }
  if (!state) return null;

  const save = (event: FormEvent): void => {
    event.preventDefault();
    const checked = checkAccelerator(typed);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setShortcut.mutate(settingOf(state, true, checked.value), {
      onError: (failure) => {
        if (failure instanceof BridgeFailure && failure.field === 'accelerator') setError(failure.problem);
      },
    });
  };
  const failure = setShortcut.error instanceof BridgeFailure && setShortcut.error.field === 'accelerator' ? null : setShortcut.error;

  return (
    <section className="support shortcut-settings" aria-labelledby="shortcut-heading">
      <h3 id="shortcut-heading">{t('recall.shortcut.heading')}</h3>
      <label className="checkbox-label">
        <input
          type="checkbox"
          // Shows the choice at once; main's answer then confirms it (or the state before comes back).
          checked={enabledChoice ?? state.enabled}
          disabled={setShortcut.isPending || locked}
          aria-describedby={locked ? 'shortcut-set-by-it' : undefined}
          onChange={(event) => {
            setEnabledChoice(event.target.checked);
            setShortcut.mutate(settingOf(state, event.target.checked), { onSettled: () => setEnabledChoice(null) });
          }}
        />
        {t('recall.shortcut.enabled')}
      </label>
      {locked ? (
        <p id="shortcut-set-by-it" className="field-hint set-by-it">
          {t('policy.setByIt')}
        </p>
      ) : null}
      {state.enabled && !locked ? (
        <form onSubmit={save} noValidate aria-label={t('recall.shortcut.heading')}>
          <Field
            id="shortcut-accelerator"
            label={t('recall.shortcut.accelerator')}
            error={error === null ? undefined : text(error)}
            hint={t('recall.shortcut.hint', { example: label('Control+Alt+P'), default: label(state.defaultAccelerator) })}
          >
            {(describedBy) => (
              <input
                id="shortcut-accelerator"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error === null ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="settings-actions">
            <button type="submit" disabled={setShortcut.isPending}>
              {t('recall.shortcut.save')}
            </button>
            {state.accelerator !== state.defaultAccelerator ? (
              <button
                type="button"
                disabled={setShortcut.isPending}
                onClick={() => setShortcut.mutate({ enabled: true, accelerator: null })}
              >
                {t('recall.shortcut.useDefault')}
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
      {/* Always there, so a change is announced. */}
      <p role="status" className="field-hint">
        {!state.enabled
          ? t('recall.shortcut.off')
          : state.registered
            ? t('recall.shortcut.active', { accelerator: label(state.accelerator) })
            : null}
      </p>
      {/* An alert is announced as it appears; Settings keeps one region always there for its own errors. */}
      {state.enabled && !state.registered ? (
        <p role="alert" className="error-box">
          {t('recall.shortcut.refused', { accelerator: label(state.accelerator) })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="error-box">
          {failureText(words, failure)}
        </p>
      ) : null}
    </section>
  );
}
