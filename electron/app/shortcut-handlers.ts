import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { checkAccelerator } from '../shared/global-shortcut';
import type { GlobalShortcut } from './global-shortcut';
import { accepts } from './ipc-requests';
import type { MainState } from './main-state';

/** The global shortcut in Settings: what is set and whether the system took it; changing it. */
export function createShortcutHandlers(deps: { state: MainState; shortcut: GlobalShortcut }) {
  return {
    getShortcut: accepts('getShortcut', async () => ok(deps.shortcut.state())),
    setShortcut: accepts('setShortcut', async (request) => {
      if (deps.state.policies().shortcutLocked) return fail('invalid-input', msg('policy.error.locked'), 'accelerator');
      let accelerator: string | null = null;
      if (request.accelerator !== null) {
        const checked = checkAccelerator(request.accelerator);
        if (!checked.ok) return fail('invalid-input', checked.message, 'accelerator');
        accelerator = checked.value;
      }
      const setting = { enabled: request.enabled, accelerator };
      const saved = await deps.state.update({ globalShortcut: setting });
      // Registered even when the settings file could not be written: the key works for this session.
      const state = deps.shortcut.apply(setting);
      return saved.ok ? ok(state) : saved;
    }),
  };
}
