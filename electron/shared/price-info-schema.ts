import { z } from 'zod';
import { isDecimalText } from './decimal';

// Zod stays out of the renderer's bundle: the renderer imports from here as types only (via price-info.ts).

/**
 * The longest each text of a price may be (in code points, as zod counts), for the client, every store
 * and IPC alike: a store or request that carries a price derives its shape from `priceInfoSchema`, so an
 * answer the client accepts is one every store keeps.
 */
export const PRICE_TEXT_LIMITS = { base_unit: 200, currencySign: 8, lifecycle: 8, producerSKU: 200 } as const;

/**
 * A decimal as `PriceInfo` keeps it: the exact text the client made of the service's number. Any finite
 * double's text is at most about 330 characters (5e-324 written out), so the bound refuses none of them.
 */
export const decimalText = z.string().max(400).refine(isDecimalText, 'not a decimal');
const count = z.number().int().min(0);

/**
 * One article's price information as kept and passed on (files, IPC), normalised from the service's
 * answer (see core/price-schema.ts): the spec's 18 field names, `delivery_days` whichever spelling
 * arrived, `producerSKU` and `base_unit` trimmed, within the client's limits.
 */
export const priceInfoSchema = z.object({
  price: decimalText,
  factor_price: decimalText,
  pseudo_price: decimalText,
  factor_pseudo_price: decimalText,
  dealer_price: decimalText,
  base_price: decimalText,
  base_unit: z.string().max(PRICE_TEXT_LIMITS.base_unit),
  currencySign: z.string().max(PRICE_TEXT_LIMITS.currencySign),
  delivery_days: count,
  hotdeal: z.boolean(),
  novelty: z.boolean(),
  lifecycle: z.string().max(PRICE_TEXT_LIMITS.lifecycle),
  producerSKU: z.string().max(PRICE_TEXT_LIMITS.producerSKU),
  scalevolume1: count,
  scalevolume2: count,
  scalevolume3: count,
  stock: count,
  tax: decimalText,
});

/** One article's price information: see `priceInfoSchema`. */
export type PriceInfo = z.infer<typeof priceInfoSchema>;
