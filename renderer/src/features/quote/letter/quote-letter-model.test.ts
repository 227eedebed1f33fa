import { describe, expect, it } from 'vitest';
import { translator } from '@shared/i18n/translator';
import { EMPTY_LETTER, type QuoteIssue } from '@shared/quote/quote-letter';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { customerHeading, issueSummary, quoteOptionText, sameLetter, withLetterField, withRecipientField } from './quote-letter-model';
import { withIssue } from '../quote-cache';

const quote = (changes: Partial<SavedQuote> = {}): SavedQuote => ({
  id: 'q1',
  name: 'Camping Müller',
  country: 'de',
  factor: null,
  lines: [
    { id: 'l1', artnr: '900155', quantity: 2, factor: null },
    { id: 'l2', artnr: '120050', quantity: 1, factor: null },
  ],
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...changes,
});
const issued: QuoteIssue = { number: 'A-2026-0001', issuedOn: '2026-11-23', sentAt: null };
const clock = { now: new Date('2026-11-24T10:00:00Z'), timeZone: 'Europe/Berlin', defaultValidityDays: 14 };
const en = translator('en');
const de = translator('de');

describe('the quote letter, edited a field at a time', () => {
  it('a recipient field joins the others; a recipient left empty is none', () => {
    const named = withRecipientField(undefined, 'name', 'Müller GmbH');
    expect(named).toEqual({ ...EMPTY_LETTER, recipient: { name: 'Müller GmbH', contact: '', address: [], customerNumber: '' } });
    const addressed = withRecipientField(named, 'address', ['Hauptstr. 1']);
    expect(addressed.recipient).toEqual({ name: 'Müller GmbH', contact: '', address: ['Hauptstr. 1'], customerNumber: '' });
    expect(withRecipientField(withRecipientField(addressed, 'address', []), 'name', '').recipient).toBeNull();
  });

  it('other fields leave the recipient alone', () => {
    const named = withRecipientField(undefined, 'name', 'Müller GmbH');
    expect(withLetterField(named, 'validityDays', 30)).toEqual({ ...named, validityDays: 30 });
    expect(withLetterField(undefined, 'documentLanguage', 'en')).toEqual({ ...EMPTY_LETTER, documentLanguage: 'en' });
  });

  it('the same letter is no change, also for a quote without one', () => {
    expect(sameLetter(undefined, EMPTY_LETTER)).toBe(true);
    expect(sameLetter(withRecipientField(undefined, 'name', 'A'), withRecipientField(undefined, 'name', 'A'))).toBe(true);
    expect(sameLetter(withRecipientField(undefined, 'name', 'A'), undefined)).toBe(false);
    expect(sameLetter(withLetterField(undefined, 'terms', 'x'), undefined)).toBe(false);
  });

  it('a country or form of address chosen for the recipient is a change (the letter’s country line and salutation follow them)', () => {
    const named = withRecipientField(undefined, 'name', 'Camping Keller');
    expect(sameLetter(withRecipientField(named, 'country', 'ch'), named)).toBe(false);
    expect(sameLetter(withRecipientField(named, 'country', 'ch'), withRecipientField(named, 'country', 'de'))).toBe(false);
    expect(sameLetter(withRecipientField(named, 'formOfAddress', 'mr'), named)).toBe(false);
    expect(sameLetter(withRecipientField(named, 'country', 'ch'), withRecipientField(named, 'country', 'ch'))).toBe(true);
  });
});

