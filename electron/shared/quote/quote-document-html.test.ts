import { describe, expect, it } from 'vitest';
import { formatAsOf } from '../format/dates';
import { msg } from '../i18n/catalogue';
import type { DocumentContext } from './document-schema';
import { cssString, escapeHtml, renderQuoteDocument } from './quote-document-html';
import { quoteDocument, type QuoteDocument } from './quote-document';
import { paperSize } from './quote-page-frame';
import { priceLine } from './priced-quote';
import { priceInfo } from '../../../test/support/price-info';
import { codeOf, runningFooter, runningHead } from '../../../test/support/quote-page';

const context: DocumentContext = {
  language: 'en',
  regionalLocale: 'de-DE',
  company: null,
  logo: null,
  issue: { number: 'A-2026-0007', issuedOn: '2026-11-23', validUntil: '2026-12-07' },
  salesperson: { name: '', phone: '', email: '' },
  terms: '',
  footer: [],
};

const recipient = {
  name: 'Camping Müller GmbH',
  contact: 'Frau Petra Müller',
  address: ['Seestraße 4', '6900 Bregenz'],
  customerNumber: 'K-4711',
};

const document = (change: Partial<QuoteDocument> = {}): QuoteDocument => ({
  quoteId: 'q1',
  letter: { recipient: null, validityDays: null, terms: null, documentLanguage: null },
  copy: 'internal',
  basis: 'gross',
  vat: { treatment: 'domestic', vatId: '' },
  name: 'Camping Müller',
  country: 'at',
  currency: 'EUR',
  lines: [
    {
      artnr: '900155',
      quantity: 3,
      factor: '1.25',
      unitPrice: '15.95',
      factorPrice: '19.94',
      lineTotal: '59.82',
      // As priceLine prices it: 15.95 gross at 20 % is 13.29 net, × 1.25 is 16.61, × 3 is 49.83.
      net: { unitPrice: '13.29', factorPrice: '16.61', lineTotal: '49.83' },
      dealerPrice: '9.57',
      stock: 11,
      stockAsOf: null,
      offer: 'offered',
      tax: '20',
      availability: { key: 'quote.availability.days', values: { days: 14 } },
      warnings: [msg('errors.quoteWarning.phasingOut', { lifecycle: 'E' })],
    },
  ],
  ...change,
});

