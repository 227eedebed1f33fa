import { useMemo, useState } from 'react';
import { acceleratorLabel, checkAccelerator, shortcutSaying, type GlobalShortcutState } from '@shared/global-shortcut';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { BridgeFailure } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';
import { useSaveAsYouGo, type FieldRule } from '../../ui/save-as-you-go';
import { FailureAlert } from '../../ui/failure-alert';

/** The platform's default is kept as "the default" (null), so it follows the platform. */
const settingOf = (state: GlobalShortcutState, enabled: boolean, accelerator = state.accelerator) => ({
  enabled,
  accelerator: accelerator === state.defaultAccelerator ? null : accelerator,
});

/**
 * The global shortcut in Settings: on or off, which keys, and where they stand with the system, as the
 * app state says it (at start, after a change here, and whenever main registers it anew).
 */
export function ShortcutSettings({ bridge, state: appState }: { bridge: PriceLookupBridge; state: AppState }) {
  const words = useI18n();
  const { t, text } = words;
  const label = (accelerator: string): string => acceleratorLabel(accelerator, words.language);
  const state = appState.shortcut;
  // Set by IT: shown, not changeable.
  const locked = appState.policies.shortcutLocked;
  const setShortcut = useSettingsMutation(bridge);
  const [enabledChoice, setEnabledChoice] = useState<boolean | null>(null);
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
  const saved = useMemo(() => ({ accelerator: state.accelerator }), [state.accelerator]);
  const keys = useSaveAsYouGo(
    rules,
    saved,
    async ({ accelerator }) => {
      const next = await setShortcut.mutateAsync({ globalShortcut: settingOf(state, true, accelerator) });
      return { accelerator: next.shortcut.accelerator };
    },
    'shortcut',
  );

  // Main's own refusal of the keys is said beside them; anything else below.
  const notSaved = keys.failure('keys');
  const refusedThere = notSaved instanceof BridgeFailure && notSaved.field === 'accelerator' ? notSaved.problem : null;
  const error = keys.error('keys') ?? refusedThere;
  const failure =
    setShortcut.error instanceof BridgeFailure && setShortcut.error.field === 'accelerator' ? null : (setShortcut.error ?? null);
  // What the system made of the keys saved. A refusal is said right under the field, described by it, as an
  // alert (announced when a save or main's change brings it); the rest in the status below.
  const saying = shortcutSaying(state, { locked, language: words.language });
  const refusal = saying.problem ? (
    <p id="shortcut-refused" role="alert" className="error-box shortcut-refused">
      {text(saying.message)}
    </p>
  ) : null;

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
            setShortcut.mutate({ globalShortcut: settingOf(state, event.target.checked) }, { onSettled: () => setEnabledChoice(null) });
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
                aria-invalid={error === null && refusal === null ? undefined : true}
                aria-describedby={[describedBy, refusal ? 'shortcut-refused' : undefined].filter(Boolean).join(' ') || undefined}
              />
            )}
          </Field>
          {refusal}
          {state.accelerator !== state.defaultAccelerator ? (
            <div className="settings-actions">
              <button
                type="button"
                disabled={setShortcut.isPending}
                onClick={() => setShortcut.mutate({ globalShortcut: { enabled: true, accelerator: null } })}
              >
                {t('recall.shortcut.useDefault')}
              </button>
            </div>
          ) : null}
        </div>
      ) : (
        refusal
      )}
      {/* Always there, so a change is announced. */}
      <p role="status" className="field-hint">
        {saying.problem ? null : text(saying.message)}
      </p>
      <FailureAlert failure={failure} />
    </section>
  );
}
