import { quoteBasis } from './quote-figures';
import { quoteVatOf } from './vat-treatment';
import { EMPTY_LETTER, type QuoteLetter } from './quote-letter';
import type { SavedQuote, SavedQuoteLine } from './saved-quote';

export type { QuoteRevision } from './saved-quote';

export { isSent } from './quote-letter';

/** What a quote says to the customer, and so may not change once it was sent: lines, factor, country, net or gross, VAT, letter. */
export type QuoteContent = Pick<SavedQuote, 'country' | 'factor' | 'priceBasis' | 'vat' | 'letter'> & {
  lines: readonly Pick<SavedQuoteLine, 'artnr' | 'quantity' | 'factor' | 'description'>[];
};

const letterWords = (letter: QuoteLetter | undefined): string => {
  const { recipient, validityDays, terms, documentLanguage, subject, salutation, intro, closing } = { ...EMPTY_LETTER, ...letter };
  return JSON.stringify([
    recipient === null
      ? null
      : [
          recipient.name,
          recipient.contact,
          recipient.address,
          recipient.customerNumber,
          recipient.country ?? null,
          recipient.formOfAddress ?? null,
        ],
    validityDays,
    terms,
    documentLanguage,
    subject ?? null,
    salutation ?? null,
    intro ?? null,
    closing ?? null,
  ]);
};

/** Whether two quotes say the same to the customer (a quote without a letter says what the empty letter says). */
export function sameContent(a: QuoteContent, b: QuoteContent): boolean {
  const line = (each: QuoteContent['lines'][number]): string =>
    JSON.stringify([each.artnr, each.quantity, each.factor, each.description ?? '']);
  return (
    a.country === b.country &&
    a.factor === b.factor &&
    quoteBasis(a) === quoteBasis(b) &&
    JSON.stringify(quoteVatOf(a)) === JSON.stringify(quoteVatOf(b)) &&
    a.lines.length === b.lines.length &&
    a.lines.every((each, index) => line(each) === line(b.lines[index]!)) &&
    letterWords(a.letter) === letterWords(b.letter)
  );
}

/** The number of a revision: the first quote's number and the revision's, from 2 on ("A-2026-0001-2"). */
export function revisionNumber(base: string, revision: number): string {
  return `${base}-${revision}`;
}
