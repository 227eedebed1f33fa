import { describe, expect, it } from 'vitest';
import { translator } from '@shared/i18n/translator';
import { priceInfo } from '../../../../../test/support/price-info';
import { MAX_QUOTES } from '@shared/quote/quote-limits';
import type { SavedQuote, SavedQuotes } from '@shared/quote/saved-quote';
import { quoteOptionText } from '../letter/quote-letter-model';
import { changeIntoRevision, duplicateQuote, reviseQuote } from '@shared/quote/sent-quote-model';

const de = translator('de');
const en = translator('en');
const letter = {
  recipient: { name: 'Camping Müller GmbH', contact: '', address: ['Seeweg 4'], customerNumber: 'K-1' },
  validityDays: 30,
  terms: null,
  documentLanguage: 'en' as const,
};
const sent: SavedQuote = {
  id: 'q1',
  name: 'Angebot 1',
  country: 'ch',
  factor: '1.25',
  lines: [
    { id: 'l1', artnr: '900155', quantity: 2, factor: null },
    { id: 'l2', artnr: '31245', quantity: 1, factor: '1.5' },
  ],
  updatedAt: '2026-11-23T10:00:00.000Z',
  letter,
  issue: { number: 'A-2026-0001', issuedOn: '2026-11-23', sentAt: '2026-11-23T10:05:00.000Z' },
};
const other: SavedQuote = { ...sent, id: 'q2', name: 'Angebot 2', issue: undefined, lines: [] };
const saved: SavedQuotes = { quotes: [sent, other], activeId: 'q1' };
const content = (quote: SavedQuote) => ({
  country: quote.country,
  factor: quote.factor,
  letter: quote.letter,
  lines: quote.lines.map(({ artnr, quantity, factor }) => ({ artnr, quantity, factor })),
});

