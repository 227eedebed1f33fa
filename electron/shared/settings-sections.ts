/** The sections of Settings, in the order the navigation lists them. */
export const SETTINGS_SECTIONS = ['connection', 'history', 'quotes', 'desktop', 'appearance', 'support'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Where Settings opens the first time. */
export const DEFAULT_SETTINGS_SECTION: SettingsSection = 'connection';
