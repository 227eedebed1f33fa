import Big from 'big.js';
import { formatAmount } from '../shared/format/numbers';
import type { Message } from '../shared/i18n/catalogue';
import type { UiLanguage } from '../shared/i18n/language';
import { translator, type Translator } from '../shared/i18n/translator';
import type { Decimal } from '../shared/price-info';

/** The words and number formats of one CLI run. */
export interface CliLocale {
  readonly language: UiLanguage;
  /** The regional format numbers are written and read in, e.g. "de-DE" (quantities of quote lines). */
  readonly regional: string;
  /** Messages and country names in the CLI's language. */
  readonly words: Translator;
  /** Sentences worded and joined with a space, e.g. a problem followed by what to do. */
  sentences(messages: readonly Message[]): string;
  /** Money with the decimals it has (2 to 4), exactly: "129,90 EUR" in German, "0.0125 EUR" in English. */
  money(amount: Decimal, currency: string): string;
  /** Money without a currency, for table columns. */
  amount(amount: Decimal): string;
  /** A decimal exactly as given, only in the local notation: "7,7", "1,25". */
  decimal(value: Decimal): string;
  /** A whole number: quantities, scale volumes. */
  integer(value: number): string;
  /** A moment in UTC, e.g. "14.11.2023, 22:13". */
  dateTimeUtc(moment: Date): string;
}

// The CLI has no regional setting of its own (the app has one, the terminal only has its locale), so
// the message language decides the number and date format too.
const FORMAT_LOCALE: Readonly<Record<UiLanguage, string>> = { de: 'de-DE', en: 'en-US' };

/** The CLI's words and formats in a language. */
export function cliLocale(language: UiLanguage): CliLocale {
  const locale = FORMAT_LOCALE[language];
  const words = translator(language);
  const exact = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  // The app's own money format: a unit price below a cent keeps its decimals; totals come rounded to cents.
  const amount = (value: Decimal): string => formatAmount(value, locale);
  return {
    language,
    regional: locale,
    words,
    sentences: (messages) => messages.map((message) => words.text(message)).join(' '),
    money: (value, currency) => `${amount(value)} ${currency}`.trimEnd(),
    amount,
    decimal: (value) => exact.format(new Big(value).toFixed() as `${number}`),
    integer: (value) => whole.format(value),
    dateTimeUtc: (moment) => dateTime.format(moment),
  };
}
