// What a typed word of a quote search may mean besides text: a day or a month in the user's regional
// format, or an amount as a person types it.

/** A day (YYYY-MM-DD) or a month (YYYY-MM) a typed word names. */
export type TypedDate = { day: string } | { month: string };

/** The order of day, month and year in the regional format ("dmy" for 26.11.2026, "mdy" for 11/26/2026). */
function dateOrder(locale: string): 'dmy' | 'mdy' | 'ymd' {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 10, 26)))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.type.charAt(0))
    .join('');
  return parts === 'mdy' || parts === 'ymd' ? parts : 'dmy';
}

const ORDERS = new Map<string, 'dmy' | 'mdy' | 'ymd'>();
const orderOf = (locale: string): 'dmy' | 'mdy' | 'ymd' => {
  let order = ORDERS.get(locale);
  if (order === undefined) {
    order = dateOrder(locale);
    ORDERS.set(locale, order);
  }
  return order;
};
const pad = (value: number): string => String(value).padStart(2, '0');

/** Month names as typed, lower case without accents or dots: long and short, German and English, and the regional format's. */
const MONTH_NAMES = new Map<string, Map<string, number>>();
function monthNames(locale: string): Map<string, number> {
  let names = MONTH_NAMES.get(locale);
  if (names !== undefined) return names;
  names = new Map<string, number>();
  for (const language of new Set(['en', 'de', locale])) {
    for (const width of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
      for (let month = 1; month <= 12; month += 1) {
        const name = monthWord(format.format(new Date(Date.UTC(2026, month - 1, 15))));
        names.set(name, month);
        // "Mär", "Sep", "Okt": the first three letters of a long name and more.
        if (width === 'long')
          for (let end = 3; end < name.length; end += 1) if (!names.has(name.slice(0, end))) names.set(name.slice(0, end), month);
      }
    }
  }
  names.set('mrz', 3);
  MONTH_NAMES.set(locale, names);
  return names;
}
const monthWord = (word: string): string => word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\.$/, '');

/** A year as typed: four digits, or two meaning this century ("26" is 2026). */
const yearOf = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Whether month and day make a day of that year (29 February only in a leap year). */
function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && day >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A day typed without its year is the last such day up to `today` (YYYY-MM-DD): a quote is looked for by the
 * day it was sent, which has passed. 29 February goes back to the last leap year.
 */
function lastBefore(month: number, day: number, today: string): string | null {
  const [year = 0, thisMonth = 0, thisDay = 0] = today.split('-').map(Number);
  for (let back = 0; back <= 8; back += 1) {
    const candidate = year - back;
    if (!isDay(candidate, month, day)) continue;
    if (back === 0 && (month > thisMonth || (month === thisMonth && day > thisDay))) continue;
    return `${candidate}-${pad(month)}-${pad(day)}`;
  }
  return null;
}

/** A date as read, and whether its year was left out (and so taken as lastBefore says). */
export interface ReadTypedDate {
  date: TypedDate;
  yearless: boolean;
}

const dayOf = (year: number | null, month: number, day: number, today: string): ReadTypedDate | null => {
  if (year === null) {
    const last = lastBefore(month, day, today);
    return last === null ? null : { date: { day: last }, yearless: true };
  }
  return isDay(year, month, day) ? { date: { day: `${year}-${pad(month)}-${pad(day)}` }, yearless: false } : null;
};
const monthOf = (year: string, month: number): ReadTypedDate | null =>
  month >= 1 && month <= 12 ? { date: { month: `${year}-${pad(month)}` }, yearless: false } : null;

