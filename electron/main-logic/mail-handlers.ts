import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { fail, ok, type Result } from '../shared/errors';
import { msg, type Message } from '../shared/i18n/catalogue';
import { translator } from '../shared/i18n/translator';
import type { UiLanguage } from '../shared/i18n/language';
import { letterWords } from '../shared/quote/letter-words';
import { quoteMailText, type MailText } from '../shared/quote/mail-text';
import { EMPTY_LETTER, formatDay, type QuoteIssue } from '../shared/quote/quote-letter';
import { validUntilOf } from '../shared/quote/quote-status';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { writeFileAtomic } from '../core/atomic-file';
import type { createQuoteCopies, QuoteCopiesDeps } from './quote-copies';
import { reasonOf } from './quote-copies';
import { emlAddress, emlDraft } from './mail-draft/eml-draft';
import { planMail, type FallbackReason, type MailFacts, type MailPlan } from './mail-draft/mail-plan';
import type { QuotePrinter } from './quote-printer';

/** A call main makes to the system for a draft: a program run without a shell, or a file opened with its program. */
export type MailCall = { kind: 'exec'; file: string; args: string[]; waitForExit: boolean } | { kind: 'open'; path: string };
/** How the call went; `notAuthorized`: macOS refused the Apple Events (-1743). */
export type MailLaunch = { ok: true } | { ok: false; notAuthorized: boolean; detail: string };

/** The system's side of a mail draft: Electron glue in the app (electron/main/mail-glue.ts), a recorder in the e2e harness. */
export interface MailSystem {
  facts(): Promise<MailFacts>;
  launch(call: MailCall): Promise<MailLaunch>;
}

/** Where no mail program is known (unit tests, the CLI): every draft goes to the fallback. */
export const NO_MAIL_PROGRAM: MailSystem = {
  facts: async () => ({ os: 'other' }),
  launch: async () => ({ ok: false, notAuthorized: false, detail: '' }),
};

export interface MailDeps extends QuoteCopiesDeps {
  printer: QuotePrinter;
  mail: MailSystem;
  /** The app's folder for the PDFs (and .eml drafts) handed to the mail program. */
  mailDir: string;
  showFile: (path: string) => void;
  writeClipboard: (text: string) => Promise<void>;
}

/** What "Send by e-mail" did: the quote's number and date (now sent), and what the user is told. */
export interface MailSent {
  issue: QuoteIssue;
  status: Message;
}

type FallbackWhy = FallbackReason | 'failed' | 'notAuthorized';

const programOf = (plan: MailPlan): string => (plan.kind === 'fallback' ? 'other' : plan.program);

/** "Send by e-mail": main makes the customer PDF of its own quote, keeps it in the app's folder and opens a draft with it. */
export function createMailHandlers(
  deps: MailDeps,
  copies: ReturnType<typeof createQuoteCopies>,
  fileName: (quote: SavedQuote, number: string) => string,
) {
  /** The e-mail's words in the quote's document language: Settings' template, the quote's values, the signature. */
  const mailText = (quote: SavedQuote, issue: QuoteIssue, language: UiLanguage): MailText => {
    const letter = { ...EMPTY_LETTER, ...quote.letter };
    const { documents } = deps.state.settings();
    const words = translator(language);
    const validUntil = validUntilOf({ issue, letter }, documents.validityDays) ?? issue.issuedOn;
    const sameLanguage = new Intl.Locale(deps.regionalLocale).language === language;
    const until = formatDay(validUntil, deps.regionalLocale, sameLanguage ? 'long' : 'digits');
    return quoteMailText(
      {
        to: letter.recipient?.email ?? '',
        number: issue.number,
        subject: letter.subject ?? null,
        values: {
          customer: letter.recipient?.name ?? '',
          contact: letter.recipient?.contact ?? '',
          validUntil: until,
          salutation: letterWords(letter, documents.letterTexts[language], words, issue.number, until).salutation,
        },
        salesperson: documents.salesperson.name,
      },
      documents.mail,
      language,
      words,
    );
  };

  /** The PDF shown in its folder and the e-mail's words on the clipboard, with why. */
  const fallback = async (pdfPath: string, text: MailText, reason: FallbackWhy, detail = ''): Promise<Message> => {
    deps.showFile(pdfPath);
    const { t } = translator(deps.state.uiLanguage());
    await deps.writeClipboard(t('mail.clipboard', { ...text })).catch(() => undefined);
    return msg('mail.status.fallback', { reason, detail });
  };

  return {
    sendQuoteByMail: async ({ quoteId }: { quoteId: string }): Promise<Result<MailSent>> => {
      await deps.quoteStore.load().catch(() => undefined);
      const quote = deps.quoteStore.quote(quoteId);
      if (quote === null) return fail('document-failed', msg('document.error.quoteMissing'));
      const made = await copies.make(
        { quoteId, copy: 'customer' },
        async (page): Promise<Result<Uint8Array>> => {
          try {
            return ok(await deps.printer.pdf(page.html, page.layout));
          } catch (error) {
            return fail('document-failed', msg('document.error.failed', { reason: reasonOf(error) }));
          }
        },
        // Handed to the mail program is sent, as a PDF saved is: what the customer gets is kept under its number.
        () => true,
      );
      if (!made.ok) return made;
      const { issue } = made.value;
      const pdfPath = join(deps.mailDir, fileName(quote, issue.number));
      try {
        await mkdir(deps.mailDir, { recursive: true });
        await writeFileAtomic(pdfPath, made.value.value);
      } catch {
        return fail('export-unwritable', msg('errors.export.unwritable', { file: pdfPath }));
      }
      const language = quote.letter?.documentLanguage ?? deps.state.uiLanguage();
      const text = mailText(quote, issue, language);
      const plan = planMail(text, pdfPath, await deps.mail.facts());
      if (plan.kind === 'fallback') return ok({ issue, status: await fallback(pdfPath, text, plan.reason) });
      let call: MailCall;
      // The .eml carries the address in ASCII only (emlAddress): one it cannot write is left for the user to type.
      const refused = plan.kind === 'eml' && text.to !== '' ? emlAddress(text.to) : null;
      if (plan.kind === 'eml') {
        const path = pdfPath.replace(/\.pdf$/i, '.eml');
        try {
          await writeFile(
            path,
            emlDraft(text, { name: basename(pdfPath), bytes: made.value.value }, `=_${randomBytes(12).toString('hex')}`),
          );
        } catch {
          return ok({ issue, status: await fallback(pdfPath, text, 'noProgram') });
        }
        call = { kind: 'open', path };
      } else call = { kind: 'exec', file: plan.file, args: plan.args, waitForExit: plan.waitForExit };
      const launched = await deps.mail.launch(call);
      if (!launched.ok) {
        void deps.log.write('mail-draft-failed', { detail: launched.detail.slice(0, 200) });
        const reason = launched.notAuthorized ? 'notAuthorized' : 'failed';
        return ok({ issue, status: await fallback(pdfPath, text, reason, launched.detail.slice(0, 200)) });
      }
      // xdg-email hands some programs a mailto that drops the attachment: the PDF is shown as well.
      if (plan.kind === 'exec' && plan.attachmentUnsure) deps.showFile(pdfPath);
      return ok({
        issue,
        status: msg('mail.status.draft', {
          program: programOf(plan),
          file: basename(pdfPath),
          noRecipient: text.to === '' ? 'yes' : refused?.ok === false ? refused.why : 'no',
          to: text.to,
        }),
      });
    },
  };
}
