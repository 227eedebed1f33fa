import { checkUpdateUrl } from '../shared/update-url';
import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { AppUpdates } from './app-updates';
import { accepts } from './ipc-requests';
import type { MainState } from './main-state';

/** Settings → Support → Updates: the user's own address (unless IT's), a check now, and "Restart to update". */
export function createUpdateHandlers(deps: { state: MainState; updates?: AppUpdates }) {
  const { state, updates } = deps;
  return {
    setUpdateUrl: accepts('setUpdateUrl', async (request) => {
      if (state.policies().updateLocked) return fail('invalid-input', msg('policy.error.locked'), 'updateUrl');
      const checked = checkUpdateUrl(request.url);
      if (!checked.ok) return fail('invalid-input', checked.message, 'updateUrl');
      const saved = await state.update({ updateUrl: checked.value });
      if (!saved.ok) return saved;
      updates?.reconfigure();
      return ok(await state.snapshot());
    }),

    checkForUpdates: accepts('checkForUpdates', async () => {
      await updates?.check();
      return ok(await state.snapshot());
    }),

    restartToUpdate: accepts('restartToUpdate', async () => ok({ restarting: (await updates?.restartToUpdate()) ?? false })),
  };
}
