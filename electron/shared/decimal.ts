import Big from 'big.js';

/** A decimal number kept as its exact text, e.g. "47.85". Money never becomes a float. */
export type Decimal = string;

// The one grammar of a decimal, typed or kept: digits, maybe one mark and more digits. No sign (prices
// and factors are never negative), no exponent, no grouping ("1.000,5" is refused, not guessed at).
const DECIMAL = /^\d+(?:[.,](\d+))?$/;

/** Whether text is a decimal as kept and passed on (files, IPC): digits with a point, e.g. "47.85" or "19". */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text) && !text.includes(',');
}

/**
 * A decimal as a person types it, `1,25` or `1.25`: its kept text ("1.25", no surplus zeros) and how
 * many decimals were typed (a rule may bound those); null when the text is no decimal (space around too).
 */
export function readDecimal(typed: string): { value: Decimal; decimals: number } | null {
  const parts = DECIMAL.exec(typed);
  return parts && { value: new Big(typed.replace(',', '.')).toFixed(), decimals: parts[1]?.length ?? 0 };
}

/**
 * A finite number as kept text: the shortest decimal that reads back as the same double ("47.85", never
 * 47.8499…). A negative number keeps its sign, which `isDecimalText` refuses: callers bound it first.
 */
export function decimalOf(value: number): Decimal {
  return new Big(value).toFixed();
}
