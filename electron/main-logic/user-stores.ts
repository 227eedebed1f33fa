import type { DiagnosticsLog } from '../core/diagnostics-log';
import { createCompanyLogoStore } from '../core/company-logo';
import { createCustomerStore } from '../core/customer-store';
import { createLastKnownStore } from '../core/last-known-store';
import { createQuoteNumbers } from '../core/quote-numbers';
import { createQuoteStore } from '../core/quote-store';
import { createFavouritesStore, createRecentLookupsStore } from '../core/recall-store';
import { createSentDocuments } from '../core/sent-documents';
import { englishText } from '../shared/i18n/translator';
import type { MainServicesOptions } from './main-services-options';
import type { SettingsState } from './settings-state';

/** The stores of the user's data under the user data folder, read at start and flushed on quit. */
export function createUserStores(
  { userDataDir, maxQuotes }: Pick<MainServicesOptions, 'userDataDir' | 'maxQuotes'>,
  { state, log, now, refreshTray }: { state: SettingsState; log: DiagnosticsLog; now: () => Date; refreshTray: () => void },
) {
  const customers = createCustomerStore(userDataDir);
  const quoteStore = createQuoteStore(userDataDir, undefined, {
    ...(maxQuotes === undefined ? {} : { maxQuotes }),
    // Finished quotes go to the archive when the quotes are read, by the clock and validity quotes' status uses.
    archiveClock: () => ({ now: now(), defaultValidityDays: state.settings().documents.validityDays }),
    // A draft saved before its recipient kept a country: its customer's, for the letter's country line.
    customerCountry: async (customerId) => (await customers.get(customerId))?.country ?? null,
  });
  const lastKnown = createLastKnownStore(userDataDir, {
    now,
    maxAgeDays: () => state.settings().lastKnownMaxAgeDays,
    // A quote's answers written together: the whole file is written each time.
    writeDelayMs: 500,
    onUnowned: (count) => void log.write('last-known-unowned-dropped', { count }),
  });
  const keptAside = (backup: string): void => void log.write('recall-file-kept-aside', { backup });
  const recentLookups = createRecentLookupsStore(userDataDir, keptAside);
  const favourites = createFavouritesStore(userDataDir, keptAside);
  // Read now, so the first lookup that needs one does not wait for its file; what a read left out the user is told.
  for (const [event, read] of [
    ['last-known-notice', lastKnown.load()],
    ['recent-lookups-notice', recentLookups.load()],
    ['favourites-notice', favourites.load()],
    ['customers-notice', customers.load()],
  ] as const) {
    state.notify(
      read.then(({ notice }) => {
        if (notice) void log.write(event, { notice: englishText(notice) });
        return notice;
      }),
    );
  }
  let trayRefreshPlanned = false;
  const recall = {
    recentLookups: {
      ...recentLookups,
      change: (update: Parameters<typeof recentLookups.change>[0]) => {
        // The change is in memory at once: the tray's recent lookups follow it without waiting for the write,
        // rebuilt in a later turn of the event loop, once the lookup that made it has its answer on its way
        // (the menu's build would hold the answer up; an immediate can still run before the answer is sent).
        // Quick lookups share one rebuild, which reads the list as it is when it runs.
        const changed = recentLookups.change(update);
        if (!trayRefreshPlanned) {
          trayRefreshPlanned = true;
          setTimeout(() => {
            trayRefreshPlanned = false;
            refreshTray();
          }, 0);
        }
        return changed;
      },
    },
    favourites,
  };
  return {
    quoteStore,
    lastKnown,
    customers,
    recall,
    logos: createCompanyLogoStore(userDataDir),
    numbers: createQuoteNumbers(userDataDir),
    sentDocuments: createSentDocuments(userDataDir),
    /** Finishes the writes asked for so far. */
    flush: () => Promise.all([quoteStore.flush(), customers.flush(), lastKnown.flush(), recentLookups.flush(), favourites.flush()]),
  };
}
