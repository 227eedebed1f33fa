import Big from 'big.js';

/** A decimal number kept as its exact text, e.g. "47.85". Money never becomes a float. */
export type Decimal = string;

// The one grammar of a decimal, typed or kept: digits, maybe a mark and more digits. No sign, exponent,
// grouping or bare mark: "1.000" would mean a thousand to some readers and one to others.
const DECIMAL = /^(\d+)(?:([.,])(\d+))?$/;

/** Whether text is a decimal as kept and passed on (files, IPC): digits with a point, e.g. "47.85" or "19". */
export function isDecimalText(text: string): boolean {
  const parts = DECIMAL.exec(text);
  return parts !== null && parts[2] !== ',';
}

/**
 * A decimal as a person types it, `1,25` or `1.25`: its kept text ("1.25", no surplus zeros) and how
 * many decimals were typed (a rule may bound those); null when the text is no decimal.
 */
export function readDecimal(typed: string): { value: Decimal; decimals: number } | null {
  const parts = DECIMAL.exec(typed);
  if (parts === null) return null;
  const whole = parts[1] ?? '0';
  const fraction = parts[3] ?? '';
  return { value: new Big(fraction === '' ? whole : `${whole}.${fraction}`).toFixed(), decimals: fraction.length };
}

/**
 * A finite number as kept text: the shortest decimal that reads back as the same double ("47.85", never
 * 47.8499…). A negative number keeps its sign, which `isDecimalText` refuses: callers bound it first.
 */
export function decimalOf(value: number): Decimal {
  return new Big(value).toFixed();
}
