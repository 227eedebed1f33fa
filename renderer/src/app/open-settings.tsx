import { createContext, useContext } from 'react';
import type { SettingsSection } from '@shared/settings-sections';

/** Where Settings opens: a section, and the field to put the cursor in (its input's id). */
export interface SettingsTarget {
  section: SettingsSection;
  field?: string;
}

/** Opens Settings at a section, the cursor in a field: how a view takes the user to what it lacks. */
export const OpenSettingsContext = createContext<(target: SettingsTarget) => void>(() => undefined);

/** The window's way to open Settings at a section and field. */
export function useOpenSettings(): (target: SettingsTarget) => void {
  return useContext(OpenSettingsContext);
}
