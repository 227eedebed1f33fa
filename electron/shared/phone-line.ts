import type { Translator } from './i18n/translator';
import { deliveryText } from './delivery';
import { formatFetchedAt } from './format/dates';
import { formatDecimal, formatFactorMarkup, formatMoney, formatPercent } from './format/numbers';
import type { OfferTaxing } from './customer-lookup';
import { offeredPriceOn } from './net-price';
import type { PriceLookup } from './ipc-contract';
import { hasOfferedPrice, scaleVolumes, stockLabel, type Decimal } from './price-info';
import { chargesVat } from './quote/vat-treatment';

/**
 * What a price said at the lookup and on the phone carries about VAT, on its basis: "incl. 19 % VAT",
 * "plus 19 % VAT" (net), "net, no VAT (intra-Community supply)" or "(export)". Without a customer: gross.
 */
export function offerTaxNote(tax: Decimal, words: Translator, locale: string, offer: OfferTaxing | undefined): string {
  const vat = offer === undefined ? 'gross' : chargesVat(offer.treatment) ? offer.basis : offer.treatment;
  return words.t('phone.line.tax', { vat, tax: formatPercent(tax, locale, words.language) });
}

/** What a factor's markup is on, said with a customer's price: "+20 % on the list price"; null without a markup. */
export function markupOnText(factor: Decimal | null, words: Translator, locale: string): string | null {
  const markup = factor === null ? null : formatFactorMarkup(factor, locale, words.language);
  return markup === null ? null : words.t('phone.line.markupOn', { markup });
}

/**
 * One sentence about a looked-up article that a sales person can read out on the phone or paste into
 * a mail: the price offered (the factor price when the lookup had a factor; never the dealer list price),
 * VAT, stock and when it can be delivered (the rule of electron/shared/delivery.ts, as on screen), and
 * the scale volumes. Built from the lookup as it was answered, never from what the form holds now. A
 * kept answer says so, and marks stock and delivery with the moment they are from. Words in the
 * translator's language; money, numbers, percentages and dates in the regional `locale`. For a picked
 * `customer` it names them (a customer's copy shows the recipient), never their factor (internal); said on
 * their basis (`offer`, offerTaxingOfCustomer: net for a dealer, offeredPriceOn), with what the markup is on
 * ("+20 % on the list price"). Null where there is no price to offer (hasOfferedPrice): there is nothing to
 * say but "ask purchasing".
 */
export function phoneLine(lookup: PriceLookup, words: Translator, locale: string, customer?: string, offer?: OfferTaxing): string | null {
  const { t } = words;
  const { info, request, lastKnown } = lookup;
  if (!hasOfferedPrice(info, request.factor)) return null;
  const offered = offeredPriceOn(info, request.factor, offer?.basis ?? 'gross');
  const markup = offer === undefined ? null : markupOnText(request.factor, words, locale);
  const tiers = scaleVolumes(info).map((tier) => formatDecimal(String(tier), locale));
  const stock = info.stock > 0 ? t('phone.stock.count', { stock: stockLabel(info.stock) }) : t('phone.stock.none');
  const availability = `${stock}, ${deliveryText(info, words)}`;
  const when = lastKnown === undefined ? null : formatFetchedAt(lastKnown.fetchedAt, locale);
  const sentence = t('phone.line.sentence', {
    artnr: request.artnr,
    price: formatMoney(offered, info.currencySign, locale),
    tax: offerTaxNote(info.tax, words, locale, offer),
    markup: markup ?? 'none',
    availability: when === null ? availability : t('phone.line.keptAvailability', { when, availability }),
    tiers: tiers.length === 0 ? 'none' : new Intl.ListFormat(words.language, { type: 'conjunction' }).format(tiers),
  });
  const line = when === null ? sentence : t('phone.line.lastKnown', { when, sentence });
  return customer === undefined ? line : t('customerPick.phoneLine', { customer, sentence: line });
}
