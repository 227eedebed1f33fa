/** When a kept answer was fetched: date and time in the regional format. */
export function formatFetchedAt(fetchedAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(fetchedAt));
}

/** When stock shown was last known, short enough for a table cell: "26.11.26, 05:43", "11/26/26, 5:43 AM". */
export function formatAsOf(moment: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(moment));
}

/** The day stock shown was last known, for a customer's copy: "21.11.2026", "Nov 21, 2026". */
export function formatAsOfDay(moment: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(moment));
}
