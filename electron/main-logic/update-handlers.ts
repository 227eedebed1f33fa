import { ok } from '../shared/errors';
import type { AppUpdates } from './app-updates';
import { accepts } from './accepts';
import type { SettingsState } from './settings-state';

/**
 * Settings → Support → Updates: a check now, and "Restart to update". The address is IT's `UpdateUrl`
 * policy alone: the window has no way to set one.
 */
export function createUpdateHandlers(deps: { state: SettingsState; updates?: AppUpdates }) {
  const { state, updates } = deps;
  return {
    checkForUpdates: accepts('checkForUpdates', async () => {
      await updates?.check();
      return ok(await state.snapshot());
    }),

    restartToUpdate: accepts('restartToUpdate', async () => ok({ restarting: (await updates?.restartToUpdate()) ?? false })),
  };
}
