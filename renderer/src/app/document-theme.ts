import { useEffect } from 'react';
import type { AppearanceChoice } from '@shared/appearance';

/**
 * Puts the chosen palette on <html> (`data-theme`, read by styles.css); none for "system" or before
 * main has answered, so the page follows prefers-color-scheme, which main's themeSource also sets.
 */
export function useDocumentTheme(appearance: AppearanceChoice | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    if (appearance === 'light' || appearance === 'dark') root.dataset.theme = appearance;
    else delete root.dataset.theme;
  }, [appearance]);
}
