// The recipient's lines in the letter's address field, decided once for the letter's HTML (its PDF and
// print, the PDF the e-mail attaches): name, contact person, address, and the country line for a customer abroad.
import { COUNTRY_CODES, type CountryCode } from '../countries';
import type { UiLanguage } from '../i18n/language';
import type { Recipient } from './quote-letter';

// A VAT ID starts with its country's letters; Greece writes EL, Switzerland CHE.
const VAT_PREFIX: Readonly<Record<string, string>> = { EL: 'GR', CH: 'CH' };

/**
 * The sender's country: the company's country as set in Settings; when not set, the one its VAT ID is from
 * ("DE123456789", "CHE-123.456.789 MWST", "ATU12345678"), else the region of the regional format ("de-CH"),
 * else null (not known: no country line is added). In upper case, as a region code is written.
 */
export function senderCountry(company: { country: CountryCode | null; vatId: string }, regionalLocale: string): string | null {
  if (company.country !== null) return company.country.toUpperCase();
  return guessedSenderCountry(company.vatId, regionalLocale);
}

/** The sender's country when Settings name none: the VAT ID's, else the regional format's region, else null. */
export function guessedSenderCountry(vatId: string, regionalLocale: string): string | null {
  const prefix = /^([A-Za-z]{2})/.exec(vatId.trim())?.[1]?.toUpperCase();
  if (prefix !== undefined) return VAT_PREFIX[prefix] ?? prefix;
  try {
    return new Intl.Locale(regionalLocale).region ?? null;
  } catch {
    return null;
  }
}

/** A country's name as the country line of an address writes it: in capitals, in the letter's language ("SCHWEIZ", "SWITZERLAND"). */
export function countryLine(country: CountryCode, language: UiLanguage): string {
  const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(country.toUpperCase()) ?? country;
  return name.toLocaleUpperCase(language);
}

const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/** Whether an address line already names the country (typed in by hand, in either language or as its code). */
function namesCountry(line: string, country: CountryCode): boolean {
  const typed = fold(line);
  return (
    typed === country ||
    ['de', 'en'].some((language) => typed === fold(new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? ''))
  );
}

/**
 * The address field's lines: name, contact person, the address lines, and (DIN 5008, as the post asks of
 * mail abroad) the country in capitals in the letter's language when the recipient's country is known and
 * not the sender's, unless the last line names it already (it is then written as the country line).
 */
export function addressBlock(recipient: Recipient, sender: string | null, language: UiLanguage): string[] {
  const lines = [recipient.name, recipient.contact, ...recipient.address].map((line) => line.trim()).filter((line) => line !== '');
  const country = recipient.country;
  if (country === undefined || !(COUNTRY_CODES as readonly string[]).includes(country)) return lines;
  if (sender !== null && sender.toLowerCase() === country) return lines;
  const last = lines.at(-1);
  const withoutTyped = last !== undefined && lines.length > 1 && namesCountry(last, country) ? lines.slice(0, -1) : lines;
  return [...withoutTyped, countryLine(country, language)];
}
