import { msg, type Message } from '@shared/i18n/catalogue';
import { missingSenderDetails, type Company, type CompanyField } from '@shared/company';
import { isCustomerEmail } from '@shared/customer';
import type { UiLanguage } from '@shared/i18n/language';
import { LETTER_TEXT_LIMITS, RECIPIENT_LIMITS, TERMS_LIMITS, VALIDITY_DAYS_LIMIT, type LetterTextField } from '@shared/quote/letter-limits';
import { offeredPlaceholders, unknownPlaceholders, type PlaceholderText } from '@shared/quote/placeholders';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { quoteVatOf } from '@shared/quote/vat-treatment';

/** What a field holds once it is read, or why what was typed cannot be kept (shown in place, the text stays). */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

// Lengths in code points, as main's schema counts them: an emoji is one character to the user too.
const lengthOf = (text: string): number => [...text].length;

/** Lines as typed in a text area: any line break, each line without trailing blanks, no empty lines at the end. */
export function linesOf(typed: string): string[] {
  const lines = typed.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** One line of text, trimmed, at most `max` characters. */
export function checkLine(typed: string, max: number): Checked<string> {
  const value = typed.trim();
  if (/[\r\n]/.test(value)) return { ok: false, message: msg('letter.oneLine') };
  const length = lengthOf(value);
  return length > max ? { ok: false, message: msg('letter.tooLong', { max, length }) } : { ok: true, value };
}

/** The recipient's e-mail address: one a mail program takes (the quote's schema's rule, isCustomerEmail), or none (empty). */
export function checkRecipientEmail(typed: string): Checked<string> {
  const line = checkLine(typed, RECIPIENT_LIMITS.emailLength);
  if (!line.ok) return line;
  return isCustomerEmail(line.value) ? line : { ok: false, message: msg('letter.recipient.emailInvalid') };
}

/**
 * Lines of a text area, at most `maxLines` of at most `maxLength` characters, with the messages of a
 * kind of field (address or footer).
 */
function checkLines(lines: string[], maxLines: number, maxLength: number, kind: 'address' | 'footer'): Checked<string[]> {
  if (lines.length > maxLines) return { ok: false, message: msg(`letter.${kind}.tooManyLines`, { max: maxLines, count: lines.length }) };
  const long = lines.findIndex((line) => lengthOf(line) > maxLength);
  if (long !== -1) return { ok: false, message: msg(`letter.${kind}.lineTooLong`, { line: long + 1, max: maxLength }) };
  return { ok: true, value: lines };
}

/** The recipient's address: non-empty lines, trimmed, as many and as long as the letter's address field holds. */
export function checkAddress(typed: string): Checked<string[]> {
  const lines = linesOf(typed)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return checkLines(lines, RECIPIENT_LIMITS.addressLines, RECIPIENT_LIMITS.lineLength, 'address');
}

/** A footer column: its lines as typed (an empty line inside may be wanted as a gap). */
export function checkFooterColumn(typed: string, maxLines: number, maxLength: number): Checked<string> {
  const lines = checkLines(linesOf(typed), maxLines, maxLength, 'footer');
  return lines.ok ? { ok: true, value: lines.value.join('\n') } : lines;
}

/** Days a quote is valid, whole days from 1 to a year; empty when `emptyAllowed` (then null: the default applies). */
export function checkValidityDays(typed: string, emptyAllowed: true): Checked<number | null>;
export function checkValidityDays(typed: string, emptyAllowed: false): Checked<number>;
export function checkValidityDays(typed: string, emptyAllowed: boolean): Checked<number | null> {
  const text = typed.trim();
  if (text === '' && emptyAllowed) return { ok: true, value: null };
  if (!/^\d{1,6}$/.test(text)) return { ok: false, message: msg('letter.validity.notANumber') };
  const days = Number(text);
  return days < 1 || days > VALIDITY_DAYS_LIMIT
    ? { ok: false, message: msg('letter.validity.outOfRange', { max: VALIDITY_DAYS_LIMIT }) }
    : { ok: true, value: days };
}

/** Payment and delivery terms: a few paragraphs, trimmed; empty is '' (the caller decides what empty means). */
export function checkTerms(typed: string): Checked<string> {
  return checkParagraphs(typed, TERMS_LIMITS, 'terms');
}

/** Paragraphs as typed, trimmed, within `limits`' lines and characters; `kind`'s words say which is over. */
function checkParagraphs(typed: string, limits: { lines: number; length: number }, kind: 'terms' | 'text'): Checked<string> {
  const value = linesOf(typed).join('\n').trim();
  const count = value === '' ? 0 : value.split('\n').length;
  if (count > limits.lines) return { ok: false, message: msg(`letter.${kind}.tooManyLines`, { max: limits.lines, count }) };
  const length = lengthOf(value);
  if (length > limits.length) return { ok: false, message: msg(`letter.${kind}.tooLong`, { max: limits.length, length }) };
  return { ok: true, value };
}

/** An e-mail address or nothing: only the shape a mail program needs, the rest is the sales person's. */
export function checkEmail(typed: string, max: number): Checked<string> {
  const line = checkLine(typed, max);
  if (!line.ok || line.value === '') return line;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(line.value) ? line : { ok: false, message: msg('letter.email.invalid') };
}

/**
 * A letter text as typed (subject, salutation, intro or closing): trimmed, as many lines and characters
 * as its field holds (a subject and a salutation one line), no placeholder it cannot fill (checkPlaceholders,
 * offered in the text's `language`); empty is '' (the caller decides what empty means).
 */
export function checkLetterText(typed: string, field: LetterTextField, language: UiLanguage): Checked<string> {
  const limits = LETTER_TEXT_LIMITS[field];
  const checked = limits.lines === 1 ? checkLine(typed, limits.length) : checkParagraphs(typed, limits, 'text');
  return checked.ok ? checkPlaceholders(checked.value, field, language) : checked;
}

/**
 * A text whose placeholders are all ones it can fill: an unknown one ("{Rabatt}") is refused where it is
 * typed, naming it and the placeholders the text can use in its language, so none is ever sent as typed.
 */
export function checkPlaceholders(value: string, text: PlaceholderText, language: UiLanguage): Checked<string> {
  const unknown = unknownPlaceholders(value, text);
  if (unknown.length === 0) return { ok: true, value };
  const offered = offeredPlaceholders(text, language).join(', ');
  return { ok: false, message: msg('letter.placeholder.unknown', { count: unknown.length, names: unknown.join(', '), offered }) };
}

/**
 * What a customer copy of a quote lacks, besides its sender's details (missingSenderDetails): `recipient`
 * (no customer named), `address` (a name, but no address to send it to), and for an intra-Community supply
 * the VAT IDs its note must name (§ 14a (3) UStG): `customerVatId` (the quote's) and `ownVatId` (the
 * company's, Settings). In that order, the order the question takes the user to them; empty when none.
 */
export type CustomerCopyGap = 'recipient' | 'address' | 'customerVatId' | 'ownVatId';

/** The gaps (CustomerCopyGap) of the quote's customer copy, sent under the company's VAT ID `ownVatId` ('' none). */
export function customerCopyGaps(quote: Pick<SavedQuote, 'letter' | 'vat'>, ownVatId: string): CustomerCopyGap[] {
  const recipient = quote.letter?.recipient ?? null;
  const named = recipient !== null && recipient.name.trim() !== '';
  const addressed = recipient !== null && recipient.address.some((line) => line.trim() !== '');
  const vat = quoteVatOf(quote);
  const intraCommunity = vat.treatment === 'intraCommunity';
  const gaps: (CustomerCopyGap | false)[] = [
    !named && 'recipient',
    named && !addressed && 'address',
    intraCommunity && vat.vatId.trim() === '' && 'customerVatId',
    intraCommunity && ownVatId.trim() === '' && 'ownVatId',
  ];
  return gaps.filter((gap) => gap !== false);
}

/**
 * What a customer copy lacks, asked in one question: the quote's gaps (customerCopyGaps) and the sender's
 * missing details (missingSenderDetails). The company's VAT ID is named once: by the intra-Community gap
 * when that names it, else among the sender's details.
 */
export function customerCopyLacks(
  quote: Pick<SavedQuote, 'letter' | 'vat'>,
  company: Company | null,
): { gaps: CustomerCopyGap[]; missing: CompanyField[] } {
  const gaps = customerCopyGaps(quote, company?.vatId ?? '');
  const missing = company === null ? [] : missingSenderDetails(company);
  return { gaps, missing: gaps.includes('ownVatId') ? missing.filter((field) => field !== 'vatId') : missing };
}
