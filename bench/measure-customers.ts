import { blankCustomer, type Customer } from '../electron/shared/customer';
import { indexCustomers } from '../electron/shared/customer-search';
import { summarize } from './stats';

const TOWNS = ['Biberach', 'München', 'Überlingen', 'Köln', 'Graz', 'Zürich', 'Aarhus', 'Göteborg', 'Lyon', 'Utrecht'];
const WORDS = ['Camping', 'Caravan', 'Freizeit', 'Müller', 'Reisemobile', 'Wohnwagen', 'Zubehör', 'Service', 'Outdoor', 'Schäfer'];

/** `count` customers: two words and a number in the name, a street, a town. */
function customers(count: number): Customer[] {
  return Array.from({ length: count }, (_, index): Customer => ({
    ...blankCustomer(`${WORDS[index % WORDS.length] ?? ''} ${WORDS[(index * 7) % WORDS.length] ?? ''} ${index}`),
    id: `id-${index}`,
    number: `K-${10_000 + index}`,
    address: [`Hauptstraße ${index % 200}`, `${10_000 + (index % 89_999)} ${TOWNS[index % TOWNS.length] ?? ''}`],
  }));
}

// What a sales person types, letter by letter: a name, a number, a town, two words.
const TYPED = ['m', 'mu', 'mül', 'muell', 'K-1', 'K-1500', 'K-15001', 'überl', 'camp mü', 'zzz'];

/** (14) finding a customer by typing over `customers` (as many as the store keeps): one keystroke's search, and preparing the list once. */
export function measureCustomerSearch({ iterations, customers: count }: { iterations: number; customers: number }) {
  const list = customers(count);
  const indexTimes: number[] = [];
  let index = indexCustomers(list);
  for (let run = 0; run < Math.max(3, iterations / 10); run += 1) {
    const start = performance.now();
    index = indexCustomers(list);
    indexTimes.push(performance.now() - start);
  }
  const times: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    for (const typed of TYPED) {
      const start = performance.now();
      index.search(typed, 20);
      times.push(performance.now() - start);
    }
  }
  return { customers: list.length, search: summarize(times), index: summarize(indexTimes) };
}
