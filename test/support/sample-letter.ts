// Test helper, imported by specs, unit tests, the bench and the user guide's pictures: a quote as main renders it.
import Big from 'big.js';
import type { UiLanguage } from '../../electron/shared/i18n/language';
import { priceLine, quoteTotal, type PricedLine } from '../../electron/shared/quote/priced-quote';
import type { DocumentCopy } from '../../electron/shared/quote/copy-shows';
import { quoteDocument, type QuoteDocument } from '../../electron/shared/quote/quote-document';
import type { DocumentContext } from '../../electron/shared/quote/document-schema';
import type { Recipient } from '../../electron/shared/quote/quote-letter';
import { priceInfo } from './price-info';

const SAMPLE_RECIPIENT: Recipient = {
  name: 'Camping Müller GmbH',
  contact: 'Petra Müller',
  address: ['Seestraße 4', '88131 Lindau (Bodensee)'],
  customerNumber: 'K-4711',
};

/** The VAT rate of the sample's line `index`: every third line at 7 %, the others at 19 %. */
export const sampleRate = (index: number): string => (index % 3 === 1 ? '7' : '19');

/** What the sample's line `index` is: a short description, none, or one long enough to wrap in its column. */
const sampleDescription = (index: number): string =>
  [
    'Markise Omnistor 5200, 4,00 m, Gehäuse titan',
    '',
    'Stützfuß-Set für Wohnwagen und Reisemobile, höhenverstellbar von 30 bis 50 cm, mit Kurbel',
  ][index % 3]!;

/**
 * A quote of `count` lines at 19 % and 7 %, a factor of 1.25 on every third line, two lines in three
 * described, priced as the quote view prices it.
 */
export function sampleQuote(
  count: number,
  copy: DocumentCopy,
  language: UiLanguage | null,
  withRecipient = true,
): { document: QuoteDocument; priced: PricedLine[] } {
  const lines = Array.from({ length: count }, (_, index) => {
    const artnr = `ART-${index + 1}`;
    const price = `${(index % 37) + 3}.${String((index * 7) % 100).padStart(2, '0')}`;
    const factor = index % 3 === 0 ? '1.25' : null;
    const info = priceInfo({
      price,
      // As the service answers: the price × the factor, in cents.
      factor_price: factor === null ? '0' : new Big(price).times(factor).round(2, Big.roundHalfUp).toFixed(2),
      dealer_price: `${(index % 37) + 1}.${String((index * 3) % 100).padStart(2, '0')}`,
      tax: sampleRate(index),
      stock: index % 12,
      delivery_days: index % 5 === 0 ? 14 : 0,
      lifecycle: index % 9 === 4 ? 'E' : 'A',
    });
    const line = priceLine({ artnr, quantity: (index % 4) + 1, factor }, info);
    const description = sampleDescription(index);
    return { artnr, info, line: description === '' ? line : { ...line, description } };
  });
  const priced = lines.map((entry) => entry.line);
  const total = quoteTotal(priced);
  if (!total.ok) throw new Error('one currency');
  const document = quoteDocument(
    {
      id: 'q1',
      name: 'Vorzelt und Zubehör',
      country: 'de',
      letter: { recipient: withRecipient ? SAMPLE_RECIPIENT : null, validityDays: null, terms: null, documentLanguage: language },
    },
    priced,
    total.currency,
    copy,
  );
  return { document, priced };
}

/** What main renders the sample with: company, number, salesperson, terms and a three-column footer from Settings. */
export function sampleContext(language: UiLanguage, regionalLocale: string): DocumentContext {
  return {
    language,
    regionalLocale,
    company: { name: 'Reimo Reisemobil-Center GmbH', address: ['Boschstraße 3', '63329 Egelsbach'] },
    logo: null,
    issue: { number: 'A-2026-0042', issuedOn: '2026-11-25', validUntil: '2026-12-09' },
    salesperson: { name: 'Anna Schmidt', phone: '+49 6103 4005-0', email: 'anna.schmidt@example.com' },
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    footer: ['Reimo Reisemobil-Center GmbH\nAmtsgericht Offenbach HRB 1234', 'USt-IdNr. DE123456789', 'IBAN DE00 5065 2124 0000 0000 00'],
  };
}
