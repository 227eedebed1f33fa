// Only the type of the translator: the window imports this file, and the translator itself would bring
// every catalogue of every language into the window's start.
import type { Translator } from '../i18n/translator';
import type { LetterTexts, QuoteLetter } from './quote-letter';
import type { SavedQuote } from './saved-quote';
import { fillPlaceholders } from './placeholders';
import { contactSalutation } from './salutation';

/** What the letter says around its lines, as printed. */
export interface LetterWords {
  subject: string;
  salutation: string;
  intro: string;
  closing: string;
}

/** The subject a quote without one of its own gets: "Quote A-2026-0001" / "Angebot A-2026-0001", never its internal name. */
export function defaultSubject(words: Translator, number: string): string {
  return words.t('document.subject', { number });
}

/**
 * The words of a quote's letter: each the quote's own where it has one, else Settings' for the document
 * language (`defaults`, `words` in it), the subject else "Quote" and the number. The salutation greets the
 * recipient's contact person by name where the form of address is known (contactSalutation), before
 * Settings' general one. Placeholders are filled (the number, customer, contact person and `validUntil` as
 * the letter writes it). The one rule for PDF, print and the e-mail's {salutation}.
 */
export function letterWords(letter: QuoteLetter, defaults: LetterTexts, words: Translator, number: string, validUntil = ''): LetterWords {
  const recipient = letter.recipient;
  const values = { number, customer: recipient?.name ?? '', contact: recipient?.contact ?? '', validUntil };
  const own = (text: string | null | undefined): string | null =>
    text === null || text === undefined || text.trim() === '' ? null : text.trim();
  const filled = (field: 'subject' | 'salutation' | 'intro' | 'closing', text: string): string =>
    fillPlaceholders(text, field, values).trim();
  const toContact = recipient === null ? null : contactSalutation(recipient.contact, recipient.formOfAddress, words);
  return {
    subject: filled('subject', own(letter.subject) ?? defaultSubject(words, number)),
    salutation: filled('salutation', own(letter.salutation) ?? toContact ?? defaults.salutation.trim()),
    intro: filled('intro', own(letter.intro) ?? defaults.intro.trim()),
    closing: filled('closing', own(letter.closing) ?? defaults.closing.trim()),
  };
}

/**
 * What a quote is called wherever a customer hears or reads it outside the letter (the customer view's
 * heading, the copied summary): the letter's subject, else "Quote" and its number, else (a draft not yet
 * numbered) just "Quote"; never the quote's internal name.
 */
export function quoteSubject(quote: Pick<SavedQuote, 'letter' | 'issue'>, words: Translator): string {
  const subject = quote.letter?.subject?.trim() ?? '';
  if (subject !== '') return subject;
  return quote.issue ? words.t('document.subject', { number: quote.issue.number }) : words.t('document.subjectDraft');
}
