import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import { renderQuoteDocument } from '../shared/quote/quote-document-html';
import { senderCountry } from '../shared/quote/address-block';
import type { DocumentCopy } from '../shared/quote/copy-shows';
import { MAX_DOCUMENT_CHARS, type QuoteDocument } from '../shared/quote/quote-document';
import type { QuoteDocumentRequest } from '../shared/quote/document-request';
import { addDays, localDay, type QuoteIssue } from '../shared/quote/quote-letter';
import { translator } from '../shared/i18n/translator';
import { LockBusyError } from '../core/file-lock';
import type { FrozenContext, RenderedDocument } from '../shared/quote/document-schema';
import type { CompanyLogoStore } from '../core/company-logo';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { QuoteNumbers } from '../core/quote-numbers';
import type { QuoteStore } from '../core/quote-store';
import type { SentDocuments } from '../core/sent-documents';
import type { SettingsState } from './settings-state';
import { quoteDocumentOf } from './quote-document-of';

/** A short reason from Chromium, for the message; never more than a line. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

export interface QuoteCopiesDeps {
  state: SettingsState;
  logos: CompanyLogoStore;
  /** The quotes, which keep each one's number and date once given. */
  quoteStore: QuoteStore;
  /** The numbers given on this installation, so none is given twice. */
  numbers: QuoteNumbers;
  /** The customer copies of sent quotes, as they were sent. */
  sentDocuments: SentDocuments;
  log: DiagnosticsLog;
  /** The regional format: money, the date, and the paper (Letter or A4). */
  regionalLocale: string;
  now: () => Date;
}

/** A document made and put out (saved or printed): what `output` answered and the quote's number and date after it. */
export interface MadeCopy<T> {
  value: T;
  issue: QuoteIssue;
}

/**
 * Numbers and draws quote documents of main's own quotes, priced by main. What was sent is never drawn
 * again: a draft's customer copy is kept (page, layout and every value it was drawn with) before it goes
 * out, and every later customer copy of the sent quote is that page. Internal copies of a sent quote are
 * drawn anew from the lines as sent with the values the quote was sent with (and today's logo); they stay
 * in the house.
 */
