import { fc } from '@fast-check/vitest';
import Big from 'big.js';
import { FACTOR_PRICE_KINDS } from './price-info';

/** Money as the service answers it: none (0), cents up to a million (grouped), below a cent. */
const serviceAmount = fc.oneof(
  { weight: 1, arbitrary: fc.constant('0') },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => new Big(cents).div(100).toFixed(2)) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 9_999 }).map((units) => new Big(units).div(10_000).toFixed()) },
);

/** A quote line's article as the service prices it, and the quantity asked, for fc.record. */
export const articleFields = {
  price: serviceAmount,
  // The service rounds the factor price to cents; now and then it has none.
  factorPriceKind: fc.constantFrom(...FACTOR_PRICE_KINDS, 'cents', 'cents'),
  quantity: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1_000_000 })),
  tax: fc.constantFrom('19', '7', '8.1', '25.5', '0'),
  lifecycle: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  stock: fc.integer({ min: 0, max: 11 }),
};

/** The factors a quote or a line is priced with: none, usual ones, and one with more decimals than money shows. */
export const quoteFactor = fc.constantFrom(null, '1.25', '0.9', '2.5', '1.0001', '0.5');

/** The decimal a text means in its locale: grouping and currency dropped, the decimal mark a point. */
export function valueOf(text: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;
  const digits = [...text].filter((character) => /\d/.test(character) || character === decimal).join('');
  return new Big(digits.replace(decimal, '.')).toFixed();
}

/** Every number a text gives (a rate, an amount), as decimals in order. */
export function figuresIn(text: string, locale: string): string[] {
  return [...text.matchAll(/\d(?:[\d.,'’\u00a0\u202f]*\d)?/g)].map((match) => valueOf(match[0], locale));
}

/** One line's figures as a copy shows them, read back as decimals; null where words stand (no price, left out). */
export interface LineAsRead {
  quantity: number;
  factor: string | null;
  price: string | null;
  /** Null without a factor, or where words stand. */
  factorPrice: string | null;
  lineTotal: string | null;
}

/** One line of a totals block as read: its kind, the figures its label gives (a VAT line: rate, and base with several rates), its amount. */
export interface TotalAsRead {
  kind: 'net' | 'vat' | 'gross';
  label: string[];
  amount: string;
}

const halfUp = (value: Big, places: number): string => value.round(places, Big.roundHalfUp).toFixed(places);
/** The decimals a price derived from `figure` is rounded to, by hand: the cent, or the figure's own below it (at most 4). */
const placesOf = (figure: string): number => Math.min(4, Math.max(2, new Big(figure).toFixed().split('.')[1]?.length ?? 0));

/** A net price by hand from the gross one shown beside it and the rate: gross ÷ (1 + rate/100), to the gross price's decimals. */
export function netByHand(gross: string, rate: string): string {
  return halfUp(new Big(gross).times(100).div(new Big(rate).plus(100)), placesOf(gross));
}

/**
 * What a person with a calculator finds wrong in a copy's figures, from the figures beside each one alone
 * (docs/user-guide.md, "which total is binding"): each factor price is the price × the factor rounded once
 * to the cent (a price below a cent: to its own decimals); each line total the unit price (the factor
 * price, else the price) × the quantity, to the cent; the first total line the sum of the line totals.
 * Net quote: each VAT line the rate of its base (the rate's net sum when several, else the net total),
 * and the gross the net total plus the VAT lines. Gross quote: each VAT line the part of its base (the
 * rate's gross sum, else the gross total) the rate contains. Empty when every figure adds up.
 */
export function wrongByHand(basis: 'net' | 'gross', lines: readonly LineAsRead[], totals: readonly TotalAsRead[]): string[] {
  const wrong: string[] = [];
  const say = (what: string, shown: string, byHand: string): void => {
    if (!new Big(shown).eq(byHand)) wrong.push(`${what}: shown ${shown}, by hand ${byHand}`);
  };
  let sum = new Big(0);
  lines.forEach((line, index) => {
    if (line.price !== null && line.factor !== null && line.factorPrice !== null)
      say(`line ${index + 1}'s factor price`, line.factorPrice, halfUp(new Big(line.price).times(line.factor), placesOf(line.price)));
    if (line.lineTotal === null) return;
    const unit = line.factor === null ? line.price : line.factorPrice;
    if (unit === null) wrong.push(`line ${index + 1} has a line total beside no unit price`);
    else say(`line ${index + 1}'s total`, line.lineTotal, halfUp(new Big(unit).times(line.quantity), 2));
    sum = sum.plus(line.lineTotal);
  });
  if (totals.length === 0) {
    if (!sum.eq(0) || lines.some((line) => line.lineTotal !== null)) wrong.push('line totals shown, but no total');
    return wrong;
  }
  const [first, ...rest] = totals;
  say(`the first total (${first!.kind})`, first!.amount, sum.toFixed(2));
  if (first!.kind !== basis) wrong.push(`the first total is ${first!.kind} on a ${basis} quote`);
  const vats = rest.filter((line) => line.kind === 'vat');
  let vatSum = new Big(0);
  for (const vat of vats) {
    const [rate, base = first!.amount] = vat.label;
    const share = basis === 'net' ? new Big(base).times(rate!).div(100) : new Big(base).times(rate!).div(new Big(rate!).plus(100));
    say(`the VAT at ${rate} %`, vat.amount, halfUp(share, 2));
    vatSum = vatSum.plus(vat.amount);
  }
  if (vats.length > 1)
    say("the VAT lines' bases", vats.reduce((all, vat) => all.plus(vat.label[1] ?? 0), new Big(0)).toFixed(2), first!.amount);
  const gross = rest.find((line) => line.kind === 'gross');
  if (basis === 'net') {
    if (gross === undefined) wrong.push('a net quote without its gross total');
    else say('the gross total', gross.amount, new Big(first!.amount).plus(vatSum).toFixed(2));
  } else if (gross !== undefined) wrong.push('a gross quote with a second gross total');
  return wrong;
}
