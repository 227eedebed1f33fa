import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { deliveryText, stockCovers } from '../delivery';
import { translator } from '../i18n/translator';
import { lineAvailability } from './availability';

// The words that carry a promise, per language: the property reads them in what each sentence says.
const WORDS = {
  en: {
    now: ['available now', 'only while stock lasts', 'from stock'],
    fromStock: 'from stock',
    onRequest: 'on request',
    phasingOut: 'phasing out',
    discontinued: ['discontinued', 'while stocks last', 'no longer available'],
    noDate: 'no delivery date yet',
  },
  de: {
    now: ['sofort lieferbar', 'nur solange der Vorrat reicht', 'ab Lager'],
    fromStock: 'ab Lager',
    onRequest: 'auf Anfrage',
    phasingOut: 'Artikel läuft aus',
    discontinued: ['ausgelaufen', 'solange der Vorrat reicht', 'nicht mehr lieferbar'],
    noDate: 'noch kein Liefertermin',
  },
} as const;

const days = (text: string): string[] => [...text.matchAll(/(\d+) (?:day|Tag)/g)].map((match) => match[1]!);

describe("a quote's availability and the lookup's delivery sentence", () => {
  it('never contradict each other: the same promise, the same lifecycle words, in both languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'Q', ''),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: -2, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('en' as const, 'de' as const),
        (lifecycle, stock, deliveryDays, quantity, language) => {
          const words = translator(language);
          const w = WORDS[language];
          const lookup = deliveryText({ lifecycle, stock, delivery_days: deliveryDays }, words);
          const quote = words.text(lineAvailability({ lifecycle, stock, deliveryDays, quantity }));
          const covered = stockCovers({ quantity, stock });
          // Part from stock: the lookup asked for the same quantity says the very same words.
          if (!covered && stock > 0) {
            expect(quote).toBe(deliveryText({ lifecycle, stock, delivery_days: deliveryDays }, words, quantity));
            return;
          }
          // Lifecycle words: said in both or in neither.
          expect(quote.includes(w.phasingOut)).toBe(lookup.includes(w.phasingOut));
          expect(w.discontinued.some((word) => quote.includes(word))).toBe(lookup.includes(w.discontinued[0]));
          // From stock only what the lookup says goes now.
          if (quote.includes(w.fromStock)) expect(w.now.some((word) => lookup.includes(word))).toBe(true);
          if (covered) return;
          // Beyond the stock: the same days, on request where the lookup says so, no date where it has none.
          expect(days(quote)).toEqual(days(lookup));
          expect(quote.includes(w.onRequest)).toBe(lookup.includes(w.onRequest));
          if (lookup.includes(w.noDate)) expect(quote).toContain(w.noDate);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
