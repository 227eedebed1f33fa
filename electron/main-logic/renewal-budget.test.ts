import { describe, expect, it } from 'vitest';
import { createRenewalBudget, MAX_RENEWALS_PER_HOUR, MIN_RENEWAL_GAP_MS, renewalDelayFor } from './renewal-budget';

const NOW = new Date('2026-11-23T08:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('renewalDelayFor', () => {
  it('is five minutes before expiry for a long-lived token', () => {
    expect(renewalDelayFor(4 * HOUR, 5 * MINUTE)).toBe(4 * HOUR - 5 * MINUTE);
  });

  it('is half the remaining lifetime for a short one, and never under 60 s, even for an expired one', () => {
    expect(renewalDelayFor(5 * MINUTE, 5 * MINUTE)).toBe(2.5 * MINUTE);
    expect(renewalDelayFor(30 * 1000, 5 * MINUTE)).toBe(MIN_RENEWAL_GAP_MS);
    expect(renewalDelayFor(-5.5 * HOUR, 5 * MINUTE)).toBe(MIN_RENEWAL_GAP_MS);
  });
});

describe('createRenewalBudget', () => {
  it('keeps requests 60 s apart', () => {
    const budget = createRenewalBudget();
    expect(budget.nextAllowed(0)).toBe(0);
    budget.spend(0);
    expect(budget.nextAllowed(10_000)).toBe(MIN_RENEWAL_GAP_MS);
  });

  it('allows two requests while the stored token is valid, then waits for its expiry', () => {
    const budget = createRenewalBudget();
    budget.tokenChanged(at(4 * HOUR));
    budget.spend(NOW.getTime());
    budget.spend(NOW.getTime() + MINUTE);
    expect(budget.nextAllowed(NOW.getTime() + 2 * MINUTE)).toBe(NOW.getTime() + 4 * HOUR);
    budget.tokenChanged(at(8 * HOUR));
    expect(budget.nextAllowed(NOW.getTime() + 2 * MINUTE)).toBe(NOW.getTime() + 2 * MINUTE);
  });

  it('never for a token of unknown lifetime after two requests', () => {
    const budget = createRenewalBudget();
    budget.tokenChanged(null);
    budget.spend(0);
    budget.spend(MINUTE);
    expect(budget.nextAllowed(HOUR)).toBe(Infinity);
  });

  it(`allows ${MAX_RENEWALS_PER_HOUR} requests in any hour`, () => {
    const budget = createRenewalBudget();
    for (let i = 0; i < MAX_RENEWALS_PER_HOUR; i++) {
      budget.tokenChanged(null);
      budget.spend(i * MINUTE);
    }
    budget.tokenChanged(null);
    expect(budget.nextAllowed(MAX_RENEWALS_PER_HOUR * MINUTE)).toBe(HOUR);
  });
});
