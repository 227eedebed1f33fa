import Big from 'big.js';
import { PRICE_MAX_DECIMALS, type Decimal } from '../price-info';

const ISO_CURRENCY = /^[A-Z]{3}$/;

// Making an Intl.NumberFormat costs far more than using one, and long lists format hundreds of
// numbers per render: one formatter per locale and style, made once.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Money shows as many decimals as it has, up to as many as a unit price has (0.0125 is not 0.01). */
const MONEY_MAX_DECIMALS = PRICE_MAX_DECIMALS;

/**
 * Money in the user's locale, with as many decimals as the amount has: at least the currency's usual
 * (2 for EUR), at most 4, so a unit price below a cent shows as it is; totals come already rounded
 * to cents. The decimal text goes to Intl as a string, which formats it exactly: no float ever
 * stands in for a price.
 */
export function formatMoney(amount: Decimal, currency: string, locale: string): string {
  const code = currency.trim().toUpperCase();
  if (ISO_CURRENCY.test(code)) {
    try {
      // With only the maximum given, Intl keeps the currency's own digits as the minimum.
      const money = numberFormat(locale, { style: 'currency', currency: code, maximumFractionDigits: MONEY_MAX_DECIMALS });
      return money.format(amount as Intl.StringNumericLiteral);
    } catch {
      // An unknown code falls through to the plain form.
    }
  }
  return `${formatAmount(amount, locale)} ${currency.trim()}`.trim();
}

/** An amount of money without its currency (table columns, unknown currencies): 2 to 4 decimals, as it has. */
export function formatAmount(amount: Decimal, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: MONEY_MAX_DECIMALS }).format(
    amount as Intl.StringNumericLiteral,
  );
}

/** A factor or percentage in the user's locale, with up to 4 decimals and none added. */
export function formatDecimal(value: Decimal, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 4 }).format(value as Intl.StringNumericLiteral);
}

/**
 * A decimal as a person types it in this locale, for a field to start from: its decimal mark, Latin
 * digits, no grouping, every decimal ("1000,125" in de-DE). `formatDecimal` would group 1000 as "1.000",
 * which reads back as 1; this reads back as the same number (see `readDecimal`).
 */
export function formatDecimalInput(value: Decimal, locale: string): string {
  return numberFormat(locale, { useGrouping: false, maximumFractionDigits: 20, numberingSystem: 'latn' }).format(
    value as Intl.StringNumericLiteral,
  );
}

/** Whether a decimal text is above zero, compared as a decimal, not a float. */
export function isPositive(value: Decimal): boolean {
  return new Big(value).gt(0);
}

/**
 * A percentage: its number in the regional format `locale`, and where the words around it are of another
 * `language`, that language's percent style around it (sign, space and percent sign as Intl writes them
 * there): "19%" in English, "19 %" in German, whatever the regional format ("8,1%" in English from Austria).
 */
function percentText(percent: Decimal, locale: string, language: string | undefined, signed: boolean): string {
  const share = new Big(percent).div(100).toFixed() as Intl.StringNumericLiteral;
  const options: Intl.NumberFormatOptions = {
    style: 'percent',
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  };
  const regional = numberFormat(locale, options).formatToParts(share);
  const styleOf = language === undefined || sameLanguage(locale, language) ? null : numberFormat(language, options).formatToParts(share);
  const isNumber = (part: Intl.NumberFormatPart): boolean => ['integer', 'group', 'decimal', 'fraction'].includes(part.type);
  // The language's parts, its number replaced by the regional one.
  const parts =
    styleOf === null
      ? regional
      : styleOf.flatMap((part, index) =>
          !isNumber(part) ? [part] : styleOf.findIndex(isNumber) === index ? regional.filter(isNumber) : [],
        );
  return parts.map((part) => (part.type === 'minusSign' ? '\u2212' : part.value)).join('');
}

function sameLanguage(locale: string, language: string): boolean {
  try {
    return new Intl.Locale(locale).language === new Intl.Locale(language).language;
  } catch {
    return false;
  }
}

/** A rate given in percent ("19" for 19 %) as the locale writes a percentage: "19%", "19 %"; in `language`'s style within its words. */
export function formatPercent(percent: Decimal, locale: string, language?: string): string {
  return percentText(percent, locale, language, false);
}

/**
 * A markup or discount in percent ("25" for 25 %) with its sign always shown, as the locale writes a
 * percentage: "+25 %", "+12,5 %", "−10 %"; in `language`'s style within its words. The minus is the minus
 * sign (U+2212), which a screen reader says as "minus" and the factor field reads back; 0 has no sign.
 */
export function formatSignedPercent(percent: Decimal, locale: string, language?: string): string {
  return percentText(percent, locale, language, true);
}

/** The markup (positive) or discount (negative) a factor means, in percent: "25" for 1.25, "-10" for 0.9. */
function factorPercent(factor: Decimal): Decimal {
  return new Big(factor).minus(1).times(100).toFixed();
}

/**
 * A factor as people read it, the one wording of a factor wherever it is shown: the factor and the
 * markup or discount it means, "1,25 (+25 %)", "0,9 (−10 %)"; a factor of 1 changes nothing and is "1".
 * The percentage in `language`'s style where the words are of another language than the regional format.
 */
export function formatFactor(factor: Decimal, locale: string, language?: string): string {
  const shown = formatDecimal(factor, locale);
  const markup = formatFactorMarkup(factor, locale, language);
  return markup === null ? shown : `${shown} (${markup})`;
}

/** The markup or discount a factor means, as formatFactor says it: "+25 %" for 1,25, "−10 %" for 0,9; null for 1. */
export function formatFactorMarkup(factor: Decimal, locale: string, language?: string): string | null {
  const percent = factorPercent(factor);
  return new Big(percent).eq(0) ? null : formatSignedPercent(percent, locale, language);
}
