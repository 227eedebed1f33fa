import { fail, ok, type Result } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { translator } from '../shared/i18n/translator';
import type { Customer } from '../shared/customer';
import { quoteWithCustomer } from '../shared/quote/quote-customer';
import type { QuoteChange, QuoteChanged } from '../shared/quote/quote-change';
import { addQuote } from '../shared/quote/quote-model';
import { quotesAfter } from '../shared/quote/quote-change-rule';
import type { SavedQuote, SavedQuotes } from '../shared/quote/saved-quote';
import { isSent, sameContent } from '../shared/quote/sent-quote';
import { changeIntoRevision, duplicateQuote, reviseQuote } from '../shared/quote/sent-quote-model';
import { QuoteBeingSentError, QuoteSentError, QuotesNotLoadedError, type QuoteStore } from '../core/quote-store';
import { createWriteQueue, type WriteQueue } from '../core/write-queue';

/** How many of a quote's commands can be undone, newest first. */
const UNDO_DEPTH = 100;

export interface QuoteCommandsDeps {
  quoteStore: QuoteStore;
  /** The customer with this id as kept now; null when removed. */
  customer: (id: string) => Promise<Customer | null>;
  /** The UI language: a new quote is named in it ("Angebot 3"). */
  uiLanguage: () => UiLanguage;
  now: () => Date;
  /** Where the commands wait their turn; the app's, so quitting waits for a command under way (a new one when not given). */
  queue?: WriteQueue;
}

/** A quote as it was before a command: null when it was not there; `index` its place in the list. */
interface Before {
  quote: SavedQuote | null;
  index: number;
}

/** What a command makes of the list, before main's rules for sent quotes and the store's. */
type Planned =
  | {
      ok: true;
      saved: SavedQuotes;
      target: string;
      status: Message | null;
      placed?: QuoteChanged['placed'];
      /** The step an undo takes back: put back when its save is refused. */
      undoing?: Before | null;
    }
  | { ok: false; error: Result<never> };

const refused = (message: Message): Planned => ({ ok: false, error: fail('invalid-input', message) });
const missing = (): Planned => refused(msg('errors.quotes.missing'));

/** The list with one quote replaced by `changed` (the very same list when it is the very same quote). */
const replaced = (saved: SavedQuotes, changed: SavedQuote): SavedQuotes => ({
  ...saved,
  quotes: saved.quotes.map((quote) => (quote.id === changed.id ? changed : quote)),
});

/**
 * Main's quote commands: each names a quote and what changes, is applied with the one set of rules (limits,
 * numbering, what was sent goes into a revision, what is being sent is refused) and saved before it is
 * answered with the quote as kept. One command at a time; each quote's own can be undone, newest first.
 */
