import Big from 'big.js';
import type { Decimal } from './decimal';
import { FACTOR_MAX_DECIMALS, PERCENT_MAX_DECIMALS } from './lookup-input';

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

/** The highest factor Enter may take in the question: a multiplication above it needs a key of its own. */
export const ENTER_FACTOR_MAX = '2';

/** What an unusual number may have meant: a markup in percent (`25` as +25 %) or the factor with its point moved. */
export type FactorReading =
  { kind: 'percent'; /** The markup, e.g. "25". */ percent: Decimal; factor: Decimal } | { kind: 'decimalPoint'; factor: Decimal };

/** The question asked about a factor outside the usual range, before anything is looked up. */
export interface FactorQuestion {
  /** The factor as typed, or as the percentage typed makes it. */
  factor: Decimal;
  /** Whether it was typed in percent: then it is only asked whether to keep it. */
  typedAsPercent: boolean;
  /** The readings offered, in this order: the percent reading, then the decimal-point one. */
  readings: FactorReading[];
  /** What has focus, so what Enter does: a reading (its index), keeping the factor, or cancelling. */
  focus: { reading: number } | 'keep' | 'cancel';
}

const inUsualRange = (factor: Big): boolean => factor.gte(USUAL_FACTOR.min) && factor.lte(USUAL_FACTOR.max);

/**
 * The question about a factor outside the usual range, or null for a usual one. A bare number is
 * offered first as a percentage (`25` and `0,25` as +25 %: for a number of 1 or more 1 + v/100, below
 * 0,5 1 + v), then with its point moved (`125` as 1,25), each where it lands in the range, then kept
 * as typed or cancelled. Enter takes the first reading whose factor is at most 2, else cancels: a
 * multiplication above 2 is never taken without a second key. A percentage typed as such is only asked
 * about: kept (Enter, when at most 2) or cancelled.
 */
export function factorQuestion(factor: Decimal, typedAsPercent: boolean): FactorQuestion | null {
  const value = new Big(factor);
  if (inUsualRange(value)) return null;
  const enterMay = (candidate: Decimal): boolean => new Big(candidate).lte(ENTER_FACTOR_MAX);
  if (typedAsPercent) return { factor, typedAsPercent, readings: [], focus: enterMay(factor) ? 'keep' : 'cancel' };
  const readings: FactorReading[] = [];
  const percent = percentReading(value);
  if (percent !== null) readings.push(percent);
  const moved = unusualFactor(factor)?.suggestion ?? null;
  // Moved to the right, the point can leave more decimals than the field takes (5000,1 as 0,50001).
  const typeable = moved !== null && decimalsOf(new Big(moved)) <= FACTOR_MAX_DECIMALS;
  if (typeable && (percent === null || !new Big(percent.factor).eq(moved))) readings.push({ kind: 'decimalPoint', factor: moved });
  const first = readings.findIndex((reading) => enterMay(reading.factor));
  return { factor, typedAsPercent, readings, focus: first === -1 ? 'cancel' : { reading: first } };
}

/** A bare number read as a markup in percent, when that lands in the usual range and is a percentage the field takes. */
function percentReading(typed: Big): FactorReading | null {
  // 25 is +25 %; 0,25 is the same markup written as a share.
  const percent = typed.gte(1) ? typed : typed.lt(USUAL_FACTOR.min) ? typed.times(100) : null;
  if (percent === null || decimalsOf(percent) > PERCENT_MAX_DECIMALS) return null;
  const factor = new Big(1).plus(percent.div(100));
  return inUsualRange(factor) ? { kind: 'percent', percent: percent.toFixed(), factor: factor.toFixed() } : null;
}

const decimalsOf = (value: Big): number => Math.max(0, value.c.length - 1 - value.e);
