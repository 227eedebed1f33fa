import { useI18n } from '../i18n/i18n';

/** Shown when the page was opened outside Price Lookup, without the preload's bridge. */
export function NotConnected() {
  const { t } = useI18n();
  return (
    <p className="error-box" role="alert">
      {t('lookup.app.notConnected')}
    </p>
  );
}
