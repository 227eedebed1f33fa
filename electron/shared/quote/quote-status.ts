import { addDays, localDay, type QuoteLetter, type QuoteIssue } from './quote-letter';

/** Where a quote stands: a draft, sent, answered by the customer (accepted, declined), or past its "valid until". */
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'expired';

/** What the status is decided from: the quote as kept. */
export interface StatusOf {
  issue?: QuoteIssue | undefined;
  letter?: Pick<QuoteLetter, 'validityDays'> | undefined;
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone; the system's own when none is named. */
export function dayIn(moment: Date, timeZone?: string): string {
  if (timeZone === undefined) return localDay(moment);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The last day a sent quote is valid: the day its document said (kept when it was sent), else, for a quote
 * sent before that was kept, the document's own rule (issued on + the letter's days, else Settings'). Null: not sent.
 */
export function validUntilOf(quote: StatusOf, defaultValidityDays: number): string | null {
  const issue = quote.issue;
  if (!issue?.sentAt) return null;
  return issue.validUntil ?? addDays(issue.issuedOn, quote.letter?.validityDays ?? defaultValidityDays);
}

/** The moment and time zone a status is decided at, and Settings' validity for quotes that leave it to them. */
export interface StatusClock {
  now: Date;
  /** IANA name; none: the system's, as the window and main run in it. */
  timeZone?: string;
  defaultValidityDays: number;
}

/**
 * The one rule for a quote's status, in the list, on the quote and in the follow-up: not sent, a draft
 * (also with a number); sent and marked accepted or declined, that answer; sent and past the last day it
 * is valid (in the user's time zone), expired; else sent. An answer stays after the validity ends.
 */
export function quoteStatus(quote: StatusOf, clock: StatusClock): QuoteStatus {
  const validUntil = validUntilOf(quote, clock.defaultValidityDays);
  if (validUntil === null) return 'draft';
  const outcome = quote.issue?.outcome;
  if (outcome) return outcome.kind;
  return dayIn(clock.now, clock.timeZone) > validUntil ? 'expired' : 'sent';
}

/** A sent quote waiting for an answer whose validity ends within the days asked. */
export interface ExpiringQuote<Q> {
  quote: Q;
  validUntil: string;
  /** Days left: 0 on its last day. */
  daysLeft: number;
}

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The sent quotes without an answer whose last valid day is today or within the next `withinDays` days,
 * soonest first: the follow-up list the app shows when it opens.
 */
export function expiringQuotes<Q extends StatusOf>(quotes: readonly Q[], clock: StatusClock, withinDays: number): ExpiringQuote<Q>[] {
  const today = dayIn(clock.now, clock.timeZone);
  return quotes
    .flatMap((quote) => {
      const validUntil = validUntilOf(quote, clock.defaultValidityDays);
      if (validUntil === null || quoteStatus(quote, clock) !== 'sent') return [];
      const daysLeft = dayNumber(validUntil) - dayNumber(today);
      return daysLeft <= withinDays ? [{ quote, validUntil, daysLeft }] : [];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** Days ahead the follow-up list looks at most: a year, as a quote is valid at most a year. */
export const FOLLOW_UP_DAYS_LIMIT = 365;
/** The follow-up list's days when Settings say none: a week. */
export const DEFAULT_FOLLOW_UP_DAYS = 7;

/**
 * Months a finished quote stays in the list after its last day (its last change, its issue, its answer or
 * its last valid day, whichever is latest); then it goes to the archive, where it is still found.
 */
export const ARCHIVE_AFTER_MONTHS = 12;

/** The calendar day `months` before `day` (a day past the month's end falls into the next month, as Date counts). */
const monthsBefore = (day: string, months: number): string => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - months, date)).toISOString().slice(0, 10);
};

/**
 * The one rule of what goes to the archive: a quote finished (accepted, declined or expired; never a draft,
 * nor one sent and still waiting within its validity) whose last day is more than ARCHIVE_AFTER_MONTHS
 * before today in the user's time zone. A day after today (the clock was set back) is never old.
 */
export function isArchivable(quote: StatusOf & { updatedAt: string }, clock: StatusClock): boolean {
  const status = quoteStatus(quote, clock);
  if (status === 'draft' || status === 'sent') return false;
  const changed = new Date(quote.updatedAt);
  const outcome = quote.issue?.outcome;
  const days = [
    quote.issue?.issuedOn ?? '',
    validUntilOf(quote, clock.defaultValidityDays) ?? '',
    Number.isNaN(changed.getTime()) ? '' : dayIn(changed, clock.timeZone),
    outcome ? dayIn(new Date(outcome.at), clock.timeZone) : '',
  ];
  const last = days.reduce((latest, day) => (day > latest ? day : latest), '');
  return last < monthsBefore(dayIn(clock.now, clock.timeZone), ARCHIVE_AFTER_MONTHS);
}
