import { resolveUiLanguage, type UiLanguage } from '@shared/i18n/language';

/**
 * The UI language before main has answered with the app state: the browser's preferred languages (in
 * Electron the system's), as main resolves "system", so even "Starting…" is in the right language.
 */
export function browserUiLanguage(): UiLanguage {
  return resolveUiLanguage('system', navigator.languages);
}
