import type { AppState } from '@shared/ipc-contract';
import { useI18n } from '../../i18n/i18n';

/** Where updates stand, in one sentence (the time in the regional format). */
export function UpdateStatusLine({ state, locale }: { state: AppState; locale: string }) {
  const { t, text } = useI18n();
  const time = (iso: string): string => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  const status = state.update;
  const current = state.appVersion;
  const line = (() => {
    switch (status.state) {
      case 'off':
        return t('update.status.off', { current, why: status.why });
      case 'idle':
        return t('update.status.idle', { current, checked: status.checkedAt === null ? 'never' : time(status.checkedAt) });
      case 'checking':
        return t('update.status.checking');
      case 'downloading':
        return t('update.status.downloading', { version: status.version });
      case 'ready':
        return t('update.status.ready', { version: status.version, installsOnQuit: status.installsOnQuit ? 'true' : 'false' });
      case 'failed':
        return t('update.status.failed', { at: time(status.at), reason: text(status.reason) });
    }
  })();
  return <p className="field-hint update-status">{line}</p>;
}
