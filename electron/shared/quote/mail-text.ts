import type { z } from 'zod';
import type { Translator } from '../i18n/translator';
import type { UiLanguage } from '../i18n/language';
import type { mailSettingsSchema } from './quote-letter-schema';

/** The e-mail of a quote as the draft says it: recipient, subject and body (lines split by "\n"). */
export interface MailText {
  to: string;
  subject: string;
  body: string;
}

/** Settings → Quote documents → e-mail: the body per document language, with placeholders, and the signature under it. */
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The placeholders a body may use, each replaced by the quote's value. */
export const MAIL_PLACEHOLDERS = ['number', 'customer', 'contact', 'validUntil', 'subject', 'salutation'] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];

/** A template with each known placeholder replaced; anything else in braces stays as typed. */
function fillMailTemplate(template: string, values: Readonly<Record<MailPlaceholder, string>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    (MAIL_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MailPlaceholder] : whole,
  );
}

/**
 * The quote's e-mail: the subject "Quote A-2026-0001 – <subject>" in the document language (the number
 * alone without a subject of its own), the body from Settings' template for that language, then the signature.
 */
export function quoteMailText(
  input: { to: string; number: string; subject: string | null; values: Omit<Record<MailPlaceholder, string>, 'number' | 'subject'> },
  settings: MailSettings,
  language: UiLanguage,
  words: Translator,
): MailText {
  const subject = input.subject?.trim() ?? '';
  const values = { ...input.values, number: input.number, subject };
  const body = fillMailTemplate(settings.body[language], values).trim();
  const signature = settings.signature.trim();
  return {
    to: input.to,
    subject: words.t('mail.subject', { number: input.number, subject, hasSubject: subject === '' ? 'no' : 'yes' }),
    body: signature === '' ? body : `${body}\n\n${signature}`,
  };
}
