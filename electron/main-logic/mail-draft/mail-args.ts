import type { MailText } from '../../shared/quote/mail-text';

/**
 * Outlook's `/m` value above this many characters goes to the fallback: Outlook documents no limit, and a
 * cautious one stays far below the command line's 32,767 (CreateProcessW) until a desk test says more.
 */
export const OUTLOOK_MAIL_ARGUMENT_LIMIT = 2_000;

/**
 * Classic Outlook's command line for a new message with the PDF attached (`/c ipm.note /m … /a …`, every
 * argument with its switch since Outlook 2007). The `/m` value is percent-encoded UTF-8 as a mailto query,
 * so it holds no space or quote for Outlook's own parsing; line breaks as CRLF.
 */
export function outlookArgs(text: MailText, pdfPath: string): string[] {
  const body = text.body.replace(/\r?\n/g, '\r\n');
  const mail = `${encodeURIComponent(text.to)}?subject=${encodeURIComponent(text.subject)}&body=${encodeURIComponent(body)}`;
  return ['/c', 'ipm.note', '/m', mail, '/a', pdfPath];
}

// Constant scripts: the data comes as the run handler's argv (osascript(1)), never inside the script's text.
const MAC_MAIL_SCRIPT = [
  'on run argv',
  'set {theTo, theSubject, theBody, thePdf} to argv',
  'set theFile to POSIX file thePdf',
  'tell application "Mail"',
  'set theMessage to make new outgoing message with properties {visible:true, subject:theSubject, content:theBody & return & return}',
  'tell theMessage',
  'if theTo is not "" then make new to recipient at end of to recipients with properties {address:theTo}',
  'make new attachment with properties {file name:theFile} at after the last paragraph',
  'end tell',
  'activate',
  'end tell',
  'end run',
];

const MAC_OUTLOOK_SCRIPT = [
  'on run argv',
  'set {theTo, theSubject, theBody, thePdf} to argv',
  'set theFile to POSIX file thePdf',
  'tell application "Microsoft Outlook"',
  'set theMessage to make new outgoing message with properties {subject:theSubject, plain text content:theBody}',
  'if theTo is not "" then make new recipient at theMessage with properties {email address:{address:theTo}}',
  'make new attachment at theMessage with properties {file:theFile}',
  'open theMessage',
  'activate',
  'end tell',
  'end run',
];

/** osascript's arguments: the constant script of Apple Mail or Outlook (one `-e` a line), then `--` and the data. */
export function osascriptArgs(app: 'mail' | 'outlook', text: MailText, pdfPath: string): string[] {
  const script = app === 'mail' ? MAC_MAIL_SCRIPT : MAC_OUTLOOK_SCRIPT;
  return [...script.flatMap((line) => ['-e', line]), '--', text.to, text.subject, text.body, pdfPath];
}

/** xdg-email's arguments (xdg-utils): UTF-8 subject and body, the PDF as `--attach`, the recipient last (none: left out). */
export function xdgEmailArgs(text: MailText, pdfPath: string): string[] {
  return ['--utf8', '--subject', text.subject, '--body', text.body, '--attach', pdfPath, ...(text.to === '' ? [] : [text.to])];
}
