import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { KeptPricing, QuotesEdit } from '../shared/quote/saved-quote';
import { priceInfo } from '../../test/support/price-info';
import { createQuoteStore } from './quote-store';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const LINE_IDS = ['l1', 'l2', 'l3', 'l4'];
const FACTORS = [null, '1.25', '2'] as const;

/** A step as the window and main take them, in any order: an edit saved, an answer kept, the quotes read. */
const step = fc.oneof(
  // An edit: some of the lines, each with a factor of its own, the edit carrying a forged pricing.
  fc.record({
    kind: fc.constant('save' as const),
    lines: fc.subarray(LINE_IDS),
    factors: fc.array(fc.constantFrom(...FACTORS), { minLength: LINE_IDS.length, maxLength: LINE_IDS.length }),
  }),
  fc.record({
    kind: fc.constant('keep' as const),
    lineId: fc.constantFrom(...LINE_IDS),
    factor: fc.constantFrom(...FACTORS),
    price: fc.integer({ min: 1, max: 999 }),
  }),
  fc.constant({ kind: 'load' as const }),
);

const FORGED = '0.01';
const edit = (lines: readonly string[], factors: readonly (string | null)[]): QuotesEdit => ({
  activeId: 'q1',
  quotes: [
    {
      id: 'q1',
      name: 'Camping Müller',
      country: 'de',
      factor: null,
      updatedAt: '2026-11-25T08:00:00.000Z',
      lines: lines.map((id) => {
        const line = { id, artnr: `ART-${id}`, quantity: 1, factor: factors[LINE_IDS.indexOf(id)] ?? null };
        // What a hostile window might send: main must never keep it.
        return {
          ...line,
          pricing: {
            pricedAt: '2026-11-25T08:00:00.000Z',
            source: 'service',
            country: 'de',
            factor: line.factor,
            info: priceInfo({ price: FORGED }),
          },
        };
      }) as QuotesEdit['quotes'][number]['lines'],
    },
  ],
});

describe('the quote store under any order of edits and answers', () => {
  test.prop([fc.array(step, { maxLength: 25 })], { numRuns: 80 })(
    'keeps only what main was given for a line as it stood, never a pricing of an edit, and reads back what it holds',
    async (steps) => {
      const dir = await tempFolder('quote-store-property');
      try {
        const store = createQuoteStore(dir);
        await store.load();
        // Every pricing main was given, by line: what a kept pricing must be one of.
        const given = new Map<string, KeptPricing[]>();
        const pending: Promise<void>[] = [];
        for (const each of steps) {
          if (each.kind === 'save') pending.push(store.save(edit(each.lines, each.factors)));
          else if (each.kind === 'load') await store.load();
          else {
            const pricing: KeptPricing = {
              pricedAt: '2026-11-25T09:00:00.000Z',
              source: 'service',
              country: 'de',
              factor: each.factor,
              info: priceInfo({ price: `${each.price}.00` }),
            };
            given.set(each.lineId, [...(given.get(each.lineId) ?? []), pricing]);
            const held = store.line('q1', each.lineId)?.line;
            pending.push(store.keepPricing('q1', each.lineId, `ART-${each.lineId}`, pricing));
            // A line held now for another factor does not take it; one held for this factor does.
            if (held && held.factor !== each.factor) expect(store.line('q1', each.lineId)?.line.pricing).not.toBe(pricing);
            if (held && held.factor === each.factor) expect(store.line('q1', each.lineId)?.line.pricing).toBe(pricing);
          }
        }
        await store.flush();
        await Promise.all(pending);
        const held = LINE_IDS.map((id) => store.line('q1', id)?.line ?? null);
        for (const line of held) {
          if (!line?.pricing) continue;
          expect(line.pricing.info.price).not.toBe(FORGED);
          expect(given.get(line.id)).toContain(line.pricing);
        }
        // What is on disk is what main holds.
        const read = (await createQuoteStore(dir).load()).saved.quotes[0]?.lines ?? [];
        expect(read).toEqual(held.filter((line) => line !== null));
      } finally {
        await removeFolder(dir);
      }
    },
  );
});
