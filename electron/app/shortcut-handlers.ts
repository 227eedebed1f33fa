import { fail } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { checkAccelerator } from '../shared/global-shortcut';
import type { GlobalShortcut } from './global-shortcut';
import { accepts } from './ipc-requests';
import type { MainState } from './main-state';

/** The global shortcut in Settings: changing it; the app state then says where it stands with the system. */
export function createShortcutHandlers(deps: { state: MainState; shortcut: GlobalShortcut }) {
  return {
    setShortcut: accepts('setShortcut', async (request) => {
      if (deps.state.policies().shortcutLocked) return fail('invalid-input', msg('policy.error.locked'), 'accelerator');
      let accelerator: string | null = null;
      if (request.accelerator !== null) {
        const checked = checkAccelerator(request.accelerator);
        if (!checked.ok) return fail('invalid-input', checked.message, 'accelerator');
        accelerator = checked.value;
      }
      const setting = { enabled: request.enabled, accelerator };
      // Registered before it is saved, so the state answered says whether the system took it; registered
      // even when the settings file cannot be written: the key works for this session.
      deps.shortcut.apply(setting);
      return deps.state.update({ globalShortcut: setting });
    }),
  };
}
