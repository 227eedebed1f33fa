import { describe, expect, it } from 'vitest';
import { emlAddress, emlDraft, encodedWords } from './eml-draft';

const text = {
  to: 'einkauf@camping-mueller.de',
  subject: 'Angebot A-2026-0001 – Vorzelt für Müller 🏕️',
  body: 'Guten Tag,\n\nanbei das Angebot (€ 1.234,50).\nGrüße',
};
const pdf = { name: 'A-2026-0001 Camping Müller.pdf', bytes: Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 256) };

function parse(eml: string) {
  const [head, ...rest] = eml.split('\r\n\r\n');
  const headers = head!.split(/\r\n(?! )/);
  const header = (name: string) => headers.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
  const boundary = /boundary="([^"]+)"/.exec(header('Content-Type') ?? '')?.[1] ?? '';
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead, ...content] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return { head: partHead!, bytes: Buffer.from(content.join('\r\n\r\n').replace(/\r\n/g, ''), 'base64') };
    });
  return { header, parts, boundary };
}

describe('emlDraft', () => {
  const eml = emlDraft(text, pdf, '=_b0undary');
  const parsed = parse(eml);

  it('is an unsent message to the recipient, its lines CRLF, within RFC 5322’s 998 and the subject’s within 78', () => {
    expect(eml.startsWith('X-Unsent: 1\r\n')).toBe(true);
    expect(parsed.header('To')).toBe('einkauf@camping-mueller.de');
    expect(parsed.header('MIME-Version')).toBe('1.0');
    expect(parsed.header('From')).toBeUndefined();
    expect(eml.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    for (const line of eml.split('\r\n').filter((each) => /^(Subject: | =\?)/.test(each))) expect(line.length).toBeLessThanOrEqual(78);
  });

  it('encodes the subject as RFC 2047 words that decode to it, never splitting a character', () => {
    const subject = parsed.header('Subject')!;
    expect(subject).toMatch(/^=\?UTF-8\?B\?/);
    const words = [...subject.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)].map((match) => Buffer.from(match[1]!, 'base64').toString('utf8'));
    expect(words.join('')).toBe(text.subject);
    expect(words.every((word) => !word.includes('\uFFFD'))).toBe(true);
    expect(encodedWords('Quote A-2026-0001 - Awning')).toBe('Quote A-2026-0001 - Awning');
  });

  it('carries the body as UTF-8 with CRLF lines and the PDF byte for byte', () => {
    expect(parsed.parts).toHaveLength(2);
    expect(parsed.parts[0]!.head).toContain('text/plain; charset=utf-8');
    expect(parsed.parts[0]!.bytes.toString('utf8')).toBe(text.body.replace(/\n/g, '\r\n'));
    expect(parsed.parts[1]!.head).toContain('Content-Type: application/pdf');
    expect(parsed.parts[1]!.head).toContain("filename*=UTF-8''A-2026-0001%20Camping%20M%C3%BCller.pdf");
    expect(parsed.parts[1]!.head).toContain('name="A-2026-0001 Camping M_ller.pdf"');
    expect(Buffer.compare(parsed.parts[1]!.bytes, Buffer.from(pdf.bytes))).toBe(0);
  });

  it('leaves out the To header when the quote has no address', () => {
    expect(parse(emlDraft({ ...text, to: '' }, pdf, '=_b')).header('To')).toBeUndefined();
  });
});

describe('the recipient in the draft', () => {
  const to = (address: string) => parse(emlDraft({ ...text, to: address }, pdf, '=_b')).header('To');

  it('writes an internationalised domain as punycode (IDNA A-labels), every byte ASCII', () => {
    expect(to('einkauf@münchen-camping.de')).toBe('einkauf@xn--mnchen-camping-gsb.de');
    expect(to('info@Straße.example')).toBe('info@xn--strae-oqa.example');
    expect(to('info@CAMPING-MUELLER.DE')).toBe('info@camping-mueller.de');
    expect(emlAddress('einkauf@例え.テスト')).toEqual({ ok: true, value: 'einkauf@xn--r8jz45g.xn--zckzah' });
  });

  it('refuses a local part beyond ASCII (RFC 6532 would need a reader that takes raw UTF-8) and leaves the recipient out', () => {
    expect(emlAddress('müller@camping.de')).toEqual({ ok: false, why: 'localNotAscii' });
    expect(to('müller@camping.de')).toBeUndefined();
    expect([...emlDraft({ ...text, to: 'müller@camping.de' }, pdf, '=_b')].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
  });

  it('quotes a printable local part that is no dot-atom, and refuses what is no address', () => {
    expect(emlAddress('a..b@camping.de')).toEqual({ ok: true, value: '"a..b"@camping.de' });
    expect(emlAddress('.a@camping.de')).toEqual({ ok: true, value: '".a"@camping.de' });
    for (const address of ['@camping.de', 'a@', 'a@-camping.de', 'a@camping', 'a@cam ping.de', 'a@xn--zz.de', 'a@b..de'])
      expect(emlAddress(address)).toEqual({ ok: false, why: 'notAnAddress' });
  });
});
