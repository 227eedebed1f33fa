import { describe, expect, it } from 'vitest';
import type { UiLanguage } from '../i18n/language';
import { renderQuoteDocument } from './quote-document-html';
import { quoteDocument } from './quote-document';
import { priceLine } from './priced-quote';
import type { QuoteLetter, Recipient } from './quote-letter';
import { sampleContext } from '../../../test/support/sample-letter';
import { priceInfo } from '../../../test/support/price-info';
import { documentText } from '../../../test/support/quote-page';

// The letter around the lines as main makes its HTML (the PDF, print and the PDF the e-mail attaches are
// this page): address field, salutation, a revision's note, placeholders, availability, in both languages.

const ZUG: Recipient = {
  name: 'Alpen Camping AG',
  contact: 'Peter Keller',
  address: ['Baarerstrasse 12', '6300 Zug'],
  customerNumber: 'K-77',
  country: 'ch',
  formOfAddress: 'mr',
};

const letterOf = (change: Partial<QuoteLetter> = {}): QuoteLetter => ({
  recipient: ZUG,
  validityDays: null,
  terms: null,
  documentLanguage: null,
  ...change,
});

/** The customer's letter of a quote of one line (10 asked, 3 in stock, no delivery date yet), as main renders it. */
function letter(language: UiLanguage, change: { letter?: Partial<QuoteLetter>; revises?: { number: string } } = {}): string {
  const info = priceInfo({ price: '47.85', stock: 3, delivery_days: 0, lifecycle: 'A', tax: '19' });
  const line = priceLine({ artnr: '900155', quantity: 10, factor: null }, info);
  const document = quoteDocument(
    { id: 'q1', name: 'Vorzelt', country: 'ch', letter: letterOf(change.letter), ...(change.revises ? { revises: change.revises } : {}) },
    [line],
    'EUR',
    'customer',
  );
  return renderQuoteDocument(document, { ...sampleContext(language, language === 'de' ? 'de-DE' : 'en-GB'), legal: legalDe }).html;
}
const legalDe = {
  registerCourt: 'Amtsgericht Offenbach',
  registerNumber: 'HRB 1234',
  managingDirectors: 'Eva Reimo',
  vatId: 'DE123456789',
};

describe('the letter’s address field', () => {
  it('ends with the country in capitals, in the letter’s language, for a customer abroad', () => {
    expect(letter('de')).toContain(
      '<div class="recipient"><p>Alpen Camping AG</p><p>Peter Keller</p><p>Baarerstrasse 12</p><p>6300 Zug</p><p>SCHWEIZ</p></div>',
    );
    expect(letter('en')).toContain('<p>6300 Zug</p><p>SWITZERLAND</p></div>');
  });

  it('has no country line for a customer at home', () => {
    const home = letter('de', { letter: { recipient: { ...ZUG, address: ['Seestraße 4', '88131 Lindau'], country: 'de' } } });
    expect(home).toContain('<p>88131 Lindau</p></div>');
    expect(home).not.toContain('DEUTSCHLAND');
  });

  it('sizes the return line to fit the window: full size when short, smaller when long', () => {
    expect(letter('de')).toContain(
      '<div class="return-line" style="font-size: 6.5pt"><span>Reimo Reisemobil-Center GmbH · Boschstraße 3 · 63329 Egelsbach</span>',
    );
  });
});

describe('the salutation', () => {
  it('greets the contact person by name when the form of address is known, in the letter’s language', () => {
    expect(letter('de')).toContain('<p class="salutation">Sehr geehrter Herr Keller,</p>');
    expect(letter('en')).toContain('<p class="salutation">Dear Mr Keller,</p>');
    const jansen = { ...ZUG, contact: 'Anne Jansen', formOfAddress: 'ms' as const };
    expect(letter('en', { letter: { recipient: jansen } })).toContain('<p class="salutation">Dear Ms Jansen,</p>');
  });

  it('is the general one without a known form of address, and the quote’s own over either', () => {
    const { formOfAddress: _none, ...unknown } = ZUG;
    expect(letter('de', { letter: { recipient: unknown } })).toContain('<p class="salutation">Sehr geehrte Damen und Herren,</p>');
    expect(letter('en', { letter: { recipient: unknown } })).toContain('<p class="salutation">Dear Sir or Madam,</p>');
    expect(letter('de', { letter: { salutation: 'Lieber Peter,' } })).toContain('<p class="salutation">Lieber Peter,</p>');
  });
});

describe('a revision’s letter', () => {
  it('says which quote it replaces, under the subject', () => {
    const german = letter('de', { revises: { number: 'A-2026-0001' } });
    expect(german).toMatch(
      /<h1 class="subject">Angebot A-2026-0042<\/h1>\n<p class="replaces">Dieses Angebot ersetzt unser Angebot A-2026-0001\.<\/p>/,
    );
    expect(letter('en', { revises: { number: 'A-2026-0001' } })).toContain(
      '<p class="replaces">This quote replaces our quote A-2026-0001.</p>',
    );
    expect(letter('de')).not.toContain('class="replaces"');
  });
});

describe('placeholders in the letter’s texts', () => {
  it('are filled in either language’s names, and an unknown one is never printed as typed', () => {
    const german = documentText(
      letter('de', { letter: { intro: 'zu Ihrer Anfrage, {Ansprechpartner}, unser Angebot {Nummer} bis {GültigBis}{Rabatt}:' } }),
    );
    expect(german).toContain('zu Ihrer Anfrage, Peter Keller, unser Angebot A-2026-0042 bis 9. Dezember 2026:');
    const english = documentText(letter('en', { letter: { closing: 'Quote {number} for {customer}. {unknown}Regards' } }));
    expect(english).toContain('Quote A-2026-0042 for Alpen Camping AG. Regards');
    expect(english).not.toMatch(/[{}]/);
  });
});

describe('availability in the letter', () => {
  it('says how many go from stock and the rest on request when the stock covers part of the quantity', () => {
    expect(documentText(letter('de'))).toContain('3 ab Lager, Rest auf Anfrage');
    expect(documentText(letter('en'))).toContain('3 from stock, rest on request');
    expect(documentText(letter('de'))).not.toContain('noch kein Liefertermin');
  });
});

describe('the English letter', () => {
  it('calls the document "Quote" and writes percentages in its own style', () => {
    const english = letter('en');
    expect(english).toContain('<h1 class="subject">Quote A-2026-0042</h1>');
    expect(english).not.toMatch(/Quotation/);
    expect(english).toContain('>19%<');
    expect(letter('de')).toMatch(/>19\s%</);
  });
});
