import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { acceleratorLabel, checkAccelerator, type GlobalShortcutState } from '../../../../electron/shared/global-shortcut';
import type { PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { failureText, BridgeFailure } from '../../api/bridge-failure';
import { shortcutQuery, useSetShortcut } from '../../api/recall-queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useSaveAsYouGo, type FieldRule } from '../../ui/save-as-you-go';

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
  const [enabledChoice, setEnabledChoice] = useState<boolean | null>(null);
  const state = shortcut.data;
  // The keys as the user reads them in the UI language, saved when the field is left (or Enter).
  const rules = useMemo<Readonly<Record<'keys', FieldRule<{ accelerator: string }>>>>(
    () => ({
      keys: {
        whenLeft: true,
        shown: ({ accelerator }) => (accelerator === '' ? '' : acceleratorLabel(accelerator, words.language)),
        apply: (typed) => {
          const checked = checkAccelerator(typed);
          return checked.ok ? { ok: true, value: { accelerator: checked.value } } : checked;
        },
      },
    }),
    [words.language],
  );
  const saved = useMemo(() => ({ accelerator: state?.accelerator ?? '' }), [state?.accelerator]);
  const keys = useSaveAsYouGo(
    rules,
    saved,
    async ({ accelerator }) => {
      const next = await setShortcut.mutateAsync(state ? settingOf(state, true, accelerator) : { enabled: true, accelerator });
      return { accelerator: next.accelerator };
    },
    'shortcut',
  );
  if (!state) return null;

  // Main's own refusal of the keys is said beside them; anything else below.
  const notSaved = keys.failure('keys');
  const refusedThere = notSaved instanceof BridgeFailure && notSaved.field === 'accelerator' ? notSaved.problem : null;
  const error = keys.error('keys') ?? refusedThere;
  const failure =
    setShortcut.error instanceof BridgeFailure && setShortcut.error.field === 'accelerator' ? null : (setShortcut.error ?? null);

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
        <div className="settings-fields" role="group" aria-label={t('recall.shortcut.heading')}>
          <Field
            id="shortcut-accelerator"
            label={t('recall.shortcut.accelerator')}
            error={error === null ? undefined : text(error)}
            hint={t('recall.shortcut.hint', { example: label('Control+Alt+P'), default: label(state.defaultAccelerator) })}
            status={keys.saved('keys') ? t('settings.saved') : ''}
          >
            {(describedBy) => (
              <input
                id="shortcut-accelerator"
                value={keys.typed('keys')}
                onChange={(event) => keys.change('keys', event.target.value)}
                onBlur={() => keys.leave('keys')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') keys.leave('keys');
                }}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error === null ? undefined : true}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          {state.accelerator !== state.defaultAccelerator ? (
            <div className="settings-actions">
              <button
                type="button"
                disabled={setShortcut.isPending}
                onClick={() => setShortcut.mutate({ enabled: true, accelerator: null })}
              >
                {t('recall.shortcut.useDefault')}
              </button>
            </div>
          ) : null}
        </div>
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
