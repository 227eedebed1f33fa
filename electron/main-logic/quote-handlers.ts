import { fail, ok } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { writeFileAtomic } from '../core/atomic-file';
import type { WriteQueue } from '../core/write-queue';
import { runInSlices } from '../core/run-in-slices';
import { QuotesNotLoadedError, type QuoteStore } from '../core/quote-store';
import type { IpcCaller } from './ipc-caller';
import { accepts } from './accepts';
import { withoutControlsIn } from '../shared/control-characters';
import { localDay } from '../shared/quote/quote-letter';
import { followQuotes, type FollowingQuoteIndex, type QuoteIndex } from '../shared/quote/quote-search';
import type { PriceSource } from '../shared/price-info';
import type { CustomerStore } from '../core/customer-store';
import { createQuoteCommands } from './quote-commands';

/** How many quotes of the list, and how many of the archive, one search answers; the count says how many more there are. */
const RESULTS = 50;

export interface QuoteDeps {
  quoteStore: QuoteStore;
  /**
   * Electron's clipboard in the app; empty text empties it. Settles once the system has the text
   * (Electron 45: `clipboard.writeText(text): Promise<void>`, electron.d.ts) and rejects when it refused.
   */
  writeClipboard: (text: string) => Promise<void>;
  /**
   * Electron's save dialog in the app, attached to the caller's window and worded in the UI language;
   * null when the user cancels.
   */
  chooseSavePath: (suggestedName: string, caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** The language the UI speaks now, for the save dialog and a new quote's name. */
  uiLanguage: () => UiLanguage;
  /** The customers: a quote made for one, or given one, takes their fields. */
  customers: CustomerStore;
  /** Where quote commands wait their turn: quitting waits for the one under way, then for its write (none: their own). */
  quoteCommands?: WriteQueue;
}

/** Loading, changing (by commands) and finding quotes, copying a quote as a table, saving it as CSV. */
export function createQuoteHandlers(
  deps: QuoteDeps & {
    /** The prices shown now: a quote's total counts from pricing of that source (keptQuoteTotal). */
    source: () => PriceSource;
    /** The clock: a day typed without its year is the last such day up to today. */
    now?: () => Date;
  },
) {
  // The list followed as main changes it (one changed quote at a time), the archive as it was read, each per
  // source. Prepared in slices, one search after another: a first list of thousands of quotes is long work.
  let live: { source: PriceSource; index: FollowingQuoteIndex } | null = null;
  let archive: { source: PriceSource; index: FollowingQuoteIndex } | null = null;
  let prepared: Promise<unknown> = Promise.resolve();
  const indexes = async (): Promise<{ live: QuoteIndex; archive: QuoteIndex }> => {
    // The list as main holds it, after the saves asked for before; an unreadable file is said where the list is shown.
    const quotes = await deps.quoteStore.load().then(
      ({ saved }) => saved.quotes,
      () => [],
    );
    const ready = prepared.then(async () => {
      const source = deps.source();
      if (live?.source !== source) live = { source, index: followQuotes(source) };
      if (archive?.source !== source) archive = { source, index: followQuotes(source) };
      await runInSlices(live.index.followSteps(quotes));
      await runInSlices(archive.index.followSteps(deps.quoteStore.archived()));
      return { live: live.index, archive: archive.index };
    });
    prepared = ready.catch(() => undefined);
    return ready;
  };
  const commands = createQuoteCommands({
    quoteStore: deps.quoteStore,
    customer: (id) => deps.customers.get(id),
    uiLanguage: deps.uiLanguage,
    now: deps.now ?? (() => new Date()),
    ...(deps.quoteCommands ? { queue: deps.quoteCommands } : {}),
  });
  const checkedChange = accepts('changeQuote', ({ quoteId, change }) => commands.changeQuote(quoteId, change));
  return {
    // What is typed into a quote (a description, its name, the recipient, the letter's texts) is read as the
    // customer form's fields are: without control characters, then checked (a name of an ESC alone is none).
    changeQuote: (request: unknown, caller?: IpcCaller) => checkedChange(withoutControlsIn(request), caller),
    writeQuotesAgain: accepts('writeQuotesAgain', async () => {
      try {
        // In the commands' turn: written after the command before it, never between its change and its save.
        await commands.writeAgain();
        return ok({ written: true as const });
      } catch (error) {
        if (error instanceof QuotesNotLoadedError) return fail('quotes-unreadable', error.userMessage);
        return fail('quotes-unwritable', msg('errors.quotes.unwritable', { file: deps.quoteStore.file }));
      }
    }),
    loadQuotes: accepts('loadQuotes', async () => {
      try {
        const { saved, notice } = await deps.quoteStore.load();
        return ok({ ...saved, notice, maxQuotes: deps.quoteStore.maxQuotes });
      } catch {
        return fail('quotes-unreadable', msg('errors.quotes.unreadable', { file: deps.quoteStore.file }));
      }
    }),
    searchQuotes: accepts('searchQuotes', async ({ typed, locale }) => {
      const { live, archive } = await indexes();
      const options = { locale, limit: RESULTS, today: localDay((deps.now ?? (() => new Date()))()) };
      const listed = live.search(typed, options);
      const archived = archive.search(typed, options);
      return ok({
        found: [
          ...listed.found.map((each) => ({ ...each, archived: false })),
          ...archived.found.map((each) => ({ ...each, archived: true })),
        ],
        count: listed.count + archived.count,
        dates: listed.dates,
      });
    }),
    copyText: accepts('copyText', async (request) => {
      // "Copied" only once the clipboard has it: a paste before then would give the text copied before.
      try {
        await deps.writeClipboard(request.text);
      } catch {
        return fail('clipboard-unwritable', msg(request.text === '' ? 'errors.clipboard.held' : 'errors.clipboard.unwritable'));
      }
      return ok({ copied: true as const });
    }),
    saveCsv: accepts('saveCsv', async (request, caller) => {
      const path = await deps.chooseSavePath(request.suggestedName, caller, deps.uiLanguage());
      if (path === null) return ok({ path: null });
      try {
        await writeFileAtomic(path, request.content);
        return ok({ path });
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
      }
    }),
  };
}
