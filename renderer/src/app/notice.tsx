import type { PriceLookupBridge } from '@shared/ipc-contract';
import { unwrap } from '../api/bridge-failure';
import { useAppStateMutation } from '../api/queries';
import { useI18n } from '../i18n/i18n';

/** Main's notice for the user, shown until dismissed: main keeps it, so no later state makes it vanish unread. */
export function Notice({ bridge, id, text }: { bridge: PriceLookupBridge; id: number; text: string }) {
  const { t } = useI18n();
  const dismiss = useAppStateMutation(async () => unwrap(await bridge.dismissNotice({ id })));
  return (
    <div className="notice">
      <p>{text}</p>
      <button type="button" onClick={() => dismiss.mutate(undefined)} disabled={dismiss.isPending}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}
