import { describe, expect, it } from 'vitest';
import { blankCustomer, type Customer } from './customer';
import { indexCustomers } from './customer-search';

let next = 0;
const customer = (name: string, extra: Partial<Customer> = {}): Customer => ({ ...blankCustomer(name), id: `c${(next += 1)}`, ...extra });

const muller = customer('Camping Müller', { number: '10023', address: ['Seestraße 4', '88400 Biberach'] });
const mullerhof = customer('Müllerhof Freizeit', { number: '20001', address: ['Am Hof 1', '12345 Überlingen'] });
const biber = customer('Biber Caravan', { number: '100', address: ['Hauptstraße 1', '70173 Stuttgart'] });
const number = customer('Caravan 10023 Shop', { number: '555' });
const index = indexCustomers([biber, number, mullerhof, muller]);
const names = (typed: string, limit = 10): string[] => index.search(typed, limit).map((each) => each.name);

describe('finding a customer by typing', () => {
  it('finds a name by the first letters of any of its words, case and accents aside', () => {
    expect(names('mull')).toEqual(['Müllerhof Freizeit', 'Camping Müller']);
    expect(names('MÜLL')).toEqual(['Müllerhof Freizeit', 'Camping Müller']);
    expect(names('muell')).toEqual(['Müllerhof Freizeit', 'Camping Müller']);
    expect(names('camp mü')).toEqual(['Camping Müller']);
  });

  it('ranks the customer number exactly first, then names that begin with the text, then word beginnings', () => {
    expect(names('10023')).toEqual(['Camping Müller', 'Caravan 10023 Shop']);
    expect(names('bib')).toEqual(['Biber Caravan', 'Camping Müller']);
    expect(names('100')).toEqual(['Biber Caravan', 'Camping Müller', 'Caravan 10023 Shop']);
  });

  it('finds the town and the street of the address', () => {
    expect(names('stuttg')).toEqual(['Biber Caravan']);
    expect(names('uberl')).toEqual(['Müllerhof Freizeit']);
    expect(names('seestrasse')).toEqual(['Camping Müller']);
  });

  it('finds nothing for empty text or text no customer has, and at most the limit', () => {
    expect(names('  ')).toEqual([]);
    expect(names('xyz')).toEqual([]);
    expect(names('c', 2)).toHaveLength(2);
  });
});
