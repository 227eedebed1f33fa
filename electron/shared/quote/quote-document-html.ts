import { formatDecimal, formatMoney, formatPercent } from '../format/numbers';
import type { UiLanguage } from '../i18n/language';
import { translator } from '../i18n/translator';
import { hasPrice, stockLabel } from '../price-info';
import { paperSize, type CompanyDetails, type DocumentLayout, type QuoteDocument, type QuoteDocumentLine } from './quote-document';

export interface DocumentContext {
  /** Words: the UI language. */
  language: UiLanguage;
  /** Money, numbers, the date and the paper: the regional format. */
  regionalLocale: string;
  now: Date;
  company: CompanyDetails | null;
  /** The company's logo as a data: URL (PNG or JPEG, checked when it was chosen); null for none. */
  logo: string | null;
}

/** A document ready for Chromium's printing: the page and how to lay it out. */
export interface RenderedDocument {
  html: string;
  layout: DocumentLayout;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// Only an image that is data already; anything else (a URL that would fetch) is left out.
const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
// Stand-ins for Chromium's page counters, in the Private Use Area, so they survive escaping and no text can forge them.
const PAGE = '\uE000';
const PAGES = '\uE001';

// No @page margins: they would override the printing's own, which leave room for the header and footer.
const STYLE = `
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 9.5pt; color: #111; margin: 0; }
.head { display: flex; justify-content: space-between; gap: 12mm; margin-bottom: 6mm; }
.company img { max-height: 18mm; max-width: 60mm; display: block; margin-bottom: 2mm; }
.company p { margin: 0; }
.company .name { font-weight: bold; font-size: 11pt; }
h1 { font-size: 16pt; margin: 0 0 1mm; }
.meta p { margin: 0; }
.internal { color: #a00; font-weight: bold; margin: 0 0 3mm; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { text-align: left; padding: 1mm 1.5mm; border-bottom: 0.2mm solid #bbb; vertical-align: top; }
th { border-bottom: 0.4mm solid #333; }
.num, .artnr, .availability { white-space: nowrap; }
.num { text-align: right; }
.notes { font-size: 8pt; min-width: 40mm; }
.closing { break-inside: avoid; }
.total { margin-top: 4mm; text-align: right; font-size: 11pt; font-weight: bold; }
.vat { margin-top: 2mm; font-size: 8.5pt; }
`;

/** The quote as a printable HTML page and its layout: words in the UI language, money in the regional format, everything escaped. */
export function renderQuoteDocument(document: QuoteDocument, context: DocumentContext): RenderedDocument {
  const { t, text, countryLabel } = translator(context.language);
  const locale = context.regionalLocale;
  const internal = document.copy === 'internal';
  const money = (amount: string): string => escapeHtml(formatMoney(amount, document.currency, locale));
  // A line the service has no price for (it answers 0) is not offered at 0: its price is to be asked for.
  const priced = (line: QuoteDocumentLine, amount: string): string =>
    hasPrice({ price: line.unitPrice }) ? money(amount) : escapeHtml(t('document.noPrice'));
  const title = document.name.trim() === '' ? t('document.title') : `${t('document.title')} – ${document.name}`;
  const columns: {
    label: string;
    numeric: boolean;
    notes?: true;
    artnr?: true;
    availability?: true;
    cell: (line: QuoteDocumentLine) => string;
  }[] = [
    { label: t('document.column.artnr'), numeric: false, artnr: true, cell: (line) => escapeHtml(line.artnr) },
    { label: t('document.column.quantity'), numeric: true, cell: (line) => escapeHtml(formatDecimal(String(line.quantity), locale)) },
    { label: t('document.column.unitPrice'), numeric: true, cell: (line) => priced(line, line.unitPrice) },
    ...(internal
      ? [
          {
            label: t('document.column.factor'),
            numeric: true,
            cell: (line: QuoteDocumentLine) => (line.factor === null ? '' : escapeHtml(formatDecimal(line.factor, locale))),
          },
          {
            label: t('document.column.factorPrice'),
            numeric: true,
            cell: (line: QuoteDocumentLine) => (line.factorPrice === null ? '' : money(line.factorPrice)),
          },
        ]
      : []),
    { label: t('document.column.lineTotal'), numeric: true, cell: (line) => priced(line, line.lineTotal) },
    {
      label: t('document.column.vat'),
      numeric: true,
      cell: (line) => (line.tax === null ? '' : escapeHtml(formatPercent(line.tax, locale))),
    },
    { label: t('document.column.availability'), numeric: false, availability: true, cell: (line) => escapeHtml(text(line.availability)) },
    ...(internal
      ? [
          { label: t('document.column.dealerPrice'), numeric: true, cell: (line: QuoteDocumentLine) => money(line.dealerPrice) },
          { label: t('document.column.stock'), numeric: true, cell: (line: QuoteDocumentLine) => escapeHtml(stockLabel(line.stock)) },
          {
            label: t('document.column.notes'),
            numeric: false,
            notes: true as const,
            cell: (line: QuoteDocumentLine) => line.warnings.map((warning) => escapeHtml(text(warning))).join('<br>'),
          },
        ]
      : []),
  ];
  const cellClass = (column: { numeric: boolean; notes?: true; artnr?: true; availability?: true }): string =>
    column.numeric
      ? ' class="num"'
      : column.notes
        ? ' class="notes"'
        : column.artnr
          ? ' class="artnr"'
          : column.availability
            ? ' class="availability"'
            : '';
  const rows = document.lines
    .map((line) => `<tr>${columns.map((column) => `<td${cellClass(column)}>${column.cell(line)}</td>`).join('')}</tr>`)
    .join('\n');
  const company = context.company;
  const logo = context.logo !== null && LOGO_DATA_URL.test(context.logo) ? context.logo : null;
  const companyBlock =
    company === null && logo === null
      ? ''
      : `<div class="company">${logo === null ? '' : `<img src="${escapeHtml(logo)}" alt="${escapeHtml(t('document.logoAlt'))}">`}${
          company === null || company.name === '' ? '' : `<p class="name">${escapeHtml(company.name)}</p>`
        }${(company?.address ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(context.now);
  const html = `<!doctype html>
<html lang="${escapeHtml(context.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="head">
<div class="meta">
<h1>${escapeHtml(t('document.title'))}</h1>
<p>${escapeHtml(t('document.date', { date }))}</p>
${
  // The price list's country and currency are for the sales person; the customer sees the currency in every price.
  internal
    ? `<p>${escapeHtml(t('document.country', { country: countryLabel(document.country) }))}</p>
<p>${escapeHtml(t('document.currency', { currency: document.currency }))}</p>`
    : ''
}
</div>
${companyBlock}
</div>
${internal ? `<p class="internal">${escapeHtml(t('document.internalCopy'))}</p>` : ''}
<table>
<thead>
<tr>${columns.map((column) => `<th${cellClass(column)}>${escapeHtml(column.label)}</th>`).join('')}</tr>
</thead>
<tbody>
${rows}
</tbody>
</table>
<div class="closing">
<p class="total">${escapeHtml(t('document.total'))}: ${money(document.total)}</p>
<p class="vat">${escapeHtml(t('document.vatNote'))}</p>
</div>
</body>
</html>
`;
  return { html, layout: documentLayout(title, locale, t('document.footer.page', { page: PAGE, pages: PAGES })) };
}

// Chromium draws header and footer templates at a tiny default size and clips them without room in the margins.
const TEMPLATE_STYLE = 'font-family: Arial, Helvetica, sans-serif; font-size: 8pt; color: #444; width: 100%; padding: 0 15mm;';

function documentLayout(title: string, locale: string, pageOfPages: string): DocumentLayout {
  const footer = escapeHtml(pageOfPages)
    .replace(PAGE, '<span class="pageNumber"></span>')
    .replace(PAGES, '<span class="totalPages"></span>');
  const pageSize = paperSize(locale);
  const margins = { top: 18, bottom: 16, left: 15, right: 15 };
  // Chromium draws @page margin boxes (since 131), with its page counters; the texts as CSS strings.
  const footerContent = pageOfPages
    .split(/(\uE000|\uE001)/)
    .filter((part) => part !== '')
    .map((part) => (part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part)))
    .join(' ');
  const box = 'font-family: Arial, Helvetica, sans-serif; font-size: 8pt; color: #444;';
  return {
    pageSize,
    marginsMm: margins,
    headerTemplate: `<div style="${TEMPLATE_STYLE}">${escapeHtml(title)}</div>`,
    footerTemplate: `<div style="${TEMPLATE_STYLE} text-align: center;">${footer}</div>`,
    pageCss: `@page { size: ${pageSize}; margin: ${margins.top}mm ${margins.right}mm ${margins.bottom}mm ${margins.left}mm;
  @top-left { content: ${cssString(title)}; ${box} }
  @bottom-center { content: ${footerContent}; ${box} }
}`,
  };
}

/** Text as a CSS string: quotes, backslashes, line breaks and angle brackets escaped (no `</style>` can end it). */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"\n\r<>]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}
