import { isDecimalText } from '../shared/decimal';
import { englishText } from '../shared/i18n/translator';
import type { PriceLookup } from '../shared/ipc-contract';
import { hasOfferedPrice, PRICE_INFO_FIELDS, type Decimal, type PriceInfo } from '../shared/price-info';
import { lineOffer } from '../shared/quote/line-offer';
import { decimalText, priceInfoSchema } from '../shared/price-info-schema';

// The fields the schema keeps as decimal text: written as JSON numbers, digit for digit.
const DECIMAL_FIELDS: ReadonlySet<keyof PriceInfo> = new Set(
  PRICE_INFO_FIELDS.filter((field) => priceInfoSchema.shape[field] === decimalText),
);

/**
 * The normalised price information as JSON: the spec's 18 field names in its order, numbers as JSON
 * numbers. Decimals are written as their exact text, so 47.85 never passes through a float. A last-known
 * answer (the service could not be reached) says so in a further field, `lastKnown`: when it was fetched
 * and why the service could not answer now, in English like every text of the JSON. An article that is not
 * offered at the request's `factor` (lineOffer for one piece: no price to offer, hasOfferedPrice; discontinued
 * and out of stock) says so in `offer`, so a script never takes a price 0 for a price; an offered one has no
 * `offer` field.
 */
export function formatPriceInfoJson(info: PriceInfo, lastKnown: PriceLookup['lastKnown'] | undefined, factor: Decimal | null): string {
  const lines = PRICE_INFO_FIELDS.map((field) => {
    const value = info[field];
    let text: string;
    if (typeof value === 'string' && DECIMAL_FIELDS.has(field)) {
      if (!isDecimalText(value)) throw new Error(`${field} is not a decimal`);
      text = value;
    } else {
      text = JSON.stringify(value);
    }
    return `  ${JSON.stringify(field)}: ${text}`;
  });
  const offer = lineOffer({ priceSet: hasOfferedPrice(info, factor), lifecycle: info.lifecycle, stock: info.stock, quantity: 1 });
  if (offer !== 'offered') lines.push(`  "offer": ${JSON.stringify(offer)}`);
  if (lastKnown !== undefined) {
    const marked = { fetchedAt: lastKnown.fetchedAt, reason: englishText(lastKnown.reason) };
    lines.push(`  "lastKnown": ${JSON.stringify(marked, null, 2).replaceAll('\n', '\n  ')}`);
  }
  return `{\n${lines.join(',\n')}\n}\n`;
}