const NUMERIC = /^(\d{1,4}) ?[./-] ?(\d{1,4})(?: ?[./-] ?(\d{1,4}))? ?\.?$/;
const DAY_MONTH = /^(\d{1,2})(?:\.|st|nd|rd|th)? ?([\p{L}]+)\.?(?: (\d{4}|'?\d{2}))?$/u;
const MONTH_DAY = /^([\p{L}]+)\.? (\d{1,2})(?:st|nd|rd|th)?\.?(?: (\d{4}))?$/u;
const MONTH_YEAR = /^([\p{L}]+)\.? (\d{4})$/u;

/**
 * The day or month typed words name, as a person types them in the regional format of `locale` (the order
 * of day and month is the format's, never guessed against it): "27.11.2026", "27.11.26", "27.11.", "27.11"
 * (de), "11/27/2026", "11/27/26", "11/27" (en-US), "27/11" (en-GB), "2026-11-27" (ISO, in any format);
 * with a month's name in German or English, "27. Nov", "Nov 27", "November 27, 2026", "27 November"; a
 * month "11.2026", "11/2026", "November 2026". A day without its year is the last such day up to `today`
 * (lastBefore). Null when the words name none.
 */
export function readTypedDate(typed: string, locale: string, today: string): TypedDate | null {
  return readDate(typed, locale, today)?.date ?? null;
}

/** readTypedDate, and whether the year was left out. */
export function readDate(typed: string, locale: string, today: string): ReadTypedDate | null {
  const text = typed.trim().replace(/,/g, ' ').replace(/\s+/g, ' ').replace(/ \./g, '.');
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text);
  if (iso) {
    const month = Number(iso[2]);
    if (iso[3] === undefined) return monthOf(iso[1]!, month);
    return dayOf(Number(iso[1]), month, Number(iso[3]), today);
  }
  const numeric = NUMERIC.exec(text);
  if (numeric) return numericDate(numeric[1]!, numeric[2]!, numeric[3], orderOf(locale), today);
  const names = monthNames(locale);
  const named = (word: string | undefined): number | null => names.get(monthWord(word ?? '')) ?? null;
  const monthYear = MONTH_YEAR.exec(text);
  const yearMonth = monthYear ? named(monthYear[1]) : null;
  if (monthYear && yearMonth !== null) return monthOf(monthYear[2]!, yearMonth);
  const dayMonth = DAY_MONTH.exec(text);
  if (dayMonth && named(dayMonth[2]) !== null) {
    const year = dayMonth[3] === undefined ? null : yearOf(dayMonth[3].replace("'", ''));
    return dayOf(year, named(dayMonth[2])!, Number(dayMonth[1]), today);
  }
  const monthDay = MONTH_DAY.exec(text);
  if (monthDay && named(monthDay[1]) !== null) {
    return dayOf(monthDay[3] === undefined ? null : Number(monthDay[3]), named(monthDay[1])!, Number(monthDay[2]), today);
  }
  return null;
}

/** Digits with dots, slashes or dashes between them, read in the regional order. */
function numericDate(
  first: string,
  second: string,
  third: string | undefined,
  order: 'dmy' | 'mdy' | 'ymd',
  today: string,
): ReadTypedDate | null {
  if (third === undefined) {
    // A month and its year: "11.2026", "11/2026", "2026/11".
    if (second.length === 4) return monthOf(second, Number(first));
    if (first.length === 4) return monthOf(first, Number(second));
    if (first.length > 2 || second.length > 2) return null;
    // A day and month without the year: "27.11." (de), "11/27" (en-US).
    const [day, month] = order === 'dmy' ? [first, second] : [second, first];
    return dayOf(null, Number(month), Number(day), today);
  }
  const [day, month, year] = order === 'mdy' ? [second, first, third] : order === 'ymd' ? [third, second, first] : [first, second, third];
  if ((year.length !== 4 && year.length !== 2) || day.length > 2 || month.length > 2) return null;
  return dayOf(yearOf(year), Number(month), Number(day), today);
}

/** An amount as typed: its whole part (digits, no leading zeros) and the decimals typed so far (maybe none). */
export interface TypedAmount {
  whole: string;
  decimals: string;
}

/**
 * An amount as a person types it, "1.234,50", "1,234.50", "1234,5" or "1234.5": with both marks the last
 * one is the decimal mark; with one mark once, it is the regional decimal mark, or grouping when three
 * digits follow and it is not the regional decimal mark; a mark more than once is grouping. Null when it is no amount.
 */
export function readTypedAmount(typed: string, locale: string): TypedAmount | null {
  if (!/^\d[\d.,]*$/.test(typed)) return null;
  const decimalMark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const lastPoint = typed.lastIndexOf('.');
  const lastComma = typed.lastIndexOf(',');
  let mark: string | null;
  if (lastPoint !== -1 && lastComma !== -1) mark = lastPoint > lastComma ? '.' : ',';
  else if (lastPoint === -1 && lastComma === -1) mark = null;
  else {
    const only = lastPoint === -1 ? ',' : '.';
    const count = typed.split(only).length - 1;
    const after = typed.length - typed.lastIndexOf(only) - 1;
    mark = count > 1 || (only !== decimalMark && after === 3) ? null : only;
  }
  const at = mark === null ? -1 : typed.lastIndexOf(mark);
  const wholeText = at === -1 ? typed : typed.slice(0, at);
  const decimals = at === -1 ? '' : typed.slice(at + 1);
  // Grouping goes in threes: "12.34.5" is no amount.
  const groups = wholeText.split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) return null;
  if (!/^\d*$/.test(decimals) || decimals.length > 2) return null;
  const whole = groups.join('').replace(/^0+(?=\d)/, '');
  return whole === '' ? null : { whole, decimals };
}

/** Whether a kept amount ("1234.50") is the one typed: the same whole part, and the decimals typed so far agree. */
export function amountMatches(kept: string, typed: TypedAmount): boolean {
  const [whole = '', decimals = ''] = kept.split('.');
  return whole === typed.whole && decimals.padEnd(2, '0').startsWith(typed.decimals);
}
