import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import type { AppState } from '../shared/ipc-contract';
import { renderQuoteDocument, type RenderedDocument } from '../shared/quote/quote-document-html';
import type { QuoteDocument } from '../shared/quote/quote-document';
import { addDays, keptFooterColumns, localDay, type LetterTexts, type QuoteIssue } from '../shared/quote/quote-letter';
import { suggestedFileName } from '../shared/file-name';
import { translator } from '../shared/i18n/translator';
import type { DiagnosticsLog } from '../core/diagnostics-log';
import type { QuoteNumbers } from '../core/quote-numbers';
import type { QuoteStore } from '../core/quote-store';
import { writeFileAtomic } from '../core/atomic-file';
import { LOGO_MAX_BYTES, readLogoCandidate, type CompanyLogoStore } from '../core/company-logo';
import type { IpcCaller } from './ipc-caller';
import { accepts } from './ipc-requests';
import type { MainState } from './main-state';
import { DocumentTooLargeError, type QuotePrinter } from './quote-printer';

export interface DocumentDeps {
  state: MainState;
  printer: QuotePrinter;
  logos: CompanyLogoStore;
  /** The quotes, which keep each one's number and date once given. */
  quoteStore: QuoteStore;
  /** The numbers given on this installation, so none is given twice. */
  numbers: QuoteNumbers;
  log: DiagnosticsLog;
  /** The regional format: money, the date, and the paper (Letter or A4). */
  regionalLocale: string;
  now: () => Date;
  /** The save dialog (as for CSV); the suggested name's extension picks its filter. */
  chooseSavePath: (suggestedName: string, caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** Electron's open dialog for an image, worded in the UI language; null when the user cancels. */
  chooseImagePath: (caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
}

/** A short reason from Chromium, for the message; never more than a line. */
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

/** Chromium's failure as the user reads it; a document too large for it says what helps. */
const documentFailure = (error: unknown, key: 'document.error.failed' | 'document.error.printFailed') =>
  fail('document-failed', error instanceof DocumentTooLargeError ? msg('document.error.tooLarge') : msg(key, { reason: reasonOf(error) }));

/** A language's letter texts as kept: each trimmed (an empty one is none). */
const trimmedTexts = (texts: LetterTexts): LetterTexts => ({
  salutation: texts.salutation.trim(),
  intro: texts.intro.trim(),
  closing: texts.closing.trim(),
});

/** Two footers alike, column by column. */
const sameFooter = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((column, i) => column === b[i]);

/** Saving a quote as PDF, printing it, the company block and the document settings. */
export function createDocumentHandlers(deps: DocumentDeps) {
  const year = (day: string): number => Number(day.slice(0, 4));
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
      } catch {
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
  /** The quote as sent: the first customer PDF saved or customer print made (an internal copy stays in the house). */
  const markSent = async (document: QuoteDocument, issue: QuoteIssue): Promise<QuoteIssue> => {
    const quoteId = document.quoteId;
    if (issue.sentAt !== null || document.copy !== 'customer') return issue;
    const sent = { ...issue, sentAt: deps.now().toISOString() };
    await deps.quoteStore.keepIssue(quoteId, sent).catch(() => deps.log.write('quote-issue-unsaved', { number: issue.number }));
    return sent;
  };

  const render = async (document: QuoteDocument, issue: QuoteIssue): Promise<Result<RenderedDocument>> => {
    const { company, documents } = deps.state.settings();
    const { letter } = document;
    try {
      return ok(
        renderQuoteDocument(document, {
          language: letter.documentLanguage ?? deps.state.uiLanguage(),
          regionalLocale: deps.regionalLocale,
          company: company.name === '' && company.address.length === 0 ? null : { name: company.name, address: company.address },
          legal: company,
          logo: await deps.logos.dataUrl(company.logo),
          issue: {
            number: issue.number,
            issuedOn: issue.issuedOn,
            validUntil: addDays(issue.issuedOn, letter.validityDays ?? documents.validityDays),
          },
          salesperson: documents.salesperson,
          terms: letter.terms ?? documents.terms,
          footer: documents.footer,
          letterTexts: documents.letterTexts[letter.documentLanguage ?? deps.state.uiLanguage()],
        }),
      );
    } catch (error) {
      return fail('document-failed', msg('document.error.failed', { reason: reasonOf(error) }));
    }
  };
  /** "<number> <customer>.pdf" (the quote's name without a customer), safe on Windows and macOS. */
  const fileName = (document: QuoteDocument, number: string): string => {
    const { t } = translator(deps.state.uiLanguage());
    const who = document.letter.recipient?.name || document.name;
    const name = `${number} ${who}`.trim();
    return suggestedFileName(
      document.copy === 'internal' ? t('document.internalFileName', { name }) : name,
      'pdf',
      t('document.fallbackName'),
    );
  };
  const snapshot = async (): Promise<Result<AppState>> => ok(await deps.state.snapshot());

  return {
    saveQuotePdf: accepts('saveQuotePdf', async ({ document }, caller) => {
      const kept = deps.quoteStore.issue(document.quoteId);
      const revises = deps.quoteStore.revision(document.quoteId);
      let number: string;
      try {
        // Named with the number it will get; it is given only once the user has chosen where the file goes.
        number =
          kept?.number ??
          (revises === null
            ? await deps.numbers.peek(deps.state.settings().documents.numberPattern, year(localDay(deps.now())), deps.quoteStore.numbers())
            : await deps.numbers.peekRevision(revises.base, deps.quoteStore.numbers()));
      } catch {
        return fail('document-failed', msg('document.error.numberUnwritable', { file: deps.numbers.file }));
      }
      const path = await deps.chooseSavePath(fileName(document, number), caller, deps.state.uiLanguage());
      if (path === null) return ok({ path: null, issue: kept });
      const issued = await issueFor(document.quoteId);
      if (!issued.ok) return issued;
      const rendered = await render(document, issued.value);
      if (!rendered.ok) return rendered;
      let pdf: Uint8Array;
      try {
        pdf = await deps.printer.pdf(rendered.value.html, rendered.value.layout);
      } catch (error) {
        return documentFailure(error, 'document.error.failed');
      }
      try {
        await writeFileAtomic(path, pdf);
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
      }
      return ok({ path, issue: await markSent(document, issued.value) });
    }),
    printQuote: accepts('printQuote', async ({ document }, caller) => {
      const issued = await issueFor(document.quoteId);
      if (!issued.ok) return issued;
      const rendered = await render(document, issued.value);
      if (!rendered.ok) return rendered;
      let printed: boolean;
      try {
        printed = await deps.printer.print(rendered.value.html, rendered.value.layout, caller);
      } catch (error) {
        return documentFailure(error, 'document.error.printFailed');
      }
      return ok({ printed, issue: printed ? await markSent(document, issued.value) : issued.value });
    }),
    setCompany: accepts('setCompany', async (request) =>
      deps.state.policies().companyLocked
        ? fail('invalid-input', msg('policy.error.locked'), 'name')
        : deps.state.update({
            company: {
              ...deps.state.ownSettings().company,
              name: request.name.trim(),
              address: request.address.map((line) => line.trim()).filter((line) => line !== ''),
              registerCourt: request.registerCourt.trim(),
              registerNumber: request.registerNumber.trim(),
              managingDirectors: request.managingDirectors.trim(),
              vatId: request.vatId.trim(),
            },
          }),
    ),
    setDocumentSettings: accepts('setDocumentSettings', async (request) => {
      // Empty columns at the end are none; an empty one between keeps its place.
      const footer = keptFooterColumns(request.footer.map((column) => column.trim()));
      const footerLocked = deps.state.policies().footerLocked;
      // IT's footer is shown, and sent back, as it is: any other is a change the window may not make.
      if (footerLocked && !sameFooter(footer, deps.state.settings().documents.footer))
        return fail('invalid-input', msg('policy.error.locked'), 'footer');
      return deps.state.update({
        documents: {
          ...request,
          numberPattern: request.numberPattern.trim(),
          salesperson: {
            name: request.salesperson.name.trim(),
            phone: request.salesperson.phone.trim(),
            email: request.salesperson.email.trim(),
          },
          terms: request.terms.trim(),
          letterTexts: {
            de: trimmedTexts(request.letterTexts.de),
            en: trimmedTexts(request.letterTexts.en),
          },
          // Under IT's footer the user's own stays saved, for when IT removes it.
          footer: footerLocked ? deps.state.ownSettings().documents.footer : footer,
        },
      });
    }),
    chooseCompanyLogo: accepts('chooseCompanyLogo', async (_request, caller) => {
      const path = await deps.chooseImagePath(caller, deps.state.uiLanguage());
      if (path === null) return snapshot();
      const candidate = await readLogoCandidate(path);
      if (!candidate.ok) {
        const limit = `${LOGO_MAX_BYTES / 1024 / 1024} MB`;
        const message =
          candidate.reason === 'too-large'
            ? msg('document.error.logoTooLarge', { limit, file: path })
            : candidate.reason === 'not-image'
              ? msg('document.error.logoNotImage', { file: path })
              : msg('document.error.logoUnreadable', { file: path });
        return fail('invalid-input', message, 'logo');
      }
      try {
        await deps.logos.keep(candidate.kind, candidate.bytes);
      } catch {
        return fail('settings-unwritable', msg('errors.export.unwritable', { file: deps.logos.file(candidate.kind) }));
      }
      // The user's own block beneath: IT's name and address must not be saved as theirs.
      return deps.state.update({ company: { ...deps.state.ownSettings().company, logo: candidate.kind } });
    }),
    removeCompanyLogo: accepts('removeCompanyLogo', async () => {
      if (deps.state.settings().company.logo === null) return snapshot();
      const updated = await deps.state.update({ company: { ...deps.state.ownSettings().company, logo: null } });
      await deps.logos.remove().catch(() => undefined);
      return updated;
    }),
  };
}
