// The frame every page of a quote is printed in: the number at the top, the footer's columns at the foot,
// "Seite x von y" in the top right margin. One page for the PDF and for Print; no user or policy text is
// ever part of its CSS (CSS reads a form feed as a line break and a brace as the end of a rule): what the
// user or IT wrote is HTML text in the page, escaped.
import type { DocumentLayout, PaperSize } from './document-schema';
import { LETTER } from './quote-document-style';

// Regions whose paper is US Letter (CLDR's paperSize data); everywhere else A4.
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'PR', 'CL', 'CO', 'CR', 'GT', 'NI', 'PA', 'SV', 'VE', 'BZ']);

/** The paper of a regional format: Letter where its region uses it ("en-US", "es-MX"), else A4. */
export function paperSize(regionalLocale: string): PaperSize {
  let region: string | undefined;
  try {
    region = new Intl.Locale(regionalLocale).maximize().region;
  } catch {
    region = undefined;
  }
  return region !== undefined && LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}

// Stand-ins for Chromium's page counters, in the Private Use Area, so no text can forge them.
export const PAGE = '\uE000';
export const PAGES = '\uE001';

/**
 * The page's margins in millimetres. The number and the footer are in the page's own area (a table's
 * repeated head and a fixed foot); only the page counters sit in the margin, which is why top and bottom
 * are small: the text still starts 15 mm down (DIN 5008's address field is measured from there).
 */
const MARGINS = { top: 5.2, bottom: 4.8, left: LETTER.margins.left, right: LETTER.margins.right } as const;
// 0.3 mm short of the 15 mm: Chromium lays the table frame out that much lower; the text starts where the DIN positions measure from.
const HEAD_HEIGHT = LETTER.margins.top - MARGINS.top - 0.3;
const RUNNING_FONT = 'font-family: Arial, Helvetica, sans-serif; color: #444;';

/** Text as a CSS string: every character but ASCII letters, digits and spaces as a hex escape, so no text can end it or a rule. */
export function cssString(text: string): string {
  return `"${[...text].map((character) => (/^[A-Za-z0-9 ]$/.test(character) ? character : `\\${character.codePointAt(0)!.toString(16)} `)).join('')}"`;
}

/**
 * The page rules: paper, margins, the running head and foot, and "Page x of y" (the catalogue's words
 * around Chromium's counters; `pageOfPages` marks the counters with PAGE and PAGES). Margin boxes are
 * drawn since Chromium 131; the counter's line overflows its 5 mm box onto the number's line.
 */
export function pageFrameStyle(pageSize: PaperSize, pageOfPages: string): string {
  const counters = pageOfPages
    .split(/(\uE000|\uE001)/)
    .filter((part) => part !== '')
    .map((part) => (part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part)))
    .join(' ');
  const side = `padding: 0 ${LETTER.textRight}mm 0 ${LETTER.textIndent}mm;`;
  return `
@page { size: ${pageSize}; margin: ${MARGINS.top}mm ${MARGINS.right}mm ${MARGINS.bottom}mm ${MARGINS.left}mm;
  @top-right { content: ${counters}; ${RUNNING_FONT} font-size: 8pt; vertical-align: top; padding: ${MARGINS.top}mm ${LETTER.textRight}mm 0 0; }
}
table.page-frame { width: 100%; border-collapse: collapse; }
.page-frame > * > tr > td { padding: 0; vertical-align: top; }
.page-frame > tbody > tr { break-inside: auto; }
.page-head { height: ${HEAD_HEIGHT}mm; ${side} ${RUNNING_FONT} font-size: 8pt; line-height: normal; }
.page-foot { ${side} ${RUNNING_FONT} font-size: 7pt; line-height: normal; display: flex; gap: 6mm; }
.page-foot > div { flex: 1; white-space: pre-line; overflow-wrap: anywhere; }
/* On every page at the paper's foot; the table's foot keeps the text clear of it (invisible, as tall as it). */
.page-foot.running { position: fixed; left: 0; right: 0; bottom: 0; }
.page-foot.room { visibility: hidden; padding-top: 4.5mm; min-height: 8mm; }
`;
}

/** Line breaks as the footer means them (a form feed pasted from a PDF, a CR), other control characters as spaces. */
const runningText = (text: string): string =>
  text
    .replace(/\r\n?|[\f\v\u2028\u2029]/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, ' ')
    .trim();

/** The footer's columns as printed: trimmed, a trailing empty one left out, three at most. */
function runningColumns(footer: readonly string[]): string[] {
  return footer
    .map(runningText)
    .filter((column, index, all) => column !== '' || index < all.length - 1)
    .slice(0, 3);
}

/**
 * The page's body in its frame: `title` at the top and the footer's columns at the foot of every page,
 * as escaped HTML text. `content` is HTML already.
 */
export function framedBody(content: string, title: string, footer: readonly string[], escape: (text: string) => string): string {
  const columns = runningColumns(footer)
    .map((column) => `<div>${escape(column)}</div>`)
    .join('');
  return `<div class="page-foot running">${columns}</div>
<table class="page-frame">
<thead><tr><td><div class="page-head">${escape(title)}</div></td></tr></thead>
<tfoot><tr><td><div class="page-foot room" aria-hidden="true">${columns}</div></td></tr></tfoot>
<tbody><tr><td>
${content}
</td></tr></tbody>
</table>`;
}

/** The paper and margins of a quote printed in a regional format (the same for the PDF and for Print). */
export function pageLayout(regionalLocale: string): DocumentLayout {
  return { pageSize: paperSize(regionalLocale), marginsMm: { ...MARGINS } };
}
