import { z } from 'zod';
import { fail, ok, type Result } from '../shared/errors';
import type { SavedQuotes } from '../shared/quote/saved-quote';
import { writeFileAtomic } from '../core/atomic-file';
import { savedQuotesSchema, type QuoteStore } from '../core/quote-store';
import { NO_WINDOW, type IpcCaller } from './ipc-dispatch';

export interface QuoteDeps {
  quoteStore: QuoteStore;
  /** Electron's clipboard in the app. */
  writeClipboard: (text: string) => void;
  /** Electron's save dialog in the app, attached to the caller's window; null when the user cancels. */
  chooseSavePath: (suggestedName: string, caller: IpcCaller) => Promise<string | null>;
}

const MAX_EXPORT = 20 * 1024 * 1024;
const copyRequest = z.object({ text: z.string().max(MAX_EXPORT) });
const csvRequest = z.object({ suggestedName: z.string().regex(/^[\w .()-]{1,100}\.csv$/), content: z.string().max(MAX_EXPORT) });
const badRequest = <T>(): Result<T> => fail('invalid-input', 'Price Lookup received a request it does not understand.');

/** Loading and saving quotes, copying a quote as a table, saving it as CSV. */
export function createQuoteHandlers(deps: QuoteDeps) {
  return {
    loadQuotes: async (): Promise<Result<SavedQuotes & { notice: string | null }>> => {
      try {
        const { saved, notice } = await deps.quoteStore.load();
        return ok({ ...saved, notice });
      } catch {
        return fail('settings-unwritable', 'The saved quotes could not be read.');
      }
    },
    saveQuotes: async (request: unknown): Promise<Result<{ saved: true }>> => {
      const parsed = savedQuotesSchema.safeParse(request);
      if (!parsed.success) return badRequest();
      try {
        await deps.quoteStore.save(parsed.data);
        return ok({ saved: true });
      } catch {
        return fail('settings-unwritable', 'The quote could not be saved. Check that the user data folder is writable.');
      }
    },
    copyText: async (request: unknown): Promise<Result<{ copied: true }>> => {
      const parsed = copyRequest.safeParse(request);
      if (!parsed.success) return badRequest();
      deps.writeClipboard(parsed.data.text);
      return ok({ copied: true });
    },
    saveCsv: async (request: unknown, caller: IpcCaller = NO_WINDOW): Promise<Result<{ path: string | null }>> => {
      const parsed = csvRequest.safeParse(request);
      if (!parsed.success) return badRequest();
      const path = await deps.chooseSavePath(parsed.data.suggestedName, caller);
      if (path === null) return ok({ path: null });
      try {
        await writeFileAtomic(path, parsed.data.content);
        return ok({ path });
      } catch {
        return fail('settings-unwritable', `Could not write ${path}. Choose another folder.`);
      }
    },
  };
}
