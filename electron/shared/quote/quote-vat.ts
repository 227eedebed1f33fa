import Big from 'big.js';
import type { Decimal } from '../price-info';

/** One VAT rate's share of a quote: its gross sum, the VAT in it and the net. */
interface VatShare {
  /** The rate in percent, as the service gives it ("19", "8.1"). */
  rate: Decimal;
  gross: Decimal;
  net: Decimal;
  vat: Decimal;
}

export interface VatBreakdown {
  /** Highest rate first. */
  shares: VatShare[];
  net: Decimal;
  gross: Decimal;
  /** Lines whose VAT rate is not known: their gross is in `gross`, and no net is claimed for the quote. */
  unknownRate: number;
}

/**
 * Net and VAT of gross line totals, per rate: the VAT of a rate is taken from the rate's gross sum once
 * (rounded half-up to cents), and its net is the rest, so net + VAT = gross to the cent.
 */
export function vatBreakdown(lines: readonly { lineTotal: Decimal; tax: Decimal | null }[]): VatBreakdown {
  const byRate = new Map<string, Big>();
  let gross = new Big(0);
  let unknownRate = 0;
  for (const line of lines) {
    gross = gross.plus(line.lineTotal);
    if (line.tax === null) {
      unknownRate += 1;
      continue;
    }
    const rate = new Big(line.tax).toString();
    byRate.set(rate, (byRate.get(rate) ?? new Big(0)).plus(line.lineTotal));
  }
  const shares = [...byRate]
    .sort(([a], [b]) => new Big(b).cmp(a))
    .map(([rate, rateGross]): VatShare => {
      const vat = rateGross.times(rate).div(new Big(rate).plus(100)).round(2, Big.roundHalfUp);
      return { rate, gross: rateGross.toFixed(2), net: rateGross.minus(vat).toFixed(2), vat: vat.toFixed(2) };
    });
  const net = shares.reduce((sum, share) => sum.plus(share.net), new Big(0));
  return { shares, net: net.toFixed(2), gross: gross.toFixed(2), unknownRate };
}
