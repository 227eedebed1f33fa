import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { IpcResponse } from '../shared/ipc-contract';
import { validateLookupInput } from '../shared/lookup-input';
import { withRecentLookup, type RecentLookup } from '../shared/recall';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { ListStore } from '../core/recall-store';
import { accepts } from './accepts';
import type { PriceLookups } from './price-lookups';
import { recentLookupOf } from './recall-handlers';
import { sleep } from '../core/sleep';

export interface LookupDeps {
  prices: PriceLookups;
  /** Where the form's lookups are kept, with the price seen. */
  recentLookups: ListStore<RecentLookup>;
  log: DiagnosticsLog;
  now: () => Date;
}

/** Lookups under way by the renderer's request id, so `cancelLookup` can stop any of them. */
export function createCancellableRequests() {
  const underway = new Map<string, AbortController>();
  let emptied: (() => void)[] = [];
  return {
    /**
     * Resolves once nothing has been under way for `quietMs`: a quote is priced line after line, and
     * the moment between two lines is not the end of it.
     */
    async idle(quietMs = 1_000): Promise<void> {
      for (;;) {
        while (underway.size > 0) await new Promise<void>((resolve) => emptied.push(resolve));
        await sleep(quietMs);
        if (underway.size === 0) return;
      }
    },
    /** Runs `run` cancellable under `requestId`; once cancelled, it answers `cancelled`. */
    async run<T>(requestId: string | undefined, run: (signal: AbortSignal) => Promise<Result<T>>): Promise<Result<T>> {
      // Cancellable from here on: a cancel may arrive while the keychain or the demo service is still starting.
      const controller = new AbortController();
      if (requestId !== undefined) underway.set(requestId, controller);
      try {
        const result = await run(controller.signal);
        return controller.signal.aborted ? cancelled() : result;
      } catch (error) {
        if (controller.signal.aborted) return cancelled();
        throw error;
      } finally {
        if (requestId !== undefined && underway.get(requestId) === controller) underway.delete(requestId);
        if (underway.size === 0) {
          for (const resolve of emptied) resolve();
          emptied = [];
        }
      }
    },
    cancel(requestId: string): boolean {
      const controller = underway.get(requestId);
      controller?.abort(new Error('superseded'));
      return controller !== undefined;
    },
  };
}
export type CancellableRequests = ReturnType<typeof createCancellableRequests>;

const cancelled = <T>(): Result<T> => fail('cancelled', msg('errors.lookup.cancelled'));

/** checkPrice and cancelLookup: one lookup per request id, cancellable while under way. */
export function createLookupHandlers(deps: LookupDeps, underway: CancellableRequests) {
  return {
    checkPrice: accepts('checkPrice', async (request): Promise<IpcResponse<'checkPrice'>> => {
      const valid = validateLookupInput(request);
      if (!valid.ok) {
        const first = valid.errors[0];
        return fail('invalid-input', first?.message ?? msg('errors.input.checkForm'), first?.field);
      }
      const result = await underway.run(request.requestId, (signal) => deps.prices.lookUp(valid.request, { signal }));
      if (!result.ok || request.recent !== true) return result;
      // The form's lookup goes to the top of the recent lookups with the price main answered: one call, not
      // two. The answer waits for the list in memory, not for its file.
      const entry = recentLookupOf(result.value, deps.now(), request.customer);
      deps.recentLookups.change((list) => withRecentLookup(list, entry)).catch(() => void deps.log.write('recent-lookups-unwritable'));
      try {
        return ok({ ...result.value, recentLookups: await deps.recentLookups.list() });
      } catch {
        // The price is shown all the same; the list stays as it was shown.
        return result;
      }
    }),
    cancelLookup: accepts('cancelLookup', async (request) => ok({ cancelled: underway.cancel(request.requestId) })),
  };
}
