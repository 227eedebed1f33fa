import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { addDays, type QuoteIssue } from './quote-letter';
import { ARCHIVE_AFTER_MONTHS, dayIn, expiringQuotes, isArchivable, quoteStatus, validUntilOf } from './quote-status';

const sent = (over: Partial<QuoteIssue> = {}): { issue: QuoteIssue } => ({
  issue: { number: 'A-2026-0001', issuedOn: '2026-11-02', sentAt: '2026-11-02T09:00:00.000Z', validUntil: '2026-11-16', ...over },
});
const clock = (iso: string, timeZone = 'Europe/Berlin') => ({ now: new Date(iso), timeZone, defaultValidityDays: 14 });

describe('quoteStatus', () => {
  it('calls a quote not sent a draft, also with a number', () => {
    expect(quoteStatus({}, clock('2026-11-20T10:00:00Z'))).toBe('draft');
    expect(quoteStatus({ issue: { number: 'A-2026-0001', issuedOn: '2026-11-02', sentAt: null } }, clock('2030-01-01T10:00:00Z'))).toBe(
      'draft',
    );
  });

  it('is sent until the end of its last valid day in the user’s time zone, expired from the next', () => {
    // 23:30 in Berlin on the 16th is still the 16th there (22:30 UTC).
    expect(quoteStatus(sent(), clock('2026-11-16T22:30:00Z'))).toBe('sent');
    // 00:30 in Berlin on the 17th, still the 16th in UTC: expired for a user in Berlin, not in New York.
    expect(quoteStatus(sent(), clock('2026-11-16T23:30:00Z'))).toBe('expired');
    expect(quoteStatus(sent(), clock('2026-11-16T23:30:00Z', 'America/New_York'))).toBe('sent');
    expect(quoteStatus(sent(), clock('2026-11-17T05:00:00Z', 'America/New_York'))).toBe('expired');
  });

  it('keeps an answer after the validity ends', () => {
    const accepted = sent({ outcome: { kind: 'accepted', at: '2026-11-10T08:00:00.000Z' } });
    const declined = sent({ outcome: { kind: 'declined', at: '2026-11-10T08:00:00.000Z' } });
    expect(quoteStatus(accepted, clock('2026-11-10T10:00:00Z'))).toBe('accepted');
    expect(quoteStatus(accepted, clock('2027-03-01T10:00:00Z'))).toBe('accepted');
    expect(quoteStatus(declined, clock('2027-03-01T10:00:00Z'))).toBe('declined');
    expect(quoteStatus(sent({ outcome: null }), clock('2027-03-01T10:00:00Z'))).toBe('expired');
  });

  it('takes the day the document said, not today’s Settings, for a quote sent with it', () => {
    expect(validUntilOf(sent(), 90)).toBe('2026-11-16');
    // Sent before the day was kept: the document's rule (the letter's days, else Settings').
    const older = { issue: { number: 'A-1', issuedOn: '2026-11-02', sentAt: '2026-11-02T09:00:00.000Z' } };
    expect(validUntilOf(older, 14)).toBe('2026-11-16');
    expect(validUntilOf({ ...older, letter: { validityDays: 30 } }, 14)).toBe('2026-12-02');
  });

  it('decides by calendar days in any time zone (property)', () => {
    const zones = fc.constantFrom('Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400 }), fc.integer({ min: 1, max: 365 }), zones, (seconds, days, timeZone) => {
        const now = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
        const today = dayIn(now, timeZone);
        const quote = sent({ issuedOn: today, validUntil: addDays(today, days - 1) });
        const at = { now, timeZone, defaultValidityDays: 14 };
        expect(quoteStatus(quote, at)).toBe('sent');
        expect(quoteStatus(sent({ validUntil: addDays(today, -1) }), at)).toBe('expired');
        expect(quoteStatus(sent({ validUntil: today }), at)).toBe('sent');
      }),
    );
  });
});

describe('expiringQuotes', () => {
  it('lists the sent quotes without an answer expiring within the days, soonest first', () => {
    const quotes: { id: string; issue?: QuoteIssue }[] = [
      { id: 'later', ...sent({ validUntil: '2026-11-30' }) },
      { id: 'today', ...sent({ validUntil: '2026-11-20' }) },
      { id: 'edge', ...sent({ validUntil: '2026-11-27' }) },
      { id: 'expired', ...sent({ validUntil: '2026-11-19' }) },
      { id: 'accepted', ...sent({ validUntil: '2026-11-21', outcome: { kind: 'accepted', at: '2026-11-19T08:00:00.000Z' } }) },
      { id: 'draft' },
    ];
    const list = expiringQuotes(quotes, clock('2026-11-20T10:00:00Z'), 7);
    expect(list.map((each) => [each.quote.id, each.daysLeft])).toEqual([
      ['today', 0],
      ['edge', 7],
    ]);
  });
});

describe('isArchivable', () => {
  // Issued and expired in October 2025; last changed late on 26 November 2025 UTC, already the 27th in Berlin.
  const finished = {
    ...sent({ issuedOn: '2025-10-01', sentAt: '2025-10-01T09:00:00.000Z', validUntil: '2025-10-31' }),
    updatedAt: '2025-11-26T23:30:00.000Z',
  };

  it('moves a finished quote once its last day is more than the stated months before today, in the user’s time zone', () => {
    expect(ARCHIVE_AFTER_MONTHS).toBe(12);
    // 27 November 2026: twelve months back is 27 November 2025. In New York the last change was on the 26th: old.
    expect(isArchivable(finished, clock('2026-11-27T12:00:00Z', 'America/New_York'))).toBe(true);
    // In Berlin the last change was on the 27th: not yet.
    expect(isArchivable(finished, clock('2026-11-27T12:00:00Z'))).toBe(false);
    expect(isArchivable(finished, clock('2026-11-28T12:00:00Z'))).toBe(true);
  });

  it('never moves a draft, nor a quote sent and still waiting within its validity', () => {
    expect(isArchivable({ updatedAt: '2020-01-01T00:00:00.000Z' }, clock('2030-01-01T12:00:00Z'))).toBe(false);
    const waiting = { ...sent({ issuedOn: '2024-01-01', validUntil: '2099-12-31' }), updatedAt: '2024-01-01T00:00:00.000Z' };
    expect(isArchivable(waiting, clock('2030-01-01T12:00:00Z'))).toBe(false);
  });

  it('counts from the latest of its days: an answer given late keeps it in the list', () => {
    const answered = { ...finished, issue: { ...finished.issue, outcome: { kind: 'accepted' as const, at: '2026-06-01T09:00:00.000Z' } } };
    expect(isArchivable(answered, clock('2027-05-31T12:00:00Z'))).toBe(false);
    expect(isArchivable(answered, clock('2027-06-02T12:00:00Z'))).toBe(true);
  });

  it('takes nothing after today as old: a clock set back moves nothing newer than itself', () => {
    expect(isArchivable(finished, clock('2020-01-01T12:00:00Z'))).toBe(false);
    // A clock set years ahead moves only what is finished; the draft stays.
    expect(isArchivable(finished, clock('2036-01-01T12:00:00Z'))).toBe(true);
    expect(isArchivable({ updatedAt: '2025-11-26T23:30:00.000Z' }, clock('2036-01-01T12:00:00Z'))).toBe(false);
  });
});
