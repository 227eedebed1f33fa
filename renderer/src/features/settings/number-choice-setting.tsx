import type { ReactNode } from 'react';
import type { MessageKey } from '@shared/i18n/catalogue';
import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { failureText } from '../../api/bridge-failure';
import { useSettingsMutation } from '../../api/queries';
import { useI18n } from '../../i18n/i18n';
import { Field } from '../../ui/field';

interface NumberChoiceSettingProps {
  id: string;
  label: string;
  hint: string;
  value: number;
  /** The choices offered; a value from an older settings file stays offered too. */
  choices: readonly number[];
  option: (count: number) => string;
  onChoose: (value: number) => void;
  /** What the saving says, announced as it appears. */
  status: ReactNode;
  failure: Error | null;
  /** More of the setting, after its select (a button). */
  children?: ReactNode;
}

/** A setting chosen from a list of numbers and applied at once: its select, hint, what the saving says and its failure. */
export function NumberChoiceSetting({
  id,
  label,
  hint,
  value,
  choices,
  option,
  onChoose,
  status,
  failure,
  children,
}: NumberChoiceSettingProps) {
  const words = useI18n();
  const offered = choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);
  return (
    <div className="support">
      <Field id={id} label={label} hint={hint}>
        {(describedBy) => (
          <select id={id} value={value} aria-describedby={describedBy} onChange={(event) => onChoose(Number(event.target.value))}>
            {offered.map((count) => (
              <option key={count} value={count}>
                {option(count)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {children}
      {/* Always there, so what appears in it is announced. */}
      <span role="status">{status}</span>
      {/* Only while there is one: an element with role alert is announced as it appears, and the view's own alert stays the one there. */}
      {failure ? (
        <p role="alert" className="field-error">
          {failureText(words, failure)}
        </p>
      ) : null}
    </div>
  );
}

/** The settings that are a number chosen and nothing more, each with its choices and words. */
const PLAIN_SETTINGS = {
  // After how many hours a saved quote says its kept prices may have changed.
  recheckAfterHours: {
    id: 'recheck-after-hours',
    choices: [1, 4, 8, 12, 24, 48, 72, 168],
    words: ['recheck.settings.after', 'recheck.settings.hint', 'recheck.settings.hours', 'recheck.settings.saved'],
  },
  // Within how many days a sent quote's expiry is listed when the app opens.
  followUpDays: {
    id: 'follow-up-days',
    choices: [1, 3, 7, 14, 30],
    words: ['followUp.settings.days', 'followUp.settings.hint', 'followUp.settings.option', 'followUp.settings.saved'],
  },
} satisfies Record<
  string,
  { id: string; choices: number[]; words: [label: MessageKey, hint: MessageKey, option: MessageKey, saved: MessageKey] }
>;

/** One of the plain number settings, applied at once and remembered. */
export function PlainNumberSetting({
  bridge,
  state,
  setting,
}: {
  bridge: PriceLookupBridge;
  state: AppState;
  setting: keyof typeof PLAIN_SETTINGS;
}) {
  const { t } = useI18n();
  const save = useSettingsMutation(bridge);
  const { id, choices, words } = PLAIN_SETTINGS[setting];
  const [label, hint, option, saved] = words;
  return (
    <NumberChoiceSetting
      id={id}
      label={t(label)}
      hint={t(hint)}
      value={state[setting]}
      choices={choices}
      option={(count) => t(option, { count })}
      onChoose={(value) => save.mutate({ [setting]: value })}
      status={save.isSuccess ? t(saved, { count: state[setting] }) : null}
      failure={save.error}
    />
  );
}
