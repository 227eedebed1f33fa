import type { z } from 'zod';
import type { Translator } from '../i18n/translator';
import type { UiLanguage } from '../i18n/language';
import { fillPlaceholders, type Placeholder } from './placeholders';
import type { mailSettingsSchema } from './quote-letter-schema';

/** The e-mail of a quote as the draft says it: recipient, subject and body (lines split by "\n"). */
export interface MailText {
  to: string;
  subject: string;
  body: string;
}

/** Settings → Quote documents → e-mail: the body per document language, with placeholders, and the signature under it. */
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * How the e-mail ends: the signature, with the sales person's name above it unless it has the name already
 * (a signature of company and phone only); the name alone without a signature.
 */
export function mailEnding(signature: string, salesperson: string): string {
  const kept = signature.trim();
  const name = salesperson.trim();
  if (name === '' || kept.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return kept;
  return kept === '' ? name : `${name}\n${kept}`;
}

/**
 * The quote's e-mail: the subject "Quote A-2026-0001 – <subject>" in the document language (the number
 * alone without a subject of its own), the body from Settings' template for that language (its placeholders
 * filled, placeholders.ts), then the sales person's name and the signature (mailEnding).
 */
export function quoteMailText(
  input: {
    to: string;
    number: string;
    subject: string | null;
    values: Omit<Record<Placeholder, string>, 'number' | 'subject'>;
    /** Settings' sales person: the e-mail ends with their name. */
    salesperson: string;
  },
  settings: MailSettings,
  language: UiLanguage,
  words: Translator,
): MailText {
  const subject = input.subject?.trim() ?? '';
  const values = { ...input.values, number: input.number, subject };
  const body = fillPlaceholders(settings.body[language], 'mail', values).trim();
  const ending = mailEnding(settings.signature, input.salesperson);
  return {
    to: input.to,
    subject: words.t('mail.subject', { number: input.number, subject, hasSubject: subject === '' ? 'no' : 'yes' }),
    body: ending === '' ? body : `${body}\n\n${ending}`,
  };
}
