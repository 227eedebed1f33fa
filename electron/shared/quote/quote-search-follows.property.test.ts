import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { priceInfo } from '../../../test/support/price-info';
import { sampleLetter, sampleQuote } from '../../../test/support/sample-quotes';
import type { CountryCode } from '../countries';
import type { PriceSource } from '../price-info';
import { followQuotes, indexQuotes } from './quote-search';
import type { KeptPricing, SavedQuote, SavedQuoteLine } from './saved-quote';

// Few values of each kind, so searches find several quotes, totals meet and changes land on the same moment.
const MOMENTS = ['2026-11-03T12:00:00.000Z', '2026-11-03T12:00:00.000Z', '2026-11-24T09:00:00.000Z', '2026-10-02T08:00:00.000Z'];
const NAMES = ['Markise Sommer', 'Vorzelt', 'Markise Winter'];
const CUSTOMERS = ['Camping Müller GmbH', 'Freizeit Berger KG', 'Alpencamping AG'];
const ARTICLES = ['900155', '560011', '881200', '770412'];
const PRICES = ['47.85', '61.75', '0', '12.50'];
const TYPED = [
  'markise',
  'müller',
  'berger',
  '9001',
  '5600',
  'A-2026',
  '0007',
  '47',
  '95,7',
  '1.378,55',
  '03.11.2026',
  '11.2026',
  'k-1',
  'zzz',
];

const pricing = (price: string, source: PriceSource, country: CountryCode): KeptPricing => ({
  pricedAt: '2026-11-20T10:00:00.000Z',
  source,
  country,
  factor: null,
  info: priceInfo({ lifecycle: 'A', price }),
});

const line = (id: string): fc.Arbitrary<SavedQuoteLine> =>
  fc
    .record({
      artnr: fc.constantFrom(...ARTICLES),
      quantity: fc.integer({ min: 1, max: 30 }),
      price: fc.option(fc.constantFrom(...PRICES), { nil: null }),
      source: fc.constantFrom<PriceSource>('service', 'service', 'demo'),
    })
    .map(({ artnr, quantity, price, source }) => ({
      id,
      artnr,
      quantity,
      factor: null,
      ...(price === null ? {} : { pricing: pricing(price, source, 'de') }),
    }));

const quote = (id: string): fc.Arbitrary<SavedQuote> =>
  fc
    .record({
      name: fc.constantFrom(...NAMES),
      customer: fc.option(fc.constantFrom(...CUSTOMERS), { nil: null }),
      number: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
      sent: fc.boolean(),
      moment: fc.constantFrom(...MOMENTS),
      country: fc.constantFrom<'de' | 'at'>('de', 'de', 'at'),
      basis: fc.constantFrom(undefined, 'net' as const, 'gross' as const),
      lines: fc.integer({ min: 0, max: 3 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, at) => line(`${id}-l${at}`)))),
    })
    .map(({ name, customer, number, sent, moment, country, basis, lines }) =>
      sampleQuote({
        id,
        name,
        country,
        updatedAt: moment,
        ...(basis ? { priceBasis: basis } : {}),
        ...(customer ? { letter: sampleLetter(customer, '', `K-1${customer.length}`) } : {}),
        ...(number === null
          ? {}
          : {
              issue: {
                number: `A-2026-${String(number).padStart(4, '0')}`,
                issuedOn: moment.slice(0, 10),
                sentAt: sent ? moment : null,
              },
            }),
        lines,
      }),
    );

/** A change of the list, as main's store makes them: one quote changed, a copy of one or all, one made or deleted. */
type Change =
  | { kind: 'replace'; at: number; by: SavedQuote }
  | { kind: 'edit'; at: number; edit: (quote: SavedQuote) => SavedQuote }
  | { kind: 'copy'; at: number }
  | { kind: 'copyAll' }
  | { kind: 'add'; quote: SavedQuote }
  | { kind: 'remove'; at: number }
  | { kind: 'move'; from: number; to: number };

const ID_POOL = Array.from({ length: 8 }, (_, at) => `q${at}`);

