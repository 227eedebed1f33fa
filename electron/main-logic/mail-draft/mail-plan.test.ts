import { describe, expect, it } from 'vitest';
import { OUTLOOK_MAIL_ARGUMENT_LIMIT, osascriptArgs, outlookArgs, xdgEmailArgs } from './mail-args';
import { planMail } from './mail-plan';

const text = { to: 'info@müller-camping.de', subject: 'Angebot A-2026-0001 – "Vorzelt" & Zubehör', body: 'Guten Tag,\n\n50 % Rabatt?' };
const pdf = 'C:\\Users\\Anna Schmidt\\AppData\\Roaming\\Price Lookup\\mail\\A-2026-0001 Camping Müller.pdf';

describe('outlookArgs', () => {
  it('gives every value its switch and percent-encodes the /m value: no space, quote or bare & in it', () => {
    const args = outlookArgs(text, pdf);
    expect(args.slice(0, 3)).toEqual(['/c', 'ipm.note', '/m']);
    expect(args.slice(4)).toEqual(['/a', pdf]);
    const mail = args[3]!;
    expect(mail).not.toMatch(/[ "]/);
    expect(mail.split('&')).toHaveLength(2);
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(decodeURIComponent(mail.slice(0, mail.indexOf('?')))).toBe(text.to);
    expect(query.get('subject')).toBe(text.subject);
    expect(query.get('body')).toBe('Guten Tag,\r\n\r\n50 % Rabatt?');
  });
});

describe('osascriptArgs', () => {
  it('keeps the data out of the script: constant lines, then -- and the data as argv', () => {
    for (const app of ['mail', 'outlook'] as const) {
      const args = osascriptArgs(app, text, '/Users/anna/Library/Application Support/Price Lookup/mail/x.pdf');
      const dash = args.indexOf('--');
      const script = args.slice(0, dash);
      expect(script.filter((_, index) => index % 2 === 0).every((flag) => flag === '-e')).toBe(true);
      expect(script.join('\n')).not.toContain('Vorzelt');
      expect(args.slice(dash + 1)).toEqual([
        text.to,
        text.subject,
        text.body,
        '/Users/anna/Library/Application Support/Price Lookup/mail/x.pdf',
      ]);
      expect(script.join('\n')).toContain(app === 'mail' ? 'tell application "Mail"' : 'tell application "Microsoft Outlook"');
    }
  });
});

describe('planMail', () => {
  it('runs classic Outlook where it is installed, without waiting for it to end', () => {
    const plan = planMail(text, pdf, { os: 'win32', outlookExe: 'C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE' });
    expect(plan).toMatchObject({ kind: 'exec', program: 'outlook', waitForExit: false, args: outlookArgs(text, pdf) });
  });

  it('falls back when the e-mail is too long for Outlook’s command line', () => {
    const long = { ...text, body: 'ä'.repeat(OUTLOOK_MAIL_ARGUMENT_LIMIT / 6 + 1) };
    expect(planMail(long, pdf, { os: 'win32', outlookExe: 'OUTLOOK.EXE' })).toEqual({ kind: 'fallback', reason: 'tooLong' });
  });

  it('writes an .eml draft on Windows without classic Outlook', () => {
    expect(planMail(text, pdf, { os: 'win32', outlookExe: null })).toEqual({ kind: 'eml', program: 'other' });
  });

  it('scripts the mailto app on macOS: Outlook, Mail (or none known), and falls back for any other', () => {
    expect(planMail(text, '/x.pdf', { os: 'darwin', mailtoHandler: 'Microsoft Outlook' })).toMatchObject({
      program: 'outlook',
      file: '/usr/bin/osascript',
    });
    expect(planMail(text, '/x.pdf', { os: 'darwin', mailtoHandler: 'Mail' })).toMatchObject({ program: 'mail', waitForExit: true });
    expect(planMail(text, '/x.pdf', { os: 'darwin', mailtoHandler: '' })).toMatchObject({ program: 'mail' });
    expect(planMail(text, '/x.pdf', { os: 'darwin', mailtoHandler: 'Thunderbird' })).toEqual({ kind: 'fallback', reason: 'noProgram' });
  });

  it('uses xdg-email --attach on Linux, showing the PDF too, but not on Xfce or in Flatpak', () => {
    expect(planMail(text, '/home/anna/x.pdf', { os: 'linux', desktop: 'GNOME', inFlatpak: false })).toEqual({
      kind: 'exec',
      program: 'other',
      file: 'xdg-email',
      args: xdgEmailArgs(text, '/home/anna/x.pdf'),
      waitForExit: true,
      attachmentUnsure: true,
    });
    expect(xdgEmailArgs({ ...text, to: '' }, '/x.pdf').at(-1)).toBe('/x.pdf');
    expect(planMail(text, '/x.pdf', { os: 'linux', desktop: 'XFCE', inFlatpak: false })).toMatchObject({ kind: 'fallback' });
    expect(planMail(text, '/x.pdf', { os: 'linux', desktop: 'KDE', inFlatpak: true })).toMatchObject({ kind: 'fallback' });
  });
});
