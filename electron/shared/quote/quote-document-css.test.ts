import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../../../test/support/fast-check-seed';
import { printableHtml } from '../../main-logic/quote-printer';
import type { DocumentContext } from './document-schema';
import { renderQuoteDocument } from './quote-document-html';
import { codeOf } from '../../../test/support/quote-page';
import { sampleContext, sampleQuote } from '../../../test/support/sample-letter';
import { anyText } from '../../../test/support/any-text';

const withText = (text: string, language: 'de' | 'en' = 'de'): DocumentContext => {
  const base = sampleContext(language, language === 'de' ? 'de-DE' : 'en-US');
  return {
    ...base,
    company: { name: `Firma ${text}`, address: [text] },
    issue: { ...base.issue, number: `A-${text}` },
    salesperson: { name: text, phone: text, email: text },
    terms: text,
    footer: [`Spalte ${text}`, text, `${text}\n${text}`],
    legal: { registerCourt: text, registerNumber: text, managingDirectors: text, vatId: text },
  };
};
const pages = (text: string, language: 'de' | 'en' = 'de') => {
  const { document } = sampleQuote(3, 'customer', language);
  const rendered = renderQuoteDocument({ ...document, letter: { ...document.letter, subject: text } }, withText(text, language));
  return { pdf: rendered.html, print: printableHtml(rendered.html, rendered.layout), layout: rendered.layout };
};

const HOSTILE = [
  '\f',
  '\n',
  '\r',
  '"',
  '\\',
  '}',
  '</style>',
  '*/',
  "'",
  '<script>alert(1)</script>',
  '\f} body { display: none } /*',
  '\u0000',
];

describe('no user or policy text in the quote page’s CSS or script', () => {
  it.each(HOSTILE)('keeps the page rules byte for byte whatever the footer, title and company say (%j)', (hostile) => {
    const harmless = pages('harmlos');
    const evil = pages(`x${hostile}y`);
    expect(codeOf(evil.print)).toEqual(codeOf(harmless.print));
    expect(codeOf(evil.pdf)).toEqual(codeOf(harmless.pdf));
    // No second way into CSS or script: no style attribute, handler or template carries the text.
    expect(JSON.stringify(evil.layout)).toBe(JSON.stringify(harmless.layout));
  });

  it('prints the right total with a form feed in a footer column (the pasted footer is on the page as text)', () => {
    // The sample's three lines come to 27,31 € gross (3,00 € × 1,25 + 2 × 4,07 € + 3 × 5,14 €).
    const { document } = sampleQuote(3, 'customer', 'de');
    const context = { ...sampleContext('de', 'de-DE'), footer: ['Reimo GmbH\f\\39,99 € } .totals { display: none', 'IBAN DE00'] };
    const { html, layout } = renderQuoteDocument(document, context);
    const printed = printableHtml(html, layout);
    expect(printed).toMatch(/<tr class="gross"><th>[^<]*<\/th><td>27,31\s€<\/td><\/tr>/);
    expect(codeOf(printed).join('')).not.toContain('Reimo');
    expect(printed).toContain('Reimo GmbH');
    expect(printed).toContain('IBAN DE00');
  });

  it('never lets any text decide the CSS or script of either path (property)', () => {
    const reference = { de: pages('harmlos', 'de'), en: pages('harmless', 'en') };
    fc.assert(
      fc.property(anyText({ maxLength: 40 }), fc.constantFrom('de' as const, 'en' as const), (text, language) => {
        const page = pages(text, language);
        expect(codeOf(page.print)).toEqual(codeOf(reference[language].print));
        expect(codeOf(page.pdf)).toEqual(codeOf(reference[language].pdf));
        expect(JSON.stringify(page.layout)).toBe(JSON.stringify(reference[language].layout));
      }),
      // Each case renders two pages: fewer cases than the default keep this under two seconds.
      { numRuns: 60 },
    );
  });
});
