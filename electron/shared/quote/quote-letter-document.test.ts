import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { netPrice } from '../net-price';
import { renderQuoteDocument } from './quote-document-html';
import { sampleContext, sampleQuote, sampleRate } from '../../../test/support/sample-letter';
import { documentText } from '../../../test/support/quote-page';

// The quote letter's figures and words as main makes its document, read as text where they are made: the
// printer's pages (page numbers, margins, the address window) are read from Chromium's PDFs in
// e2e/specs/quote-letter-pdf.spec.ts.

/** An amount as the document writes it in the regional format, as a decimal. */
const amount = (text: string, regionalLocale: string): Big =>
  new Big(regionalLocale.startsWith('de') ? text.replace(/[.\s€]/g, '').replace(',', '.') : text.replace(/[,\s€]/g, ''));

describe('the quote letter: totals', () => {
  for (const [language, regionalLocale] of [
    ['de', 'de-DE'],
    ['en', 'en-US'],
  ] as const) {
    for (const basis of ['gross', 'net'] as const) {
      it(`the line totals add up to the first total, net + VAT per rate = gross to the cent (${language}, ${regionalLocale}, ${basis})`, () => {
        const { document, priced } = sampleQuote(24, 'customer', null);
        const words = translator(language);
        const text = documentText(renderQuoteDocument({ ...document, basis }, sampleContext(language, regionalLocale)).html);
        const money = '([€\\d.,]+(?: €)?)';
        const label = (key: Parameters<typeof words.t>[0]) => words.t(key).replace(/[()]/g, '\\$&');
        // Each line as written: article, (description,) quantity, unit price, line total, VAT rate.
        const lines = [...text.matchAll(new RegExp(`^\\d+ ART-(\\d+)\\b.*? (\\d+) ${money} ${money} (\\d+) ?%`, 'gm'))].map((match) => ({
          index: Number(match[1]) - 1,
          quantity: Number(match[2]),
          unit: amount(match[3]!, regionalLocale),
          total: amount(match[4]!, regionalLocale),
          rate: match[5]!,
        }));
        expect(lines).toHaveLength(24);
        for (const line of lines) expect(line.quantity, `ART-${line.index + 1}`).toBe(priced[line.index]!.quantity);
        const shown = lines.reduce((sum, line) => sum.plus(line.total), new Big(0));
        const gross = amount(new RegExp(`${label('quote.totals.gross')} ${money}`).exec(text)?.[1] ?? 'x', regionalLocale);
        const vatWord = language === 'de' ? 'MwSt\\.' : 'VAT';
        const vatLead = basis === 'net' ? (language === 'de' ? 'zzgl\\.' : 'plus') : language === 'de' ? 'darin enthalten' : 'including';
        const shares = [...text.matchAll(new RegExp(`${vatLead} (\\d+) ?% ${vatWord} (?:auf|aus|on|of) ${money} ${money}`, 'g'))].map(
          (match) => ({ rate: match[1]!, base: amount(match[2]!, regionalLocale), vat: amount(match[3]!, regionalLocale) }),
        );
        expect(shares.map((share) => share.rate)).toEqual(['19', '7']);
        expect(text).not.toContain('USt.');
        const vat = shares.reduce((sum, share) => sum.plus(share.vat), new Big(0));
        if (basis === 'gross') {
          // The first total line is the sum of the lines shown; the VAT is contained in it, per rate.
          expect(gross.eq(shown)).toBe(true);
          expect(gross.eq(priced.reduce((sum, line) => sum.plus(line.lineTotal), new Big(0)))).toBe(true);
          for (const share of shares) {
            const rateGross = lines.filter((line) => line.rate === share.rate).reduce((sum, line) => sum.plus(line.total), new Big(0));
            expect(share.base.eq(rateGross), `rate ${share.rate}`).toBe(true);
            expect(share.vat.eq(rateGross.times(share.rate).div(new Big(share.rate).plus(100)).round(2, Big.roundHalfUp))).toBe(true);
          }
        } else {
          const net = amount(new RegExp(`${label('quote.totals.net')} ${money}`).exec(text)?.[1] ?? 'x', regionalLocale);
          // The first total line is the sum of the net lines shown; each line is its net unit price × quantity.
          expect(net.eq(shown)).toBe(true);
          expect(net.plus(vat).eq(gross)).toBe(true);
          for (const share of shares) {
            const rateNet = lines.filter((line) => line.rate === share.rate).reduce((sum, line) => sum.plus(line.total), new Big(0));
            expect(share.base.eq(rateNet), `rate ${share.rate}`).toBe(true);
            expect(share.vat.eq(rateNet.times(share.rate).div(100).round(2, Big.roundHalfUp))).toBe(true);
          }
          // Each net unit price from the net price shown, × the factor rounded once to the cent: as by hand.
          for (const line of lines) {
            const sample = priced[line.index]!;
            const shownNet = new Big(netPrice(sample.unitPrice, sampleRate(line.index)));
            const byHand = sample.factor === null ? shownNet : shownNet.times(sample.factor).round(2, Big.roundHalfUp);
            expect(line.unit.eq(byHand), `ART-${line.index + 1}`).toBe(true);
          }
        }
        // A factor line's offered price is on the customer's copy, not the list price.
        const factorLine = priced[0]!;
        expect(factorLine.factorPrice).not.toBeNull();
        const offered = basis === 'gross' ? factorLine.factorPrice! : factorLine.net.factorPrice!;
        expect(lines[0]!.unit.eq(offered)).toBe(true);
      });
    }
  }
});

