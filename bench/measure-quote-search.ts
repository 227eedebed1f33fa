import { followQuotes, indexQuotes } from '../electron/shared/quote/quote-search';
import type { SavedQuote } from '../electron/shared/quote/saved-quote';
import { priceInfo } from '../test/support/price-info';
import { summarize } from './stats';

const LINES_PER_QUOTE = 10;
const CUSTOMERS = ['Camping Müller', 'Freizeit Schäfer', 'Caravan Center Köln', 'Reisemobile Graz', 'Wohnwagen Zürich', 'Outdoor Lyon'];

/** Years of quotes: `count` quotes of 10 priced lines, each for a customer, most issued. */
function quotes(count: number): SavedQuote[] {
  return Array.from({ length: count }, (_, index): SavedQuote => {
    const day = new Date(Date.UTC(2022, 0, 1 + Math.floor(index / 4)));
    const at = day.toISOString();
    return {
      id: `q-${index}`,
      name: `Angebot ${index + 1}`,
      country: 'de',
      factor: null,
      updatedAt: at,
      letter: {
        recipient: {
          name: `${CUSTOMERS[index % CUSTOMERS.length] ?? ''} ${index % 700}`,
          contact: 'Frau Berger',
          address: [],
          customerNumber: `K-${10_000 + (index % 700)}`,
        },
        validityDays: null,
        terms: null,
        documentLanguage: null,
      },
      ...(index % 5 === 0
        ? {}
        : { issue: { number: `A-${day.getUTCFullYear()}-${String(index).padStart(4, '0')}`, issuedOn: at.slice(0, 10), sentAt: at } }),
      lines: Array.from({ length: LINES_PER_QUOTE }, (_, line) => ({
        id: `l-${index}-${line}`,
        artnr: String(100_000 + ((index * 7 + line * 131) % 900_000)),
        quantity: 1 + (line % 5),
        factor: null,
        pricing: {
          pricedAt: at,
          source: 'service' as const,
          country: 'de' as const,
          factor: null,
          info: priceInfo({ lifecycle: 'A', price: `${10 + ((index + line) % 90)}.${String((index * 3 + line) % 100).padStart(2, '0')}` }),
        },
      })),
    };
  });
}

// What a sales person types, key by key: a customer, an article, a number, a day, a month, a total.
const TYPED = [
  'm',
  'mü',
  'müll',
  'müller',
  '5',
  '56',
  '5600',
  'A-2024',
  'A-2024-12',
  '26.11.2023',
  '11.2023',
  '1.234',
  '1.234,5',
  'camp 10023',
  'zzz',
];

/** One quote of the list changed as a person changes it: a quantity, and the moment it was changed. */
function changedOne(list: readonly SavedQuote[], run: number): SavedQuote[] {
  const at = (run * 997) % list.length;
  return list.map((quote, index) => {
    if (index !== at) return quote;
    const [first, ...rest] = quote.lines;
    return {
      ...quote,
      updatedAt: new Date(Date.UTC(2030, 0, 1, 0, 0, run)).toISOString(),
      lines: first ? [{ ...first, quantity: first.quantity + 1 }, ...rest] : rest,
    };
  });
}

/**
 * (15) finding a quote by typing over `quotes` quotes of 10 lines: one keystroke's search, and preparing the list
 * once. (15b) main's index following a change of one quote (followQuotes), and the same when every quote is
 * a new object (a list saved whole), one changed.
 */
export function measureQuoteSearch({ iterations, quotes: count }: { iterations: number; quotes: number }) {
  const list = quotes(count);
  const indexTimes: number[] = [];
  let index = indexQuotes(list, 'service');
  for (let run = 0; run < Math.max(3, iterations / 10); run += 1) {
    // New quote objects: prepared from scratch, as after the app starts.
    const fresh = list.map((quote) => ({ ...quote }));
    const start = performance.now();
    index = indexQuotes(fresh, 'service');
    indexTimes.push(performance.now() - start);
  }
  const times: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    for (const typed of TYPED) {
      const start = performance.now();
      index.search(typed, { locale: 'de-DE', limit: 50 });
      times.push(performance.now() - start);
    }
  }
  const following = followQuotes('service');
  let followed: readonly SavedQuote[] = list;
  following.follow(followed);
  const followTimes: number[] = [];
  const wholeTimes: number[] = [];
  for (let run = 0; run < iterations * 5; run += 1) {
    followed = changedOne(followed, run);
    let start = performance.now();
    following.follow(followed);
    followTimes.push(performance.now() - start);
    // Every quote a new object, as a save of the whole list makes them; one of them changed.
    followed = changedOne(
      followed.map((quote) => ({ ...quote, lines: quote.lines.map((line) => ({ ...line })) })),
      run + 1,
    );
    start = performance.now();
    following.follow(followed);
    wholeTimes.push(performance.now() - start);
  }
  return {
    quotes: list.length,
    lines: list.length * LINES_PER_QUOTE,
    search: summarize(times),
    index: summarize(indexTimes),
    follow: summarize(followTimes),
    followWhole: summarize(wholeTimes),
  };
}
