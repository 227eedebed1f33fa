import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { blankCustomer, type Customer } from './customer';
import { indexCustomers } from './customer-search';

const word = fc.string({ unit: fc.constantFrom(...'abcmüöäßéÅ'), minLength: 1, maxLength: 6 });
const customers = fc
  .array(fc.record({ words: fc.array(word, { minLength: 1, maxLength: 3 }), number: fc.stringMatching(/^[0-9]{1,4}$/), town: word }), {
    minLength: 1,
    maxLength: 30,
  })
  .map((list) =>
    list.map(({ words, number, town }, index): Customer => ({
      ...blankCustomer(words.join(' ')),
      id: `c${index}`,
      number,
      address: [`12345 ${town}`],
    })),
  );
/** How a person might type a word: upper case, or without its accents. */
const typedAs = (text: string, way: number): string =>
  way === 0 ? text.toLocaleUpperCase('de') : way === 1 ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;

describe('finding a customer by typing', () => {
  test.prop([customers, fc.nat(), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.nat(2)])(
    'finds every customer by the first letters of any word of its name or town, however they are typed',
    (list, pick, wordPick, length, way) => {
      const customer = list[pick % list.length] as Customer;
      const words = [...customer.name.split(' '), customer.address[0]?.split(' ')[1] ?? ''];
      const chosen = words[wordPick % words.length] ?? '';
      const typed = typedAs([...chosen].slice(0, length).join(''), way);
      expect(indexCustomers(list).search(typed, list.length)).toContain(customer);
    },
  );

  test.prop([customers, fc.nat()])('puts the customers whose number is exactly what was typed first', (list, pick) => {
    const number = (list[pick % list.length] as Customer).number;
    const found = indexCustomers(list).search(number, list.length);
    const exact = list.filter((each) => each.number === number);
    expect(found.slice(0, exact.length)).toEqual(expect.arrayContaining(exact));
  });
});
