import type { MailText } from '../../shared/quote/mail-text';
import { OUTLOOK_MAIL_ARGUMENT_LIMIT, osascriptArgs, outlookArgs, xdgEmailArgs } from './mail-args';

/** What main finds out about this computer's mail programs before it makes a draft (mail glue: registry, Electron, env). */
export type MailFacts =
  /** Windows: classic Outlook's OUTLOOK.EXE from the App Paths key (null: not installed, e.g. only the new Outlook). */
  | { os: 'win32'; outlookExe: string | null }
  /** macOS: the name of the app that opens mailto: links (app.getApplicationNameForProtocol), '' when none is known. */
  | { os: 'darwin'; mailtoHandler: string }
  /** Linux: the desktop (XDG_CURRENT_DESKTOP) and whether the app runs in a Flatpak sandbox, where xdg-email cannot attach. */
  | { os: 'linux'; desktop: string; inFlatpak: boolean }
  | { os: 'other' };

/** The program a draft opens in, as the status names it. */
type MailProgram = 'outlook' | 'mail' | 'other';

/** Why no draft with the PDF attached is made here: the user gets the fallback. */
export type FallbackReason = 'noProgram' | 'tooLong';

/** How the draft is made: a program run (no shell), an .eml written and opened, or the fallback. */
export type MailPlan =
  /** `waitForExit`: the program ends once the draft is handed over (osascript, xdg-email), so its exit says how it went; Outlook stays running. */
  | { kind: 'exec'; program: MailProgram; file: string; args: string[]; waitForExit: boolean; attachmentUnsure: boolean }
  | { kind: 'eml'; program: MailProgram }
  | { kind: 'fallback'; reason: FallbackReason };

/**
 * The one choice per system: Windows, classic Outlook's command line, else an .eml draft (X-Unsent); macOS,
 * AppleScript for Outlook when it opens mailto: links, for Apple Mail when Mail does (or none is known), else
 * the fallback; Linux, xdg-email --attach, except on Xfce and in Flatpak (where it refuses --attach).
 * `attachmentUnsure`: xdg-email hands a mailto to programs that may drop the attachment, so the PDF is shown too.
 */
export function planMail(text: MailText, pdfPath: string, facts: MailFacts): MailPlan {
  switch (facts.os) {
    case 'win32': {
      if (facts.outlookExe === null) return { kind: 'eml', program: 'other' };
      const args = outlookArgs(text, pdfPath);
      if ((args[3] ?? '').length > OUTLOOK_MAIL_ARGUMENT_LIMIT) return { kind: 'fallback', reason: 'tooLong' };
      return { kind: 'exec', program: 'outlook', file: facts.outlookExe, args, waitForExit: false, attachmentUnsure: false };
    }
    case 'darwin': {
      const handler = facts.mailtoHandler.toLowerCase();
      const app = handler.includes('outlook') ? 'outlook' : handler === '' || /^mail(\.app)?$/.test(handler) ? 'mail' : null;
      if (app === null) return { kind: 'fallback', reason: 'noProgram' };
      const args = osascriptArgs(app, text, pdfPath);
      return { kind: 'exec', program: app, file: '/usr/bin/osascript', args, waitForExit: true, attachmentUnsure: false };
    }
    case 'linux': {
      if (facts.inFlatpak || /xfce/i.test(facts.desktop)) return { kind: 'fallback', reason: 'noProgram' };
      return {
        kind: 'exec',
        program: 'other',
        file: 'xdg-email',
        args: xdgEmailArgs(text, pdfPath),
        waitForExit: true,
        attachmentUnsure: true,
      };
    }
    default:
      return { kind: 'fallback', reason: 'noProgram' };
  }
}