describe('the quote letter: words where DIN 5008 has them', () => {
  for (const [language, regionalLocale, words] of [
    [
      'de',
      'de-DE',
      {
        subject: 'Angebot A-2026-0042',
        salutation: 'Sehr geehrte Damen und Herren,',
        intro: 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:',
        head: /^Pos\. Art\.-Nr\. Menge/m,
        closing: ['Wir freuen uns auf Ihren Auftrag.', 'Mit freundlichen Grüßen', 'Anna Schmidt'],
        total: 'Gesamtbetrag brutto',
      },
    ],
    [
      'en',
      'en-US',
      {
        subject: 'Quote A-2026-0042',
        salutation: 'Dear Sir or Madam,',
        intro: 'Thank you for your enquiry. We are pleased to offer you the following:',
        head: /^Item Article Quantity/m,
        closing: ['We look forward to your order.', 'Kind regards', 'Anna Schmidt'],
        total: 'Total (gross)',
      },
    ],
  ] as const) {
    for (const copy of ['customer', 'internal'] as const) {
      it(`subject, salutation, intro, numbered lines with descriptions, closing after the totals (${copy}, ${language}, ${regionalLocale})`, () => {
        const { document } = sampleQuote(40, copy, null);
        const text = documentText(renderQuoteDocument(document, sampleContext(language, regionalLocale)).html);
        // In reading order: subject, salutation, intro, then the table's head; the internal copy carries the
        // subject, not the letter's salutation and closing.
        const at = (part: string | RegExp): number => (typeof part === 'string' ? text.indexOf(part) : text.search(part));
        expect(text).toMatch(new RegExp(`^${words.subject}$`, 'm'));
        expect(at(words.subject)).toBeLessThan(at(words.head));
        if (copy === 'customer') {
          expect(at(words.subject)).toBeLessThan(at(words.salutation));
          expect(at(words.salutation)).toBeLessThan(at(words.intro));
          expect(at(words.intro)).toBeLessThan(at(words.head));
        } else {
          for (const part of [words.salutation, words.intro, ...words.closing.slice(0, 2)]) expect(text).not.toContain(part);
        }
        // Every line numbered 1 to 40, with its description after its article number.
        for (let index = 0; index < 40; index += 1) {
          expect(text, `line ${index + 1}`).toMatch(new RegExp(`^${index + 1} ART-${index + 1}\\b`, 'm'));
        }
        expect(text).toMatch(/^1 ART-1 Markise\b/m);
        expect(text).toContain('höhenverstellbar');
        if (copy === 'customer') {
          // After the totals: the closing, then the salesperson's name.
          let from = text.lastIndexOf(words.total);
          expect(from).toBeGreaterThan(-1);
          for (const part of words.closing) {
            const found = text.indexOf(part, from);
            expect(found, `${part} after the totals`).toBeGreaterThan(from);
            from = found;
          }
        }
        expect(text).not.toContain('Vorzelt und Zubehör');
      });
    }
  }

  it('a German salesperson quotes in English: the document language is the quote’s, money and dates in the regional format', () => {
    const { document } = sampleQuote(3, 'customer', 'en');
    const { html } = renderQuoteDocument(document, sampleContext('en', 'de-DE'));
    const text = documentText(html);
    // The running head and "Page x of y" (the page rule's words) in the document's language.
    expect(text).toMatch(/^Quote A-2026-0042$/m);
    expect(html).toMatch(/@top-right \{ content: "Page " counter\(page\) " of " counter\(pages\);/);
    expect(text).toMatch(/^Valid until 09\.12\.2026$/m);
    expect(text).toMatch(/^Total \(gross\) [\d.]+,\d\d €$/m);
    expect(text).toMatch(/^Item Article Quantity Unit price \(gross\) Line total \(gross\)/m);
    // An English sentence gets no German month: the date in the regional format's digits.
    expect(text).toContain('This quote is valid until 09.12.2026.');
    expect(text).not.toContain('Angebot');
  });
});

describe('the quote letter: VAT per customer', () => {
  it.each([
    [
      'de',
      'de-DE',
      'intraCommunity',
      'MwSt. 0 %',
      'Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b i. V. m. § 6a UStG (Art. 138 MwStSystRL). USt-IdNr. des Leistungsempfängers: NL123456789B01. Unsere USt-IdNr.: DE112233445.',
    ],
    [
      'en',
      'en-US',
      'intraCommunity',
      'VAT 0%',
      'VAT-exempt intra-Community supply of goods (section 4 no. 1 (b) with section 6a of the German VAT Act, UStG; Article 138 of Council Directive 2006/112/EC). Customer’s VAT ID: NL123456789B01. Our VAT ID: DE112233445.',
    ],
    ['de', 'de-DE', 'export', 'MwSt. 0 %', 'Steuerfreie Ausfuhrlieferung nach § 4 Nr. 1 Buchst. a UStG (Art. 146 MwStSystRL).'],
    [
      'en',
      'en-US',
      'export',
      'VAT 0%',
      'VAT-exempt export delivery (section 4 no. 1 (a) of the German VAT Act, UStG; Article 146 of Council Directive 2006/112/EC).',
    ],
  ] as const)(
    'the customer’s letter in %s (%s) under %s: net, no VAT, the total the net sum, and the note',
    (language, locale, treatment, noVat, note) => {
      const { document, priced } = sampleQuote(6, 'customer', language);
      const vat = { treatment, vatId: 'NL123456789B01' };
      // The sender's VAT ID (Settings → company) is named beside the customer's.
      const legal = { registerCourt: '', registerNumber: '', managingDirectors: '', vatId: 'DE112233445' };
      const context = { ...sampleContext(language, locale), legal };
      const text = documentText(renderQuoteDocument({ ...document, basis: 'net', vat }, context).html).replace(/\u00a0/g, ' ');
      expect(text).toContain(note);
      expect(text).toContain(noVat);
      const net = priced.reduce((sum, line) => sum.plus(line.net.lineTotal), new Big(0));
      const words = translator(language);
      const total = new RegExp(`${words.t('quote.totals.total')} ([€\\d.,]+(?: €)?)$`, 'm').exec(text)?.[1] ?? 'x';
      expect(amount(total, locale).eq(net)).toBe(true);
      expect(text).not.toContain(words.t('quote.totals.gross'));
    },
  );
});
