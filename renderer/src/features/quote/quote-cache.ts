import { MutationObserver, queryOptions, type QueryClient } from '@tanstack/react-query';
import { msg, type Message } from '@shared/i18n/catalogue';
import type { AppError } from '@shared/errors';
import type { IpcAnswer, PriceLookupBridge } from '@shared/ipc-contract';
import type { QuoteChange, QuoteChanged } from '@shared/quote/quote-change';
import { quotesAfter } from '@shared/quote/quote-change-rule';
import type { QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { isSent } from '@shared/quote/sent-quote';
import { unwrap } from '../../api/bridge-failure';
import { trackSave } from '../../ui/hand-over';

/** The quotes as main answers `loadQuotes`. */
export type LoadedQuotes = IpcAnswer<'loadQuotes'>;

export const quoteKeys = {
  /** The list as shown: main's, with the commands on their way applied. */
  all: ['quotes'] as const,
  /** Main's list as of its last answer; there only while commands are on their way (what a refusal rolls back to). */
  kept: ['quotes', 'kept'] as const,
  commands: ['quotes', 'command'] as const,
};

/** The quotes as main keeps them: read once, then kept up to date with main's answers to commands. */
export function quotesQuery(bridge: PriceLookupBridge) {
  return queryOptions({
    queryKey: quoteKeys.all,
    queryFn: async (): Promise<LoadedQuotes> => unwrap(await bridge.loadQuotes()),
    staleTime: Number.POSITIVE_INFINITY,
    // A call to main, not to the network: asked also when the computer is offline.
    networkMode: 'always',
  });
}

/**
 * One quote of the list (null: none, or not in the list). The list's own entry with `select`, not a key of its
 * own: one entry to apply a command to and roll back, and a view of one quote redraws only when it changes.
 */
export function quoteQuery(bridge: PriceLookupBridge, quoteId: string | null) {
  return queryOptions({
    ...quotesQuery(bridge),
    select: (loaded: LoadedQuotes): SavedQuote | null => loaded.quotes.find((quote) => quote.id === quoteId) ?? null,
  });
}

/** A command for one quote, and what it makes of the list at once (by default the rule main applies it by). */
export interface QuoteCommand {
  quoteId: string;
  change: QuoteChange;
  /** For a command the rule leaves to main (a quote made with the window's id, a deleted quote brought back). */
  shown?: (saved: SavedQuotes) => SavedQuotes;
}

/** Main's refusal of a command; `failure` null when main did not answer. */
class CommandRefused extends Error {
  constructor(readonly failure: AppError | null) {
    super(failure === null ? 'not answered' : `${failure.kind}: ${failure.message.key}`);
    this.name = 'CommandRefused';
  }
  /** Not answered, or taken but not written: shown as sent, and sent again by "Try saving again". */
  get unsent(): boolean {
    return this.failure === null || this.failure.kind === 'quotes-unwritable' || this.failure.kind === 'internal';
  }
}

/** A command's outcome as the view that sent it needs it: main's answer, or why main refused it (`unsent`: to send again). */
export type CommandOutcome = { ok: true; value: QuoteChanged } | { ok: false; message: Message; unsent: boolean };

/** What a command makes of the list by the rule main applies it by; nothing of a sent quote's content (main makes its revision). */
export function shownBy(command: QuoteCommand, saved: SavedQuotes): SavedQuotes {
  if (command.shown) return command.shown(saved);
  const { quoteId, change } = command;
  const quote = saved.quotes.find((each) => each.id === quoteId);
  if (quote && isSent(quote) && change.kind !== 'open' && change.kind !== 'delete') return saved;
  const after = quotesAfter(saved, quoteId, change);
  return after?.ok ? after.saved : saved;
}

/** The loaded quotes with the list `change` makes of them. */
function withList(loaded: LoadedQuotes, change: (saved: SavedQuotes) => SavedQuotes): LoadedQuotes {
  const next = change({ quotes: loaded.quotes, activeId: loaded.activeId, maxQuotes: loaded.maxQuotes });
  return next.quotes === loaded.quotes && next.activeId === loaded.activeId
    ? loaded
    : { ...loaded, quotes: next.quotes, activeId: next.activeId };
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

/** What a quote the window made (with its id) and sent main to create shows: the list with it, opened. */
export function withQuoteMade(made: SavedQuote): (saved: SavedQuotes) => SavedQuotes {
  return (saved) => ({
    ...saved,
    quotes: saved.quotes.some((quote) => quote.id === made.id) ? saved.quotes : [...saved.quotes, made],
    activeId: made.id,
  });
}

/** Main's list with its answer to a command: the quote as main keeps it (gone when deleted), main's order and open quote. */
export function withAnswer(kept: SavedQuotes, answer: QuoteChanged): SavedQuotes {
  const byId = new Map(kept.quotes.map((quote) => [quote.id, quote]));
  if (answer.quote !== null) byId.set(answer.quote.id, answer.quote);
  return { ...kept, quotes: answer.order.flatMap((id) => byId.get(id) ?? []), activeId: answer.activeId };
}

/**
 * The window's cache of main's quotes (TanStack Query): the list query, and each command a mutation, sent at once
 * and taken by main in the order sent (main plans each on what the one before left). A command shows at once (`onMutate`),
 * main's answer replaces it, a refusal rolls it back; while commands are on their way the list shows main's last
 * answer with those commands applied by the same rule, and once all are answered exactly main's list.
 */
export function createQuoteCache(client: QueryClient, bridge: PriceLookupBridge) {
  // Main's list beside the one shown has no view: kept however long main takes to answer.
  client.setQueryDefaults(quoteKeys.kept, { gcTime: Number.POSITIVE_INFINITY });
  // The commands whose showing is in the list: one whose `onMutate` has not run yet is not applied again.
  const applied = new WeakSet<QuoteCommand>();
  // Commands main did not answer or could not write: shown as sent, until "Try saving again" sends them again.
  let unsent: readonly { command: QuoteCommand; problem: Message }[] = [];
  const unsentHeard = new Set<() => void>();
  const setUnsent = (next: typeof unsent): void => {
    unsent = next;
    for (const heard of unsentHeard) heard();
  };
  // Main took the commands but could not write the quotes (a full disk): why, until a write succeeds. Main keeps
  // them; "Try saving again" asks main to write, never sends them again (they would be applied twice).
  let unwritten: Message | null = null;
  const setUnwritten = (next: Message | null): void => {
    if (next === unwritten) return;
    unwritten = next;
    for (const heard of unsentHeard) heard();
  };
  // The commands sent, in the order sent, until main's answer to each (null: refused or not answered) is in
  // main's list: answers are put there in that order, also one that comes before an earlier command's.
  const sent: { command: QuoteCommand; answer?: QuoteChanged | null }[] = [];
  const shownNow = (): LoadedQuotes | undefined => client.getQueryData<LoadedQuotes>(quoteKeys.all);
  const keptNow = (): LoadedQuotes | undefined => client.getQueryData<LoadedQuotes>(quoteKeys.kept) ?? shownNow();
  /**
   * Main's list as kept, with the commands not answered and those on their way applied, in the order they were
   * sent; main's list alone is kept beside it only while there are any.
   */
  const show = (kept: LoadedQuotes): void => {
    const waiting = unsent.map((each) => each.command);
    const onTheirWay = sent.filter((each) => each.answer !== null && applied.has(each.command)).map((each) => each.command);
    const others = [...waiting, ...onTheirWay.filter((command) => !waiting.includes(command))];
    if (others.length === 0 && sent.length === 0) client.removeQueries({ queryKey: quoteKeys.kept, exact: true });
    else client.setQueryData(quoteKeys.kept, kept);
    client.setQueryData(
      quoteKeys.all,
      others.reduce((shown, command) => withList(shown, (saved) => shownBy(command, saved)), kept),
    );
  };
  /** Main's answer (null: none to keep) to a command, put in main's list once every command before it has its own. */
  const answered = (command: QuoteCommand, answer: QuoteChanged | null): void => {
    const entry = sent.find((each) => each.command === command && each.answer === undefined);
    if (entry) entry.answer = answer;
    let kept = keptNow();
    if (kept === undefined) return;
    for (let next = sent[0]; next !== undefined && next.answer !== undefined; next = sent[0]) {
      sent.shift();
      const { answer: its } = next;
      if (its) kept = withList(kept, (saved) => withAnswer(saved, its));
    }
    show(kept);
  };

  const commandOptions = {
    mutationKey: quoteKeys.commands,
    // No `scope`: a scope would hold a command in the window until the one before is answered, and a window
    // closing or reloading meanwhile would lose it. Each is sent at once; IPC keeps the order, and main takes its
    // commands one at a time in the order they come, so main's order is the order they were made.
    networkMode: 'always' as const,
    retry: false,
    mutationFn: async ({ quoteId, change }: QuoteCommand): Promise<QuoteChanged> => {
      let answer: Awaited<ReturnType<PriceLookupBridge['changeQuote']>>;
      try {
        answer = await bridge.changeQuote({ quoteId, change });
      } catch {
        throw new CommandRefused(null);
      }
      if (!answer.ok) throw new CommandRefused(answer.error);
      return answer.value;
    },
    onMutate: async (command: QuoteCommand): Promise<{ kept: LoadedQuotes } | undefined> => {
      // A read of the list on its way would put back what the command changes.
      await client.cancelQueries({ queryKey: quoteKeys.all, exact: true });
      const kept = keptNow();
      if (kept === undefined) return undefined;
      applied.add(command);
      show(kept);
      // The snapshot a refusal rolls back to: main's list as of its last answer.
      return { kept };
    },
    onSuccess: (answer: QuoteChanged, command: QuoteCommand): void => {
      answered(command, answer);
      // Main writes its whole list with each command: one written means all kept so far are.
      setUnwritten(answer.unwritten ?? null);
    },
    onError: (error: Error, command: QuoteCommand): void => {
      // Refused: no trace of it. Not answered or not written: shown as sent until it is sent again.
      const failure = error instanceof CommandRefused ? error : new CommandRefused(null);
      if (failure.unsent && applied.has(command))
        setUnsent([...unsent, { command, problem: failure.failure?.message ?? msg('lookup.error.noAnswer') }]);
      answered(command, null);
    },
  };

  /** Main writes the quotes it keeps; null when it did, else why not (shown until a write succeeds). */
  let writing: Promise<void> | null = null;
  const writeAgain = async (): Promise<void> => {
    // After the commands on their way: main writes in their turn, and their answers say whether it could.
    let answer: Awaited<ReturnType<PriceLookupBridge['writeQuotesAgain']>> | null = null;
    try {
      answer = await trackSave(bridge.writeQuotesAgain());
    } catch {
      answer = null;
    }
    if (answer?.ok) setUnwritten(null);
    else setUnwritten(answer === null ? msg('lookup.error.noAnswer') : answer.error.message);
  };

  /** Resolves once every command sent so far is answered (or refused) and shown, and a write asked for is done. */
  const flush = async (): Promise<void> => {
    await commandsAnswered();
    await writing;
  };
  const commandsAnswered = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): boolean => client.isMutating({ mutationKey: quoteKeys.commands }) === 0;
      if (done()) return resolve();
      const stop = client.getMutationCache().subscribe(() => {
        if (!done()) return;
        stop();
        resolve();
      });
    });

  /** Sends main one command for one quote; shown at once, then as main answers. Refused before the quotes are read. */
  const command = (made: QuoteCommand): Promise<CommandOutcome> => {
    if (shownNow() === undefined) return Promise.resolve({ ok: false, message: msg('errors.quotes.notLoaded'), unsent: false });
    sent.push({ command: made });
    const observer = new MutationObserver(client, commandOptions);
    // The window hands over to main only once this is answered.
    return trackSave(
      observer.mutate(made).then(
        (value): CommandOutcome => ({ ok: true, value }),
        (error: unknown): CommandOutcome => {
          const failure = error instanceof CommandRefused ? error : new CommandRefused(null);
          return { ok: false, message: failure.failure?.message ?? msg('lookup.error.noAnswer'), unsent: failure.unsent };
        },
      ),
    ).finally(() => observer.reset());
  };

  return {
    command,
    flush,
    /** The commands main did not answer, with why (the last is the latest). */
    unsent: (): readonly { command: QuoteCommand; problem: Message }[] => unsent,
    /** Why main could not write the quotes it keeps (null: written). */
    unwritten: (): Message | null => unwritten,
    /** Hears when the commands not answered change; returns the function that stops it. */
    onUnsent: (heard: () => void): (() => void) => {
      unsentHeard.add(heard);
      return () => void unsentHeard.delete(heard);
    },
    /**
     * "Try saving again": asks main to write the quotes it kept but could not write, and sends main every command
     * it did not answer, in the order sent.
     */
    sendAgain: (): Promise<CommandOutcome>[] => {
      const again = unsent;
      setUnsent([]);
      if (unwritten !== null) writing ??= writeAgain().finally(() => (writing = null));
      return again.map((each) => command(each.command));
    },
    /** The quotes as shown now, with a command sent a moment ago whose showing is not in the list yet (`onMutate` runs a microtask later). */
    latest: (): SavedQuotes => {
      const shown = shownNow();
      if (shown === undefined) return { quotes: [], activeId: null };
      const coming = sent.filter((each) => each.answer === undefined && !applied.has(each.command));
      const now: SavedQuotes = { quotes: shown.quotes, activeId: shown.activeId, maxQuotes: shown.maxQuotes };
      return coming.reduce((list, each) => shownBy(each.command, list), now);
    },
    /** Main's undo of the quote's last change, once every command before it is answered. */
    undo: async (quoteId: string): Promise<CommandOutcome> => {
      await flush();
      return command({ quoteId, change: { kind: 'undo' } });
    },
    /** The number and date main gave a quote (its answer to a document), in main's list and what is shown. */
    showIssue: (quoteId: string, issue: QuoteIssue): void => {
      for (const key of [quoteKeys.kept, quoteKeys.all]) {
        const loaded = client.getQueryData<LoadedQuotes>(key);
        if (loaded !== undefined) client.setQueryData(key, withIssue(loaded, quoteId, issue));
      }
    },
  };
}
