import type { AppState, PriceLookupBridge } from '@shared/ipc-contract';
import { ShortcutSettings } from './shortcut-settings';
import { TraySettings } from './tray-settings';

/** The shortcut and the tray, shown together: both come with the app state. */
export function DesktopSettings({ bridge, state }: { bridge: PriceLookupBridge; state: AppState }) {
  return (
    <>
      <ShortcutSettings bridge={bridge} state={state} />
      {/* Where no tray icon can be seen, keeping the app there would hide the only way back to it. */}
      {state.trayAvailable ? <TraySettings bridge={bridge} state={state} /> : null}
    </>
  );
}