describe('renderQuoteDocument', () => {
  it('shows unit, factor and dealer prices below a cent with their decimals; line total and total in cents', () => {
    const subCent = {
      ...document().lines[0]!,
      unitPrice: '0.0125',
      factorPrice: '0.0156',
      dealerPrice: '0.0075',
      quantity: 100,
      lineTotal: '1.56',
    };
    const { html } = renderQuoteDocument(document({ lines: [subCent] }), context);
    expect(html).toMatch(/0,0125\s€/);
    expect(html).toMatch(/0,0156\s€/);
    expect(html).toMatch(/0,0075\s€/);
    expect(html).toMatch(/1,56\s€/);
  });

  it('stays light in a dark app: the document asks for the light scheme and draws on white, never prefers-color-scheme', () => {
    const { html } = renderQuoteDocument(document(), context);
    expect(html).toContain(':root { color-scheme: light; background: #fff; }');
    expect(html).not.toContain('prefers-color-scheme');
    expect(html).not.toContain('light-dark(');
  });

  it('escapes every text that comes from the request or the settings', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const { html, layout } = renderQuoteDocument(
      document({
        copy: 'customer',
        name: hostile,
        letter: { ...document().letter, subject: hostile, salutation: hostile, intro: hostile, closing: hostile },
        lines: [{ ...document().lines[0]!, artnr: '<script>x</script>', description: hostile }],
      }),
      { ...context, company: { name: hostile, address: ['<b>Street</b> 1'] } },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Street');
    expect(html).toContain(escapeHtml(hostile));
    expect(html).toContain('&lt;b&gt;Street&lt;/b&gt; 1');
    expect(html).toContain(`<title>Quote A-2026-0007 – ${escapeHtml(hostile)}</title>`);
    // Escaped wherever it is: title, company, subject, salutation, intro, description, closing.
    expect(html.split(escapeHtml(hostile)).length - 1).toBe(7);
    expect(runningHead(html)).toBe('Quote A-2026-0007');
    expect(JSON.stringify(layout)).not.toContain('<img');
    const letter = renderQuoteDocument(
      document({ letter: { ...document().letter, recipient: { ...recipient, name: hostile, address: [hostile] } } }),
      {
        ...context,
        company: { name: hostile, address: [] },
        salesperson: { name: hostile, phone: hostile, email: hostile },
        terms: hostile,
        footer: [hostile],
      },
    );
    expect(letter.html).not.toContain('<img src=x');
    expect(runningFooter(letter.html)).toBe(`<div>${escapeHtml(hostile)}</div>`);
    expect(codeOf(letter.html).join('')).not.toContain('onerror');
  });

  it('keeps a logo only when it is a PNG or JPEG data: URL', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(renderQuoteDocument(document(), { ...context, logo: png }).html).toContain(`<img src="${png}"`);
    const remote = renderQuoteDocument(document(), { ...context, logo: 'https://example.com/logo.png' }).html;
    expect(remote).not.toContain('example.com');
    expect(remote).not.toContain('<img');
  });

  it('shows dealer list price, factor, stock and warnings on the internal copy only', () => {
    const internal = renderQuoteDocument(document(), context).html;
    expect(internal).toContain('Dealer list price');
    expect(internal).toContain('9,57');
    expect(internal).toContain('1,25');
    expect(internal).toContain('11+');
    expect(internal).toContain('phasing out');
    expect(internal).toContain('Internal copy');
    // Even when a request for the customer's copy carries internal data, none of it is shown.
    const customer = renderQuoteDocument(document({ copy: 'customer' }), context).html;
    for (const hidden of ['Dealer list price', '9,57', '1,25', '11+', 'phasing out', 'Internal copy', 'Factor']) {
      expect(customer).not.toContain(hidden);
    }
    expect(customer).toContain('59,82');
  });

  it("says each line's availability in words on every copy, in the document's language", () => {
    for (const copy of ['internal', 'customer'] as const) {
      expect(renderQuoteDocument(document({ copy }), context).html).toMatch(
        /<th class="availability">Availability<\/th>[^]*<td class="availability">available in approx\. 14 days<\/td>/,
      );
      expect(renderQuoteDocument(document({ copy }), { ...context, language: 'de' }).html).toContain(
        '<td class="availability">lieferbar in ca. 14 Tagen</td>',
      );
    }
  });

  it('offers a line the service has no price for "on request", never at 0, marked and out of the total', () => {
    const [line] = document().lines;
    for (const basis of ['gross', 'net'] as const) {
      const html = renderQuoteDocument(
        document({
          copy: 'customer',
          basis,
          lines: [{ ...line!, unitPrice: '0.0', factorPrice: null, lineTotal: '0.00', offer: 'no-price' }],
        }),
        context,
      ).html;
      expect(html).toContain('<td class="num"><span class="mark">on request</span></td>');
      expect(html).toContain('<td class="num"><span class="mark">price on request</span></td>');
      expect(html).not.toMatch(/<td class="num">0,00/);
      expect(html).toContain('<p class="total-note">Not in the total: 1 line with price on request.</p>');
    }
    // Its dealer price is not set either: said so on the internal copy, never 0,00.
    const internal = renderQuoteDocument(
      document({ lines: [{ ...line!, unitPrice: '0.0', factorPrice: null, dealerPrice: '0', lineTotal: '0.00', offer: 'no-price' }] }),
      context,
    ).html;
    expect(internal).toContain('<td class="num"><span class="mark">not set</span></td>');
    expect(internal).not.toMatch(/0,00\s€/);
  });

  it('shows a discontinued line marked "no longer available" and leaves it out of the total, on both copies', () => {
    const [line] = document().lines;
    for (const copy of ['customer', 'internal'] as const) {
      const html = renderQuoteDocument(
        document({
          copy,
          lines: [
            { ...line!, artnr: '770412', quantity: 4, offer: 'discontinued', availability: { key: 'quote.availability.discontinued' } },
            line!,
          ],
        }),
        { ...context, language: 'de' },
      ).html;
      expect(html).toMatch(/770412<\/span><\/td>.*<span class="mark">nicht mehr lieferbar<\/span><\/td>.*nicht mehr lieferbar<\/td>/);
      expect(html).toMatch(/<tr class="gross"><th>Gesamtbetrag brutto<\/th><td>59,82\s€<\/td><\/tr>/);
      expect(html).toContain('Nicht in der Summe: 1 Position nicht mehr lieferbar.');
    }
  });

  it('says net or gross in every price heading and total: net prices plus VAT, or gross with the VAT they contain', () => {
    const [line] = document().lines;
    const lines = [
      {
        ...line!,
        factor: null,
        factorPrice: null,
        unitPrice: '119.00',
        lineTotal: '357.00',
        net: { unitPrice: '100.00', factorPrice: null, lineTotal: '300.00' },
        tax: '19',
      },
    ];
    const net = renderQuoteDocument(document({ copy: 'customer', basis: 'net', lines }), { ...context, language: 'de' }).html;
    expect(net).toContain('<th class="num">Einzelpreis netto</th>');
    expect(net).toContain('<th class="num">Gesamtpreis netto</th>');
    expect(net).toMatch(/<td class="num">100,00\s€<\/td><td class="num">300,00\s€<\/td>/);
    expect(net).toMatch(
      /<tr class="net"><th>Summe netto<\/th><td>300,00\s€<\/td><\/tr><tr class="vat"><th>zzgl. 19\s% MwSt.<\/th><td>57,00\s€<\/td><\/tr><tr class="gross"><th>Gesamtbetrag brutto<\/th><td>357,00\s€<\/td><\/tr>/,
    );
    const gross = renderQuoteDocument(document({ copy: 'customer', basis: 'gross', lines }), { ...context, language: 'de' }).html;
    expect(gross).toContain('<th class="num">Einzelpreis brutto</th>');
    expect(gross).toMatch(
      /<tr class="gross"><th>Gesamtbetrag brutto<\/th><td>357,00\s€<\/td><\/tr><tr class="vat"><th>darin enthalten 19\s% MwSt.<\/th><td>57,00\s€<\/td><\/tr>/,
    );
    for (const html of [net, gross]) expect(html).not.toContain('USt.');
    const internal = renderQuoteDocument(document({ basis: 'net' }), context).html;
    for (const heading of ['Unit price (net)', 'Factor price (net)', 'Line total (net)', 'Dealer list price (net)'])
      expect(internal).toContain(`>${heading}</th>`);
  });

  it('dates the stock and availability of a line not priced just now on the internal copy, never as current', () => {
    const [line] = document().lines;
    const html = renderQuoteDocument(document({ lines: [{ ...line!, stockAsOf: '2026-11-21T09:14:00.000Z' }] }), context).html;
    const when = formatAsOf('2026-11-21T09:14:00.000Z', 'de-DE');
    expect(html).toContain(`11+<span class="as-of">as of ${when}</span>`);
    expect(html).toContain('available in approx. 14 days (as of 21.11.2026)');
    expect(renderQuoteDocument(document(), context).html).not.toContain('as-of">');
    expect(renderQuoteDocument(document(), context).html).not.toContain('(as of');
  });

  it("dates the customer copy's availability from stock not current, in both languages, without the count", () => {
    const [line] = document().lines;
    const kept = { ...line!, stock: 0, stockAsOf: '2026-11-21T09:14:00.000Z', availability: msg('quote.availability.fromStock') };
    const customer = document({ copy: 'customer', lines: [kept] });
    expect(renderQuoteDocument(customer, { ...context, language: 'de' }).html).toContain('ab Lager (Stand 21.11.2026)');
    expect(renderQuoteDocument(customer, { ...context, language: 'en', regionalLocale: 'en-US' }).html).toContain(
      'from stock (as of Nov 21, 2026)',
    );
    // A current answer is said as it is.
    const current = document({ copy: 'customer', lines: [{ ...kept, stockAsOf: null }] });
    expect(renderQuoteDocument(current, { ...context, language: 'de' }).html).not.toContain('Stand');
  });

  it("puts the internal copy's notes in a row under their line, across the table", () => {
    const html = renderQuoteDocument(document(), context).html;
    expect(html).toMatch(
      /<tbody class="line with-notes"><tr>.*<\/tr><tr class="notes-row"><td colspan="11"><span class="notes-label">Notes:<\/span> Lifecycle E: phasing out/,
    );
    expect(renderQuoteDocument(document({ copy: 'customer' }), context).html).not.toContain('class="notes-row"');
  });

  it('words the document in the UI language and money in the regional format', () => {
    const german = renderQuoteDocument(document(), { ...context, language: 'de' });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Angebot');
    expect(german.html).toContain('Händler-Listenpreis');
    expect(german.html).toContain('Land: Österreich (at)');
    expect(german.html).toMatch(/59,82\s€/);
    expect(german.html).toContain('<tr><th>Datum</th><td>23.11.2026</td></tr>');
    expect(german.html).toContain('Dieses Angebot gilt bis zum 7. Dezember 2026.');
    // The VAT rate as the regional format writes a percentage.
    expect(german.html).toMatch(/>20\s%</);
    expect(german.html).toMatch(/@top-right \{ content: "Seite " counter\(page\) " von " counter\(pages\);/);
    const english = renderQuoteDocument(document(), { ...context, regionalLocale: 'en-US' });
    expect(english.html).toContain('Country: Austria (at)');
    expect(english.html).toContain('€59.82');
    expect(english.html).toContain('<tr><th>Date</th><td>Nov 23, 2026</td></tr>');
    expect(english.html).toContain('>20%<');
    // English words in a German regional format: the percentage as English writes it, "20%", never "20 %".
    const englishFromGermany = renderQuoteDocument(document(), { ...context, language: 'en', regionalLocale: 'de-DE' });
    expect(englishFromGermany.html).toContain('>20%<');
    expect(englishFromGermany.html).toMatch(/59,82\s€/);
    expect(english.html).toMatch(/@top-right \{ content: "Page " counter\(page\) " of " counter\(pages\);/);
  });

  it('prints the number on every page, in the header, never the internal quote name, and repeats the column heads', () => {
    const { html } = renderQuoteDocument(document(), context);
    expect(html).toMatch(/thead \{ display: table-header-group; \}/);
    expect(html).not.toContain('Camping Müller');
    // No subject of its own: "Quote" and the number, in the document's language.
    expect(html).toContain('<h1 class="subject">Quote A-2026-0007</h1>');
    expect(html).toContain('<title>Quote A-2026-0007</title>');
    expect(renderQuoteDocument(document(), { ...context, language: 'de' }).html).toContain('<h1 class="subject">Angebot A-2026-0007</h1>');
    // The table head of the page's frame repeats on every printed page.
    expect(runningHead(html)).toBe('Quote A-2026-0007');
    expect(html).toMatch(/<table class="page-frame">\n<thead><tr><td><div class="page-head">/);
  });

  it("names the price list's country and currency on the internal copy only", () => {
    expect(renderQuoteDocument(document(), context).html).toContain('Country: Austria (at)');
    const customer = renderQuoteDocument(document({ copy: 'customer' }), context).html;
    expect(customer).not.toContain('Country:');
    expect(customer).not.toContain('Currency:');
  });

  it('gives the PDF and print the same paper, margins and "Page x of y" as @page rules, in the UI language', () => {
    const german = renderQuoteDocument(document(), { ...context, language: 'de' });
    expect(german.html).toContain('size: A4; margin: 5.2mm 10mm 4.8mm 20mm;');
    expect(german.layout).toEqual({ pageSize: 'A4', marginsMm: { top: 5.2, bottom: 4.8, left: 20, right: 10 } });
    expect(german.html).toMatch(/@top-right \{ content: "Seite " counter\(page\) " von " counter\(pages\);/);
    const letter = renderQuoteDocument(document(), { ...context, regionalLocale: 'en-US' });
    expect(letter.html).toContain('size: Letter;');
    expect(letter.layout.pageSize).toBe('Letter');
    expect(letter.html).toMatch(/content: "Page " counter\(page\) " of " counter\(pages\);/);
  });

  it('keeps a hostile quote number out of the page rules: it is text in the page', () => {
    const hostile = 'x"; } body { display: none } </style><script>alert(1)</script>\\\f';
    const { html } = renderQuoteDocument(document(), { ...context, issue: { ...context.issue, number: hostile } });
    // The page's own rules hide it on screen (:root), never its body.
    expect(codeOf(html).join('')).not.toMatch(/body \{ display: none|alert/);
    expect(runningHead(html)).toBe(escapeHtml(`Quote ${hostile}`));
    expect(cssString('a"b\\c\n<\f')).toBe('"a\\22 b\\5c c\\a \\3c \\c "');
  });

  it('prints the subject the user wrote, and names number and subject in the title', () => {
    const { html } = renderQuoteDocument(document({ letter: { ...document().letter, subject: ' Ihre Anfrage vom 3. März ' } }), context);
    expect(html).toContain('<h1 class="subject">Ihre Anfrage vom 3. März</h1>');
    expect(html).toContain('<title>Quote A-2026-0007 – Ihre Anfrage vom 3. März</title>');
  });

  it('numbers the lines and prints each description under its article number', () => {
    const lines = [
      { ...document().lines[0]!, description: 'Markise Omnistor 5200, 4,00 m' },
      { ...document().lines[0]!, artnr: '31245' },
    ];
    for (const copy of ['internal', 'customer'] as const) {
      const { html } = renderQuoteDocument(document({ copy, lines }), context);
      expect(html).toContain('<th class="position">Item</th><th class="article">Article</th>');
      expect(html).toContain(
        '<td class="position">1</td><td class="article"><span class="artnr">900155</span><span class="description">Markise Omnistor 5200, 4,00 m</span></td>',
      );
      expect(html).toContain('<td class="position">2</td><td class="article"><span class="artnr">31245</span></td>');
    }
    expect(renderQuoteDocument(document({ lines }), { ...context, language: 'de' }).html).toContain('<th class="position">Pos.</th>');
  });

  it('puts salutation and intro before the lines, closing and the salesperson after the totals: Settings', () => {
    const { html } = renderQuoteDocument(document({ copy: 'customer' }), {
      ...context,
      language: 'de',
      salesperson: { name: 'Anna Schmidt', phone: '', email: '' },
      letterTexts: { salutation: 'Liebe Camper,', intro: 'gern bieten wir an:', closing: 'Bis bald.\n\nViele Grüße' },
    });
    const at = (text: string): number => html.indexOf(text);
    expect(at('<h1 class="subject">Angebot A-2026-0007</h1>')).toBeGreaterThan(-1);
    expect(at('<h1 class="subject">')).toBeLessThan(at('<p class="salutation">Liebe Camper,</p>'));
    expect(at('<p class="salutation">')).toBeLessThan(at('<p class="intro">gern bieten wir an:</p>'));
    expect(at('<p class="intro">')).toBeLessThan(at('<table class="lines">'));
    expect(at('<table class="totals">')).toBeLessThan(at('<p class="closing-text">Bis bald.\n\nViele Grüße</p>'));
    expect(at('<p class="closing-text">')).toBeLessThan(at('<p class="signature">Anna Schmidt</p>'));
  });

  it('takes the quote’s own salutation, intro and closing over Settings’, and the built-in ones without Settings', () => {
    const own = { ...document().letter, salutation: 'Hallo Petra,', intro: 'wie besprochen:', closing: 'Gruß, Anna' };
    const { html } = renderQuoteDocument(document({ copy: 'customer', letter: own }), {
      ...context,
      letterTexts: { salutation: 'Liebe Camper,', intro: 'gern:', closing: 'Viele Grüße' },
    });
    for (const text of ['Hallo Petra,', 'wie besprochen:', 'Gruß, Anna']) expect(html).toContain(text);
    for (const text of ['Liebe Camper,', 'gern:', 'Viele Grüße']) expect(html).not.toContain(text);
    const builtIn = renderQuoteDocument(document({ copy: 'customer' }), { ...context, language: 'de' }).html;
    expect(builtIn).toContain('<p class="salutation">Sehr geehrte Damen und Herren,</p>');
    expect(builtIn).toContain('<p class="intro">vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:</p>');
    expect(builtIn).toContain('<p class="closing-text">Wir freuen uns auf Ihren Auftrag.\n\nMit freundlichen Grüßen</p>');
    // Texts set to nothing in Settings print nothing.
    const none = renderQuoteDocument(document({ copy: 'customer' }), {
      ...context,
      letterTexts: { salutation: '', intro: '', closing: '' },
    }).html;
    expect(none).not.toMatch(/class="(salutation|intro|closing-text|regards)"/);
    // The internal copy carries the subject, not the salutation and closing: it is no letter.
    const internal = renderQuoteDocument(document({ letter: own }), context).html;
    expect(internal).toContain('<h1 class="subject">Quote A-2026-0007</h1>');
    expect(internal).not.toMatch(/Hallo Petra|wie besprochen|Gruß, Anna/);
  });

  it('lays out a quote with a recipient as a DIN 5008 form B letter: return line, address field, information block', () => {
    const { html } = renderQuoteDocument(document({ copy: 'customer', letter: { ...document().letter, recipient } }), {
      ...context,
      language: 'de',
      company: { name: 'Reimo GmbH', address: ['Boschstraße 3', '63329 Egelsbach'] },
      salesperson: { name: 'Anna Schmidt', phone: '+49 6103 4005-0', email: 'anna@example.com' },
    });
    // Positions from the printable area's corner (20 mm in, 15 mm down): the field at 45 mm down, 20 mm in.
    expect(html).toMatch(/\.address-field \{ position: absolute; top: 30mm; left: 0mm;\s+width: 85mm; height: 45mm;/);
    expect(html).toMatch(/\.info \{ position: absolute; top: 35mm; left: 105mm;/);
    expect(html).toContain('<span>Reimo GmbH · Boschstraße 3 · 63329 Egelsbach</span>');
    expect(html).toContain(
      '<div class="recipient"><p>Camping Müller GmbH</p><p>Frau Petra Müller</p><p>Seestraße 4</p><p>6900 Bregenz</p></div>',
    );
    for (const row of [
      ['Angebots-Nr.', 'A-2026-0007'],
      ['Kunden-Nr.', 'K-4711'],
      ['Datum', '23.11.2026'],
      ['Gültig bis', '07.12.2026'],
      ['Ihr Ansprechpartner', 'Anna Schmidt'],
      ['Telefon', '+49 6103 4005-0'],
      ['E-Mail', 'anna@example.com'],
    ]) {
      expect(html).toContain(`<tr><th>${row[0]}</th><td>${row[1]}</td></tr>`);
    }
  });

  it('prints a quote without a recipient with its head as before: no address field, no return line', () => {
    const { html } = renderQuoteDocument(document(), { ...context, company: { name: 'Reimo GmbH', address: [] } });
    expect(html).toContain('<div class="plain-head"><table class="info">');
    expect(html).not.toContain('<div class="address-field">');
    expect(html).not.toContain('Kunden-Nr.');
  });

  it('gives the gross total and the VAT of each rate it contains, leaving out lines without a price', () => {
    const line = document().lines[0]!;
    const { html } = renderQuoteDocument(
      document({
        copy: 'customer',
        lines: [
          { ...line, lineTotal: '119.00', tax: '19' },
          { ...line, lineTotal: '10.70', tax: '7' },
          { ...line, unitPrice: '0', factorPrice: null, lineTotal: '0.00', tax: '19', offer: 'no-price' },
        ],
      }),
      context,
    );
    expect(html).toMatch(/<tr class="gross"><th>Total \(gross\)<\/th><td>129,70\s€<\/td><\/tr>/);
    // English words from a German office: money in the regional format, the percentage in English's own style.
    expect(html).toMatch(/<tr class="vat"><th>including 19% VAT of 119,00\s€<\/th><td>19,00\s€<\/td><\/tr>/);
    expect(html).toMatch(/<tr class="vat"><th>including 7% VAT of 10,70\s€<\/th><td>0,70\s€<\/td><\/tr>/);
    const unknown = renderQuoteDocument(document({ lines: [{ ...line, tax: null }] }), context).html;
    expect(unknown).not.toContain('VAT of');
    expect(unknown).toContain('1 line has no known VAT rate: only the gross total is given.');
  });

  it('prints the terms as written and up to three footer columns on every page, in the PDF and in print', () => {
    const { html } = renderQuoteDocument(document(), {
      ...context,
      terms: 'Payment within 14 days.\nDelivery ex works.',
      footer: ['Reimo GmbH\nHRB 1234', '', 'IBAN DE00 1234'],
    });
    expect(html).toContain('<p class="terms">Payment within 14 days.\nDelivery ex works.</p>');
    // Text in the page (a fixed foot, repeated on every printed page), the same page for the PDF and print.
    expect(runningFooter(html)).toBe('<div>Reimo GmbH\nHRB 1234</div><div></div><div>IBAN DE00 1234</div>');
    expect(codeOf(html).join('')).not.toMatch(/Reimo|IBAN/);
  });

  it('allows the page no network: its policy admits data: images and inline styles only', () => {
    expect(renderQuoteDocument(document(), context).html).toContain(
      `content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`,
    );
  });
});

describe('paperSize', () => {
  it.each([
    ['en-US', 'Letter'],
    ['en-CA', 'Letter'],
    ['fr-CA', 'Letter'],
    ['es-MX', 'Letter'],
    ['fil', 'Letter'],
    ['en', 'Letter'],
    ['de-DE', 'A4'],
    ['de', 'A4'],
    ['en-GB', 'A4'],
    ['en-DE', 'A4'],
    ['fr-CH', 'A4'],
    ['not a locale', 'A4'],
  ])('%s prints on %s', (locale, size) => {
    expect(paperSize(locale)).toBe(size);
  });
});

describe('quoteDocument', () => {
  const info = priceInfo({ price: '15.95', factor_price: '19.94', dealer_price: '9.57', lifecycle: 'E', tax: '19' });
  const lines = [priceLine({ artnr: '900155', quantity: 3, factor: '1.25' }, info)];

  it('carries the internal data on the internal copy, with when its stock is from', () => {
    const dated = lines.map((line) => ({ ...line, stockAsOf: '2026-11-21T09:14:00.000Z' }));
    const request = quoteDocument({ id: 'q1', name: 'Q', country: 'de' }, dated, 'EUR', 'internal');
    expect(request.lines[0]).toMatchObject({
      unitPrice: '15.95',
      factor: '1.25',
      factorPrice: '19.94',
      dealerPrice: '9.57',
      tax: '19',
      stockAsOf: '2026-11-21T09:14:00.000Z',
    });
    expect(request.lines[0]?.warnings).not.toEqual([]);
    expect(request.basis).toBe('gross');
  });

  it("carries the quote's basis, and each line's offer", () => {
    const gone = priceLine({ artnr: '770412', quantity: 4, factor: null }, priceInfo({ lifecycle: 'F', stock: 0 }));
    const request = quoteDocument({ id: 'q1', name: 'Q', country: 'de', priceBasis: 'net' }, [gone], 'EUR', 'customer');
    expect(request.basis).toBe('net');
    expect(request.lines[0]).toMatchObject({ offer: 'discontinued', availability: { key: 'quote.availability.discontinued' } });
  });

  it("keeps the date of a line's stock on the customer copy, for its availability", () => {
    const dated = lines.map((line) => ({ ...line, stockAsOf: '2026-11-21T09:14:00.000Z' }));
    const request = quoteDocument({ id: 'q1', name: 'Q', country: 'de' }, dated, 'EUR', 'customer');
    expect(request.lines[0]).toMatchObject({ stock: 0, stockAsOf: '2026-11-21T09:14:00.000Z' });
  });

  it('leaves it out of the customer copy, whose unit price is the price offered', () => {
    const request = quoteDocument({ id: 'q1', name: 'Q', country: 'de' }, lines, 'EUR', 'customer');
    expect(request.lines[0]).toEqual({
      artnr: '900155',
      quantity: 3,
      factor: null,
      unitPrice: '19.94',
      factorPrice: null,
      lineTotal: '59.82',
      // 15.95 gross at 19 % is 13.40 net, × 1.25 is 16.75 (not 16.76 from the gross 19.94), × 3 is 50.25.
      net: { unitPrice: '16.75', factorPrice: null, lineTotal: '50.25' },
      dealerPrice: '0',
      stock: 0,
      stockAsOf: null,
      offer: 'offered',
      tax: '19',
      availability: { key: 'quote.availability.fromStockPhasingOut' },
      warnings: [],
    });
  });
});
