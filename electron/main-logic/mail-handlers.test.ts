import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quotesInMain, type QuotesInMain } from '../../test/support/quotes-in-main';
import type { SavedQuote } from '../shared/quote/saved-quote';
import { englishText } from '../shared/i18n/translator';
import type { MailFacts } from './mail-draft/mail-plan';
import type { MailCall, MailLaunch } from './mail-handlers';

let main: QuotesInMain;
let calls: MailCall[];
let shown: string[];
let clipboard: string[];
let facts: MailFacts;
let launch: MailLaunch;
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4 fake');
const OUTLOOK = 'C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE';

const quote = (letter: SavedQuote['letter']): SavedQuote => ({
  id: 'q1',
  name: 'Quote 1',
  country: 'at',
  factor: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [{ id: 'l1', artnr: '900155', quantity: 3, factor: null }],
  letter,
});
const letter = (email: string | undefined): SavedQuote['letter'] => ({
  recipient: { name: 'Camping Müller', contact: 'Frau Müller', address: [], customerNumber: '', ...(email === undefined ? {} : { email }) },
  validityDays: 30,
  terms: null,
  documentLanguage: 'en',
  subject: 'Awning',
});

beforeEach(async () => {
  calls = [];
  shown = [];
  clipboard = [];
  facts = { os: 'win32', outlookExe: OUTLOOK };
  launch = { ok: true };
  main = await quotesInMain('mail', {
    printer: { pdf: async () => PDF_BYTES, print: async () => true },
    showFile: (path) => shown.push(path),
    writeClipboard: async (text) => void clipboard.push(text),
    mail: {
      facts: async () => facts,
      launch: async (call) => {
        calls.push(call);
        return launch;
      },
    },
    quotes: [quote(letter('einkauf@camping-mueller.de'))],
  });
});
afterEach(() => main.close());

/** The window's command: the quote's letter changed, as typed in the quote's fields. */
const setLetter = async (changed: SavedQuote['letter']) => {
  const answer = await main.handlers.changeQuote({
    quoteId: 'q1',
    change: { kind: 'set', fields: { ...(changed ? { letter: changed } : {}) } },
  });
  if (!answer.ok || answer.value.quote?.id !== 'q1') throw new Error('letter not changed');
};
const pdfPath = () => join(main.dir, 'mail', 'A-2026-0001 Camping Müller.pdf');