export function createQuoteCommands(deps: QuoteCommandsDeps) {
  const history = new Map<string, Before[]>();
  const remember = (quoteId: string, before: Before): void => {
    const steps = history.get(quoteId) ?? [];
    steps.push(before);
    if (steps.length > UNDO_DEPTH) steps.shift();
    history.delete(quoteId);
    history.set(quoteId, steps);
    // Bounded like the list: the quotes longest untouched forget their steps first.
    if (history.size > deps.quoteStore.maxQuotes) history.delete(history.keys().next().value ?? quoteId);
  };

  const plan = async (saved: SavedQuotes, quoteId: string, change: QuoteChange): Promise<Planned> => {
    const words = translator(deps.uiLanguage());
    const quote = saved.quotes.find((each) => each.id === quoteId);
    const changed = (next: SavedQuote): Planned => ({ ok: true, saved: replaced(saved, next), target: quoteId, status: null });
    switch (change.kind) {
      case 'create': {
        if (quote) return { ok: true, saved, target: quoteId, status: null };
        if (deps.quoteStore.quote(quoteId) !== null) return refused(msg('errors.quotes.missing'));
        const customer = change.customerId === undefined ? null : await deps.customer(change.customerId);
        const added = addQuote(saved, change.country, words, customer);
        if (!added.ok) return refused(added.message);
        const made = { ...added.quote, id: quoteId };
        return { ok: true, saved: { ...added.saved, quotes: [...saved.quotes, made], activeId: quoteId }, target: quoteId, status: null };
      }
      case 'undo': {
        const step = history.get(quoteId)?.pop();
        if (step === undefined) return { ok: true, saved, target: quoteId, status: null, undoing: null };
        const rest = saved.quotes.filter((each) => each.id !== quoteId);
        const quotes = step.quote === null ? rest : [...rest.slice(0, step.index), step.quote, ...rest.slice(step.index)];
        const activeId = step.quote === null ? (saved.activeId === quoteId ? null : saved.activeId) : quoteId;
        return { ok: true, saved: { ...saved, quotes, activeId }, target: quoteId, status: null, undoing: step };
      }
      case 'duplicate': {
        // Also of an archived quote (opened from the search, never in the list): the copy joins the list.
        const original = quote ?? deps.quoteStore.quote(quoteId);
        if (!original) return missing();
        const copied = duplicateQuote(saved, original, words);
        return copied.ok
          ? { ok: true, saved: copied.saved, target: copied.saved.activeId ?? quoteId, status: copied.status }
          : refused(copied.message);
      }
      default:
        break;
    }
    if (!quote) return missing();
    // Opened, deleted, a field or line changed: the one rule the window shows by too.
    const after = quotesAfter(saved, quoteId, change);
    if (after !== null) {
      if (!after.ok) return after.sent ? { ok: false, error: fail('quote-sent', after.message) } : refused(after.message);
      return { ok: true, saved: after.saved, target: quoteId, status: null, ...(after.placed ? { placed: after.placed } : {}) };
    }
    switch (change.kind) {
      case 'pickCustomer': {
        const customer = await deps.customer(change.customerId);
        if (customer === null) return { ok: false, error: fail('customer-not-found', msg('customers.error.notFound')) };
        return changed(quoteWithCustomer(quote, customer));
      }
      case 'revise': {
        if (!isSent(quote)) return refused(msg('status.error.notSent'));
        const revised = reviseQuote(saved, quote);
        return revised.ok
          ? { ok: true, saved: revised.saved, target: revised.saved.activeId ?? quoteId, status: revised.status }
          : refused(revised.message);
      }
      default:
        return missing();
    }
  };

  /** A change to a sent quote's content goes into a new revision of it, made open; the sent quote stays as sent. */
  const keepSent = (before: SavedQuotes, planned: Planned & { ok: true }): Planned => {
    const was = before.quotes.find((quote) => quote.id === planned.target);
    const now = planned.saved.quotes.find((quote) => quote.id === planned.target);
    if (planned.undoing !== undefined || was === undefined || now === undefined || !isSent(was) || sameContent(was, now)) return planned;
    const revised = changeIntoRevision(before, was, now);
    if (!revised.ok) return refused(revised.message);
    return { ok: true, saved: revised.saved, target: revised.saved.activeId ?? was.id, status: revised.status };
  };

  const run = async (quoteId: string, change: QuoteChange): Promise<Result<QuoteChanged>> => {
    let loaded: SavedQuotes;
    try {
      loaded = (await deps.quoteStore.load()).saved;
    } catch {
      return fail('quotes-unreadable', msg('errors.quotes.unreadable', { file: deps.quoteStore.file }));
    }
    const before: SavedQuotes = { quotes: loaded.quotes, activeId: loaded.activeId, maxQuotes: deps.quoteStore.maxQuotes };
    const planned = await plan(before, quoteId, change);
    if (!planned.ok) return planned.error;
    const kept = keepSent(before, planned);
    if (!kept.ok) return kept.error;
    const stamp = deps.now().toISOString();
    const was = new Map(before.quotes.map((quote, index) => [quote.id, { quote, index }]));
    const quotes = kept.saved.quotes.map((quote) => {
      const old = was.get(quote.id)?.quote;
      // Changed or new: stamped with main's clock (a quote brought back by undo keeps its own).
      return old === quote || kept.undoing !== undefined ? quote : { ...quote, updatedAt: stamp };
    });
    const changedQuotes = quotes.filter((quote) => was.get(quote.id)?.quote !== quote);
    const ids = new Set(quotes.map((quote) => quote.id));
    const removed = before.quotes.filter((quote) => !ids.has(quote.id)).map((quote) => quote.id);
    const moved = quotes.length !== before.quotes.length || quotes.some((quote, at) => before.quotes[at]?.id !== quote.id);
    let unwritten = false;
    try {
      await deps.quoteStore.save({
        quotes: changedQuotes,
        activeId: kept.saved.activeId,
        changed: { removed, ...(moved ? { order: quotes.map((quote) => quote.id) } : {}) },
      });
    } catch (error) {
      const refusal =
        error instanceof QuotesNotLoadedError
          ? fail('quotes-unreadable', error.userMessage)
          : error instanceof QuoteSentError
            ? fail('quote-sent', error.userMessage)
            : error instanceof QuoteBeingSentError
              ? fail('quote-being-sent', error.userMessage)
              : null;
      if (refusal !== null) {
        // Refused, so not taken: the undo's step stays to be taken back.
        if (kept.undoing) history.get(quoteId)?.push(kept.undoing);
        return refusal;
      }
      // Not written, but kept (the next save writes it): remembered as a written one, so an undo takes back this one.
      unwritten = true;
    }
    if (kept.undoing === undefined) {
      for (const quote of changedQuotes) remember(quote.id, was.get(quote.id) ?? { quote: null, index: quotes.indexOf(quote) });
      for (const quoteId of removed) remember(quoteId, was.get(quoteId)!);
    }
    const target = kept.target;
    return ok({
      quote: ids.has(target) ? deps.quoteStore.quote(target) : null,
      order: quotes.map((quote) => quote.id),
      activeId: kept.saved.activeId,
      status: kept.status,
      ...(planned.placed ? { placed: planned.placed } : {}),
      // Main keeps it and answers it as kept: sent again, it would be applied twice (a paste added twice).
      ...(unwritten ? { unwritten: msg('errors.quotes.unwritable', { file: deps.quoteStore.file }) } : {}),
    });
  };

  // One command at a time, in the order they came: each is planned on the list the one before left.
  const queue = deps.queue ?? createWriteQueue();
  return {
    /** Applies one command to one quote, saved before it answers. */
    changeQuote(quoteId: string, change: QuoteChange): Promise<Result<QuoteChanged>> {
      return queue.run(() => run(quoteId, change));
    },
    /** Writes the quotes as kept, in the commands' turn (after a command's write failed). */
    writeAgain(): Promise<void> {
      return queue.run(() => deps.quoteStore.writeAgain());
    },
  };
}
