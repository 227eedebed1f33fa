// Only the type of the translator: the window imports this file, and the translator itself would bring
// every catalogue of every language into the window's start.
import type { Translator } from '../i18n/translator';
import type { LetterTexts, QuoteLetter } from './quote-letter';
import type { SavedQuote } from './saved-quote';

/** What the letter says around its lines, as printed. */
export interface LetterWords {
  subject: string;
  salutation: string;
  intro: string;
  closing: string;
}

/** The subject a quote without one of its own gets: "Quotation A-2026-0001" / "Angebot A-2026-0001", never its internal name. */
export function defaultSubject(words: Translator, number: string): string {
  return words.t('document.subject', { number });
}

/**
 * The words of a quote's letter: each the quote's own where it has one, else Settings' for the document
 * language (`defaults`, `words` in it), the subject else "Quotation" and the number. The one rule for PDF and print.
 */
export function letterWords(letter: QuoteLetter, defaults: LetterTexts, words: Translator, number: string): LetterWords {
  const own = (text: string | null | undefined): string | null =>
    text === null || text === undefined || text.trim() === '' ? null : text.trim();
  return {
    subject: own(letter.subject) ?? defaultSubject(words, number),
    salutation: own(letter.salutation) ?? defaults.salutation.trim(),
    intro: own(letter.intro) ?? defaults.intro.trim(),
    closing: own(letter.closing) ?? defaults.closing.trim(),
  };
}

/**
 * What a quote is called wherever a customer hears or reads it outside the letter (the customer view's
 * heading, the copied summary): the letter's subject, else "Quotation" and its number, else (a draft not yet
 * numbered) just "Quotation"; never the quote's internal name.
 */
export function quoteSubject(quote: Pick<SavedQuote, 'letter' | 'issue'>, words: Translator): string {
  const subject = quote.letter?.subject?.trim() ?? '';
  if (subject !== '') return subject;
  return quote.issue ? words.t('document.subject', { number: quote.issue.number }) : words.t('document.subjectDraft');
}
