import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Message } from '@shared/i18n/catalogue';
import type { PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteChange } from '@shared/quote/quote-change';
import type { QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { failureText } from '../../api/bridge-failure';
import { useI18n } from '../../i18n/i18n';
import { leaveField } from '../../ui/leave-field';
import { handOverWith } from '../../ui/hand-over';
import { createQuoteCache, quotesQuery, type CommandOutcome, type QuoteCommand } from './quote-cache';

export type { CommandOutcome } from './quote-cache';

interface QuotesApi {
  /** The quotes as main keeps them, with the commands on their way shown already. */
  saved: SavedQuotes;
  /** False until the saved quotes are read (and for good when they cannot be): no edits before, so none can overwrite them. */
  ready: boolean;
  /** A problem loading or saving, for the user to see, in the UI language. */
  problem: string | null;
  /** A command that could not be sent or written: this sends those again. */
  retrySave: (() => void) | null;
  /**
   * Sends main one command for one quote, shown at once by the rule main applies it by (or by `shown`, for what
   * the rule leaves to main); main's answer then replaces it, and a refusal rolls it back. Refused until `ready`.
   */
  command: (quoteId: string, change: QuoteChange, shown?: (saved: SavedQuotes) => SavedQuotes) => Promise<CommandOutcome>;
  /** Opens a quote of the list (main keeps which one is open). */
  open: (quoteId: string) => void;
  /** The quotes as shown now, also with a command sent a moment ago that has not rendered yet. */
  latest: () => SavedQuotes;
  /** Resolves once every command sent so far has been answered by main. */
  flush: () => Promise<void>;
  /** Main's undo of the quote's last change. Answers what the person is told (a refusal), or null. */
  undo: (quoteId: string) => Promise<Message | null>;
  /** Shows the number and date main gave a quote (its answer to a document); nothing is saved, the number is main's. */
  showIssue: (quoteId: string, issue: QuoteIssue) => void;
  /** An archived quote opened from the search, shown read-only instead of the active quote until the next change. */
  archived: SavedQuote | null;
  openArchived: (quote: SavedQuote) => void;
}

const QuotesContext = createContext<QuotesApi | null>(null);
const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Holds main's quotes for every view (TanStack's cache of them, quote-cache); the views change them with commands. */
export function QuotesProvider({ bridge, children }: { bridge: PriceLookupBridge; children: ReactNode }) {
  const client = useQueryClient();
  const words = useI18n();
  const cache = useMemo(() => createQuoteCache(client, bridge), [client, bridge]);
  const loaded = useQuery(quotesQuery(bridge));
  const ready = loaded.isSuccess;
  // Commands main did not answer: sent again by "Try saving again"; and why main could not write what it keeps.
  const unsent = useSyncExternalStore(cache.onUnsent, cache.unsent);
  const unwritten = useSyncExternalStore(cache.onUnsent, cache.unwritten);
  const [archived, setArchived] = useState<SavedQuote | null>(null);

  const command = useCallback(
    async (quoteId: string, change: QuoteChange, shown?: (saved: SavedQuotes) => SavedQuotes): Promise<CommandOutcome> => {
      // Any change (another quote chosen, a duplicate made) leaves the archived quote: it is never edited.
      setArchived(null);
      const sent: QuoteCommand = { quoteId, change, ...(shown ? { shown } : {}) };
      return cache.command(sent);
    },
    [cache],
  );
  const open = useCallback(
    (quoteId: string): void => {
      if (cache.latest().activeId === quoteId) return void setArchived(null);
      void command(quoteId, { kind: 'open' });
    },
    [cache, command],
  );
  const undo = useCallback(
    async (quoteId: string): Promise<Message | null> => {
      const answer = await cache.undo(quoteId);
      return answer.ok ? answer.value.status : answer.message;
    },
    [cache],
  );
  // Before the window goes, main waits for the commands on their way (tracked) and learns whether one was not kept.
  useEffect(
    () => handOverWith({ send: () => undefined, unkept: () => (unsent.length > 0 || unwritten !== null ? ['failed'] : []) }),
    [unsent, unwritten],
  );
  // The window closing (or reloading): a field being typed in applies what it holds, and its command goes now.
  useEffect(() => {
    const leave = (): void => leaveField();
    window.addEventListener('pagehide', leave);
    window.addEventListener('beforeunload', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('beforeunload', leave);
    };
  }, []);

  const data = loaded.data;
  // Memoized by the React Compiler, as the api below: views re-render only when the quotes change.
  const saved: SavedQuotes = data ? { quotes: data.quotes, activeId: data.activeId, maxQuotes: data.maxQuotes } : EMPTY;
  const lastProblem = unsent.at(-1)?.problem ?? unwritten;
  const saveProblem = lastProblem ? words.t('quote.saveFailed', { reason: words.text(lastProblem) }) : null;
  const notice = loaded.data?.notice;
  const problem = saveProblem ?? (loaded.error ? failureText(words, loaded.error) : notice ? words.text(notice) : null);
  const api: QuotesApi = {
    saved,
    ready,
    problem,
    retrySave: saveProblem ? () => void cache.sendAgain() : null,
    command,
    open,
    latest: cache.latest,
    flush: cache.flush,
    undo,
    showIssue: cache.showIssue,
    archived,
    openArchived: setArchived,
  };
  return <QuotesContext.Provider value={api}>{children}</QuotesContext.Provider>;
}

/** The quotes and how to change them. */
export function useQuotes(): QuotesApi {
  const api = useContext(QuotesContext);
  if (!api) throw new Error('useQuotes needs a QuotesProvider');
  return api;
}
