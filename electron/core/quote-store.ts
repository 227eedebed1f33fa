import { join } from 'node:path';
import { msg, type Message } from '../shared/i18n/catalogue';
import { MAX_QUOTE_LINES, MAX_QUOTES } from '../shared/quote/quote-limits';
import type { QuoteIssue } from '../shared/quote/quote-letter';
import {
  lineFactor,
  type KeptPricing,
  type QuotesEdit,
  type SavedQuote,
  type SavedQuoteLine,
  type SavedQuotes,
} from '../shared/quote/saved-quote';
import { isSent, sameContent, type QuoteRevision } from '../shared/quote/sent-quote';
import type { LookupRequest } from '../shared/lookup-input';
import type { CountryCode } from '../shared/countries';
import { withCustomersCountries } from '../shared/quote/quote-customer';
import { validKeptPricing } from '../shared/quote/kept-pricing';
import { writeFileAtomic } from './atomic-file';
import { QUOTES_FILE_NAME, readQuotesFile } from './quote-file';
import { ARCHIVE_DIR_NAME, archiveOld, createQuoteArchive } from './quote-archive';
import type { StatusClock } from '../shared/quote/quote-status';
import { createWriteQueue } from './write-queue';

/** Saving before the quotes were read, or after reading failed, would replace what is on disk. */
export class QuotesNotLoadedError extends Error {
  /** What the user is told. */
  readonly userMessage: Message = msg('errors.quotes.notLoaded');
  constructor() {
    super('The saved quotes have not been read, so they are not overwritten.');
    this.name = 'QuotesNotLoadedError';
  }
}

/** A save that would change what a quote sent to the customer says: refused as a whole, nothing is written. */
export class QuoteSentError extends Error {
  /** What the user is told. */
  readonly userMessage: Message;
  constructor(readonly number: string) {
    super(`Quote ${number} was sent; a save that changes it is refused.`);
    this.name = 'QuoteSentError';
    this.userMessage = msg('errors.quotes.sent', { number });
  }
}

/**
 * A change to a quote whose customer copy is being made (a PDF saved, a print dialog open, an e-mail's PDF):
 * refused as a whole, nothing is written. What goes out is what is kept: the page, and the lines under its number.
 */
export class QuoteBeingSentError extends Error {
  /** What the user is told. */
  readonly userMessage: Message;
  constructor(
    readonly quoteId: string,
    readonly number: string,
  ) {
    super(`Quote ${number} is being sent; a change to it is refused until that is done.`);
    this.name = 'QuoteBeingSentError';
    this.userMessage = msg('errors.quotes.beingSent', { number });
  }
}

