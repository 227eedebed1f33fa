/** When a kept answer was fetched: date and time in the regional format. */
export function formatFetchedAt(fetchedAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(fetchedAt));
}
