import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import type { AppState } from '../shared/ipc-contract';
import { EMPTY_LETTER, localDay, type QuoteIssue } from '../shared/quote/quote-letter';
import type { SavedQuote } from '../shared/quote/saved-quote';
import type { DocumentCopy } from '../shared/quote/copy-shows';
import { suggestedFileName } from '../shared/file-name';
import { translator } from '../shared/i18n/translator';
import { writeFileAtomic } from '../core/atomic-file';
import { LOGO_MAX_BYTES, readLogoCandidate } from '../core/company-logo';
import type { IpcCaller } from './ipc-caller';
import { accepts } from './accepts';
import { createQuoteCopies, reasonOf, type QuoteCopiesDeps } from './quote-copies';
import { DocumentTooLargeError, type QuotePrinter } from './quote-printer';
import { PrintSurfaceTimeoutError } from './warm-print-surface';
import { createMailHandlers, type MailDeps } from './mail-handlers';

export interface DocumentDeps extends QuoteCopiesDeps, Omit<MailDeps, keyof QuoteCopiesDeps> {
  printer: QuotePrinter;
  /** The save dialog (as for CSV); the suggested name's extension picks its filter. */
  chooseSavePath: (suggestedName: string, caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
  /** Where a letter looked at (previewQuote) is written as PDF, the last of each quote replacing the one before. */
  previewDir: string;
  /** Opens a file with the system's program for it (shell.openPath); false when it could not. */
  openFile: (path: string) => Promise<boolean>;
  /** Electron's open dialog for an image, worded in the UI language; null when the user cancels. */
  chooseImagePath: (caller: IpcCaller, language: UiLanguage) => Promise<string | null>;
}

/** Chromium's failure as the user reads it; a document too large for it says what helps. */
const documentFailure = (error: unknown, key: 'document.error.failed' | 'document.error.printFailed') =>
  fail(
    'document-failed',
    error instanceof DocumentTooLargeError
      ? msg('document.error.tooLarge')
      : error instanceof PrintSurfaceTimeoutError
        ? msg('document.error.timedOut', { seconds: error.seconds })
        : msg(key, { reason: reasonOf(error) }),
  );

/** Saving a quote as PDF, printing it, and the company's logo. */
export function createDocumentHandlers(deps: DocumentDeps) {
  const year = (day: string): number => Number(day.slice(0, 4));
  const copies = createQuoteCopies(deps);
  /** "<number> <customer>.pdf" (the quote's name without a customer), safe on Windows and macOS. */
  const fileName = (quote: SavedQuote, copy: DocumentCopy, number: string): string => {
    const { t } = translator(deps.state.uiLanguage());
    const who = (quote.letter ?? EMPTY_LETTER).recipient?.name || quote.name;
    const name = `${number} ${who}`.trim();
    return suggestedFileName(copy === 'internal' ? t('document.internalFileName', { name }) : name, 'pdf', t('document.fallbackName'));
  };
  const snapshot = async (): Promise<Result<AppState>> => ok(await deps.state.snapshot());
  const mail = createMailHandlers(deps, copies, (quote, number) => fileName(quote, 'customer', number));

  return {
    sendQuoteByMail: accepts('sendQuoteByMail', mail.sendQuoteByMail),
    /** The customer's answer to a sent quote, kept with its issue: what was sent stays as it was. */
    markQuoteOutcome: accepts('markQuoteOutcome', async ({ quoteId, outcome }) => {
      await deps.quoteStore.load().catch(() => undefined);
      const issue = deps.quoteStore.issue(quoteId);
      if (deps.quoteStore.quote(quoteId) === null) return fail('document-failed', msg('document.error.quoteMissing'));
      if (!issue?.sentAt) return fail('invalid-input', msg('status.error.notSent'));
      const marked: QuoteIssue = { ...issue, outcome: outcome === null ? null : { kind: outcome, at: deps.now().toISOString() } };
      try {
        await deps.quoteStore.keepIssue(quoteId, marked);
      } catch {
        return fail('quotes-unwritable', msg('errors.quotes.unwritable', { file: deps.quoteStore.file }));
      }
      return ok({ issue: marked });
    }),
    saveQuotePdf: accepts('saveQuotePdf', async (request, caller) => {
      const { quoteId, copy } = request;
      // The window reads the quotes before it shows one; a store not read yet is read now (never written over unread).
      await deps.quoteStore.load().catch(() => undefined);
      const quote = deps.quoteStore.quote(quoteId);
      if (quote === null) return fail('document-failed', msg('document.error.quoteMissing'));
      const kept = deps.quoteStore.issue(quoteId);
      // A document that cannot be made (a line not priced yet) is said before the user chooses where it goes.
      if (!kept?.sentAt) {
        const checked = copies.documentOf(quoteId, copy);
        if (!checked.ok) return checked;
      }
      const revises = deps.quoteStore.revision(quoteId);
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
      const path = await deps.chooseSavePath(fileName(quote, copy, number), caller, deps.state.uiLanguage());
      if (path === null) return ok({ path: null, issue: kept });
      const made = await copies.make(
        request,
        async (page): Promise<Result<string>> => {
          let pdf: Uint8Array;
          try {
            pdf = await deps.printer.pdf(page.html, page.layout);
          } catch (error) {
            return documentFailure(error, 'document.error.failed');
          }
          try {
            await writeFileAtomic(path, pdf);
          } catch {
            return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
          }
          return ok(path);
        },
        () => true,
      );
      return made.ok ? ok({ path: made.value.value, issue: made.value.issue }) : made;
    }),
    /** The customer letter to look at: a draft PDF without a number, opened; nothing is numbered or sent. */
    previewQuote: accepts('previewQuote', async ({ quoteId }) => {
      await deps.quoteStore.load().catch(() => undefined);
      const quote = deps.quoteStore.quote(quoteId);
      if (quote === null) return fail('document-failed', msg('document.error.quoteMissing'));
      const page = await copies.preview(quoteId);
      if (!page.ok) return page;
      let pdf: Uint8Array;
      try {
        pdf = await deps.printer.pdf(page.value.html, page.value.layout);
      } catch (error) {
        return documentFailure(error, 'document.error.failed');
      }
      const { t } = translator(deps.state.uiLanguage());
      const path = join(deps.previewDir, suggestedFileName(`${t('document.draftNumber')} ${quote.id}`, 'pdf', t('document.fallbackName')));
      try {
        await mkdir(deps.previewDir, { recursive: true });
        await writeFileAtomic(path, pdf);
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
      }
      const opened = await deps.openFile(path).catch(() => false);
      return ok({ path, opened });
    }),
    printQuote: accepts('printQuote', async (request, caller) => {
      await deps.quoteStore.load().catch(() => undefined);
      const made = await copies.make(
        request,
        async (page): Promise<Result<boolean>> => {
          try {
            return ok(await deps.printer.print(page.html, page.layout, caller));
          } catch (error) {
            return documentFailure(error, 'document.error.printFailed');
          }
        },
        (printed) => printed,
      );
      return made.ok ? ok({ printed: made.value.value, issue: made.value.issue }) : made;
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