export interface QuoteStore {
  readonly file: string;
  /** How many quotes the window may make (its limit, enforced where the user makes one); main reads and saves more, never failing on it. */
  readonly maxQuotes: number;
  /**
   * Reads the quotes, after every save asked for before. A quote or line that cannot be read is left out
   * alone (the file as it was copied aside, `notice` says so); a file that cannot be read at all is kept
   * aside. Rejects when the file cannot be read, moved or copied; a quote store once loaded stays loaded.
   */
  load(): Promise<{ saved: SavedQuotes; notice: Message | null }>;
  /**
   * Saves a change of main's quote commands; each line keeps the pricing main kept for it (also a line
   * that comes back, e.g. a deleted quote restored). Refuses (QuotesNotLoadedError) until a load has succeeded,
   * and (QuoteSentError) an edit that changes the lines, factor, country or letter of a quote that was sent:
   * what was sent is never changed under its number. A revision's link is kept only when it names a quote
   * sent with that number, and then as main first kept it.
   */
  save(edit: QuotesEdit): Promise<void>;
  /** The quote a quote revises, as main kept it (also of a quote deleted in this run); null for none. */
  revision(quoteId: string): QuoteRevision | null;
  /** A quote as main holds it now (or a sent quote deleted in this run), with the pricing kept for each line; null for none. */
  quote(quoteId: string): SavedQuote | null;
  /** A line as main holds it now (or of a sent quote deleted in this run), with its quote; null when there is no such line. */
  line(quoteId: string, lineId: string): { quote: SavedQuote; line: SavedQuoteLine } | null;
  /**
   * Keeps what a line was priced at, saved with it. A line not (or not yet) known gets it when a save
   * brings it; a line priced since for another article, country or factor does not, nor a line of a
   * quote that was sent (it keeps what it was sent with).
   */
  keepPricing(quoteId: string, lineId: string, artnr: string, pricing: KeptPricing): Promise<void>;
  /** The number and date a quote was issued with, also of a quote deleted (and perhaps restored) in this run. */
  issue(quoteId: string): QuoteIssue | null;
  /**
   * Keeps a quote's number and date (or marks it sent), saved with it before this resolves. A quote not
   * (or not yet) saved gets it when a save brings it.
   */
  keepIssue(quoteId: string, issue: QuoteIssue): Promise<void>;
  /** The numbers of every quote kept (and deleted in this run): none of them is given again. */
  numbers(): string[];
  /**
   * The quote's customer copy is being made from now until the returned function is called (done or
   * cancelled): a save that changes its content or removes it is refused (QuoteBeingSentError), and no pricing
   * is kept for its lines, so the page that goes out and the quote kept under its number agree.
   */
  beginSending(quoteId: string): () => void;
  /** Whether a customer copy of the quote is being made now (beginSending). */
  isBeingSent(quoteId: string): boolean;
  /** Resolves once every save asked for so far has finished. */
  flush(): Promise<void>;
  /** Writes the quotes as main keeps them now (after a write failed: "Try saving again"); rejects when it fails again. */
  writeAgain(): Promise<void>;
  /** The quotes in the archive (read with the list): found by the search, opened read-only, never numbered again. */
  archived(): readonly SavedQuote[];
}

const EMPTY: SavedQuotes = { quotes: [], activeId: null };

/** How long kept pricings wait to be written with the ones that follow. */
export const PRICING_WRITE_DELAY_MS = 250;

/** Whether a pricing was made for this line as it stands. */
const pricedFor = (quote: Pick<SavedQuote, 'country' | 'factor'>, line: SavedQuoteLine, artnr: string, pricing: KeptPricing): boolean =>
  line.artnr === artnr && pricing.country === quote.country && pricing.factor === lineFactor(quote, line);

/**
 * Every quote after an edit: an edit of only the changed quotes (`changed`) applied to those kept, each
 * changed quote in its place, the removed ones gone, new ones where the order puts them (else at the end);
 * a quote the order does not name stays, after it. An edit of every quote is that list.
 */
function everyQuote(kept: readonly SavedQuote[], edit: QuotesEdit): readonly (SavedQuote | QuotesEdit['quotes'][number])[] {
  if (!edit.changed) return edit.quotes;
  const removed = new Set(edit.changed.removed);
  const changed = new Map(edit.quotes.map((quote) => [quote.id, quote]));
  const byId = new Map<string, SavedQuote | QuotesEdit['quotes'][number]>();
  for (const quote of kept) if (!removed.has(quote.id)) byId.set(quote.id, changed.get(quote.id) ?? quote);
  for (const quote of edit.quotes) if (!removed.has(quote.id)) byId.set(quote.id, quote);
  const order = [...new Set(edit.changed.order ?? byId.keys())];
  const placed = order.flatMap((quoteId) => byId.get(quoteId) ?? []);
  const named = new Set(order);
  return [...placed, ...[...byId.values()].filter((quote) => !named.has(quote.id))];
}

