import { useQuery } from '@tanstack/react-query';
import type { AppState, PriceLookupBridge } from '../../../../electron/shared/ipc-contract';
import { shortcutQuery } from '../../api/recall-queries';
import { ShortcutSettings } from './shortcut-settings';
import { TraySettings } from './tray-settings';

/**
 * The shortcut and the tray, shown together once main has said which shortcut it holds: appearing later,
 * the shortcut's block would push the tray's checkbox down under a pointer already on its way to it.
 */
export function DesktopSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  const shortcut = useQuery(shortcutQuery(bridge));
  if (shortcut.isPending) return null;
  return (
    <>
      <ShortcutSettings bridge={bridge} locked={state.policies.shortcutLocked} />
      {/* Where no tray icon can be seen, keeping the app there would hide the only way back to it. */}
      {state.trayAvailable ? <TraySettings bridge={bridge} state={state} /> : null}
    </>
  );
}
