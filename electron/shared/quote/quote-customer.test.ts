import { describe, expect, it } from 'vitest';
import { blankCustomer, type Customer } from '../customer';
import { customerOfCountryless, quoteFieldsOfCustomer, quoteWithCustomer, withCustomersCountries } from './quote-customer';
import type { SavedQuote } from './saved-quote';

const müller: Customer = {
  ...blankCustomer('Camping Müller'),
  id: 'c-1',
  number: 'K-1001',
  contact: 'Anna Müller',
  formOfAddress: 'ms',
  email: 'anna@camping-mueller.at',
  phone: '+43 512 1234',
  address: ['Seeweg 3', '6020 Innsbruck'],
  country: 'at',
  markup: '1.25',
  documentLanguage: 'de',
  priceBasis: 'net',
  note: 'pays late',
};

const quote: SavedQuote = {
  id: 'q-1',
  name: 'Quote 1',
  country: 'nl',
  factor: '1.1',
  priceBasis: 'gross',
  updatedAt: '2026-11-26T10:00:00.000Z',
  letter: { recipient: null, validityDays: 30, terms: 'Net 30 days', documentLanguage: 'en', subject: 'Awning' },
  lines: [{ id: 'l-1', artnr: '560011', quantity: 2, factor: null }],
};

describe('quoteFieldsOfCustomer', () => {
  it('gives recipient (name, contact and form of address, address, country, number, e-mail), country, markup as the factor, language and net or gross; no note, phone', () => {
    expect(quoteFieldsOfCustomer(müller)).toEqual({
      customerId: 'c-1',
      recipient: {
        name: 'Camping Müller',
        contact: 'Anna Müller',
        address: ['Seeweg 3', '6020 Innsbruck'],
        customerNumber: 'K-1001',
        email: 'anna@camping-mueller.at',
        country: 'at',
        formOfAddress: 'ms',
      },
      country: 'at',
      factor: '1.25',
      documentLanguage: 'de',
      priceBasis: 'net',
      vat: null,
    });
  });

  it('gives the VAT treatment with the VAT ID; a customer without a treatment leaves the quote its own, never another customer’s VAT ID', () => {
    const dutch: Customer = { ...müller, id: 'c-9', vatTreatment: 'intraCommunity', vatId: 'NL123456789B01' };
    expect(quoteFieldsOfCustomer(dutch).vat).toEqual({ treatment: 'intraCommunity', vatId: 'NL123456789B01' });
    const withDutch = quoteWithCustomer(quote, dutch);
    expect(withDutch.vat).toEqual({ treatment: 'intraCommunity', vatId: 'NL123456789B01' });
    expect(quoteWithCustomer(withDutch, müller).vat).toEqual({ treatment: 'intraCommunity', vatId: '' });
  });
});

describe('quoteWithCustomer', () => {
  it('sets all five at once and keeps the rest of the quote (lines, name, validity, terms, subject)', () => {
    const given = quoteWithCustomer(quote, müller);
    expect(given).toEqual({
      ...quote,
      customerId: 'c-1',
      country: 'at',
      factor: '1.25',
      priceBasis: 'net',
      letter: { ...quote.letter, recipient: quoteFieldsOfCustomer(müller).recipient, documentLanguage: 'de' },
    });
  });

  it('keeps the quote’s country, language and net or gross where the customer has none kept; no markup is no factor', () => {
    const plain = { ...müller, id: 'c-2', country: null, markup: null, documentLanguage: null, priceBasis: null };
    const given = quoteWithCustomer(quote, plain);
    expect(given).toMatchObject({ customerId: 'c-2', country: 'nl', factor: null, priceBasis: 'gross' });
    expect(given.letter?.documentLanguage).toBe('en');
  });

  it('gives a quote without a letter one, with only the recipient and language set', () => {
    const { letter: _letter, ...bare } = quote;
    expect(quoteWithCustomer(bare, müller).letter).toEqual({
      recipient: quoteFieldsOfCustomer(müller).recipient,
      validityDays: null,
      terms: null,
      documentLanguage: 'de',
    });
  });

  it('changes the customer in one step: nothing of the one before stays', () => {
    const other = { ...blankCustomer('Müllers Wohnmobile'), id: 'c-3', address: ['Hafenstraße 1'], country: 'de' as const };
    const given = quoteWithCustomer(quoteWithCustomer(quote, müller), other);
    expect(given).toMatchObject({ customerId: 'c-3', country: 'de', factor: null });
    expect(given.letter?.recipient).toEqual({
      name: 'Müllers Wohnmobile',
      contact: '',
      address: ['Hafenstraße 1'],
      customerNumber: '',
      country: 'de',
    });
  });
});

describe('withCustomersCountries: a draft saved before recipients kept a country', () => {
  const recipient = { name: 'Camping Müller', contact: '', address: ['Seeweg 3', '6020 Innsbruck'], customerNumber: 'K-1001' };
  const draft: SavedQuote = { ...quote, customerId: 'c-1', letter: { ...quote.letter!, recipient } };
  const countries = async (customerId: string) => (customerId === 'c-1' ? ('at' as const) : null);

  it('takes its customer’s country for the recipient, and nothing else changes', async () => {
    const [filled] = await withCustomersCountries([draft], countries);
    expect(filled).toEqual({ ...draft, letter: { ...draft.letter!, recipient: { ...recipient, country: 'at' } } });
    expect(customerOfCountryless(draft)).toBe('c-1');
  });

  it('leaves a sent quote as it was sent, a recipient with a country, a quote without customer or recipient, and a customer not found', async () => {
    const sent: SavedQuote = { ...draft, issue: { number: 'A-2026-001', issuedOn: '2026-11-26', sentAt: '2026-11-26T10:05:00.000Z' } };
    const withCountry: SavedQuote = { ...draft, letter: { ...draft.letter!, recipient: { ...recipient, country: 'ch' } } };
    const { customerId: _, ...noCustomer } = draft;
    const noRecipient: SavedQuote = { ...draft, letter: { ...draft.letter!, recipient: null } };
    const gone: SavedQuote = { ...draft, customerId: 'c-gone' };
    const quotes = [sent, withCountry, noCustomer, noRecipient, gone];
    expect(await withCustomersCountries(quotes, countries)).toEqual(quotes);
    expect(quotes.map(customerOfCountryless)).toEqual([null, null, null, null, 'c-gone']);
  });

  it('a customer list that cannot be read leaves the drafts as they are', async () => {
    expect(await withCustomersCountries([draft], () => Promise.reject(new Error('unreadable')))).toEqual([draft]);
  });
});
