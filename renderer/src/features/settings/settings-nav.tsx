import { useRef, type KeyboardEvent } from 'react';
import { SETTINGS_SECTIONS, type SettingsSection } from '@shared/settings-sections';
import { useI18n } from '../../i18n/i18n';

export const sectionTabId = (section: SettingsSection): string => `settings-tab-${section}`;
export const sectionPanelId = (section: SettingsSection): string => `settings-panel-${section}`;

/**
 * The sections of Settings as a vertical list of tabs: Tab reaches the chosen one, the arrow keys (and
 * Home, End) move to another and open it, as tabs do; a click opens one too.
 */
export function SettingsNav({ current, onChoose }: { current: SettingsSection; onChoose: (section: SettingsSection) => void }) {
  const { t } = useI18n();
  const tabs = useRef(new Map<SettingsSection, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLButtonElement>): void => {
    const at = SETTINGS_SECTIONS.indexOf(current);
    const last = SETTINGS_SECTIONS.length - 1;
    const target =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? (at + 1) % SETTINGS_SECTIONS.length
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? (at + last) % SETTINGS_SECTIONS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const section = SETTINGS_SECTIONS[target]!;
    onChoose(section);
    tabs.current.get(section)?.focus();
  };
  return (
    <div className="settings-nav">
      <div role="tablist" aria-orientation="vertical" aria-label={t('settings.nav.label')}>
        {SETTINGS_SECTIONS.map((section) => (
          <button
            key={section}
            ref={(element) => {
              if (element) tabs.current.set(section, element);
              else tabs.current.delete(section);
            }}
            type="button"
            role="tab"
            id={sectionTabId(section)}
            aria-selected={section === current}
            aria-controls={sectionPanelId(section)}
            // One stop for the list in the Tab order: the chosen section's tab.
            tabIndex={section === current ? 0 : -1}
            onClick={() => onChoose(section)}
            onKeyDown={move}
          >
            {t(`settings.section.${section}.title`)}
          </button>
        ))}
      </div>
    </div>
  );
}