/** One thing of a quote changed, the rest as it was (the same objects). */
const edit: fc.Arbitrary<(quote: SavedQuote) => SavedQuote> = fc.oneof(
  fc.constantFrom(...NAMES).map((name) => (each: SavedQuote) => ({ ...each, name })),
  fc.constantFrom(...MOMENTS).map((updatedAt) => (each: SavedQuote) => ({ ...each, updatedAt })),
  fc.constantFrom('de' as const, 'at' as const).map((country) => (each: SavedQuote) => ({ ...each, country })),
  fc.constantFrom(null, '1.25').map((factor) => (each: SavedQuote) => ({ ...each, factor })),
  fc.constantFrom('net' as const, 'gross' as const).map((priceBasis) => (each: SavedQuote) => ({ ...each, priceBasis })),
  fc.constantFrom(...CUSTOMERS).map((name) => (each: SavedQuote) => ({ ...each, letter: sampleLetter(name, 'Frau Schäfer', 'K-20001') })),
  fc.constantFrom(null, '2026-11-25T10:00:00.000Z').map((sentAt) => (each: SavedQuote) => ({
    ...each,
    issue: { number: each.issue?.number ?? 'A-2026-0031', issuedOn: '2026-11-25', sentAt },
  })),
  fc.record({ at: fc.nat(), quantity: fc.integer({ min: 1, max: 30 }) }).map(({ at, quantity }) => (each: SavedQuote) => ({
    ...each,
    lines: each.lines.map((kept, index) => (index === at % each.lines.length ? { ...kept, quantity } : kept)),
  })),
  fc.record({ at: fc.nat(), artnr: fc.constantFrom(...ARTICLES) }).map(({ at, artnr }) => (each: SavedQuote) => ({
    ...each,
    lines: each.lines.map((kept, index) => (index === at % each.lines.length ? { ...kept, artnr } : kept)),
  })),
  fc.record({ at: fc.nat(), price: fc.constantFrom(...PRICES) }).map(({ at, price }) => (each: SavedQuote) => ({
    ...each,
    // Priced anew, as main keeps an answer: a new pricing object.
    lines: each.lines.map((kept, index) =>
      index === at % each.lines.length ? { ...kept, pricing: pricing(price, 'service', each.country) } : kept,
    ),
  })),
);

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), edit }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), edit }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), by: quote('?') }),
  fc.record({ kind: fc.constant('copy' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('copyAll' as const) }),
  fc.constantFrom(...ID_POOL).chain((id) => quote(id).map((made) => ({ kind: 'add' as const, quote: made }))),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
);

// A copy as a whole-list save makes it: every object new, the kept pricing objects the same.
const copyOf = (each: SavedQuote): SavedQuote => ({
  ...each,
  ...(each.letter ? { letter: { ...each.letter, recipient: each.letter.recipient && { ...each.letter.recipient } } } : {}),
  lines: each.lines.map((kept) => ({ ...kept })),
});

function applied(list: readonly SavedQuote[], step: Change): readonly SavedQuote[] {
  const at = (index: number): number => index % Math.max(1, list.length);
  switch (step.kind) {
    case 'replace': {
      const was = list[at(step.at)];
      // The same quote changed: its id and lines' ids stay.
      return was ? list.map((each) => (each === was ? { ...step.by, id: was.id } : each)) : list;
    }
    case 'edit': {
      const was = list[at(step.at)];
      return list.map((each) => (each === was ? step.edit(each) : each));
    }
    case 'copy': {
      const was = list[at(step.at)];
      return list.map((each) => (each === was ? copyOf(each) : each));
    }
    case 'copyAll':
      return list.map(copyOf);
    case 'add':
      return list.some((each) => each.id === step.quote.id) ? list : [...list, step.quote];
    case 'remove':
      return list.filter((_, index) => index !== at(step.at));
    case 'move': {
      const moved = [...list];
      const [taken] = moved.splice(at(step.from), 1);
      if (taken) moved.splice(at(step.to), 0, taken);
      return moved;
    }
  }
}

describe('followQuotes', () => {
  it('answers every search as an index made anew from the list would, after any changes one at a time', () => {
    const options = { locale: 'de-DE', limit: 1_000, today: '2026-11-26' };
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ID_POOL), { maxLength: 6 }).chain((ids) => fc.tuple(...ids.map(quote))),
        fc.array(change, { minLength: 1, maxLength: 12 }),
        fc.constantFrom<PriceSource>('service', 'demo'),
        (start, changes, source) => {
          const following = followQuotes(source);
          let list: readonly SavedQuote[] = start;
          following.follow(list);
          for (const step of changes) {
            list = applied(list, step);
            following.follow(list);
            const anew = indexQuotes(list, source);
            for (const typed of TYPED) {
              const followed = following.search(typed, options);
              const made = anew.search(typed, options);
              expect(followed, typed).toEqual(made);
              // The very quotes listed now, not the versions prepared before.
              followed.found.forEach((found, index) => expect(found.quote).toBe(made.found[index]?.quote));
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });
});
