import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { IpcAnswer, PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { BridgeFailure, failureText, unwrap } from '../../api/bridge-failure';
import { useQueryToldAtOnce } from '../../api/use-query-told-at-once';
import { useI18n } from '../../i18n/i18n';
import { editFromAny, editOf } from './quotes-edit';
import { leaveField } from '../../ui/leave-field';
import { handOverWith, trackSave } from '../../ui/hand-over';

type LoadedQuotes = IpcAnswer<'loadQuotes'>;

interface QuotesApi {
  saved: SavedQuotes;
  /** False until the saved quotes are read (and for good when they cannot be): no edits before, so none can overwrite them. */
  ready: boolean;
  /** A problem loading or saving, for the user to see, in the UI language. */
  problem: string | null;
  /** A save failed: the changes are still here; this tries to save them again. */
  retrySave: (() => void) | null;
  /**
   * Changes the quotes and saves them at once, so they survive a restart or a crash. Ignored until `ready`;
   * `next` giving back the very object it was given (a refused change) saves nothing.
   */
  change: (next: (saved: SavedQuotes) => SavedQuotes) => void;
  /**
   * The quotes as changed so far, also by a change made a moment ago that has not rendered yet (a field
   * left by clicking a button): what an action that sends a quote away must read.
   */
  latest: () => SavedQuotes;
  /**
   * Resolves once every change made so far has reached main (saved, or refused): what main then makes a
   * document of is what the window shows, also an edit made a moment ago (a field left by clicking PDF).
   */
  flush: () => Promise<void>;
  /**
   * Main's undo of the quote's last change (Ctrl+Z outside a field's draft): every change made so far reaches
   * main first; the quote then shows as main answers it. Answers what the person is told (a refusal), or null.
   */
  undo: (quoteId: string) => Promise<Message | null>;
  /** Shows the number and date main gave a quote (its answer to a document); nothing is saved, the number is main's. */
  showIssue: (quoteId: string, issue: QuoteIssue) => void;
  /** An archived quote opened from the search, shown read-only instead of the active quote until the next change. */
  archived: SavedQuote | null;
  openArchived: (quote: SavedQuote) => void;
}

const quoteKeys = { all: ['quotes'] as const };

/** The quotes as main last took them (read, or saved). */
interface Acked {
  quotes: () => SavedQuotes;
  took: (saved: SavedQuotes) => void;
}

function ackedQuotes(): Acked {
  let took: SavedQuotes = { quotes: [], activeId: null };
  return {
    quotes: () => took,
    took: (saved) => {
      took = saved;
    },
  };
}

/** The saved quotes, read once; edits go into the cache with setQueryData and are saved by a mutation. */
function quotesQuery(bridge: PriceLookupBridge, acked: Acked) {
  return queryOptions({
    queryKey: quoteKeys.all,
    queryFn: async (): Promise<LoadedQuotes> => {
      const read = unwrap(await bridge.loadQuotes());
      acked.took(read);
      return read;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The quotes with one quote's issue as main answered it; the very same quotes when nothing changes. */
export function withIssue<Q extends { quotes: SavedQuote[] }>(saved: Q, quoteId: string, issue: QuoteIssue): Q {
  const quote = saved.quotes.find((candidate) => candidate.id === quoteId);
  if (!quote) return saved;
  const before = quote.issue;
  const same =
    before &&
    before.number === issue.number &&
    before.issuedOn === issue.issuedOn &&
    before.sentAt === issue.sentAt &&
    before.validUntil === issue.validUntil &&
    JSON.stringify(before.outcome ?? null) === JSON.stringify(issue.outcome ?? null);
  if (same) return saved;
  return { ...saved, quotes: saved.quotes.map((candidate) => (candidate === quote ? { ...candidate, issue } : candidate)) };
}

const QuotesContext = createContext<QuotesApi | null>(null);
const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Holds the quotes for every view; main keeps them on disk. */
export function QuotesProvider({ bridge, children }: { bridge: PriceLookupBridge; children: ReactNode }) {
  const client = useQueryClient();
  const words = useI18n();
  // The quotes as main last took them (read, or saved): each save sends what changed since. A failed save
  // leaves it, so what it carried is sent again with the next.
  const { query, acked } = useMemo(() => {
    const took = ackedQuotes();
    return { query: quotesQuery(bridge, took), acked: took };
  }, [bridge]);
  // The options' key carries the data type, so cache reads and writes are typed.
  const { queryKey } = query;
  // Drawn in the task that changes the quotes, not in a timer after it: a click that leaves a field (Copy, Delete)
  // finds the quote drawn with what the field applied, and the next keys find it drawn too.
  const loaded = useQueryToldAtOnce(query);
  // Said once a change to a quote that was sent went into a revision instead; until the next change.
  const [keptAside, setKeptAside] = useState<Message | null>(null);
  const recovering = useRef(false);
  const changeRef = useRef<(next: (current: SavedQuotes) => SavedQuotes) => void>(() => undefined);
  // The quotes the last save asked for, and those the save under way carries: they differ while saves wait their turn.
  const asked = useRef<SavedQuotes | null>(null);
  const carried = useRef<SavedQuotes | null>(null);
  const save = useMutation({
    mutationFn: async (next: SavedQuotes) => {
      carried.current = next;
      const answer = unwrap(await bridge.saveQuotes(editOf(next, acked.quotes())));
      acked.took(next);
      return answer;
    },
    // One save at a time, in order: the newest quotes are the ones that land last.
    scope: { id: 'save-quotes' },
    // Main refused a change to a quote sent meanwhile: that quote goes back to what was sent, the change into a revision.
    onError: async (error) => {
      if (!(error instanceof BridgeFailure) || (error.kind !== 'quote-sent' && error.kind !== 'quote-being-sent')) return;
      // Rare, and only with the quote view open: its code loads with that view, not at start.
      const { keepBeingSentAsMain, keepSentAsSent } = await import('@shared/quote/sent-quote-model');
      const mains = await bridge.loadQuotes();
      if (!mains.ok) return;
      recovering.current = true;
      if (error.kind === 'quote-being-sent') {
        // Its customer copy is being made: the quote goes back to what goes out, and the person is told why.
        setKeptAside(error.problem);
        changeRef.current((current) => keepBeingSentAsMain(current, mains.value));
      } else
        changeRef.current((current) => {
          const kept = keepSentAsSent(current, mains.value);
          if (kept.numbers.length > 0) setKeptAside(msg('quote.sent.changeKept', { number: kept.numbers.join(', ') }));
          return kept.saved;
        });
      recovering.current = false;
    },
  });
  const ready = loaded.isSuccess;
  const { mutateAsync } = save;
  // The last save asked for: saves run one at a time in order, so it settles after every one before it.
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  // Whether the last save settled failed: the window goes only after the person is asked.
  const lastSaveFailed = useRef(false);
  const mutate = useCallback(
    (next: SavedQuotes): void => {
      asked.current = next;
      // A failed save is shown by `problem`; the changes stay here.
      lastSave.current = trackSave(mutateAsync(next)).then(
        () => void (lastSaveFailed.current = false),
        () => void (lastSaveFailed.current = true),
      );
    },
    [mutateAsync],
  );
  // Before the window goes, main waits for the quotes' saves (tracked) and learns whether the last one failed.
  useEffect(() => handOverWith({ send: () => undefined, unkept: () => (lastSaveFailed.current ? ['failed'] : []) }), []);
  const flush = useCallback(async (): Promise<void> => {
    // A save that failed for a sent quote puts that quote back and saves again: wait for that one too.
    let waited: Promise<unknown> | null = null;
    while (waited !== lastSave.current) {
      waited = lastSave.current;
      await waited;
    }
  }, []);
  const showIssue = useCallback(
    (quoteId: string, issue: QuoteIssue): void => {
      const current = client.getQueryData(queryKey);
      if (!current) return;
      const shown = withIssue(current, quoteId, issue);
      if (shown !== current) client.setQueryData(queryKey, shown);
    },
    [client, queryKey],
  );

  const undo = useCallback(
    async (quoteId: string): Promise<Message | null> => {
      await flush();
      const answer = await trackSave(bridge.changeQuote({ quoteId, change: { kind: 'undo' } }));
      if (!answer.ok) return answer.error.message;
      const current = client.getQueryData(queryKey);
      if (!current) return null;
      // What main has now is the quote as it answered and the others as it took them last.
      const byId = new Map(acked.quotes().quotes.map((quote) => [quote.id, quote]));
      const { quote, order, activeId, status } = answer.value;
      if (quote) byId.set(quote.id, quote);
      const quotes = order.flatMap((id) => byId.get(id) ?? []);
      acked.took({ quotes, activeId });
      client.setQueryData(queryKey, { ...current, quotes, activeId });
      return status;
    },
    [acked, bridge, client, flush, queryKey],
  );

  const [archived, setArchived] = useState<SavedQuote | null>(null);
  const change = useCallback(
    (next: (current: SavedQuotes) => SavedQuotes) => {
      // Any change (another quote chosen, a duplicate made) leaves the archived quote: it is never edited.
      setArchived(null);
      // The cache is read at the moment of the change, so quick changes build on each other.
      const current = client.getQueryData(queryKey);
      if (!current) return;
      const given = { quotes: current.quotes, activeId: current.activeId, maxQuotes: current.maxQuotes };
      const updated = next(given);
      // A change the model refused gives back what it was given: nothing to save.
      if (updated === given) return;
      if (!recovering.current) setKeptAside(null);
      client.setQueryData(queryKey, { ...updated, notice: current.notice, maxQuotes: current.maxQuotes });
      mutate(updated);
    },
    [client, mutate, queryKey],
  );
  useEffect(() => {
    changeRef.current = change;
  }, [change]);
  // The window closing (or reloading) while saves wait behind one under way: what they carry goes now, or it is lost.
  useEffect(() => {
    const sendWaiting = (): void => {
      // A field being typed in applies what it holds first: its change is among what goes.
      leaveField();
      const next = asked.current;
      if (next === null || next === carried.current) return;
      const bases = carried.current === null ? [acked.quotes()] : [acked.quotes(), carried.current];
      carried.current = next;
      void bridge.saveQuotes(editFromAny(next, bases));
    };
    window.addEventListener('pagehide', sendWaiting);
    window.addEventListener('beforeunload', sendWaiting);
    return () => {
      window.removeEventListener('pagehide', sendWaiting);
      window.removeEventListener('beforeunload', sendWaiting);
    };
  }, [bridge, acked]);
  const retrySave = useCallback(() => {
    const current = client.getQueryData(queryKey);
    if (current) mutate({ quotes: current.quotes, activeId: current.activeId });
  }, [client, mutate, queryKey]);

  const latest = useCallback((): SavedQuotes => {
    const current = client.getQueryData(queryKey);
    return current ? { quotes: current.quotes, activeId: current.activeId } : EMPTY;
  }, [client, queryKey]);

  const saved = useMemo<SavedQuotes>(
    () => (loaded.data ? { quotes: loaded.data.quotes, activeId: loaded.data.activeId } : EMPTY),
    [loaded.data],
  );
  const saveProblem = save.isError && !save.isPending ? words.t('quote.saveFailed', { reason: failureText(words, save.error) }) : null;
  const notice = loaded.data?.notice;
  const problem =
    saveProblem ??
    (keptAside ? words.text(keptAside) : loaded.error ? failureText(words, loaded.error) : notice ? words.text(notice) : null);
  const api = useMemo(
    () => ({
      saved,
      ready,
      problem,
      retrySave: saveProblem ? retrySave : null,
      change,
      latest,
      flush,
      undo,
      showIssue,
      archived,
      openArchived: setArchived,
    }),
    [saved, ready, problem, saveProblem, retrySave, change, latest, flush, undo, showIssue, archived],
  );
  return <QuotesContext.Provider value={api}>{children}</QuotesContext.Provider>;
}

/** The quotes and how to change them. */
export function useQuotes(): QuotesApi {
  const api = useContext(QuotesContext);
  if (!api) throw new Error('useQuotes needs a QuotesProvider');
  return api;
}
