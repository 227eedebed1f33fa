// The letter's page as DIN 5008 places it, and the style of the quote's HTML page.

/**
 * DIN 5008 form B, in millimetres from the paper's top left corner: the address field (45 mm down, 20 mm
 * in, 85 × 45 mm: the return line in its top 17.7 mm, the recipient in the 27.3 mm below) sits in the
 * window of a DL, C5 or C6 envelope; the information block starts 125 mm in and 50 mm down; the text
 * starts 25 mm in and the subject at 98.46 mm. Letter paper keeps the same positions.
 */
export const LETTER = {
  // The right margin is the information block's (10 mm); the text keeps 20 mm by a padding of its own.
  margins: { top: 15, left: 20, right: 10 },
  textIndent: 5,
  textRight: 10,
  addressField: { top: 45, left: 20, width: 85, height: 45, returnZone: 17.7 },
  infoBlock: { top: 50, left: 125 },
  subjectTop: 98.46,
} as const;

const mm = (value: number): string => `${Math.round(value * 100) / 100}mm`;
const FIELD = LETTER.addressField;
const ORIGIN = { top: LETTER.margins.top, left: LETTER.margins.left };
// From the information block to the right margin.
const INFO_WIDTH = 210 - LETTER.margins.right - LETTER.infoBlock.left;

// No @page margins: they would override the printing's own, which leave room for the header and footer.
// Light whatever the app's appearance: paper is white, and a dark system must not darken the PDF's form parts.
/**
 * The page is only ever printed (PDF or Print) from a window never shown: on screen it is neither laid out
 * nor painted, which was a quarter of a PDF's time in Chromium (layout and raster for the screen at load,
 * layout again after printing). Printing lays it out for paper as before.
 */
export const SCREEN_HIDDEN = '@media screen { :root { display: none; } }';

export const DOCUMENT_STYLE = `
${SCREEN_HIDDEN}
:root { color-scheme: light; background: #fff; }
* { box-sizing: border-box; }
body { font-family: 'DejaVu Sans', Arial, Helvetica, sans-serif; font-size: 9.5pt; color: #111; margin: 0; }
p { margin: 0; }
.letterhead { position: relative; height: ${mm(LETTER.subjectTop - ORIGIN.top)}; }
.company { position: absolute; top: 0; right: ${mm(LETTER.textRight)}; max-width: 70mm; text-align: right; font-size: 8.5pt; }
.company img { max-height: 18mm; max-width: 60mm; display: block; margin: 0 0 2mm auto; }
.company .name { font-weight: bold; font-size: 10.5pt; }
.address-field { position: absolute; top: ${mm(FIELD.top - ORIGIN.top)}; left: ${mm(FIELD.left - ORIGIN.left)};
  width: ${mm(FIELD.width)}; height: ${mm(FIELD.height)}; padding-left: ${mm(LETTER.textIndent)}; overflow: hidden; }
.return-line { height: ${mm(FIELD.returnZone)}; display: flex; align-items: flex-end; padding-bottom: 1mm;
  font-size: 6.5pt; color: #333; white-space: nowrap; overflow: hidden; }
.return-line span { border-bottom: 0.2mm solid #555; }
.recipient { height: ${mm(FIELD.height - FIELD.returnZone)}; font-size: 10pt; line-height: 1.25; }
/* Seven lines (name, contact, four address lines, the country) still fit the field's 27.3 mm. */
.recipient.long { font-size: 9pt; line-height: 1.15; }
.info { position: absolute; top: ${mm(LETTER.infoBlock.top - ORIGIN.top)}; left: ${mm(LETTER.infoBlock.left - ORIGIN.left)};
  width: ${mm(INFO_WIDTH)}; font-size: 8pt; border-collapse: collapse; table-layout: fixed; }
.info th, .info td { border: 0; padding: 0 0 0.6mm 0; font-weight: normal; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
.info th { color: #444; width: 33mm; padding-right: 2mm; white-space: nowrap; }
.plain-head { display: flex; justify-content: space-between; gap: 12mm; margin: 0 ${mm(LETTER.textRight)} 6mm ${mm(LETTER.textIndent)}; }
.plain-head .company { position: static; }
.plain-head .info { position: static; width: 75mm; }
.body { padding: 0 ${mm(LETTER.textRight)} 0 ${mm(LETTER.textIndent)}; }
.internal { color: #a00; font-weight: bold; margin: 0 0 3mm; }
table.lines { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr, tbody.line { break-inside: avoid; }
.lines th, .lines td { text-align: left; padding: 1mm 1.5mm; border-bottom: 0.2mm solid #bbb; vertical-align: top; }
/* Headings wrap at their spaces and hyphens ("Händler-Listenpreis netto"); amounts and article numbers do not. */
.lines th { border-bottom: 0.4mm solid #333; font-weight: bold; }
/* The internal copy's ten columns keep within the text's width (A4 and Letter): smaller type and padding. */
.internal-copy .lines { font-size: 7pt; }
.internal-copy .lines th, .internal-copy .lines td { padding: 0.8mm 0.8mm; }
/* Amounts never break; a long article number does, rather than push the table past the margin. */
.lines td.num { white-space: nowrap; }
.lines td.article { min-width: 16mm; }
.lines td.article .artnr { overflow-wrap: anywhere; }
.lines th.article { white-space: nowrap; }
.lines .num { text-align: right; }
.lines .mark { font-style: italic; white-space: normal; }
.lines .as-of { display: block; font-size: 6.5pt; color: #555; white-space: normal; }
.lines .with-notes tr:first-child td { border-bottom: 0; padding-bottom: 0.3mm; }
.lines .notes-row td { font-size: 7pt; color: #333; padding-top: 0; }
.notes-label { font-weight: bold; }
.closing { break-inside: avoid; margin-top: 4mm; }
.totals { margin-left: auto; border-collapse: collapse; }
.totals th, .totals td { padding: 0.6mm 0 0.6mm 6mm; text-align: right; font-weight: normal; }
.totals .gross th, .totals .gross td { font-weight: bold; font-size: 10.5pt; border-top: 0.4mm solid #333; padding-top: 1.2mm; }
.closing p { margin-top: 3mm; }
.closing .total-note { text-align: right; font-size: 8.5pt; margin-top: 1.5mm; }
.terms { white-space: pre-line; }
`;
