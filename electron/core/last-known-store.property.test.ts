import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { LookupRequest } from '../shared/lookup-input';
import { priceInfo } from '../../test/support/price-info';
import {
  createLastKnownStore,
  DEFAULT_LAST_KNOWN_MAX_AGE_DAYS,
  LAST_KNOWN_FILE,
  LAST_KNOWN_FUTURE_TOLERANCE_MS,
  type LastKnownKey,
  type LastKnownStore,
} from './last-known-store';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

const ARTICLES = ['900155', '31245', 'AB-1029'] as const;
const keyOf = (artnr: string): LastKnownKey => {
  const request: LookupRequest = { artnr, country: 'de', factor: null, profile: null };
  return { source: 'service', baseUrl: 'https://prices.example.com', account: 'sub:sales', request };
};

// Two processes on one file (the app and the CLI): each keeps answers, clears, or starts anew, in any
// order, while this computer's clock jumps ahead or back (a time sync, a user, a wrong zone), or a year
// ahead and back again (a flat clock battery, then a time sync).
const step = fc.oneof(
  fc.record({ kind: fc.constant('keep' as const), store: fc.integer({ min: 0, max: 1 }), artnr: fc.constantFrom(...ARTICLES) }),
  fc.record({ kind: fc.constant('clear' as const), store: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('restart' as const), store: fc.integer({ min: 0, max: 1 }) }),
  fc.record({
    kind: fc.constant('jump' as const),
    hours: fc.oneof(
      fc.integer({ min: -6, max: 6 }).filter((hours) => hours !== 0),
      fc.constantFrom(365 * 24, -365 * 24),
    ),
  }),
);
const HOUR = 60 * 60 * 1000;

test.prop([fc.array(step, { minLength: 1, maxLength: 16 })], { seed: 2026, numRuns: 80 })(
  'kept by two processes in any order, whatever the clock does: one starting next finds an answer of each lookup kept since the last clear, nothing from before it, and nothing dated well after now',
  async (steps) => {
    const dir = await tempFolder('last-known-property');
    let now = Date.parse('2026-11-25T08:00:00.000Z');
    const open = async (): Promise<LastKnownStore> => {
      const store = createLastKnownStore(dir, { now: () => new Date(now) });
      await store.load();
      return store;
    };
    try {
      const stores = [await open(), await open()];
      // What a process starting now may find: an answer of each lookup kept since the last clear (by
      // price, unique per step), and the one kept last when one process kept them all. An answer that was
      // ever dated beyond the tolerance ahead of the clock may be gone (its age unknown, it is dropped), as may one
      // past the maximum age.
      const since = new Map<string, { prices: Set<string>; last: string; lastAt: number; lastTrusted: boolean; by: Set<number> }>();
      for (const [index, current] of steps.entries()) {
        now += 1_000;
        const price = `${index + 1}.00`;
        if (current.kind === 'keep') {
          await stores[current.store]?.keep(keyOf(current.artnr), priceInfo({ price }), new Date(now));
          const kept = since.get(current.artnr) ?? {
            prices: new Set<string>(),
            last: price,
            lastAt: now,
            lastTrusted: true,
            by: new Set<number>(),
          };
          kept.prices.add(price);
          kept.last = price;
          kept.lastAt = now;
          kept.lastTrusted = true;
          kept.by.add(current.store);
          since.set(current.artnr, kept);
        } else if (current.kind === 'clear') {
          await stores[current.store]?.clear();
          since.clear();
        } else if (current.kind === 'restart') {
          stores[current.store] = await open();
        } else {
          now += current.hours * HOUR;
          for (const kept of since.values()) {
            const tooOld = now - kept.lastAt > DEFAULT_LAST_KNOWN_MAX_AGE_DAYS * 24 * HOUR;
            if (tooOld || kept.lastAt > now + LAST_KNOWN_FUTURE_TOLERANCE_MS) kept.lastTrusted = false;
          }
        }
        // No time later than the clock of the process that wrote it is kept.
        if (current.kind === 'keep' || current.kind === 'clear') {
          const file = JSON.parse(await readFile(join(dir, LAST_KNOWN_FILE), 'utf8')) as { entries: { fetchedAt: string }[] };
          for (const kept of file.entries) expect(Date.parse(kept.fetchedAt)).toBeLessThanOrEqual(now + LAST_KNOWN_FUTURE_TOLERANCE_MS);
        }
        const next = createLastKnownStore(dir, { now: () => new Date(now) });
        for (const artnr of ARTICLES) {
          const found = await next.find(keyOf(artnr));
          const kept = since.get(artnr);
          const context = `${artnr} after ${JSON.stringify(steps.slice(0, index + 1))}`;
          if (kept === undefined) {
            expect(found, context).toBeNull();
            continue;
          }
          if (found !== null) {
            expect(kept.prices.has(found.info.price), context).toBe(true);
            expect(found.fetchedAt.getTime(), context).toBeLessThanOrEqual(now + LAST_KNOWN_FUTURE_TOLERANCE_MS);
          }
          if (!kept.lastTrusted) continue;
          expect(found, context).not.toBeNull();
          if (kept.by.size === 1) expect(found?.info.price, context).toBe(kept.last);
        }
      }
      // No time of a clear is kept, in the future or not.
      expect(await readFile(join(dir, LAST_KNOWN_FILE), 'utf8').catch(() => '')).not.toContain('clearedAt');
    } finally {
      await removeFolder(dir);
    }
  },
);
