/** The user's choice in Settings → Appearance; "system" follows the system's light or dark mode. */
export const APPEARANCE_CHOICES = ['system', 'light', 'dark'] as const;

export type AppearanceChoice = (typeof APPEARANCE_CHOICES)[number];

/** The palette the window is drawn in. */
export type Theme = 'light' | 'dark';

/**
 * The page colour of each palette (`--page` in renderer/src/styles.css): the native window is painted in
 * it before the page is, so neither the start nor a resize shows a white frame in the dark theme.
 */
export const WINDOW_BACKGROUND: Readonly<Record<Theme, string>> = { light: '#f3f5f8', dark: '#15191f' };

/** Whether `value` is one of the choices (for a select's or a radio's string value). */
export function isAppearanceChoice(value: unknown): value is AppearanceChoice {
  return typeof value === 'string' && (APPEARANCE_CHOICES as readonly string[]).includes(value);
}

/** The palette for a choice: light or dark as chosen, or for "system" what the system uses now. */
export function themeFor(choice: AppearanceChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** The native window's background colour for a choice while the system is (or is not) in dark mode. */
export function windowBackground(choice: AppearanceChoice, systemDark: boolean): string {
  return WINDOW_BACKGROUND[themeFor(choice, systemDark)];
}