export function createQuoteCopies(deps: QuoteCopiesDeps) {
  const year = (day: string): number => Number(day.slice(0, 4));
  /** The quote's document as main keeps it now, priced by main. */
  const documentOf = (quoteId: string, copy: DocumentCopy): Result<QuoteDocument> => {
    const quote = deps.quoteStore.quote(quoteId);
    if (quote === null) return fail('document-failed', msg('document.error.quoteMissing'));
    return quoteDocumentOf(quote, copy, { source: deps.state.source() });
  };
  // One number at a time: a PDF and a print asked for together get one number for one quote.
  let issuing: Promise<unknown> = Promise.resolve();
  /** The quote's number and date: the kept ones, or the next number, written down before it is used. */
  const issueFor = (quoteId: string): Promise<Result<QuoteIssue>> => {
    const next = issuing.then(async (): Promise<Result<QuoteIssue>> => {
      const kept = deps.quoteStore.issue(quoteId);
      if (kept !== null) return ok(kept);
      const issuedOn = localDay(deps.now());
      const revises = deps.quoteStore.revision(quoteId);
      let number: string;
      try {
        // A revision is numbered after the quote it revises ("A-2026-0001-2"), in the same list of numbers given.
        number =
          revises === null
            ? await deps.numbers.next(deps.state.settings().documents.numberPattern, year(issuedOn), deps.quoteStore.numbers())
            : await deps.numbers.nextRevision(revises.base, deps.quoteStore.numbers());
      } catch (error) {
        if (error instanceof LockBusyError) return fail('document-failed', msg('document.error.numbersBusy'));
        return fail('document-failed', msg('document.error.numberUnwritable', { file: deps.numbers.file }));
      }
      if (deps.numbers.keptAside !== null) void deps.log.write('quote-numbers-kept-aside', { backup: deps.numbers.keptAside });
      const issue: QuoteIssue = { number, issuedOn, sentAt: null };
      // The number is on disk already; the quote's own file follows (a failure there is logged, the number stays given).
      await deps.quoteStore.keepIssue(quoteId, issue).catch(() => deps.log.write('quote-issue-unsaved', { number }));
      return ok(issue);
    });
    issuing = next.catch(() => undefined);
    return next;
  };

  /** The values a draft is drawn with now: the letter's own, else today's Settings and UI language. */
  const contextNow = (document: QuoteDocument, issue: QuoteIssue): FrozenContext => {
    const { company, documents } = deps.state.settings();
    const { letter } = document;
    const language = letter.documentLanguage ?? deps.state.uiLanguage();
    return {
      language,
      regionalLocale: deps.regionalLocale,
      company: company.name === '' && company.address.length === 0 ? null : { name: company.name, address: company.address },
      legal: {
        registerCourt: company.registerCourt,
        registerNumber: company.registerNumber,
        managingDirectors: company.managingDirectors,
        vatId: company.vatId,
      },
      senderCountry: senderCountry(company, deps.regionalLocale),
      issue: {
        number: issue.number,
        issuedOn: issue.issuedOn,
        validUntil: addDays(issue.issuedOn, letter.validityDays ?? documents.validityDays),
      },
      salesperson: documents.salesperson,
      terms: letter.terms ?? documents.terms,
      footer: documents.footer,
      letterTexts: documents.letterTexts[language],
    };
  };
  const render = async (
    document: Result<QuoteDocument>,
    context: (document: QuoteDocument) => FrozenContext,
    draft = false,
  ): Promise<Result<RenderedDocument>> => {
    if (!document.ok) return document;
    try {
      return ok(
        renderQuoteDocument(document.value, {
          ...context(document.value),
          logo: await deps.logos.dataUrl(deps.state.settings().company.logo),
          ...(draft ? { draft } : {}),
        }),
      );
    } catch (error) {
      return fail('document-failed', msg('document.error.failed', { reason: reasonOf(error) }));
    }
  };

  /** The page of a quote that was sent: the kept customer copy, or an internal copy drawn with the values it was sent with. */
  const pageOfSent = async ({ quoteId, copy }: QuoteDocumentRequest, issue: QuoteIssue): Promise<Result<RenderedDocument>> => {
    const kept = await deps.sentDocuments.read(quoteId, issue.number);
    if (copy === 'internal') return render(documentOf(quoteId, copy), (document) => kept?.context ?? contextNow(document, issue));
    // Never drawn anew under its number: without the page it was sent as, a revision (its own number) is the way.
    if (kept === null) return fail('document-failed', msg('document.error.sentCopyMissing', { number: issue.number }));
    return ok(kept.rendered);
  };

  /** The quote as sent (from now on), saved with it, and the last day it is valid as its document says (for its status). */
  const markSent = async (quoteId: string, issue: QuoteIssue, validUntil: string): Promise<QuoteIssue> => {
    const sent = { ...issue, sentAt: deps.now().toISOString(), validUntil };
    await deps.quoteStore.keepIssue(quoteId, sent).catch(() => deps.log.write('quote-issue-unsaved', { number: issue.number }));
    return sent;
  };

  // A draft's first customer copies one after another: the second finds the quote sent and goes out as the first did.
  let sending: Promise<unknown> = Promise.resolve();
  /**
   * Numbers the quote and puts its page out with `output` (a PDF saved, a print made). A draft's customer
   * copy is kept before it goes out, and the quote is marked sent once `went` says it went out.
   */
  const make = async <T>(
    request: QuoteDocumentRequest,
    output: (page: RenderedDocument) => Promise<Result<T>>,
    went: (value: T) => boolean,
  ): Promise<Result<MadeCopy<T>>> => {
    const { quoteId, copy } = request;
    // A document that cannot be made (a line not priced yet) is said before a number is given.
    if (!deps.quoteStore.issue(quoteId)?.sentAt) {
      const checked = documentOf(quoteId, copy);
      if (!checked.ok) return checked;
    }
    const issued = await issueFor(quoteId);
    if (!issued.ok) return issued;
    const putOut = async (page: Result<RenderedDocument>, issue: QuoteIssue): Promise<Result<MadeCopy<T>>> => {
      if (!page.ok) return page;
      const out = await output(page.value);
      return out.ok ? ok({ value: out.value, issue }) : out;
    };
    if (issued.value.sentAt !== null) return putOut(await pageOfSent(request, issued.value), issued.value);
    if (copy === 'internal')
      return putOut(await render(documentOf(quoteId, copy), (document) => contextNow(document, issued.value)), issued.value);
    const run = sending.then(async (): Promise<Result<MadeCopy<T>>> => {
      const issue = deps.quoteStore.issue(quoteId) ?? issued.value;
      if (issue.sentAt !== null) return putOut(await pageOfSent(request, issue), issue);
      // From the page drawn until it went out or was cancelled, the quote takes no change: the page is what is kept.
      const done = deps.quoteStore.beginSending(quoteId);
      try {
        return await sendDraft(request, issue, output, went);
      } finally {
        done();
      }
    });
    sending = run.catch(() => undefined);
    return run;
  };

  /** A draft's customer copy: drawn, kept, put out, and the quote marked sent once `went` says it went out. */
  const sendDraft = async <T>(
    { quoteId, copy }: QuoteDocumentRequest,
    issue: QuoteIssue,
    output: (page: RenderedDocument) => Promise<Result<T>>,
    went: (value: T) => boolean,
  ): Promise<Result<MadeCopy<T>>> => {
    const document = documentOf(quoteId, copy);
    if (!document.ok) return document;
    const context = contextNow(document.value, issue);
    const page = await render(document, () => context);
    if (!page.ok) return page;
    // Kept only a page that can be printed (the bound of a kept file): one too large is refused before anything is kept.
    if (page.value.html.length > MAX_DOCUMENT_CHARS) return fail('document-failed', msg('document.error.tooLarge'));
    try {
      await deps.sentDocuments.keep(quoteId, { number: issue.number, rendered: page.value, context });
    } catch {
      return fail('document-failed', msg('document.error.sentCopyUnwritable', { file: deps.sentDocuments.file(quoteId) }));
    }
    const out = await output(page.value);
    if (!out.ok) return out;
    return ok({ value: out.value, issue: went(out.value) ? await markSent(quoteId, issue, context.issue.validUntil) : issue });
  };

  /**
   * The customer letter of a quote as it is now, to look at: marked as a draft, no number given or kept,
   * nothing marked sent. A sent quote's preview is the page it was sent as.
   */
  const preview = async (quoteId: string): Promise<Result<RenderedDocument>> => {
    const issue = deps.quoteStore.issue(quoteId);
    if (issue?.sentAt) return pageOfSent({ quoteId, copy: 'customer' }, issue);
    const document = documentOf(quoteId, 'customer');
    if (!document.ok) return document;
    const language = document.value.letter.documentLanguage ?? deps.state.uiLanguage();
    const { t } = translator(language);
    const draftIssue: QuoteIssue = { number: issue?.number ?? t('document.draftNumber'), issuedOn: localDay(deps.now()), sentAt: null };
    return render(document, (drawn) => contextNow(drawn, draftIssue), true);
  };

  return { make, documentOf, preview };
}
