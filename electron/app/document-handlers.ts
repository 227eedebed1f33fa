import { fail, ok, type Result } from '../shared/errors';
import { msg } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import type { AppState } from '../shared/ipc-contract';
import { renderQuoteDocument, type RenderedDocument } from '../shared/quote/quote-document-html';
import type { QuoteDocument } from '../shared/quote/quote-document';
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

/** Saving a quote as PDF, printing it, and the company block on it. */
export function createDocumentHandlers(deps: DocumentDeps) {
  const render = async (document: QuoteDocument): Promise<Result<RenderedDocument>> => {
    const { company } = deps.state.settings();
    try {
      return ok(
        renderQuoteDocument(document, {
          language: deps.state.uiLanguage(),
          regionalLocale: deps.regionalLocale,
          now: deps.now(),
          company: company.name === '' && company.address.length === 0 ? null : { name: company.name, address: company.address },
          logo: await deps.logos.dataUrl(company.logo),
        }),
      );
    } catch (error) {
      return fail('document-failed', msg('document.error.failed', { reason: reasonOf(error) }));
    }
  };
  const snapshot = async (): Promise<Result<AppState>> => ok(await deps.state.snapshot());

  return {
    saveQuotePdf: accepts('saveQuotePdf', async (request, caller) => {
      const path = await deps.chooseSavePath(request.suggestedName, caller, deps.state.uiLanguage());
      if (path === null) return ok({ path: null });
      const rendered = await render(request.document);
      if (!rendered.ok) return rendered;
      let pdf: Uint8Array;
      try {
        pdf = await deps.printer.pdf(rendered.value.html, rendered.value.layout);
      } catch (error) {
        return documentFailure(error, 'document.error.failed');
      }
      try {
        await writeFileAtomic(path, pdf);
        return ok({ path });
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: path }));
      }
    }),
    printQuote: accepts('printQuote', async (request, caller) => {
      const rendered = await render(request.document);
      if (!rendered.ok) return rendered;
      try {
        return ok({ printed: await deps.printer.print(rendered.value.html, rendered.value.layout, caller) });
      } catch (error) {
        return documentFailure(error, 'document.error.printFailed');
      }
    }),
    setCompany: accepts('setCompany', (request) =>
      deps.state.update({
        company: {
          ...deps.state.settings().company,
          name: request.name.trim(),
          address: request.address.map((line) => line.trim()).filter((line) => line !== ''),
        },
      }),
    ),
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
      return deps.state.update({ company: { ...deps.state.settings().company, logo: candidate.kind } });
    }),
    removeCompanyLogo: accepts('removeCompanyLogo', async () => {
      if (deps.state.settings().company.logo === null) return snapshot();
      const updated = await deps.state.update({ company: { ...deps.state.settings().company, logo: null } });
      await deps.logos.remove().catch(() => undefined);
      return updated;
    }),
  };
}
