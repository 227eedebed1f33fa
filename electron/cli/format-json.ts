import { PRICE_INFO_FIELDS, type PriceInfo } from '../shared/price-info';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The normalised price information as JSON: the spec's 18 field names in its order, numbers as JSON
 * numbers. Decimals are written as their exact text, so 47.85 never passes through a float.
 */
export function formatPriceInfoJson(info: PriceInfo): string {
  const lines = PRICE_INFO_FIELDS.map((field) => {
    const value = info[field];
    let text: string;
    if (typeof value === 'string' && isDecimalField(field)) {
      if (!DECIMAL.test(value)) throw new Error(`${field} is not a decimal`);
      text = value;
    } else {
      text = JSON.stringify(value);
    }
    return `  ${JSON.stringify(field)}: ${text}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

function isDecimalField(field: keyof PriceInfo): boolean {
  return ['price', 'factor_price', 'pseudo_price', 'factor_pseudo_price', 'dealer_price', 'base_price', 'tax'].includes(field);
}