describe('a sent quote', () => {
  it('is revised into a draft after it with its lines, recipient and letter, linked to it, without a number', () => {
    const revised = reviseQuote(saved, sent);
    if (!revised.ok) throw new Error('refused');
    const [, revision] = revised.saved.quotes;
    expect(revised.saved.quotes.map((quote) => quote.id)).toEqual(['q1', revision!.id, 'q2']);
    expect(revised.saved.activeId).toBe(revision!.id);
    expect(content(revision!)).toEqual(content(sent));
    expect(revision!.issue).toBeUndefined();
    expect(revision!.revises).toEqual({ quoteId: 'q1', number: 'A-2026-0001', base: 'A-2026-0001' });
    expect(revision!.lines.map((line) => line.id)).not.toContain('l1');
    expect(de.text(revised.status)).toBe(
      'Eine Überarbeitung von A-2026-0001 ist geöffnet; sie erhält mit ihrem ersten Dokument eine eigene Nummer.',
    );
    // Findable by the number it revises, in the quote list.
    expect(quoteOptionText(revision!, de, { now: new Date('2026-11-24T10:00:00Z'), defaultValidityDays: 14 })).toBe(
      'Angebot 1, Camping Müller GmbH – Überarbeitung von A-2026-0001 (2) · Entwurf',
    );
    expect(quoteOptionText(sent, de, { now: new Date('2026-11-24T10:00:00Z'), defaultValidityDays: 14 })).toBe(
      'A-2026-0001 Angebot 1, Camping Müller GmbH (2) · Versendet',
    );
  });

  it('revised again from a revision, keeps the first number as the base', () => {
    const revision: SavedQuote = {
      ...sent,
      id: 'r1',
      issue: { ...sent.issue!, number: 'A-2026-0001-2' },
      revises: { quoteId: 'q1', number: 'A-2026-0001', base: 'A-2026-0001' },
    };
    const revised = reviseQuote({ quotes: [revision], activeId: 'r1' }, revision);
    expect(revised.ok && revised.saved.quotes[1]?.revises).toEqual({ quoteId: 'r1', number: 'A-2026-0001-2', base: 'A-2026-0001' });
  });

  it('is duplicated for another customer: its lines, settings and texts, without a number, a link or the recipient', () => {
    const copied = duplicateQuote(saved, { ...sent, priceBasis: 'net' }, en);
    if (!copied.ok) throw new Error('refused');
    const copy = copied.saved.quotes[1]!;
    expect(copy.name).toBe('Angebot 1 (copy)');
    expect(content(copy)).toEqual({ ...content(sent), letter: { ...letter, recipient: null } });
    expect(copy.priceBasis).toBe('net');
    expect(copy.issue).toBeUndefined();
    expect(copy.revises).toBeUndefined();
    expect(copy.lines.map((line) => line.copiedFrom)).toEqual([
      { quoteId: 'q1', lineId: 'l1' },
      { quoteId: 'q1', lineId: 'l2' },
    ]);
    expect(copied.saved.activeId).toBe(copy.id);
    expect(de.text(copied.status)).toBe(
      'Eine Kopie von Angebot 1 ist geöffnet, ohne Nummer und ohne Empfänger: Geben Sie den Kunden ein, für den sie ist.',
    );
  });

  it("keeps a line's kept pricing in the duplicate only where it holds for the line as a draft's", () => {
    const pricing = (country: 'ch' | 'de', factor: string | null) => ({
      pricedAt: '2026-11-23T10:00:00.000Z',
      source: 'service' as const,
      country,
      factor,
      info: priceInfo(),
    });
    const priced: SavedQuote = {
      ...sent,
      lines: [
        { ...sent.lines[0]!, pricing: pricing('ch', '1.25') },
        // Priced for another country before the quote's was changed: not a price for this line.
        { ...sent.lines[1]!, pricing: pricing('de', '1.5') },
      ],
    };
    for (const quote of [priced, { ...priced, issue: undefined }]) {
      const copied = duplicateQuote({ quotes: [quote], activeId: quote.id }, quote, en);
      if (!copied.ok) throw new Error('refused');
      expect(copied.saved.quotes[1]!.lines.map((line) => line.pricing)).toEqual([pricing('ch', '1.25'), undefined]);
    }
  });

  it('stays for its customer when revised, and is for no customer yet when duplicated', () => {
    const forCustomer = { ...sent, customerId: 'c-1001' };
    const revised = reviseQuote({ quotes: [forCustomer], activeId: 'q1' }, forCustomer);
    const copied = duplicateQuote({ quotes: [forCustomer], activeId: 'q1' }, forCustomer, en);
    if (!revised.ok || !copied.ok) throw new Error('refused');
    expect(revised.saved.quotes[1]!.customerId).toBe('c-1001');
    expect(copied.saved.quotes[1]!.customerId).toBeUndefined();
  });

  it('is neither revised nor duplicated when no more quotes can be kept', () => {
    const full: SavedQuotes = { quotes: Array.from({ length: MAX_QUOTES }, (_, index) => ({ ...other, id: `x${index}` })), activeId: null };
    expect(reviseQuote(full, sent).ok).toBe(false);
    expect(duplicateQuote(full, sent, en).ok).toBe(false);
  });
});

describe('changeIntoRevision (a field left once its quote was sent)', () => {
  const changed = { ...sent, lines: [{ ...sent.lines[0]!, quantity: 5 }, sent.lines[1]!] };

  it('keeps the sent quote as sent and opens a revision with the change, saying so', () => {
    const revised = changeIntoRevision(saved, sent, changed);
    if (!revised.ok) throw new Error('refused');
    const [kept, revision, rest] = revised.saved.quotes;
    expect(kept).toBe(sent);
    expect(revision!.lines.map((line) => line.quantity)).toEqual([5, 1]);
    expect(revision!.issue).toBeUndefined();
    expect(revision!.revises).toEqual({ quoteId: 'q1', number: 'A-2026-0001', base: 'A-2026-0001' });
    expect(rest).toBe(other);
    expect(revised.saved.activeId).toBe(revision!.id);
    expect(en.text(revised.status)).toBe('Your change to A-2026-0001 is kept in a new revision of it, which is now open.');
  });

  it('is refused with the limit’s message when no more quotes can be kept', () => {
    const full: SavedQuotes = { quotes: [sent, other], activeId: 'q1', maxQuotes: 2 };
    const revised = changeIntoRevision(full, sent, changed);
    expect(revised.ok).toBe(false);
    if (!revised.ok) expect(revised.message).toEqual({ key: 'quote.limit.quotes', values: { max: 2 } });
  });
});
