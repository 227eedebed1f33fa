// How a quote is taxed for its customer: the one rule of the VAT a quote charges, and of the note it carries.
import type { Decimal } from '../decimal';

/**
 * A customer's VAT treatment: `domestic` (a business at home: VAT charged), `intraCommunity` (a business
 * in another EU country with its VAT ID: net, no VAT, a tax-exempt intra-Community supply of goods,
 * § 4 No. 1 b with § 6a UStG, Art. 138 of Directive 2006/112/EC), `export` (outside the EU: net, no VAT,
 * an exempt export) or `consumer` (VAT charged, usually gross prices).
 */
export const VAT_TREATMENTS = ['domestic', 'intraCommunity', 'export', 'consumer'] as const;

export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** A quote saved before it had a treatment, or for a customer without one: VAT charged, as before. */
export const DEFAULT_VAT_TREATMENT: VatTreatment = 'domestic';

/** A quote's treatment and the recipient's VAT ID ('' none) the intra-Community supply's note names. */
export interface QuoteVat {
  treatment: VatTreatment;
  vatId: string;
}

/** Whether VAT is charged under a treatment: not for intra-Community supplies and exports, whose prices are net. */
export function chargesVat(treatment: VatTreatment): boolean {
  return treatment === 'domestic' || treatment === 'consumer';
}

/**
 * The VAT rate a quote charges on a line, from its treatment: the line's own rate (the service's `tax`;
 * null when unknown) at home and for consumers, 0 for intra-Community supplies and exports. The one rule every total
 * takes its VAT from (quoteFigures).
 */
export function chargedVatRate(treatment: VatTreatment, rate: Decimal | null): Decimal | null {
  return chargesVat(treatment) ? rate : '0';
}

/** A quote's VAT as kept, or the default for one saved before it had one. */
export function quoteVatOf(quote: { vat?: QuoteVat | undefined }): QuoteVat {
  return quote.vat ?? { treatment: DEFAULT_VAT_TREATMENT, vatId: '' };
}
