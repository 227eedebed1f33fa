import { z } from 'zod';
import { decimalOf } from '../shared/decimal';
import { msg, type Message } from '../shared/i18n/catalogue';
import { PRICE_TEXT_LIMITS, type PriceInfo } from '../shared/price-info-schema';

// The client's limits are those every store and IPC keep.
export { PRICE_TEXT_LIMITS };

/**
 * An amount as decimal text. JSON.parse has already made the service's decimal a double (Node 20 has
 * no access to the source text), and `decimalOf` takes the shortest decimal that reads back as that
 * double. A double holds any decimal of up to 15 significant digits exactly in this sense, so such an
 * amount arrives digit for digit ("47.85" stays "47.85", never 47.8499…). With 16 or more significant
 * digits the result is the nearest double's shortest form and may differ from what was sent from the
 * 16th digit on (12345678901234.567 arrives as "12345678901234.566"). Prices are far from that.
 */
const money = z
  .number()
  // The messages name a reason of errors.unexpected.fieldInvalid.
  .refine(Number.isFinite, 'number')
  .refine((n) => n >= 0, 'negative')
  .transform(decimalOf);
const count = z.number().int().min(0);

/**
 * The service's answer as documented, with the spellings seen in the wild:
 * `deleivery_days` (reference response) or `delivery_days` (spec), `lifecycle` or `lifecyle`.
 * Unknown extra fields are accepted and dropped.
 */
const rawPriceInfo = z.looseObject({
  base_price: money,
  // Trimmed before measured: the limits are of what is kept.
  base_unit: z.string().trim().max(PRICE_TEXT_LIMITS.base_unit),
  currencySign: z.string().trim().min(1).max(PRICE_TEXT_LIMITS.currencySign),
  dealer_price: money,
  delivery_days: count.optional(),
  deleivery_days: count.optional(),
  factor_price: money,
  factor_pseudo_price: money,
  hotdeal: z.boolean(),
  lifecycle: z.string().trim().max(PRICE_TEXT_LIMITS.lifecycle).optional(),
  lifecyle: z.string().trim().max(PRICE_TEXT_LIMITS.lifecycle).optional(),
  novelty: z.boolean(),
  price: money,
  producerSKU: z.string().trim().max(PRICE_TEXT_LIMITS.producerSKU),
  pseudo_price: money,
  scalevolume1: count,
  scalevolume2: count,
  scalevolume3: count,
  stock: count,
  tax: z.number().min(0).max(100).transform(decimalOf),
});

/**
 * `problem` is the message for the user ("The price service's answer was incomplete …"); its values say which
 * field and why, for the diagnostics log (answerProblem).
 */
export type PriceInfoParse = { ok: true; info: PriceInfo } | { ok: false; problem: Message };

/** Validates a parsed JSON answer and normalises it to a `PriceInfo`, or says which field is wrong. */
export function parsePriceInfo(json: unknown): PriceInfoParse {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, problem: msg('errors.unexpected.notAnObject', { got: describeJson(json) }) };
  }
  const parsed = rawPriceInfo.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    const missing = issue?.code === 'invalid_type' && !(field in json);
    return {
      ok: false,
      problem: missing
        ? msg('errors.unexpected.fieldMissing', { field })
        : msg('errors.unexpected.fieldInvalid', { field, reason: invalidReason(issue) }),
    };
  }
  const raw = parsed.data;
  const deliveryDays = raw.delivery_days ?? raw.deleivery_days;
  if (deliveryDays === undefined) return { ok: false, problem: msg('errors.unexpected.fieldMissing', { field: 'delivery_days' }) };
  const lifecycle = raw.lifecycle ?? raw.lifecyle;
  if (lifecycle === undefined) return { ok: false, problem: msg('errors.unexpected.fieldMissing', { field: 'lifecycle' }) };
  return {
    ok: true,
    info: {
      price: raw.price,
      factor_price: raw.factor_price,
      pseudo_price: raw.pseudo_price,
      factor_pseudo_price: raw.factor_pseudo_price,
      dealer_price: raw.dealer_price,
      base_price: raw.base_price,
      base_unit: raw.base_unit,
      currencySign: raw.currencySign,
      delivery_days: deliveryDays,
      hotdeal: raw.hotdeal,
      novelty: raw.novelty,
      lifecycle,
      producerSKU: raw.producerSKU,
      scalevolume1: raw.scalevolume1,
      scalevolume2: raw.scalevolume2,
      scalevolume3: raw.scalevolume3,
      stock: raw.stock,
      tax: raw.tax,
    },
  };
}

/** What arrived instead of an object, as a choice of errors.unexpected.notAnObject. */
/** What was wrong with an answer in technical terms, for the diagnostics log and IT: 'field "price" is missing'. */
export function answerProblem(problem: Message): string {
  const { field, reason, got } = problem.values ?? {};
  switch (problem.key) {
    case 'errors.unexpected.fieldMissing':
      return `field "${String(field)}" is missing`;
    case 'errors.unexpected.fieldInvalid':
      return `field "${String(field)}" is not valid (${String(reason)})`;
    case 'errors.unexpected.notAnObject':
      return `expected an object but got ${got === 'list' ? 'a list' : got === 'null' ? 'null' : `a ${String(got)}`}`;
    default:
      return problem.key;
  }
}

function describeJson(json: unknown): string {
  if (json === null) return 'null';
  if (Array.isArray(json)) return 'list';
  return typeof json;
}

/** Why a field is not valid, as a choice of errors.unexpected.fieldInvalid (zod's own words are English). */
function invalidReason(issue: z.core.$ZodIssue | undefined): string {
  if (issue === undefined) return 'other';
  if (issue.code === 'invalid_type') {
    const expected: Record<string, string> = { number: 'number', string: 'text', boolean: 'boolean', int: 'wholeNumber' };
    return expected[issue.expected] ?? 'other';
  }
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'emptyText' : 'negative';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'tooLong' : 'tooLarge';
  if (issue.code === 'custom') return issue.message;
  return 'other';
}