/** Quotes as JSON in the user data folder, written atomically; a broken file is kept aside, never replaced unread. */
export function createQuoteStore(
  dir: string,
  now: () => Date = () => new Date(),
  options: {
    maxQuotes?: number;
    /** The clock "old" is decided by (isArchivable), with Settings' validity; none: nothing goes to the archive on load. */
    archiveClock?: () => StatusClock;
    /**
     * A customer's country from the customer list (null: none, or no such customer): a draft saved before
     * recipients kept a country takes its customer's when read (withCustomersCountries); none: read as saved.
     */
    customerCountry?: (customerId: string) => Promise<CountryCode | null>;
  } = {},
): QuoteStore {
  const file = join(dir, QUOTES_FILE_NAME);
  const archive = createQuoteArchive(join(dir, ARCHIVE_DIR_NAME), now);
  const queue = createWriteQueue();
  let current: SavedQuotes | null = null;
  // Kept beside the list, oldest first, within a bound: pricings of lines not on any quote now (removed, or priced
  // before their save arrived), numbers of quotes not in the list (deleted, or issued before their first save),
  // quotes sent and then removed (they may come back, as they were sent) and their revisions' links.
  const keepBounded = <T>(map: Map<string, T>, key: string, value: T, limit: number = MAX_QUOTES): void => {
    map.delete(key);
    map.set(key, value);
    if (map.size > limit) map.delete(map.keys().next().value ?? key);
  };
  // How many customer copies of each quote are being made now.
  const sending = new Map<string, number>();
  const loose = new Map<string, KeptPricing>();
  const keepLoose = (lineId: string, pricing: KeptPricing): void => keepBounded(loose, lineId, pricing, MAX_QUOTE_LINES);
  const looseIssues = new Map<string, QuoteIssue>();
  const looseSent = new Map<string, SavedQuote>();
  const looseRevisions = new Map<string, QuoteRevision>();
  const listed = (quoteId: string): SavedQuote | undefined => current?.quotes.find((quote) => quote.id === quoteId);
  const keepLooseQuote = (quote: SavedQuote): void => {
    if (isSent(quote)) keepBounded(looseSent, quote.id, quote);
    if (quote.revises) keepBounded(looseRevisions, quote.id, quote.revises);
  };
  const findLine = (lineId: string): { quote: SavedQuote; line: SavedQuoteLine } | null => {
    for (const quote of current?.quotes ?? []) for (const line of quote.lines) if (line.id === lineId) return { quote, line };
    return null;
  };
  const writeList = (): Promise<void> => writeFileAtomic(file, `${JSON.stringify({ version: 1, data: current ?? EMPTY })}\n`);
  // One write for any number of changes asked for while it waits: it writes the quotes as they are when it starts.
  let pending: Promise<void> | null = null;
  const write = (): Promise<void> => {
    if (soon !== null) {
      // Written now with whatever asked for it: those waiting for the delayed write get this one.
      const waiting = soon;
      soon = null;
      clearTimeout(waiting.timer);
      const written = write();
      waiting.done(written);
      return written;
    }
    pending ??= queue.run(async () => {
      pending = null;
      await writeList();
    });
    return pending;
  };
  // Answers of a long quote arrive many a second: they are written together a moment later, not one file each.
  let soon: { timer: NodeJS.Timeout; written: Promise<void>; done: (written: Promise<void>) => void } | null = null;
  const writeSoon = (): Promise<void> => {
    if (soon === null) {
      let done: (written: Promise<void>) => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        done = resolve;
      });
      soon = { timer: setTimeout(() => void write(), PRICING_WRITE_DELAY_MS), written, done };
    }
    return soon.written;
  };
  return {
    file,
    maxQuotes: options.maxQuotes ?? MAX_QUOTES,
    load() {
      // In the write queue: a load waits for the saves asked for before it, and a save asked for after it lands after it.
      return queue.run(async () => {
        if (current !== null) return { saved: current, notice: null };
        const asRead = await readQuotesFile(file, now);
        // Kept in memory, written with the next save: the letter and every copy made from main's quote have it now.
        const read =
          options.customerCountry === undefined
            ? asRead
            : { ...asRead, saved: { ...asRead.saved, quotes: await withCustomersCountries(asRead.saved.quotes, options.customerCountry) } };
        const notices = await archive.load().catch(() => [msg('errors.quotes.archiveProblem', { folder: archive.dir })]);
        if (options.archiveClock === undefined) {
          current = read.saved;
          return { saved: current, notice: read.notice ?? notices[0] ?? null };
        }
        const archived = await archiveOld(read.saved, archive, options.archiveClock());
        current = archived.saved;
        // The archive has them now: a crash before this write (or its failure, until a save) leaves them in both, and the next load drops them here.
        if (archived.moved) await writeList().catch(() => undefined);
        return { saved: current, notice: read.notice ?? notices[0] ?? archived.notice };
      });
    },
    save(edit) {
      const before = current;
      if (before === null) return Promise.reject(new QuotesNotLoadedError());
      const edited = everyQuote(before.quotes, edit);
      const kept = new Map<string, KeptPricing>();
      for (const quote of before.quotes) for (const line of quote.lines) if (line.pricing) kept.set(line.id, line.pricing);
      const issues = new Map<string, QuoteIssue>();
      for (const quote of before.quotes) if (quote.issue) issues.set(quote.id, quote.issue);
      // What was sent is never changed under its number: such an edit is refused before anything changes.
      const sent = new Map<string, SavedQuote>([...looseSent, ...before.quotes.filter(isSent).map((quote) => [quote.id, quote] as const)]);
      for (const quote of edited) {
        const was = sent.get(quote.id) ?? archive.quote(quote.id);
        if (was?.issue && !sameContent(was, quote)) return Promise.reject(new QuoteSentError(was.issue.number));
      }
      // Nor what is being sent: the page is made, the quote under its number must say what it says.
      const editedById = new Map(edited.map((quote) => [quote.id, quote]));
      for (const quoteId of sending.keys()) {
        const was = before.quotes.find((quote) => quote.id === quoteId);
        if (was === undefined) continue;
        const now = editedById.get(quoteId);
        if (now === undefined || !sameContent(was, now)) return Promise.reject(new QuoteBeingSentError(quoteId, was.issue?.number ?? ''));
      }
      const issueOf = (quoteId: string): { issue?: QuoteIssue } => {
        const issue = issues.get(quoteId) ?? looseIssues.get(quoteId);
        issues.delete(quoteId);
        looseIssues.delete(quoteId);
        return issue ? { issue } : {};
      };
      const known = new Set([...before.quotes.map((quote) => quote.id), ...looseIssues.keys(), ...looseSent.keys()]);
      const byId = new Map(before.quotes.map((quote) => [quote.id, quote]));
      const revisionOf = (quoteId: string, proposed: QuoteRevision | undefined): { revises?: QuoteRevision } => {
        const kept = byId.get(quoteId)?.revises ?? looseRevisions.get(quoteId);
        looseRevisions.delete(quoteId);
        if (kept) return { revises: kept };
        // Only a quote new to main can be a revision, and only of a quote sent with the number it names.
        if (proposed === undefined || known.has(quoteId)) return {};
        const revised = byId.get(proposed.quoteId) ?? looseSent.get(proposed.quoteId);
        if (!revised?.issue?.sentAt || revised.issue.number !== proposed.number) return {};
        return { revises: { quoteId: revised.id, number: revised.issue.number, base: revised.revises?.base ?? revised.issue.number } };
      };
      // The customer a quote is for; a sent quote stays for the one it was sent to.
      const customerOf = (quoteId: string, proposed: string | undefined): { customerId?: string } => {
        const was = sent.get(quoteId);
        const customerId = was?.issue ? was.customerId : proposed;
        return customerId === undefined ? {} : { customerId };
      };
      // A duplicate's line takes the pricing of the line it was copied from, where that holds for it as for a draft's.
      const copiedPricing = (
        from: { quoteId: string; lineId: string } | undefined,
        request: Pick<LookupRequest, 'artnr' | 'country' | 'factor'>,
      ): KeptPricing | undefined => {
        const original = from && (byId.get(from.quoteId) ?? looseSent.get(from.quoteId) ?? archive.quote(from.quoteId));
        const line = original?.lines.find((each) => each.id === from?.lineId);
        if (!line?.pricing) return undefined;
        return validKeptPricing({}, line, request, line.pricing.source) ?? undefined;
      };
      const quotes = edited.map(
        ({
          id: quoteId,
          name,
          country,
          factor: quoteFactor,
          priceBasis,
          vat,
          updatedAt,
          letter,
          revises,
          customerId,
          lines,
        }): SavedQuote => ({
          id: quoteId,
          name,
          country,
          factor: quoteFactor,
          ...(priceBasis ? { priceBasis } : {}),
          ...(vat ? { vat } : {}),
          updatedAt,
          ...(letter ? { letter } : {}),
          ...customerOf(quoteId, customerId),
          // Main's alone: a number that came with an edit is never kept.
          ...issueOf(quoteId),
          ...revisionOf(quoteId, revises),
          // Only these fields of an edit: a pricing that came with it is not main's, and is never kept.
          lines: lines.map(({ id, artnr, quantity, factor, description, copiedFrom }): SavedQuoteLine => {
            const pricing = kept.get(id) ?? loose.get(id) ?? copiedPricing(copiedFrom, { artnr, country, factor: factor ?? quoteFactor });
            kept.delete(id);
            loose.delete(id);
            const line = description ? { id, artnr, quantity, factor, description } : { id, artnr, quantity, factor };
            return pricing ? { ...line, pricing } : line;
          }),
        }),
      );
      // What is left belonged to lines and quotes the edit removed.
      for (const [lineId, pricing] of kept) keepLoose(lineId, pricing);
      for (const [quoteId, issue] of issues) keepBounded(looseIssues, quoteId, issue);
      const staying = new Set(quotes.map((quote) => quote.id));
      for (const quote of before.quotes) if (!staying.has(quote.id)) keepLooseQuote(quote);
      for (const quoteId of staying) looseSent.delete(quoteId);
      current = { quotes, activeId: edit.activeId };
      return write();
    },
    quote: (quoteId) => listed(quoteId) ?? looseSent.get(quoteId) ?? archive.quote(quoteId),
    line(quoteId, lineId) {
      const found = findLine(lineId);
      if (found !== null) return found.quote.id === quoteId ? found : null;
      // A sent quote deleted in this run is still answered as it was sent.
      const sent = looseSent.get(quoteId) ?? archive.quote(quoteId);
      const line = sent?.lines.find((each) => each.id === lineId);
      return sent && line ? { quote: sent, line } : null;
    },
    keepPricing(quoteId, lineId, artnr, pricing) {
      const found = findLine(lineId);
      if (current === null || found === null) {
        // A deleted sent quote's line keeps what it was sent with, for when the quote comes back.
        if ([...looseSent.values()].some((quote) => quote.lines.some((line) => line.id === lineId))) return Promise.resolve();
        keepLoose(lineId, pricing);
        return Promise.resolve();
      }
      if (found.quote.id !== quoteId || isSent(found.quote) || sending.has(quoteId) || !pricedFor(found.quote, found.line, artnr, pricing))
        return Promise.resolve();
      current = {
        ...current,
        quotes: current.quotes.map((quote) =>
          quote !== found.quote
            ? quote
            : { ...quote, lines: quote.lines.map((line) => (line === found.line ? { ...line, pricing } : line)) },
        ),
      };
      return writeSoon();
    },
    revision: (quoteId) => listed(quoteId)?.revises ?? looseRevisions.get(quoteId) ?? archive.quote(quoteId)?.revises ?? null,
    issue: (quoteId) => listed(quoteId)?.issue ?? looseIssues.get(quoteId) ?? archive.quote(quoteId)?.issue ?? null,
    keepIssue(quoteId, issue) {
      if (current === null || !listed(quoteId)) {
        keepBounded(looseIssues, quoteId, issue);
        return Promise.resolve();
      }
      current = { ...current, quotes: current.quotes.map((quote) => (quote.id === quoteId ? { ...quote, issue } : quote)) };
      return write();
    },
    numbers: () => [
      ...(current?.quotes ?? []).flatMap((quote) => (quote.issue ? [quote.issue.number] : [])),
      ...[...looseIssues.values()].map((issue) => issue.number),
      ...archive.quotes().flatMap((quote) => (quote.issue ? [quote.issue.number] : [])),
    ],
    archived: () => archive.quotes(),
    beginSending(quoteId) {
      sending.set(quoteId, (sending.get(quoteId) ?? 0) + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (sending.get(quoteId) ?? 1) - 1;
        if (left > 0) sending.set(quoteId, left);
        else sending.delete(quoteId);
      };
    },
    isBeingSent: (quoteId) => sending.has(quoteId),
    flush: () => {
      if (soon !== null) void write();
      return queue.idle();
    },
    writeAgain: () => (current === null ? Promise.reject(new QuotesNotLoadedError()) : write()),
  };
}
