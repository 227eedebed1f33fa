// The placeholders of the letter's and the e-mail's texts: each named in the text's language ("{Nummer}",
// "{number}"), offered there in that language, read in either (a text written before keeps working), and an
// unknown one refused where it is typed; a text never goes out with a placeholder in it.
import type { UiLanguage } from '../i18n/language';

/** What a placeholder stands for. */
const PLACEHOLDERS = ['number', 'customer', 'contact', 'validUntil', 'subject', 'salutation'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Each placeholder's name in each language, as offered and typed between braces. */
const NAMES: Readonly<Record<UiLanguage, Readonly<Record<Placeholder, string>>>> = {
  en: {
    number: 'number',
    customer: 'customer',
    contact: 'contact',
    validUntil: 'validUntil',
    subject: 'subject',
    salutation: 'salutation',
  },
  de: {
    number: 'Nummer',
    customer: 'Kunde',
    contact: 'Ansprechpartner',
    validUntil: 'GültigBis',
    subject: 'Betreff',
    salutation: 'Anrede',
  },
};

/** The texts with placeholders, and which each may use: the letter's own words are no placeholder in themselves. */
export type PlaceholderText = 'mail' | 'subject' | 'salutation' | 'intro' | 'closing';

const IN_LETTER: readonly Placeholder[] = ['number', 'customer', 'contact', 'validUntil'];
const ALLOWED: Readonly<Record<PlaceholderText, readonly Placeholder[]>> = {
  mail: PLACEHOLDERS,
  subject: IN_LETTER,
  salutation: ['customer', 'contact'],
  intro: IN_LETTER,
  closing: IN_LETTER,
};

// A name between braces: letters only, as every name is; a brace with anything else in it is text.
const PLACEHOLDER = /\{(\p{L}+)\}/gu;

const key = (name: string): string => name.normalize('NFC').toLocaleLowerCase('de');

/** The placeholder a name is, in either language and any case ("nummer", "Number"); null for none. */
export function placeholderNamed(name: string): Placeholder | null {
  for (const language of ['de', 'en'] as const) {
    const found = PLACEHOLDERS.find((placeholder) => key(NAMES[language][placeholder]) === key(name));
    if (found !== undefined) return found;
  }
  return null;
}

/** The placeholders a text may use as its language offers them: "{Nummer}, {Kunde} …". */
export function offeredPlaceholders(text: PlaceholderText, language: UiLanguage): string[] {
  return ALLOWED[text].map((placeholder) => `{${NAMES[language][placeholder]}}`);
}

/** The placeholders in a text that it may not use (unknown, or not of this text), as typed: "{Rabatt}". */
export function unknownPlaceholders(typed: string, text: PlaceholderText): string[] {
  const unknown = [...typed.matchAll(PLACEHOLDER)].filter((match) => {
    const placeholder = placeholderNamed(match[1]!);
    return placeholder === null || !ALLOWED[text].includes(placeholder);
  });
  return [...new Set(unknown.map((match) => match[0]))];
}

/**
 * A text with its placeholders filled: each it may use by its value (none given: empty), anything else in
 * braces left out, so no placeholder is ever sent as typed (a text from a file edited by hand).
 */
export function fillPlaceholders(typed: string, text: PlaceholderText, values: Readonly<Partial<Record<Placeholder, string>>>): string {
  return typed.replace(PLACEHOLDER, (_whole, name: string) => {
    const placeholder = placeholderNamed(name);
    return placeholder !== null && ALLOWED[text].includes(placeholder) ? (values[placeholder] ?? '') : '';
  });
}
