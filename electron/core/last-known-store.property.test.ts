import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import { priceInfo } from '../../test/support/price-info';
import { createLastKnownStore, type LastKnownKey, type LastKnownStore } from './last-known-store';

const ARTICLES = ['900155', '31245', 'AB-1029'] as const;
const keyOf = (artnr: string): LastKnownKey => {
  const request: LookupRequest = { artnr, country: 'de', factor: null, profile: null };
  return { source: 'service', baseUrl: 'https://prices.example.com', account: 'sub:sales', request };
};

// Two processes on one file (the app and the CLI): each keeps answers, clears, or starts anew, in any order.
const step = fc.oneof(
  fc.record({ kind: fc.constant('keep' as const), store: fc.integer({ min: 0, max: 1 }), artnr: fc.constantFrom(...ARTICLES) }),
  fc.record({ kind: fc.constant('clear' as const), store: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('restart' as const), store: fc.integer({ min: 0, max: 1 }) }),
);

test.prop([fc.array(step, { minLength: 1, maxLength: 14 })], { seed: 2026, numRuns: 40 })(
  'kept by two processes in any order: one starting next finds the newest answer of each lookup since the last clear, and nothing from before it',
  async (steps) => {
    const dir = await mkdtemp(join(tmpdir(), 'price-lookup-last-known-property-'));
    let now = Date.parse('2026-11-25T08:00:00.000Z');
    const open = async (): Promise<LastKnownStore> => {
      const store = createLastKnownStore(dir, { now: () => new Date(now) });
      await store.load();
      return store;
    };
    try {
      const stores = [await open(), await open()];
      // What a process starting now should find: the newest answer of each lookup kept since the last clear.
      const expected = new Map<string, number>();
      for (const [index, { kind, store }] of steps.entries()) {
        now += 1_000;
        const price = `${index + 1}.00`;
        if (kind === 'keep') {
          const { artnr } = steps[index] as { artnr: string };
          await stores[store]?.keep(keyOf(artnr), priceInfo({ price }), new Date(now));
          expected.set(artnr, now);
        } else if (kind === 'clear') {
          await stores[store]?.clear();
          expected.clear();
        } else {
          stores[store] = await open();
        }
        const next = createLastKnownStore(dir, { now: () => new Date(now) });
        for (const artnr of ARTICLES) {
          const found = await next.find(keyOf(artnr));
          const fetchedAt = expected.get(artnr);
          expect(found?.fetchedAt.getTime() ?? null, `${artnr} after ${JSON.stringify(steps.slice(0, index + 1))}`).toBe(fetchedAt ?? null);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
);
