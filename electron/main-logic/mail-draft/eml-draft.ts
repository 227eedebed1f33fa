import { domainToASCII } from 'node:url';
import type { MailText } from '../../shared/quote/mail-text';

const CRLF = '\r\n';
const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
function base64Lines(bytes: Uint8Array): string {
  const encoded = Buffer.from(bytes).toString('base64');
  return (encoded.match(/.{1,76}/g) ?? []).join(CRLF);
}

/**
 * A header value as RFC 2047 encoded-words (UTF-8, base64), each at most 75 characters and never splitting
 * a character, folded onto continuation lines; plain printable ASCII stays as it is.
 */
export function encodedWords(text: string): string {
  if (isAscii(text)) return text;
  // 39 bytes make 52 base64 characters: with "=?UTF-8?B?" and "?=" a word stays under 75, and "Subject: " and it under 78.
  const words: string[] = [];
  let chunk = '';
  for (const character of text) {
    if (Buffer.byteLength(chunk + character) > 39) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk !== '') words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `);
}

// RFC 5322 §3.2.3: atext, and a dot-atom (no dot first, last or twice).
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+)*$/;
// RFC 5321 §4.1.2 / RFC 1035: letters, digits and hyphens, no hyphen at a label's ends, at most 63 a label.
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Why an address cannot go into a draft's `To:` as every mail program reads it. */
export type EmlAddressRefusal = 'localNotAscii' | 'notAnAddress';

/**
 * An e-mail address as an .eml's `To:` carries it in plain ASCII (RFC 5322 §3.4.1): the domain as
 * IDNA A-labels (punycode, `url.domainToASCII`: UTS #46, so "müller-camping.de" becomes
 * "xn--mller-camping-xxx.de"), checked as a host name (RFC 5321); the local part as a dot-atom, or
 * as a quoted string when it is printable ASCII but no dot-atom. A local part with other characters
 * could only be written as RFC 6532 allows (raw UTF-8), which a program reading the file as RFC 5322
 * cannot take: refused, so the caller leaves the recipient out and says why.
 */
export function emlAddress(address: string): { ok: true; value: string } | { ok: false; why: EmlAddressRefusal } {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return { ok: false, why: 'notAnAddress' };
  const local = address.slice(0, at);
  const domain = domainToASCII(address.slice(at + 1));
  const labels = domain.split('.');
  if (domain === '' || domain.length > 253 || labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label)))
    return { ok: false, why: 'notAnAddress' };
  if (!/^[\x20-\x7e]+$/.test(local)) return { ok: false, why: 'localNotAscii' };
  const written = DOT_ATOM.test(local) ? local : `"${local.replace(/["\\]/g, (character) => `\\${character}`)}"`;
  return { ok: true, value: `${written}@${domain}` };
}

/** A file name as an RFC 2231 parameter value: UTF-8, percent-encoded. */
const extendedValue = (name: string): string =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The file name in printable ASCII for the old `name` parameter: other characters become "_". */
const asciiName = (name: string): string =>
  [...name].map((character) => (/[\x20-\x7e]/.test(character) && character !== '"' && character !== '\\' ? character : '_')).join('');

/**
 * An unsent e-mail with the PDF attached, as an .eml file (RFC 5322, MIME RFC 2045/2046): `X-Unsent: 1`
 * makes Outlook open it as a draft to send. No From, Date or Message-ID: the mail program fills them in.
 * The recipient as `emlAddress` writes it (left out when it refuses it), the body UTF-8 in base64, the
 * subject RFC 2047, the file name RFC 2231 (and in `name`, for older programs, in ASCII).
 */
export function emlDraft(text: MailText, pdf: { name: string; bytes: Uint8Array }, boundary: string): string {
  const body = text.body.replace(/\r?\n/g, CRLF);
  const to = text.to === '' ? null : emlAddress(text.to);
  const headers = [
    'X-Unsent: 1',
    ...(to?.ok === true ? [`To: ${to.value}`] : []),
    `Subject: ${encodedWords(text.subject)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(body, 'utf8')),
    `--${boundary}`,
    `Content-Type: application/pdf; name="${asciiName(pdf.name)}"`,
    `Content-Disposition: attachment; filename*=${extendedValue(pdf.name)}`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(pdf.bytes),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