describe('a quote in the quote list', () => {
  it('a draft: name, line count, status', () => {
    expect(quoteOptionText(quote(), en, clock)).toBe('Camping Müller (2) · Draft');
    expect(quoteOptionText(quote(), de, clock)).toBe('Camping Müller (2) · Entwurf');
  });

  it('with customer and number once issued; sent once a document went out', () => {
    const letter = withRecipientField(undefined, 'name', 'Müller Freizeit GmbH');
    expect(quoteOptionText(quote({ letter }), en, clock)).toBe('Camping Müller, Müller Freizeit GmbH (2) · Draft');
    expect(quoteOptionText(quote({ letter, issue: issued }), en, clock)).toBe(
      'A-2026-0001 Camping Müller, Müller Freizeit GmbH (2) · Draft',
    );
    const sent = { ...issued, sentAt: '2026-11-23T10:00:00.000Z' };
    expect(quoteOptionText(quote({ issue: sent }), de, clock)).toBe('A-2026-0001 Camping Müller (2) · Versendet');
    // The one status rule: after the last valid day expired, an answer as marked.
    const later = { ...clock, now: new Date('2026-12-08T10:00:00Z') };
    expect(quoteOptionText(quote({ issue: { ...sent, validUntil: '2026-12-07' } }), de, later)).toBe(
      'A-2026-0001 Camping Müller (2) · Abgelaufen',
    );
    const accepted = { ...sent, outcome: { kind: 'accepted' as const, at: '2026-11-25T10:00:00.000Z' } };
    expect(quoteOptionText(quote({ issue: accepted }), en, later)).toBe('A-2026-0001 Camping Müller (2) · Accepted');
  });

  it('a long customer name is shortened, so the list stays narrow', () => {
    const letter = withRecipientField(undefined, 'name', 'Campingplatz und Freizeitanlage Am Großen See GmbH & Co. KG');
    expect(quoteOptionText(quote({ letter }), en, clock)).toBe('Camping Müller, Campingplatz und Freizeitanla… (2) · Draft');
  });
});

describe('the issued quote, summed up', () => {
  it('number, date and valid-until in the regional format, by the quote’s validity or the default', () => {
    const summary = issueSummary(quote({ issue: issued }), clock, 'de-DE');
    expect(summary && de.text(summary)).toBe('Angebot A-2026-0001 vom 23.11.2026, gültig bis 07.12.2026 · Entwurf');
    const letter = withLetterField(undefined, 'validityDays', 30);
    const sent = { ...issued, sentAt: '2026-11-23T10:00:00.000Z' };
    const english = issueSummary(quote({ issue: sent, letter }), clock, 'en-GB');
    expect(english && en.text(english)).toBe('Quote A-2026-0001 of 23 Nov 2026, valid until 23 Dec 2026 · Sent');
  });

  it('none before the quote is issued', () => {
    expect(issueSummary(quote(), clock, 'de-DE')).toBeNull();
  });
});

describe('the issue main answered, shown with the quote (never saved back)', () => {
  const saved: SavedQuotes = { quotes: [quote(), quote({ id: 'q2', name: 'Other' })], activeId: 'q1' };

  it('goes onto that quote only', () => {
    const next = withIssue(saved, 'q1', issued);
    expect(next.quotes[0]?.issue).toEqual(issued);
    expect(next.quotes[1]).toBe(saved.quotes[1]);
  });

  it('the same issue again, or a quote gone meanwhile, changes nothing', () => {
    const once = withIssue(saved, 'q1', issued);
    expect(withIssue(once, 'q1', { ...issued })).toBe(once);
    expect(withIssue(saved, 'gone', issued)).toBe(saved);
  });
});

describe('the customer view’s heading', () => {
  it('is the subject, else "Quote" and the number, else "Quote": never the quote’s internal name', () => {
    const en = translator('en');
    expect(customerHeading(quote(), en)).toBe('Quote');
    expect(customerHeading(quote(), translator('de'))).toBe('Angebot');
    expect(customerHeading(quote({ issue: issued }), en)).toBe(`Quote ${issued.number}`);
    expect(customerHeading(quote({ issue: issued, letter: { ...EMPTY_LETTER, subject: 'Your awning' } }), en)).toBe('Your awning');
    // A subject and the words for "different": sameLetter sees the letter's texts too.
    expect(sameLetter({ ...EMPTY_LETTER, intro: 'a' }, EMPTY_LETTER)).toBe(false);
    expect(sameLetter({ ...EMPTY_LETTER, closing: null }, EMPTY_LETTER)).toBe(true);
  });
});
