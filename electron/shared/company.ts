import type { z } from 'zod';
import { COMPANY_LIMITS } from './company-limits';
import type { Message } from './i18n/catalogue';
import type { Translator } from './i18n/create-translator';
import type { companySchema } from './settings-patch';

/** The company as it sends quotes: the letterhead and the details the law asks of a business letter (Settings). */
export type Company = z.infer<typeof companySchema>;

export type CompanyField = keyof Company;

/** The company's fields in the order Settings shows them: the first missing one gets the cursor. */
export const COMPANY_FIELDS: readonly CompanyField[] = [
  'name',
  'address',
  'country',
  'registerCourt',
  'registerNumber',
  'managingDirectors',
  'vatId',
];

export const EMPTY_COMPANY: Company = {
  name: '',
  address: [],
  country: null,
  registerCourt: '',
  registerNumber: '',
  managingDirectors: '',
  vatId: '',
};

/** A field as typed: the value to keep, or why it cannot be kept. */
export type CompanyCheck<T> = { ok: true; value: T } | { ok: false; message: Message };

// Two letters of a country, then its digits and letters (a Swiss one reads "CHE-123.456.789 MWST").
const VAT_ID = /^[A-Za-z]{2}[ -]?[A-Za-z0-9][A-Za-z0-9 .+*-]*$/;

/** A VAT ID or nothing: the shape every EU and Swiss one has; the number itself is the tax office's to check. */
export function checkVatId(typed: string): CompanyCheck<string> {
  const value = typed.trim();
  if (value === '') return { ok: true, value };
  if ([...value].length > COMPANY_LIMITS.vatIdLength)
    return { ok: false, message: { key: 'letter.tooLong', values: { max: COMPANY_LIMITS.vatIdLength, length: [...value].length } } };
  return VAT_ID.test(value) && /\d/.test(value) ? { ok: true, value } : { ok: false, message: { key: 'company.vatId.invalid' } };
}

/**
 * What a customer document's sender lacks: the name, the address and the details the law asks of a
 * business letter (register court and number, managing directors, VAT ID), in the order Settings shows them.
 */
export function missingSenderDetails(company: Company): CompanyField[] {
  return COMPANY_FIELDS.filter((field) => {
    // Not asked for: without it, the sender's country is the VAT ID's or the regional format's (senderCountry).
    if (field === 'country') return false;
    const value = company[field];
    return typeof value === 'string' ? value.trim() === '' : value.every((line) => line.trim() === '');
  });
}

/** How many names a line of managing directors holds ("Hans Müller, Eva Schmidt" is two), for the word's plural. */
function namesIn(line: string): number {
  return line.split(/\s*(?:[,;&]|\bund\b|\band\b)\s*/).filter((name) => name.trim() !== '').length;
}

/** The company's legal details as a footer column in the document's language; '' when none is set. */
export function legalFooterColumn(company: Omit<Company, 'name' | 'address' | 'country'> | null, { t }: Pick<Translator, 't'>): string {
  if (company === null) return '';
  const court = company.registerCourt.trim();
  const number = company.registerNumber.trim();
  const directors = company.managingDirectors.trim();
  const vatId = company.vatId.trim();
  return [
    court === '' ? null : t('company.legal.registerCourt', { court }),
    number === '' ? null : t('company.legal.registerNumber', { number }),
    directors === '' ? null : t('company.legal.managingDirectors', { names: directors, count: namesIn(directors) }),
    vatId === '' ? null : t('company.legal.vatId', { id: vatId }),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The columns a page's foot holds: three (the print's @page boxes). */
const FOOTER_COLUMNS = 3;

/**
 * The footer's columns: the company's legal details first, then the user's own. A page's foot holds
 * three; a fourth joins the third below a blank line, so nothing the user set is left off.
 */
export function footerColumns(legal: string, own: readonly string[]): string[] {
  const columns = legal === '' ? [...own] : [legal, ...own];
  if (columns.length <= FOOTER_COLUMNS) return columns;
  const rest = columns.slice(FOOTER_COLUMNS - 1).filter((column) => column.trim() !== '');
  return [...columns.slice(0, FOOTER_COLUMNS - 1), rest.join('\n\n')];
}
