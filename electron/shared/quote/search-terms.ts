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
const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The day or month a typed word names in the regional format: "26.11.2026" (de), "11/26/2026" (en-US),
 * "2026-11-26" (ISO, in any format), a month "11.2026" or "11/2026"; null when it names none.
 */
export function readTypedDate(typed: string, locale: string): TypedDate | null {
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(typed);
  const parts = iso ? null : /^(\d{1,4})[./-](\d{1,4})(?:[./-](\d{1,4}))?\.?$/.exec(typed);
  let year: number;
  let month: number;
  let day: number | null = null;
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = iso[3] === undefined ? null : Number(iso[3]);
  } else if (parts) {
    const [first, second, third] = [parts[1]!, parts[2]!, parts[3]];
    if (third === undefined) {
      // A month and a year: "11.2026", "11/2026".
      if (second.length !== 4) return null;
      year = Number(second);
      month = Number(first);
    } else {
      let order = ORDERS.get(locale);
      if (order === undefined) {
        order = dateOrder(locale);
        ORDERS.set(locale, order);
      }
      const [d, m, y] = order === 'mdy' ? [second, first, third] : order === 'ymd' ? [third, second, first] : [first, second, third];
      if (y.length !== 4) return null;
      year = Number(y);
      month = Number(m);
      day = Number(d);
    }
  } else return null;
  if (month < 1 || month > 12) return null;
  if (day === null) return { month: `${year}-${pad(month)}` };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (day < 1 || date.getUTCMonth() !== month - 1) return null;
  return { day: `${year}-${pad(month)}-${pad(day)}` };
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
