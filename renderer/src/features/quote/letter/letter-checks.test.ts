import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY } from '@shared/company';
import { recipientSchema, termsSchema } from '@shared/quote/quote-letter-schema';
import { EMPTY_LETTER, type Recipient } from '@shared/quote/quote-letter';
import type { QuoteVat } from '@shared/quote/vat-treatment';
import {
  checkAddress,
  checkEmail,
  checkFooterColumn,
  checkLine,
  checkTerms,
  checkValidityDays,
  customerCopyGaps,
  customerCopyLacks,
  linesOf,
} from './letter-checks';

describe('what the letter fields accept', () => {
  it('a line: trimmed, counted in characters as the user sees them', () => {
    expect(checkLine('  Camping Müller  ', 80)).toEqual({ ok: true, value: 'Camping Müller' });
    expect(checkLine('🏕'.repeat(80), 80).ok).toBe(true);
    expect(checkLine('x'.repeat(81), 80)).toEqual({ ok: false, message: { key: 'letter.tooLong', values: { max: 80, length: 81 } } });
  });

  it('an address: empty lines dropped, at most four lines of 50 characters, what main accepts', () => {
    const address = checkAddress('Hauptstr. 1\r\n\n  12345 Musterstadt  \n\n');
    expect(address).toEqual({ ok: true, value: ['Hauptstr. 1', '12345 Musterstadt'] });
    expect(
      recipientSchema.safeParse({ name: 'M', contact: '', address: address.ok ? address.value : [], customerNumber: '' }).success,
    ).toBe(true);
    expect(checkAddress('a\nb\nc\nd\ne')).toEqual({
      ok: false,
      message: { key: 'letter.address.tooManyLines', values: { max: 4, count: 5 } },
    });
    expect(checkAddress(`a\n${'x'.repeat(51)}`)).toEqual({
      ok: false,
      message: { key: 'letter.address.lineTooLong', values: { line: 2, max: 50 } },
    });
  });

  it('validity: whole days from 1 to 365; empty is the default where allowed', () => {
    expect(checkValidityDays(' 30 ', true)).toEqual({ ok: true, value: 30 });
    expect(checkValidityDays('', true)).toEqual({ ok: true, value: null });
    expect(checkValidityDays('', false).ok).toBe(false);
    expect(checkValidityDays('365', false)).toEqual({ ok: true, value: 365 });
    for (const typed of ['0', '366', '3650'])
      expect(checkValidityDays(typed, false)).toEqual({ ok: false, message: { key: 'letter.validity.outOfRange', values: { max: 365 } } });
    for (const typed of ['1,5', '2.0', '-3', 'vierzehn', '1000000000'])
      expect(checkValidityDays(typed, true)).toEqual({ ok: false, message: { key: 'letter.validity.notANumber' } });
  });

  it('terms: trimmed, at most 15 lines and 1,500 characters, what main accepts', () => {
    const fifteen = Array.from({ length: 15 }, (_, n) => `Line ${n + 1}`).join('\r\n');
    const terms = checkTerms(`\n\n${fifteen}\n\n\n`);
    expect(terms.ok && terms.value.split('\n')).toHaveLength(15);
    expect(termsSchema.safeParse(terms.ok ? terms.value : null).success).toBe(true);
    expect(checkTerms(`${fifteen}\nLine 16`)).toEqual({
      ok: false,
      message: { key: 'letter.terms.tooManyLines', values: { max: 15, count: 16 } },
    });
    expect(checkTerms('x'.repeat(1_501))).toEqual({
      ok: false,
      message: { key: 'letter.terms.tooLong', values: { max: 1_500, length: 1_501 } },
    });
    expect(checkTerms('   \n  ')).toEqual({ ok: true, value: '' });
  });

  it('a footer column: a gap inside kept, trailing blanks dropped', () => {
    expect(checkFooterColumn('Bank\n\nIBAN DE00  \n\n', 5, 60)).toEqual({ ok: true, value: 'Bank\n\nIBAN DE00' });
    expect(checkFooterColumn('1\n2\n3\n4\n5\n6', 5, 60)).toEqual({
      ok: false,
      message: { key: 'letter.footer.tooManyLines', values: { max: 5, count: 6 } },
    });
    expect(checkFooterColumn('x'.repeat(61), 5, 60)).toEqual({
      ok: false,
      message: { key: 'letter.footer.lineTooLong', values: { line: 1, max: 60 } },
    });
  });

  it('an e-mail address: none, or one a mail program can write to', () => {
    expect(checkEmail('', 80)).toEqual({ ok: true, value: '' });
    expect(checkEmail(' verkauf@example.de ', 80)).toEqual({ ok: true, value: 'verkauf@example.de' });
    expect(checkEmail('verkauf at example.de', 80)).toEqual({ ok: false, message: { key: 'letter.email.invalid' } });
  });

  it('lines of a text area, whatever the line breaks', () => {
    expect(linesOf('a\r\nb\rc\n')).toEqual(['a', 'b', 'c']);
    expect(linesOf('')).toEqual([]);
  });
});

