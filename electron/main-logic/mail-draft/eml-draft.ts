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

/** A file name as an RFC 2231 parameter value: UTF-8, percent-encoded. */
const extendedValue = (name: string): string =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The file name in printable ASCII for the old `name` parameter: other characters become "_". */
const asciiName = (name: string): string =>
  [...name].map((character) => (/[\x20-\x7e]/.test(character) && character !== '"' && character !== '\\' ? character : '_')).join('');

/**
 * An unsent e-mail with the PDF attached, as an .eml file (RFC 5322, MIME RFC 2045/2046): `X-Unsent: 1`
 * makes Outlook open it as a draft to send. No From, Date or Message-ID: the mail program fills them in.
 * The body is UTF-8 in base64, the subject RFC 2047, the file name RFC 2231 (and in `name`, for older
 * programs, in ASCII).
 */
export function emlDraft(text: MailText, pdf: { name: string; bytes: Uint8Array }, boundary: string): string {
  const body = text.body.replace(/\r?\n/g, CRLF);
  const headers = [
    'X-Unsent: 1',
    ...(text.to === '' ? [] : [`To: ${text.to}`]),
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