describe('sending a quote by e-mail', () => {
  it('keeps the customer PDF in the app’s folder, runs Outlook with it and marks the quote sent with its last valid day', async () => {
    const answer = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(answer).toEqual({
      ok: true,
      value: {
        issue: { number: 'A-2026-0001', issuedOn: '2026-11-23', sentAt: '2026-11-23T10:00:00.000Z', validUntil: '2026-12-23' },
        status: {
          key: 'mail.status.draft',
          values: { program: 'outlook', file: 'A-2026-0001 Camping Müller.pdf', noRecipient: 'no', to: 'einkauf@camping-mueller.de' },
        },
      },
    });
    expect(await readFile(pdfPath())).toEqual(Buffer.from(PDF_BYTES));
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call).toMatchObject({ kind: 'exec', file: OUTLOOK, waitForExit: false });
    const args = call.kind === 'exec' ? call.args : [];
    expect(args.at(-1)).toBe(pdfPath());
    const query = new URLSearchParams(args[3]!.slice(args[3]!.indexOf('?') + 1));
    // The document language (English) and the quote's validity (30 days) in the regional format (German region: digits).
    expect(query.get('subject')).toBe('Quote A-2026-0001 – Awning');
    expect(query.get('body')).toContain('It is valid until 23.12.2026.');
    // The contact person by name, as the letter greets them ("Frau Müller": the form of address is known).
    expect(query.get('body')).toMatch(/^Dear Ms Müller,\r?\n/);
    expect(shown).toEqual([]);
    // Sent now: a second e-mail sends the same page under the same number.
    const again = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(again.ok && again.value.issue.number).toBe('A-2026-0001');
  });

  it('writes an .eml draft with the PDF on Windows without classic Outlook and opens it', async () => {
    facts = { os: 'win32', outlookExe: null };
    const answer = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(answer.ok).toBe(true);
    const emlPath = pdfPath().replace(/\.pdf$/, '.eml');
    expect(calls).toEqual([{ kind: 'open', path: emlPath }]);
    const eml = await readFile(emlPath, 'utf8');
    expect(eml).toMatch(/^X-Unsent: 1\r\nTo: einkauf@camping-mueller\.de\r\n/);
    expect(eml).toContain(Buffer.from(PDF_BYTES).toString('base64'));
  });

  it('writes an internationalised domain as punycode in the .eml; an address whose local part is beyond ASCII is left out, and said', async () => {
    facts = { os: 'win32', outlookExe: null };
    const emlPath = pdfPath().replace(/\.pdf$/, '.eml');
    await setLetter(letter('einkauf@münchen-camping.de'));
    const punycode = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(punycode.ok && punycode.value.status.values?.noRecipient).toBe('no');
    expect(await readFile(emlPath, 'utf8')).toMatch(/\r\nTo: einkauf@xn--mnchen-camping-gsb\.de\r\n/);

    await setLetter(letter('jürgen@camping.de'));
    const refused = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    if (!refused.ok) throw new Error('no draft');
    expect(refused.value.status.values).toMatchObject({ noRecipient: 'localNotAscii', to: 'jürgen@camping.de' });
    const eml = await readFile(emlPath, 'utf8');
    expect(eml).not.toMatch(/^To:/m);
    expect([...eml].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
    expect(englishText(refused.value.status)).toContain('The address jürgen@camping.de is not in the draft');
  });

  it('falls back when the program fails: the PDF shown, the e-mail on the clipboard, the reason said', async () => {
    launch = { ok: false, notAuthorized: false, detail: 'spawn OUTLOOK.EXE ENOENT' };
    const answer = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(answer.ok && answer.value.status).toEqual({
      key: 'mail.status.fallback',
      values: { reason: 'failed', detail: 'spawn OUTLOOK.EXE ENOENT' },
    });
    expect(shown).toEqual([pdfPath()]);
    // In the UI language (German here): "An:" and "Betreff:", the words in the document's.
    expect(clipboard.at(-1)).toMatch(/^An: einkauf@camping-mueller\.de\nBetreff: Quote A-2026-0001 – Awning\n\n/);
  });

  it('makes a draft without a recipient when the quote has no e-mail, and says so', async () => {
    await setLetter(letter(undefined));
    const answer = await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    expect(answer.ok && answer.value.status.values?.noRecipient).toBe('yes');
    const args = calls[0]?.kind === 'exec' ? calls[0].args : [];
    expect(args[3]!.startsWith('?subject=')).toBe(true);
  });
});

describe('the customer’s answer', () => {
  it('is refused for a draft, kept for a sent quote without changing what was sent, and can be taken back', async () => {
    expect(await main.handlers.markQuoteOutcome({ quoteId: 'q1', outcome: 'accepted' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: { key: 'status.error.notSent' } },
    });
    await main.handlers.sendQuoteByMail({ quoteId: 'q1' });
    const before = await main.handlers.loadQuotes(undefined);
    const marked = await main.handlers.markQuoteOutcome({ quoteId: 'q1', outcome: 'declined' });
    expect(marked).toEqual({
      ok: true,
      value: {
        issue: {
          number: 'A-2026-0001',
          issuedOn: '2026-11-23',
          sentAt: '2026-11-23T10:00:00.000Z',
          validUntil: '2026-12-23',
          outcome: { kind: 'declined', at: '2026-11-23T10:00:00.000Z' },
        },
      },
    });
    const after = await main.handlers.loadQuotes(undefined);
    const content = (loaded: typeof before) => (loaded.ok ? { ...loaded.value.quotes[0], issue: undefined } : null);
    expect(content(after)).toEqual(content(before));
    const undone = await main.handlers.markQuoteOutcome({ quoteId: 'q1', outcome: null });
    expect(undone.ok && undone.value.issue.outcome).toBeNull();
  });
});
