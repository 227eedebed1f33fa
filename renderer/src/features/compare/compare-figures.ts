import { netPrice } from '@shared/net-price';
import { hasPrice, type Decimal, type PriceInfo } from '@shared/price-info';
import { isPositive } from '../../format/numbers';

/** A price cell of a comparison row: an amount in the row's currency, or why there is none. */
export type CompareCell = { amount: Decimal } | { none: 'noPrice' | 'notSet' };

/** The prices one country's row shows: gross, net, with the lookup's factor (null without one), dealer. */
export interface CompareFigures {
  gross: CompareCell;
  net: CompareCell;
  factorPrice: CompareCell | null;
  dealer: CompareCell;
}

/** What a comparison row shows for an answer, looked up with `factor`. */
export function compareFigures(info: PriceInfo, factor: Decimal | null): CompareFigures {
  const priced = hasPrice(info);
  const amountOrNotSet = (amount: Decimal): CompareCell => (isPositive(amount) ? { amount } : { none: 'notSet' });
  return {
    gross: priced ? { amount: info.price } : { none: 'noPrice' },
    // The one rule for a net price: across VAT rates, the figure that compares.
    net: priced ? { amount: netPrice(info.price, info.tax) } : { none: 'notSet' },
    factorPrice: factor === null ? null : amountOrNotSet(info.factor_price),
    dealer: amountOrNotSet(info.dealer_price),
  };
}
