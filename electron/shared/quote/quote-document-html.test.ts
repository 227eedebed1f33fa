import { describe, expect, it } from 'vitest';
import { msg } from '../i18n/catalogue';
import { cssString, escapeHtml, renderQuoteDocument, type DocumentContext } from './quote-document-html';
import { paperSize, quoteDocument, type QuoteDocument } from './quote-document';
import { priceLine } from './priced-quote';
import { priceInfo } from '../../../test/support/price-info';

const context: DocumentContext = {
  language: 'en',
  regionalLocale: 'de-DE',
  now: new Date('2026-11-23T10:00:00Z'),
  company: null,
  logo: null,
};

const document = (change: Partial<QuoteDocument> = {}): QuoteDocument => ({
  copy: 'internal',
  name: 'Camping Müller',
  country: 'at',
  currency: 'EUR',
  total: '1234.50',
  lines: [
    {
      artnr: '900155',
      quantity: 3,
      factor: '1.25',
      unitPrice: '15.95',
      factorPrice: '19.94',
      lineTotal: '59.82',
      dealerPrice: '9.57',
      stock: 11,
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
    const { html } = renderQuoteDocument(document({ lines: [subCent], total: '1.56' }), context);
    expect(html).toMatch(/0,0125\s€/);
    expect(html).toMatch(/0,0156\s€/);
    expect(html).toMatch(/0,0075\s€/);
    expect(html).toMatch(/1,56\s€/);
  });

  it('escapes every text that comes from the request or the settings', () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const { html, layout } = renderQuoteDocument(
      document({ name: hostile, lines: [{ ...document().lines[0]!, artnr: '<script>x</script>' }] }),
      { ...context, company: { name: hostile, address: ['<b>Street</b> 1'] } },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Street');
    expect(html).toContain(escapeHtml(hostile));
    expect(html).toContain('&lt;b&gt;Street&lt;/b&gt; 1');
    expect(layout.headerTemplate).toContain(escapeHtml(hostile));
    expect(layout.headerTemplate).not.toContain('<img src=x');
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

  it('offers a line the service has no price for "on request", never at 0', () => {
    const [line] = document().lines;
    const html = renderQuoteDocument(
      document({ copy: 'customer', lines: [{ ...line!, unitPrice: '0.0', lineTotal: '0.00' }] }),
      context,
    ).html;
    expect(html).toContain('<td class="num">on request</td>');
    expect(html).not.toMatch(/<td class="num">0,00/);
  });

  it('words the document in the UI language and money in the regional format', () => {
    const german = renderQuoteDocument(document(), { ...context, language: 'de' });
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Angebot');
    expect(german.html).toContain('Händler-Listenpreis');
    expect(german.html).toContain('Land: Österreich (at)');
    expect(german.html).toMatch(/1\.234,50\s€/);
    expect(german.html).toContain('Datum: 23. November 2026');
    expect(german.html).toContain('Bruttopreise inkl. MwSt.');
    // The VAT rate as the regional format writes a percentage.
    expect(german.html).toMatch(/>20\s%</);
    expect(german.layout.footerTemplate).toMatch(/Seite <span class="pageNumber"><\/span> von <span class="totalPages"><\/span>/);
    const english = renderQuoteDocument(document(), { ...context, regionalLocale: 'en-US' });
    expect(english.html).toContain('Country: Austria (at)');
    expect(english.html).toContain('€1,234.50');
    expect(english.html).toContain('Date: November 23, 2026');
    expect(english.html).toContain('>20%<');
    expect(english.layout.footerTemplate).toMatch(/Page <span class="pageNumber"><\/span> of <span class="totalPages"><\/span>/);
  });

  it('prints the title and quote name once on every page, in the header, and repeats the column heads', () => {
    const { html, layout } = renderQuoteDocument(document(), context);
    expect(html).toMatch(/thead \{ display: table-header-group; \}/);
    // In the page's <title> (not printed) and nowhere else: the header prints it on every page.
    expect(html.match(/Camping Müller/g)).toHaveLength(1);
    expect(html).not.toMatch(/<thead>\n<tr><th[^>]*>Quote – /);
    expect(layout.headerTemplate).toContain('Quote – Camping Müller');
  });

  it("names the price list's country and currency on the internal copy only", () => {
    expect(renderQuoteDocument(document(), context).html).toContain('Country: Austria (at)');
    const customer = renderQuoteDocument(document({ copy: 'customer' }), context).html;
    expect(customer).not.toContain('Country:');
    expect(customer).not.toContain('Currency:');
  });

  it('gives printing the same paper, margins, header and "Page x of y" as @page rules, in the UI language', () => {
    const german = renderQuoteDocument(document(), { ...context, language: 'de' }).layout;
    expect(german.pageCss).toContain('size: A4; margin: 18mm 15mm 16mm 15mm;');
    expect(german.pageCss).toMatch(/@top-left \{ content: "Angebot – Camping Müller";/);
    expect(german.pageCss).toMatch(/@bottom-center \{ content: "Seite " counter\(page\) " von " counter\(pages\);/);
    const letter = renderQuoteDocument(document(), { ...context, regionalLocale: 'en-US' }).layout;
    expect(letter.pageCss).toContain('size: Letter;');
    expect(letter.pageCss).toMatch(/content: "Page " counter\(page\) " of " counter\(pages\);/);
  });

  it('keeps a hostile quote name inside its CSS string in the page rules', () => {
    const { layout } = renderQuoteDocument(document({ name: 'x"; } body { display: none } </style><script>alert(1)</script>\\' }), context);
    const title = /@top-left \{ content: ("(?:[^"\\]|\\.)*");/.exec(layout.pageCss)?.[1] ?? '';
    expect(layout.pageCss.replace(title, '')).not.toMatch(/display: none|<\/style|<script/);
    expect(title).not.toMatch(/[<>]/);
    expect(title.slice(1, -1)).not.toContain('"');
    expect(title).toContain('\\22 ');
    expect(cssString('a"b\\c\n<')).toBe('"a\\22 b\\5c c\\a \\3c "');
  });

  it('has a title without a dash when the quote has no name', () => {
    const { html, layout } = renderQuoteDocument(document({ name: ' ' }), context);
    expect(html).toContain('<title>Quote</title>');
    expect(layout.headerTemplate).not.toContain('–');
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

  it('carries the internal data on the internal copy', () => {
    const request = quoteDocument({ name: 'Q', country: 'de' }, lines, { total: '59.82', currency: 'EUR' }, 'internal', () => '19');
    expect(request.lines[0]).toMatchObject({ unitPrice: '15.95', factor: '1.25', factorPrice: '19.94', dealerPrice: '9.57', tax: '19' });
    expect(request.lines[0]?.warnings).not.toEqual([]);
  });

  it('leaves it out of the customer copy, whose unit price is the price offered', () => {
    const request = quoteDocument({ name: 'Q', country: 'de' }, lines, { total: '59.82', currency: 'EUR' }, 'customer', () => null);
    expect(request.lines[0]).toEqual({
      artnr: '900155',
      quantity: 3,
      factor: null,
      unitPrice: '19.94',
      factorPrice: null,
      lineTotal: '59.82',
      dealerPrice: '0',
      stock: 0,
      tax: null,
      availability: { key: 'quote.availability.fromStock' },
      warnings: [],
    });
  });
});
