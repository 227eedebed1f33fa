import { describe, expect, it } from 'vitest';
import { addDays, localDay, tidyRecipient } from './quote-letter';

describe('days', () => {
  it('counts calendar days, across months, years and leap days', () => {
    expect(addDays('2026-11-23', 14)).toBe('2026-12-07');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
    // The night the clocks go back in Germany has 25 hours; the calendar does not care.
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
  });

  it("takes the local day of a moment, not UTC's", () => {
    const moment = new Date(2026, 0, 1, 0, 30);
    expect(localDay(moment)).toBe('2026-01-01');
  });
});

describe('tidyRecipient', () => {
  it('trims, drops empty lines, and is none when nothing is left', () => {
    expect(
      tidyRecipient({ name: ' Camping Müller ', contact: '', address: [' Seestraße 4', '', '6900 Bregenz '], customerNumber: ' ' }),
    ).toEqual({
      name: 'Camping Müller',
      contact: '',
      address: ['Seestraße 4', '6900 Bregenz'],
      customerNumber: '',
    });
    expect(tidyRecipient({ name: ' ', contact: '', address: [''], customerNumber: '' })).toBeNull();
  });
});
