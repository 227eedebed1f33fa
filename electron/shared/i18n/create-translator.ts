import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Message, MessageKey, MessageValues } from './catalogue';
import type { UiLanguage } from './language';

/** Words in one language: messages, country names. Numbers and money use the regional format instead. */
export interface Translator {
  readonly language: UiLanguage;
  /** A catalogue message with its values. */
  t(key: MessageKey, values?: MessageValues): string;
  /**
   * A message that crossed IPC or waited to be shown. Its value named `country`, if any, is a country
   * code and is shown as `countryLabel(code)` ("Deutschland (de)"): main and shared code cannot know
   * the reader's language, so they pass the code and the reader's translator names the country.
   */
  text(message: Message): string;
  /** A country's name in this language, e.g. "Deutschland" for `de`. */
  countryName(code: string): string;
  /** A country as the app shows it everywhere: "Deutschland (de)". */
  countryLabel(code: string): string;
}

/** A translator over the words given, as written or parsed at build time (the window's). */
export function createTranslator(
  language: UiLanguage,
  messages: Readonly<Partial<Record<MessageKey, string | MessageFormatElement[]>>>,
): Translator {
  // Each message's formatter made once, when first shown.
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const formatOf = (key: MessageKey): IntlMessageFormat => {
    let format = formats.get(key);
    if (format) return format;
    const message = messages[key];
    // A missing key is a bug the catalogue test catches; never show a key instead of words silently.
    if (message === undefined) throw new Error(`No message "${key}" in ${language}.`);
    format = new IntlMessageFormat(message, language);
    formats.set(key, format);
    return format;
  };
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const t = (key: MessageKey, values?: MessageValues): string => String(formatOf(key).format(values));
  const countryName = (code: string): string => regions.of(code.toUpperCase()) ?? code;
  const countryLabel = (code: string): string => t('country.label', { name: countryName(code), code });
  return {
    language,
    t,
    text: (message) => t(message.key, withCountryLabel(message.values, countryLabel)),
    countryName,
    countryLabel,
  };
}

const COUNTRY_CODE = /^[a-z]{2}$/i;

/**
 * The values with `country` (a code) replaced by its label, and the code kept as `countryCode`, so a
 * message can choose the words a country needs ("für die Schweiz", "in den Niederlanden"); anything
 * not shaped like a code stays as it is.
 */
function withCountryLabel(values: MessageValues | undefined, label: (code: string) => string): MessageValues | undefined {
  const country = values?.country;
  if (typeof country !== 'string') return values;
  // Not a code: shown as it is, with the words any country takes.
  if (!COUNTRY_CODE.test(country)) return { countryCode: '', ...values };
  return { ...values, country: label(country), countryCode: country.toLowerCase() };
}
