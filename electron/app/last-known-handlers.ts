import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { LastKnownStore } from '../core/last-known-store';
import { accepts } from './ipc-requests';
import type { MainState } from './main-state';

export interface LastKnownDeps {
  state: MainState;
  lastKnown: LastKnownStore;
}

/** Settings of the last-known prices: how long they are kept, and forgetting them all. */
export function createLastKnownHandlers(deps: LastKnownDeps) {
  return {
    setLastKnownMaxAge: accepts('setLastKnownMaxAge', async (request) => {
      // IT's upper bound: a longer time is not offered, and not taken.
      const max = deps.state.policies().lastKnownMaxDays;
      if (max !== null && request.days > max) return fail('invalid-input', msg('policy.error.locked'), 'days');
      return deps.state.update({ lastKnownMaxAgeDays: request.days });
    }),
    clearLastKnown: accepts('clearLastKnown', async () => {
      try {
        return ok({ cleared: await deps.lastKnown.clear() });
      } catch {
        return fail('internal', msg('lastKnown.settings.notCleared', { file: deps.lastKnown.file }));
      }
    }),
  };
}
