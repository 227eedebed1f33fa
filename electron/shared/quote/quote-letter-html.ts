import type { LetterWords } from './letter-words';

// The letter around the lines, after DIN 5008: the subject in bold (no "Subject:" before it), two blank
// lines, the salutation, one blank line, the intro; after the totals the closing, room to sign, the name.
export const LETTER_TEXT_STYLE = `
h1.subject { font-size: 11pt; font-weight: bold; margin: 0 0 8.5mm; }
/* A revision's note of the quote it replaces sits in the subject's place, between it and the salutation. */
h1.subject:has(+ .replaces) { margin-bottom: 1.5mm; }
.replaces { margin: 0 0 7mm; }
.salutation { margin: 0 0 4.2mm; }
.intro { margin: 0 0 4.2mm; white-space: pre-line; }
.regards { break-inside: avoid; margin-top: 8.5mm; }
.regards .closing-text { white-space: pre-line; margin: 0; }
.regards .signature { margin-top: 12.7mm; }
.lines .position { text-align: right; width: 9mm; white-space: nowrap; }
.lines .article .description { display: block; font-size: 0.92em; color: #333; overflow-wrap: break-word; }
/* The customer's copy has room for an article number on one line: never "AB-" above "1029". */
.customer-copy .lines td.article .artnr { white-space: nowrap; }
/* With descriptions, the customer's copy gives them room to read as phrases (availability wraps to give it). */
.customer-copy .lines.described th.article { width: 40%; }
.customer-copy .lines.described td.availability { white-space: normal; }
/* The internal copy's eleven columns keep within the margin: a narrow position, the article at its own minimum. */
.internal-copy .lines .position { width: 6mm; }
`;

/** Subject, salutation and intro, before the lines; `escape` makes text safe for HTML. */
export function letterOpening(words: LetterWords, escape: (text: string) => string): { subject: string; opening: string } {
  return {
    subject: `<h1 class="subject">${escape(words.subject)}</h1>`,
    opening: [
      words.salutation === '' ? '' : `<p class="salutation">${escape(words.salutation)}</p>`,
      words.intro === '' ? '' : `<p class="intro">${escape(words.intro)}</p>`,
    ].join('\n'),
  };
}

/** The closing text, then room to sign and the salesperson's name, kept together on one page. */
export function letterClosing(words: LetterWords, salesperson: string, escape: (text: string) => string): string {
  if (words.closing === '' && salesperson === '') return '';
  return `<div class="regards">${words.closing === '' ? '' : `<p class="closing-text">${escape(words.closing)}</p>`}${
    salesperson === '' ? '' : `<p class="signature">${escape(salesperson)}</p>`
  }</div>`;
}

/** An article's cell: its number, and under it its description where it has one. */
export function articleCell(artnr: string, description: string | undefined, escape: (text: string) => string): string {
  const text = (description ?? '').trim();
  return `<span class="artnr">${escape(artnr)}</span>${text === '' ? '' : `<span class="description">${escape(text)}</span>`}`;
}
