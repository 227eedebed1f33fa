import { msg, type Message } from '@shared/i18n/catalogue';
import type { Translator } from '@shared/i18n/create-translator';
import { addDays, EMPTY_LETTER, formatDay, tidyRecipient, type QuoteLetter, type Recipient } from '@shared/quote/quote-letter';
import { quoteSubject } from '@shared/quote/letter-words';
import type { SavedQuote } from '@shared/quote/saved-quote';
import { quoteStatus, validUntilOf, type StatusClock } from '@shared/quote/quote-status';

const EMPTY_RECIPIENT: Recipient = { name: '', contact: '', address: [], customerNumber: '' };

/** A recipient's field as the quote view edits it one at a time. */
export type RecipientField = keyof Recipient;

/** The quote's letter with one recipient field changed; a recipient left with nothing in it is none. */
export function withRecipientField<F extends RecipientField>(letter: QuoteLetter | undefined, field: F, value: Recipient[F]): QuoteLetter {
  const before = letter ?? EMPTY_LETTER;
  return { ...before, recipient: tidyRecipient({ ...(before.recipient ?? EMPTY_RECIPIENT), [field]: value }) };
}

/** The quote's letter with one of its other fields changed. */
export function withLetterField<F extends Exclude<keyof QuoteLetter, 'recipient'>>(
  letter: QuoteLetter | undefined,
  field: F,
  value: QuoteLetter[F],
): QuoteLetter {
  return { ...(letter ?? EMPTY_LETTER), [field]: value };
}

/** Whether two letters say the same; a quote without one says what the empty letter says. */
export function sameLetter(a: QuoteLetter | undefined, b: QuoteLetter | undefined): boolean {
  const one = a ?? EMPTY_LETTER;
  const other = b ?? EMPTY_LETTER;
  const recipient = (r: Recipient | null): string =>
    r === null
      ? ''
      : JSON.stringify([r.name, r.contact, r.address, r.customerNumber, r.email ?? '', r.country ?? '', r.formOfAddress ?? '']);
  return (
    recipient(one.recipient) === recipient(other.recipient) &&
    one.validityDays === other.validityDays &&
    one.terms === other.terms &&
    one.documentLanguage === other.documentLanguage &&
    (['subject', 'salutation', 'intro', 'closing'] as const).every((field) => (one[field] ?? null) === (other[field] ?? null))
  );
}

/** The quote with `letter`; the very quote when its letter says the same (no edit: nothing to save). */
export function withLetter(quote: SavedQuote, letter: QuoteLetter): SavedQuote {
  return sameLetter(letter, quote.letter) ? quote : { ...quote, letter };
}

// The list of quotes is a select: a long customer name would make every option as wide as it.
const OPTION_CUSTOMER_LENGTH = 30;
const shortened = (text: string, max: number): string => {
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
};

/**
 * A quote as the quote list names it: number (once issued), name, customer, line count and status; a
 * revision not numbered yet names the number it revises, so it is found by that number too.
 */
export function quoteOptionText(
  quote: Pick<SavedQuote, 'name' | 'lines' | 'letter' | 'issue' | 'revises'>,
  words: Translator,
  clock: StatusClock,
): string {
  const customer = quote.letter?.recipient?.name ?? '';
  const values = {
    name: quote.name,
    count: quote.lines.length,
    status: words.t(`status.${quoteStatus(quote, clock)}`),
    ...(customer === '' ? {} : { customer: shortened(customer, OPTION_CUSTOMER_LENGTH) }),
    ...(quote.issue ? { number: quote.issue.number } : {}),
    ...(quote.revises ? { of: quote.revises.number } : {}),
  };
  if (quote.issue) return words.t(customer === '' ? 'letter.option.numbered' : 'letter.option.numberedCustomer', values);
  if (quote.revises) return words.t(customer === '' ? 'letter.option.revision' : 'letter.option.revisionCustomer', values);
  return words.t(customer === '' ? 'letter.option.plain' : 'letter.option.customer', values);
}

/** What the customer view is headed with: the letter's subject as the summary says it (quoteSubject), never the internal name. */
export function customerHeading(quote: Pick<SavedQuote, 'letter' | 'issue'>, words: Translator): string {
  return quoteSubject(quote, words);
}

/** "Quote A-2026-0001 of 23 Nov 2026, valid until 7 Dec 2026 · Sent": the validity the quote says, or the default. */
export function issueSummary(quote: Pick<SavedQuote, 'issue' | 'letter' | 'revises'>, clock: StatusClock, locale: string): Message | null {
  const { issue, letter } = quote;
  if (!issue) return quote.revises ? msg('letter.issue.revision', { number: quote.revises.number }) : null;
  // A sent quote's day as its document said it; a draft's as it would say it if sent today.
  const validUntil =
    validUntilOf(quote, clock.defaultValidityDays) ?? addDays(issue.issuedOn, letter?.validityDays ?? clock.defaultValidityDays);
  return msg('letter.issue.summary', {
    number: issue.number,
    status: quoteStatus(quote, clock),
    date: formatDay(issue.issuedOn, locale),
    validUntil: formatDay(validUntil, locale),
  });
}
