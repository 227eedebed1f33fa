import type { Message } from '../../../../electron/shared/i18n/catalogue';
import { checkNumberPattern, DOCUMENT_SETTINGS_LIMITS, type DocumentSettings } from '../../../../electron/shared/quote/quote-letter';
import { checkEmail, checkFooterColumn, checkLine, checkTerms, checkValidityDays } from '../quote/letter-checks';

/** Settings → Quote documents as typed: every field text, so nothing typed is lost when a field is refused. */
export interface TypedDocumentSettings {
  numberPattern: string;
  validityDays: string;
  name: string;
  phone: string;
  email: string;
  terms: string;
  footer: [string, string, string];
}

export type DocumentSettingsField = Exclude<keyof TypedDocumentSettings, 'footer'> | 'footer1' | 'footer2' | 'footer3';

/** The fields in the order they are shown: the first refused one gets the cursor. */
export const DOCUMENT_SETTINGS_FIELDS: readonly DocumentSettingsField[] = [
  'numberPattern',
  'validityDays',
  'name',
  'phone',
  'email',
  'terms',
  'footer1',
  'footer2',
  'footer3',
];

/** The settings as the form shows them. */
export function typedDocumentSettings(settings: DocumentSettings): TypedDocumentSettings {
  return {
    numberPattern: settings.numberPattern,
    validityDays: String(settings.validityDays),
    name: settings.salesperson.name,
    phone: settings.salesperson.phone,
    email: settings.salesperson.email,
    terms: settings.terms,
    footer: [settings.footer[0] ?? '', settings.footer[1] ?? '', settings.footer[2] ?? ''],
  };
}

export type CheckedDocumentSettings =
  { ok: true; value: DocumentSettings } | { ok: false; errors: Partial<Record<DocumentSettingsField, Message>> };

/** Every field checked as main's schema will check it, each refusal with its own message. */
export function checkDocumentSettings(typed: TypedDocumentSettings): CheckedDocumentSettings {
  const limits = DOCUMENT_SETTINGS_LIMITS;
  const numberPattern = checkNumberPattern(typed.numberPattern);
  const validityDays = checkValidityDays(typed.validityDays, false);
  const name = checkLine(typed.name, limits.salespersonLength);
  const phone = checkLine(typed.phone, limits.salespersonLength);
  const email = checkEmail(typed.email, limits.salespersonLength);
  const terms = checkTerms(typed.terms);
  const footer = typed.footer.map((column) => checkFooterColumn(column, limits.footerLines, limits.footerLineLength));
  const [footer1, footer2, footer3] = footer;
  const checked = { numberPattern, validityDays, name, phone, email, terms, footer1, footer2, footer3 };
  const errors: Partial<Record<DocumentSettingsField, Message>> = {};
  for (const field of DOCUMENT_SETTINGS_FIELDS) {
    const result = checked[field];
    if (result && !result.ok) errors[field] = result.message;
  }
  if (!numberPattern.ok || !validityDays.ok || !name.ok || !phone.ok || !email.ok || !terms.ok) return { ok: false, errors };
  const columns: string[] = [];
  for (const column of footer) {
    if (!column.ok) return { ok: false, errors };
    columns.push(column.value);
  }
  // Empty columns at the end are none; one in between keeps the place of those after it.
  while (columns.length > 0 && columns.at(-1) === '') columns.pop();
  return {
    ok: true,
    value: {
      numberPattern: numberPattern.value,
      validityDays: validityDays.value,
      salesperson: { name: name.value, phone: phone.value, email: email.value },
      terms: terms.value,
      footer: columns,
    },
  };
}
