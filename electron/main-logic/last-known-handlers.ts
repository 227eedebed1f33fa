import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { LastKnownStore } from '../core/last-known-store';
import { accepts } from './accepts';
import type { SettingsState } from './settings-state';

export interface LastKnownDeps {
  state: SettingsState;
  lastKnown: LastKnownStore;
}

/** Forgetting every last-known price (how long they are kept is a setting: updateSettings). */
export function createLastKnownHandlers(deps: LastKnownDeps) {
  return {
    clearLastKnown: accepts('clearLastKnown', async () => {
      try {
        return ok({ cleared: await deps.lastKnown.clear() });
      } catch {
        return fail('internal', msg('lastKnown.settings.notCleared', { file: deps.lastKnown.file }));
      }
    }),
  };
}
