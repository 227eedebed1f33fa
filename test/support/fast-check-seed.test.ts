import fc from 'fast-check';
import { expect, it } from 'vitest';
import { PROPERTY_SEED } from './fast-check-seed';

it('runs every property with the fixed seed', () => {
  expect(fc.readConfigureGlobal().seed).toBe(PROPERTY_SEED);
  const first = fc.sample(fc.integer(), 5);
  expect(fc.sample(fc.integer(), { numRuns: 5, seed: PROPERTY_SEED })).toEqual(first);
});