describe('what a customer copy lacks (customerCopyGaps)', () => {
  const kampeer: Recipient = { name: 'Kampeer BV', contact: '', address: ['Dorpsstraat 1', '1234 AB Utrecht'], customerNumber: '' };
  const quote = (recipient: Recipient | null, vat?: QuoteVat) => ({ letter: { ...EMPTY_LETTER, recipient }, ...(vat ? { vat } : {}) });
  const eu = (vatId: string): QuoteVat => ({ treatment: 'intraCommunity', vatId });

  it('a quote with no recipient, or one saved before it had a letter: no recipient', () => {
    expect(customerCopyGaps(quote(null), 'DE112233445')).toEqual(['recipient']);
    expect(customerCopyGaps({}, '')).toEqual(['recipient']);
    // An address, a contact or a number without the customer's name names no one.
    expect(customerCopyGaps(quote({ ...kampeer, name: '  ' }), '')).toEqual(['recipient']);
  });

  it('a name without an address (blank lines are none): the address', () => {
    expect(customerCopyGaps(quote({ ...kampeer, address: [] }), '')).toEqual(['address']);
    expect(customerCopyGaps(quote({ ...kampeer, address: [' ', ''] }), '')).toEqual(['address']);
  });

  it('a recipient with name and address, VAT charged: nothing, whatever the company’s VAT ID', () => {
    expect(customerCopyGaps(quote(kampeer), '')).toEqual([]);
    for (const treatment of ['domestic', 'export', 'consumer'] as const)
      expect(customerCopyGaps(quote(kampeer, { treatment, vatId: '' }), '')).toEqual([]);
  });

  it('an intra-Community supply: the customer’s VAT ID and the sender’s, each when missing', () => {
    expect(customerCopyGaps(quote(kampeer, eu('NL123456789B01')), 'DE112233445')).toEqual([]);
    expect(customerCopyGaps(quote(kampeer, eu('')), 'DE112233445')).toEqual(['customerVatId']);
    expect(customerCopyGaps(quote(kampeer, eu('NL123456789B01')), ' ')).toEqual(['ownVatId']);
    expect(customerCopyGaps(quote(null, eu('')), '')).toEqual(['recipient', 'customerVatId', 'ownVatId']);
  });

  it('the company’s VAT ID is named once: by the intra-Community gap when it asks for it, else among the sender’s details', () => {
    const intra = quote(kampeer, eu('NL123456789B01'));
    const none = customerCopyLacks(intra, EMPTY_COMPANY);
    expect(none.gaps).toEqual(['ownVatId']);
    expect(none.missing).toContain('name');
    expect(none.missing).not.toContain('vatId');
    // A domestic quote asks for it as one of the sender's details.
    expect(customerCopyLacks(quote(kampeer), EMPTY_COMPANY).missing).toContain('vatId');
    expect(customerCopyLacks(quote(kampeer), null)).toEqual({ gaps: [], missing: [] });
  });
});
