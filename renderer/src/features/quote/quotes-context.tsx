import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { IpcAnswer, PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteChange, QuoteChanged } from '@shared/quote/quote-change';
import type { QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { failureText, unwrap } from '../../api/bridge-failure';
import { useQueryToldAtOnce } from '../../api/use-query-told-at-once';
import { useI18n } from '../../i18n/i18n';
import { leaveField } from '../../ui/leave-field';
import { handOverWith, trackSave } from '../../ui/hand-over';

type LoadedQuotes = IpcAnswer<'loadQuotes'>;

/** A command's outcome as the view that sent it needs it: main's answer, or why main refused it. */
export type CommandOutcome = { ok: true; value: QuoteChanged } | { ok: false; message: Message };

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
   * Sends main one command for one quote and shows `shown` (what the command makes of the quotes, by the same
   * rules) at once; main's answer then replaces it, and a refusal puts back what main keeps. Ignored until `ready`.
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

const quoteKeys = { all: ['quotes'] as const };

/** The quotes as main keeps them: read once, then kept up to date with main's answers to commands. */
function quotesQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: quoteKeys.all,
    queryFn: async (): Promise<LoadedQuotes> => unwrap(await bridge.loadQuotes()),
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

/**
 * The quotes with main's answer to a command: its quote as main keeps it (unless more commands for it are on
 * their way: the last one's answer shows it), in main's order, main's open quote; with nothing else on its way.
 */
export function withAnswer(
  shown: SavedQuotes,
  answer: QuoteChanged,
  stillComing: (quoteId: string) => boolean,
  settled: boolean,
): SavedQuotes {
  const byId = new Map(shown.quotes.map((quote) => [quote.id, quote]));
  if (answer.quote !== null && (!byId.has(answer.quote.id) || !stillComing(answer.quote.id))) byId.set(answer.quote.id, answer.quote);
  if (!settled) {
    // Others on their way: what is shown stays, a quote main made (a revision, a copy) joins where main put it.
    const missing = answer.quote !== null && !shown.quotes.some((quote) => quote.id === answer.quote?.id);
    if (!missing) return { ...shown, quotes: shown.quotes.map((quote) => byId.get(quote.id) ?? quote) };
  }
  const quotes = answer.order.flatMap((id) => byId.get(id) ?? []);
  return { ...shown, quotes, activeId: answer.activeId };
}

const QuotesContext = createContext<QuotesApi | null>(null);
const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** Holds main's quotes for every view; the views change them with commands. */
export function QuotesProvider({ bridge, children }: { bridge: PriceLookupBridge; children: ReactNode }) {
  const client = useQueryClient();
  const words = useI18n();
  const query = useMemo(() => quotesQuery(bridge), [bridge]);
  const { queryKey } = query;
  // Drawn in the task that changes the quotes, not in a timer after it: a click that leaves a field (Copy, Delete)
  // finds the quote drawn with what the field applied, and the next keys find it drawn too.
  const loaded = useQueryToldAtOnce(query);
  const ready = loaded.isSuccess;
  // Commands on their way to main, by quote; and every one, for flush.
  const coming = useRef(new Map<string, number>());
  const underway = useRef(new Set<Promise<unknown>>());
  // A refusal while others were on their way: main's quotes are read once they are all answered.
  const readAgain = useRef(false);
  // Commands that could not be sent or written: sent again by "Try saving again".
  const [unsent, setUnsent] = useState<{ quoteId: string; change: QuoteChange; problem: string }[]>([]);
  const [archived, setArchived] = useState<SavedQuote | null>(null);

  const shownNow = useCallback((): LoadedQuotes | undefined => client.getQueryData(queryKey), [client, queryKey]);
  const show = useCallback(
    (next: SavedQuotes): void => {
      const current = shownNow();
      if (current) client.setQueryData(queryKey, { ...current, quotes: next.quotes, activeId: next.activeId });
    },
    [client, queryKey, shownNow],
  );
  const readMain = useCallback(async (): Promise<void> => {
    const mains = await bridge.loadQuotes();
    if (mains.ok) show(mains.value);
  }, [bridge, show]);

  const command = useCallback(
    async (quoteId: string, change: QuoteChange, shown?: (saved: SavedQuotes) => SavedQuotes): Promise<CommandOutcome> => {
      const current = shownNow();
      if (!current) return { ok: false, message: msg('errors.quotes.notLoaded') };
      // Any change (another quote chosen, a duplicate made) leaves the archived quote: it is never edited.
      setArchived(null);
      if (shown) show(shown({ quotes: current.quotes, activeId: current.activeId, maxQuotes: current.maxQuotes }));
      coming.current.set(quoteId, (coming.current.get(quoteId) ?? 0) + 1);
      const sent = trackSave(bridge.changeQuote({ quoteId, change }));
      underway.current.add(sent);
      let answer: Awaited<typeof sent> | null = null;
      try {
        answer = await sent;
      } catch {
        answer = null;
      } finally {
        underway.current.delete(sent);
        const left = (coming.current.get(quoteId) ?? 1) - 1;
        if (left > 0) coming.current.set(quoteId, left);
        else coming.current.delete(quoteId);
      }
      const settled = underway.current.size === 0;
      if (answer?.ok) {
        const now = shownNow();
        if (now) show(withAnswer(now, answer.value, (id) => coming.current.has(id), settled));
        if (settled && readAgain.current) {
          readAgain.current = false;
          await readMain();
        }
        return { ok: true, value: answer.value };
      }
      // Not answered, or taken but not written: shown as sent, and sent again by "Try saving again".
      const unanswered = answer === null || answer.error.kind === 'quotes-unwritable' || answer.error.kind === 'internal';
      // Refused: what main keeps is shown again (the command's own showing rolled back).
      if (!unanswered && settled) {
        readAgain.current = false;
        await readMain();
      } else if (!unanswered) readAgain.current = true;
      if (unanswered) {
        const problem = answer === null ? words.t('lookup.error.noAnswer') : words.text(answer.error.message);
        setUnsent((before) => [...before, { quoteId, change, problem }]);
      }
      return { ok: false, message: answer === null ? msg('lookup.error.noAnswer') : answer.error.message };
    },
    [bridge, readMain, show, shownNow, words],
  );

  const flush = useCallback(async (): Promise<void> => {
    while (underway.current.size > 0) await Promise.allSettled([...underway.current]);
  }, []);
  const open = useCallback(
    (quoteId: string): void => {
      const current = shownNow();
      if (!current || current.activeId === quoteId) return void setArchived(null);
      void command(quoteId, { kind: 'open' }, (saved) => ({ ...saved, activeId: quoteId }));
    },
    [command, shownNow],
  );
  const undo = useCallback(
    async (quoteId: string): Promise<Message | null> => {
      await flush();
      const answer = await command(quoteId, { kind: 'undo' });
      return answer.ok ? answer.value.status : answer.message;
    },
    [command, flush],
  );
  // Before the window goes, main waits for the commands on their way (tracked) and learns whether one was not kept.
  useEffect(() => handOverWith({ send: () => undefined, unkept: () => (unsent.length > 0 ? ['failed'] : []) }), [unsent]);
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
  const retrySave = useCallback(() => {
    const again = unsent;
    setUnsent([]);
    // Main took a command it could not write in memory: any command writes the quotes again; one not sent is sent.
    for (const each of again) void command(each.quoteId, each.change);
  }, [command, unsent]);
  const showIssue = useCallback(
    (quoteId: string, issue: QuoteIssue): void => {
      const current = shownNow();
      if (!current) return;
      const shown = withIssue(current, quoteId, issue);
      if (shown !== current) client.setQueryData(queryKey, shown);
    },
    [client, queryKey, shownNow],
  );
  const latest = useCallback((): SavedQuotes => {
    const current = shownNow();
    return current ? { quotes: current.quotes, activeId: current.activeId, maxQuotes: current.maxQuotes } : EMPTY;
  }, [shownNow]);

  const data = loaded.data;
  // Memoized by the React Compiler, as the api below: views re-render only when the quotes change.
  const saved: SavedQuotes = data ? { quotes: data.quotes, activeId: data.activeId, maxQuotes: data.maxQuotes } : EMPTY;
  const saveProblem = unsent.length > 0 ? words.t('quote.saveFailed', { reason: unsent.at(-1)?.problem ?? '' }) : null;
  const notice = loaded.data?.notice;
  const problem = saveProblem ?? (loaded.error ? failureText(words, loaded.error) : notice ? words.text(notice) : null);
  const api: QuotesApi = {
    saved,
    ready,
    problem,
    retrySave: saveProblem ? retrySave : null,
    command,
    open,
    latest,
    flush,
    undo,
    showIssue,
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
