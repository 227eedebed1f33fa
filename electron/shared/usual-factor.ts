import Big from 'big.js';
import type { Decimal } from './decimal';

/** The factors sales staff use: a factor outside is asked about before a lookup (125 for 1,25). */
export const USUAL_FACTOR = { min: '0.5', max: '3' } as const;

/**
 * Whether a factor is outside the usual range, and if so the factor it was likely meant to be: the
 * same digits with the decimal point moved, when that lands in the range. The range spans less than a
 * factor of ten, so at most one such factor exists.
 */
export function unusualFactor(factor: Decimal): { suggestion: Decimal | null } | null {
  const value = new Big(factor);
  const inRange = (candidate: Big): boolean => candidate.gte(USUAL_FACTOR.min) && candidate.lte(USUAL_FACTOR.max);
  if (inRange(value)) return null;
  for (let shift = -6; shift <= 6; shift += 1) {
    if (shift === 0) continue;
    const candidate = shift > 0 ? value.times(new Big(10).pow(shift)) : value.div(new Big(10).pow(-shift));
    if (inRange(candidate)) return { suggestion: candidate.toFixed() };
  }
  return { suggestion: null };
}
