import { footerColumns, legalFooterColumn } from '../company';
import { formatAsOf } from '../format/dates';
import { formatDecimal, formatMoney, formatPercent } from '../format/numbers';
import { translator } from '../i18n/translator';
import { hasPrice, stockLabel } from '../price-info';
import type { QuoteDocument, QuoteDocumentLine } from './quote-document';
import { copyShows, type QuoteField } from './copy-shows';
import { quoteFigures, type LineFigures, type Shown } from './quote-figures';
import { shownText, totalLinesText, totalNotes } from './quote-figures-words';
import { addressBlock, guessedSenderCountry } from './address-block';
import { availabilityWords } from './availability';
import { defaultLetterTexts } from './document-defaults';
import { formatDay } from './quote-letter';
import { articleCell, LETTER_TEXT_STYLE, letterClosing, letterOpening } from './quote-letter-html';
import { letterWords } from './letter-words';
import { DOCUMENT_STYLE, LETTER } from './quote-document-style';
import type { DocumentContext, FrozenContext, RenderedDocument } from './document-schema';
import { cssString, framedBody, PAGE, PAGES, pageFrameStyle, pageLayout } from './quote-page-frame';
import { returnLine } from './return-line';

export { cssString, LETTER };

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

// Only an image that is data already; anything else (a URL that would fetch) is left out.
const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The quote as a printable HTML page and its layout: words in the document's language, money in the regional format, everything escaped. */
export function renderQuoteDocument(document: QuoteDocument, context: DocumentContext): RenderedDocument {
  const words = translator(context.language);
  const { t, text, countryLabel } = words;
  const locale = context.regionalLocale;
  const internal = document.copy === 'internal';
  const money = (amount: string): string => escapeHtml(formatMoney(amount, document.currency, locale));
  const day = (value: string): string => escapeHtml(formatDay(value, locale));
  const numbered = t('document.titleNumbered', { number: context.issue.number });
  // The quote's own words, else Settings' for the document language; the internal name is never printed.
  // The validity as the letter's sentence writes it: a month name only in the regional format's own language.
  const validUntil = formatDay(context.issue.validUntil, locale, new Intl.Locale(locale).language === context.language ? 'long' : 'digits');
  const texts = context.letterTexts ?? defaultLetterTexts(context.language);
  const letter = letterWords(document.letter, texts, words, context.issue.number, validUntil);
  // The customer's copy is the letter; the internal copy carries its subject, not its salutation and closing.
  const letterHead = letterOpening(letter, escapeHtml);
  // The page's title (a PDF viewer shows it) names the number and the subject; the header on every page only the number.
  const title = letter.subject.includes(context.issue.number) ? letter.subject : `${numbered} – ${letter.subject}`;
  const figures = quoteFigures(document.lines, { ...document.vat, basis: document.basis });
  const basis = { basis: document.basis };
  // An amount, or the words in its place ("auf Anfrage", "nicht mehr lieferbar"), marked as such.
  const shown = (value: Shown): string =>
    'amount' in value ? money(value.amount) : `<span class="mark">${escapeHtml(shownText(value, (amount) => amount, words))}</span>`;
  // Stock of a line not priced just now carries the date it is from: never drawn as current (availability too, availabilityWords).
  const asOf = (line: QuoteDocumentLine): string =>
    line.stockAsOf === null
      ? ''
      : `<span class="as-of">${escapeHtml(t('quote.column.stockAsOf', { when: formatAsOf(line.stockAsOf, locale) }))}</span>`;
  const shows = (field: QuoteField): boolean => copyShows(document.copy, field);
  const orEmpty = (value: string | null, format: (value: string, locale: string) => string): string =>
    value === null ? '' : escapeHtml(format(value, locale));
  /**
   * The lines' columns, in order, each with the field it shows (copyShows keeps those of the copy) and how
   * its cells are classed and filled. Another column is one more entry. The notes go in a row of their own
   * under the line, so the table keeps within the right margin however long they are.
   */
  const allColumns: {
    field: QuoteField;
    label: string;
    className: string;
    cell: (line: QuoteDocumentLine, figures: LineFigures, index: number) => string;
  }[] = [
    {
      field: 'position',
      label: t('document.column.position'),
      className: 'position',
      cell: (_line, _figures, index) => escapeHtml(String(index + 1)),
    },
    {
      field: 'article',
      label: t('document.column.artnr'),
      className: 'article',
      cell: (line) => articleCell(line.artnr, line.description, escapeHtml),
    },
    {
      field: 'quantity',
      label: t('document.column.quantity'),
      className: 'num',
      cell: (line) => escapeHtml(formatDecimal(String(line.quantity), locale)),
    },
    { field: 'listPrice', label: t('document.column.unitPrice', basis), className: 'num', cell: (_, line) => shown(line.price) },
    { field: 'unitPrice', label: t('document.column.unitPrice', basis), className: 'num', cell: (_, line) => shown(line.unitPrice) },
    // The number alone: the internal copy's eleven columns have no room for its markup.
    { field: 'factor', label: t('document.column.factor'), className: 'num', cell: (line) => orEmpty(line.factor, formatDecimal) },
    {
      field: 'factorPrice',
      label: t('document.column.factorPrice', basis),
      className: 'num',
      cell: (_, line) => (line.factorPrice === null ? '' : shown(line.factorPrice)),
    },
    { field: 'lineTotal', label: t('document.column.lineTotal', basis), className: 'num', cell: (_, line) => shown(line.lineTotal) },
    {
      field: 'vat',
      label: t('document.column.vat'),
      className: 'num',
      cell: (line) => (line.tax === null ? '' : escapeHtml(formatPercent(line.tax, locale, context.language))),
    },
    {
      field: 'availability',
      label: t('document.column.availability'),
      className: 'availability',
      cell: (line) => escapeHtml(availabilityWords(line.availability, line.stockAsOf, words, locale)),
    },
    {
      field: 'dealerPrice',
      label: t('document.column.dealerPrice'),
      className: 'num',
      // A dealer price of 0 is one the service has not set: never 0,00.
      cell: (line) =>
        hasPrice({ price: line.dealerPrice })
          ? money(line.dealerPrice)
          : `<span class="mark">${escapeHtml(t('document.dealerNotSet'))}</span>`,
    },
    {
      field: 'stock',
      label: t('document.column.stock'),
      className: 'num',
      cell: (line) => `${escapeHtml(stockLabel(line.stock))}${asOf(line)}`,
    },
  ];
  const columns = allColumns.filter((column) => shows(column.field));
  const notesRow = (line: QuoteDocumentLine): string =>
    !shows('notes') || line.warnings.length === 0
      ? ''
      : `<tr class="notes-row"><td colspan="${columns.length}"><span class="notes-label">${escapeHtml(t('document.column.notes'))}:</span> ${line.warnings
          .map((warning) => escapeHtml(text(warning)))
          .join(' · ')}</td></tr>`;
  const rows = document.lines
    .map((line, index) => {
      const lineFigures = figures.lines[index]!;
      const cells = columns.map((column) => `<td class="${column.className}">${column.cell(line, lineFigures, index)}</td>`).join('');
      const notes = notesRow(line);
      // A line and its notes stay together on a page.
      return `<tbody class="line${notes === '' ? '' : ' with-notes'}"><tr>${cells}</tr>${notes}</tbody>`;
    })
    .join('\n');
  const company = context.company;
  /** The company, the address field (return line and recipient, addressBlock) and the information block. */
  const letterhead = (companyBlock: string, info: string): string => {
    const back = returnLine(company);
    const lines =
      recipient === null
        ? []
        : addressBlock(
            recipient,
            context.senderCountry !== undefined ? context.senderCountry : guessedSenderCountry(context.legal?.vatId ?? '', locale),
            context.language,
          );
    return `<div class="letterhead">
${companyBlock}
<div class="address-field">
<div class="return-line" style="font-size: ${back.sizePt}pt">${back.text === '' ? '' : `<span>${escapeHtml(back.text)}</span>`}</div>
<div class="recipient${lines.length > 6 ? ' long' : ''}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>
</div>
${info}
</div>`;
  };
  const logo = context.logo !== null && LOGO_DATA_URL.test(context.logo) ? context.logo : null;
  const companyBlock =
    company === null && logo === null
      ? ''
      : `<div class="company">${logo === null ? '' : `<img src="${escapeHtml(logo)}" alt="${escapeHtml(t('document.logoAlt'))}">`}${
          company === null || company.name === '' ? '' : `<p class="name">${escapeHtml(company.name)}</p>`
        }${(company?.address ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  const recipient = document.letter.recipient;
  const { salesperson } = context;
  // Label and value, the value as HTML already.
  const infoRows: [string, string][] = [
    [t('document.info.number'), escapeHtml(context.issue.number)],
    ...(recipient === null || recipient.customerNumber === ''
      ? []
      : [[t('document.info.customerNumber'), escapeHtml(recipient.customerNumber)] as [string, string]]),
    [t('document.info.date'), day(context.issue.issuedOn)],
    [t('document.info.validUntil'), day(context.issue.validUntil)],
    ...(
      [
        ['document.info.contact', salesperson.name],
        ['document.info.phone', salesperson.phone],
        ['document.info.email', salesperson.email],
      ] as const
    )
      .filter(([, value]) => value !== '')
      .map(([key, value]): [string, string] => [t(key), escapeHtml(value)]),
  ];
  const info = `<table class="info">${infoRows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`).join('')}</table>`;
  const head = recipient === null ? `<div class="plain-head">${info}${companyBlock}</div>` : letterhead(companyBlock, info);
  const replaces =
    document.replaces === undefined ? '' : `<p class="replaces">${escapeHtml(t('document.replaces', { number: document.replaces }))}</p>`;
  // The first total line is the sum of the line totals shown; what the total leaves out is said under it.
  const totalRows = totalLinesText(figures, words, (amount) => formatMoney(amount, document.currency, locale), locale);
  const totals = `<table class="totals">${totalRows
    .map((row) => `<tr class="${row.kind}"><th>${escapeHtml(row.label)}</th><td>${escapeHtml(row.amount)}</td></tr>`)
    .join('')}</table>${totalNotes(figures, words, context.legal?.vatId ?? '')
    .map((note) => `<p class="total-note">${escapeHtml(note)}</p>`)
    .join('')}`;
  const footer = footerColumns(legalFooterColumn(context.legal ?? null, { t }), context.footer);
  const layout = pageLayout(locale);
  const html = `<!doctype html>
<html lang="${escapeHtml(context.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>${DOCUMENT_STYLE}${LETTER_TEXT_STYLE}${pageFrameStyle(layout.pageSize, t('document.footer.page', { page: PAGE, pages: PAGES }))}</style>
</head>
<body class="${internal ? 'internal-copy' : 'customer-copy'}">
${framedBody(
  `${head}
<div class="body">
${context.draft ? `<p class="internal draft">${escapeHtml(t('document.draftMark'))}</p>` : ''}
${letterHead.subject}
${replaces}
${internal ? `<p class="internal">${escapeHtml(t('document.internalCopy'))}</p>` : ''}
${
  shows('priceList')
    ? `<p>${escapeHtml(t('document.country', { country: countryLabel(document.country) }))} · ${escapeHtml(t('document.currency', { currency: document.currency }))}</p>`
    : ''
}
${internal ? '' : letterHead.opening}
<table class="lines${document.lines.some((line) => (line.description ?? '').trim() !== '') ? ' described' : ''}">
<thead>
<tr>${columns.map((column) => `<th class="${column.className}">${escapeHtml(column.label)}</th>`).join('')}</tr>
</thead>
${rows}
</table>
<div class="closing">
${totals}
<p>${escapeHtml(t('document.validity', { date: validUntil }))}</p>
${context.terms.trim() === '' ? '' : `<p class="terms">${escapeHtml(context.terms.trim())}</p>`}
</div>
${internal ? '' : letterClosing(letter, context.salesperson.name, escapeHtml)}
</div>`,
  numbered,
  footer,
  escapeHtml,
)}
</body>
</html>
`;
  return { html, layout };
}

/**
 * A customer copy kept before the page carried its own frame (its number and footer were Chromium's
 * header and footer templates, made from the same values): put in the frame, drawn from the values it
 * was sent with, so it prints as it was sent. A page with its frame is returned as it is.
 */
export function keptPageInFrame(html: string, context: FrozenContext): RenderedDocument['html'] {
  if (html.includes('<table class="page-frame">')) return html;
  const body = /<body([^>]*)>\n?([\s\S]*)<\/body>/.exec(html);
  const head = html.indexOf('</head>');
  if (body === null || head === -1 || head > body.index) return html;
  const { t } = translator(context.language);
  const layout = pageLayout(context.regionalLocale);
  const footer = footerColumns(legalFooterColumn(context.legal ?? null, { t }), context.footer);
  const style = `<style>${pageFrameStyle(layout.pageSize, t('document.footer.page', { page: PAGE, pages: PAGES }))}</style>\n`;
  const framed = framedBody(body[2]!, t('document.titleNumbered', { number: context.issue.number }), footer, escapeHtml);
  return `${html.slice(0, head)}${style}${html.slice(head, body.index)}<body${body[1]}>\n${framed}\n</body>${html.slice(body.index + body[0].length)}`;
}
