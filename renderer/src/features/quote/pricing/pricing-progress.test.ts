import { describe, expect, it } from 'vitest';
import { pricingProgress, type LineProgress } from './pricing-progress';

const priced: LineProgress = { priced: true, state: { status: 'success', fetchStatus: 'idle' } };
const kept: LineProgress = { priced: true, state: undefined };
const unreachable: LineProgress = { priced: false, state: { status: 'error', fetchStatus: 'idle' } };
const askedAgain: LineProgress = { priced: false, state: { status: 'error', fetchStatus: 'fetching' } };
const underWay: LineProgress = { priced: false, state: { status: 'pending', fetchStatus: 'fetching' } };
const notAsked: LineProgress = { priced: false, state: undefined };

describe('pricingProgress', () => {
  it('counts what was priced, and says how many failed: never an answered failure as priced', () => {
    // One priced, two "the service could not be reached": priced 1 of 3, 2 failed (it said "priced 3 of 3").
    expect(pricingProgress([priced, unreachable, unreachable])).toEqual({ count: 3, priced: 1, failed: 2 });
    // None priced: 0 of 5, 5 failed (it said "5 of 5").
    expect(pricingProgress(Array.from({ length: 5 }, () => unreachable))).toEqual({ count: 5, priced: 0, failed: 5 });
  });

  it('counts a kept pricing and a failed line asked again with its price as priced; a line under way or not asked is neither', () => {
    expect(pricingProgress([kept, { ...unreachable, priced: true }, underWay, notAsked, askedAgain])).toEqual({
      count: 5,
      priced: 2,
      failed: 0,
    });
    expect(pricingProgress([])).toEqual({ count: 0, priced: 0, failed: 0 });
  });
});
