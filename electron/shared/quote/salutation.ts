// Whom a letter greets: the contact person by name when the form of address is known, else nobody in
// particular (Settings' salutation). A leaf but for the translator's type, so the customer's schema can use it.
import type { Translator } from '../i18n/translator';

/** How a contact person is addressed: Mr / Herr, Ms / Frau. */
export const FORMS_OF_ADDRESS = ['mr', 'ms'] as const;
export type FormOfAddress = (typeof FORMS_OF_ADDRESS)[number];

// Words a contact person's field may start with that say the form of address, as typed ("Herr Keller", "Mrs. Jansen").
const FORM_WORDS: Readonly<Record<string, FormOfAddress>> = {
  herr: 'mr',
  herrn: 'mr',
  hr: 'mr',
  mr: 'mr',
  frau: 'ms',
  fr: 'ms',
  ms: 'ms',
  mrs: 'ms',
  miss: 'ms',
};
// Academic titles kept before the name ("Sehr geehrte Frau Dr. Keller", "Dear Dr Jansen").
const TITLE = /^(?:dr|prof)\.?(?:-\S+)?$/i;

/** A form of address as a word says it ("Herr", "Mrs.", "ms"); null for none known. */
export function readFormOfAddress(word: string): FormOfAddress | null {
  return FORM_WORDS[word.trim().replace(/\.$/, '').toLowerCase()] ?? null;
}

/** A contact person as the salutation takes it: the form of address the field starts with, titles, the family name. */
function contactParts(contact: string): { form: FormOfAddress | null; titles: string[]; familyName: string } | null {
  const tokens = contact
    .trim()
    .split(/\s+/)
    .filter((token) => token !== '');
  const form = tokens.length > 1 ? readFormOfAddress(tokens[0]!) : null;
  const rest = form === null ? tokens : tokens.slice(1);
  const titles: string[] = [];
  while (rest.length > 1 && TITLE.test(rest[0]!)) titles.push(rest.shift()!);
  const familyName = rest.at(-1);
  return familyName === undefined ? null : { form, titles, familyName };
}

/**
 * The salutation to a contact person ("Sehr geehrter Herr Keller,", "Dear Ms Jansen,"): the form of address
 * kept (the customer's, the quote's) or the one the contact field starts with ("Herr Peter Keller"), titles
 * kept, the family name the field's last word. Null when either is unknown: a guess would offend, so the
 * letter keeps Settings' salutation to nobody in particular.
 */
export function contactSalutation(contact: string, kept: FormOfAddress | null | undefined, words: Pick<Translator, 't'>): string | null {
  const parts = contactParts(contact);
  const form = kept ?? parts?.form ?? null;
  if (parts === null || form === null) return null;
  const titles = parts.titles.join(' ');
  return words.t('letter.salutation.contact', { form, titles: titles === '' ? 'none' : titles, name: parts.familyName });
}
