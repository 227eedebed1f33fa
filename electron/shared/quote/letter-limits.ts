// The bounds of a quote's letter and of Settings → Quote documents: the schemas check them, the fields
// show them. A leaf (it imports nothing), so the schemas' types can be the letter's types.

/**
 * Bounds of a recipient: the address field of a DIN 5008 letter holds nine lines 80 mm wide, so the
 * name, the contact and four address lines of this length fit in it even when the name wraps once.
 */
export const RECIPIENT_LIMITS = {
  nameLength: 80,
  contactLength: 50,
  addressLines: 4,
  lineLength: 50,
  customerNumberLength: 30,
  emailLength: 254,
} as const;

/** The texts of a letter written per quote, or set per document language in Settings. */
export type LetterTextField = 'subject' | 'salutation' | 'intro' | 'closing';

/**
 * Bounds of the letter's texts, in characters (code points) and lines: a subject and a salutation are a
 * line each; an intro and a closing a short paragraph, so the letter stays a letter around its lines.
 */
export const LETTER_TEXT_LIMITS: Readonly<Record<LetterTextField, { length: number; lines: number }>> = {
  subject: { length: 120, lines: 1 },
  salutation: { length: 100, lines: 1 },
  intro: { length: 600, lines: 6 },
  closing: { length: 400, lines: 6 },
};

/** Days a quote is valid: at least one, at most a year. */
export const VALIDITY_DAYS_LIMIT = 365;
/** Payment and delivery terms: a paragraph or a few, not a contract. */
export const TERMS_LIMITS = { length: 1_500, lines: 15 } as const;

export const DOCUMENT_SETTINGS_LIMITS = {
  patternLength: 40,
  salespersonLength: 80,
  footerColumns: 3,
  footerLines: 5,
  footerLineLength: 60,
} as const;

/** Bounds of the e-mail texts in Settings, in characters (code points) and lines: a short mail, a signature block. */
export const MAIL_TEXT_LIMITS = { bodyLength: 2_000, bodyLines: 30, signatureLength: 600, signatureLines: 10 } as const;
