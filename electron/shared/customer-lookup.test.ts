import { describe, expect, it } from 'vitest';
import { blankCustomer } from './customer';
import { customerRefOf, factorForCustomer, lookupSettingsOfCustomer } from './customer-lookup';

const müller = { ...blankCustomer('Camping Müller'), id: 'c-1', country: 'at' as const, markup: '1.25' };

describe('lookupSettingsOfCustomer', () => {
  it('gives the customer’s country and their markup as the factor', () => {
    expect(lookupSettingsOfCustomer(müller)).toEqual({ country: 'at', factor: '1.25' });
  });

  it('gives no country (the form keeps its own) and no factor for a customer who has none kept', () => {
    expect(lookupSettingsOfCustomer({ ...müller, country: null, markup: null })).toEqual({ country: null, factor: null });
  });
});

describe('factorForCustomer', () => {
  it('says the customer’s factor applies when the lookup’s is theirs, written any way', () => {
    expect(factorForCustomer(müller, '1.25')).toBe('customer');
    expect(factorForCustomer(müller, '1.250')).toBe('customer');
    expect(factorForCustomer({ markup: null }, null)).toBe('customer');
  });

  it('says the user’s own applies when another factor (or none) is typed for the lookup', () => {
    expect(factorForCustomer(müller, '1.4')).toBe('own');
    expect(factorForCustomer(müller, null)).toBe('own');
    expect(factorForCustomer({ markup: null }, '1.1')).toBe('own');
  });
});

describe('customerRefOf', () => {
  it('keeps the id and the name only, nothing else of the customer', () => {
    const kept = { ...müller, note: 'pays late', email: 'a@b.de' };
    expect(customerRefOf(kept)).toEqual({ id: 'c-1', name: 'Camping Müller' });
  });
});
