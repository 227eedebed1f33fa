import { isDecimalText } from '../shared/decimal';
import { PRICE_INFO_FIELDS, type PriceInfo } from '../shared/price-info';
import { decimalText, priceInfoSchema } from '../shared/price-info-schema';

// The fields the schema keeps as decimal text: written as JSON numbers, digit for digit.
const DECIMAL_FIELDS: ReadonlySet<keyof PriceInfo> = new Set(
  PRICE_INFO_FIELDS.filter((field) => priceInfoSchema.shape[field] === decimalText),
);

/**
 * The normalised price information as JSON: the spec's 18 field names in its order, numbers as JSON
 * numbers. Decimals are written as their exact text, so 47.85 never passes through a float.
 */
export function formatPriceInfoJson(info: PriceInfo): string {
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
  return `{\n${lines.join(',\n')}\n}\n`;
}
