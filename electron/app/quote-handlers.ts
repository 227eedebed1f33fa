import { fail, ok } from '../shared/errors';
import { writeFileAtomic } from '../core/atomic-file';
import { QuotesNotLoadedError, type QuoteStore } from '../core/quote-store';
import type { IpcCaller } from './ipc-caller';
import { accepts } from './ipc-requests';

export interface QuoteDeps {
  quoteStore: QuoteStore;
  /** Electron's clipboard in the app. */
  writeClipboard: (text: string) => void;
  /** Electron's save dialog in the app, attached to the caller's window; null when the user cancels. */
  chooseSavePath: (suggestedName: string, caller: IpcCaller) => Promise<string | null>;
}

/** Loading and saving quotes, copying a quote as a table, saving it as CSV. */
export function createQuoteHandlers(deps: QuoteDeps) {
  return {
    loadQuotes: accepts('loadQuotes', async () => {
      try {
        const { saved, notice } = await deps.quoteStore.load();
        return ok({ ...saved, notice });
      } catch {
        return fail(
          'quotes-unreadable',
          `The saved quotes in ${deps.quoteStore.file} could not be read. They are left as they are; quotes cannot be changed until they can be read.`,
        );
      }
    }),
    saveQuotes: accepts('saveQuotes', async (request) => {
      try {
        await deps.quoteStore.save(request);
        return ok({ saved: true as const });
      } catch (error) {
        if (error instanceof QuotesNotLoadedError) return fail('quotes-unreadable', error.message);
        return fail(
          'quotes-unwritable',
          `The quotes could not be saved to ${deps.quoteStore.file}. Your changes are kept in this window; check that the folder is writable.`,
        );
      }
    }),
    copyText: accepts('copyText', async (request) => {
      deps.writeClipboard(request.text);
      return ok({ copied: true as const });
    }),
    saveCsv: accepts('saveCsv', async (request, caller) => {
      const path = await deps.chooseSavePath(request.suggestedName, caller);
      if (path === null) return ok({ path: null });
      try {
        await writeFileAtomic(path, request.content);
        return ok({ path });
      } catch {
        return fail('export-unwritable', `Could not write ${path}. Choose another folder.`);
      }
    }),
  };
}
