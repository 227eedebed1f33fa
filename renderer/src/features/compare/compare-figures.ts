import { netPrice } from '@shared/net-price';
import { hasOfferedPrice, offeredPrice, type Decimal, type PriceInfo } from '@shared/price-info';
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

/**
 * What a comparison row shows for an answer, looked up with `factor`: the price and the factor price as
 * the window offers them (offeredPrice), "no price" where it offers none (hasOfferedPrice), never 0,00.
 */
export function compareFigures(info: PriceInfo, factor: Decimal | null): CompareFigures {
  const offered = (at: Decimal | null): CompareCell =>
    hasOfferedPrice(info, at) ? { amount: offeredPrice(info, at) } : { none: 'noPrice' };
  const gross = offered(null);
  return {
    gross,
    // The one rule for a net price: across VAT rates, the figure that compares.
    net: 'amount' in gross ? { amount: netPrice(gross.amount, info.tax) } : { none: 'notSet' },
    factorPrice: factor === null ? null : offered(factor),
    dealer: isPositive(info.dealer_price) ? { amount: info.dealer_price } : { none: 'notSet' },
  };
}
