import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { isValidElement, type ReactNode } from 'react';
import { describe, expect } from 'vitest';
import { formatMoney } from '@shared/format/numbers';
import { translator } from '@shared/i18n/translator';
import { priceLine, quoteTotal, type PricedLine } from '@shared/quote/priced-quote';
import { quoteDocument } from '@shared/quote/quote-document';
import { renderQuoteDocument } from '@shared/quote/quote-document-html';
import { lineFigures, type PriceBasis, type Shown } from '@shared/quote/quote-figures';
import { shownText, totalLinesText } from '@shared/quote/quote-figures-words';
import { quoteSummary } from '@shared/quote/quote-summary';
import { priceInfo, serviceFactorPrice } from '../../../../../test/support/price-info';
import {
  articleFields,
  figuresIn,
  netByHand,
  quoteFactor,
  valueOf,
  wrongByHand,
  type LineAsRead,
} from '../../../../../test/support/quote-figures-arbitraries';
import { sampleContext } from '../../../../../test/support/sample-letter';
import { quoteRows } from '../sending/quote-export';
import { quoteLineColumns, shownWith } from './quote-line-columns';

const line = fc.record({ ...articleFields, factor: quoteFactor });
const quote = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  currency: fc.constantFrom('EUR', 'CHF', 'SEK'),
  basis: fc.constantFrom<PriceBasis>('gross', 'net'),
  setting: fc.constantFrom(
    { language: 'de' as const, locale: 'de-DE' },
    { language: 'en' as const, locale: 'en-US' },
    { language: 'de' as const, locale: 'de-CH' },
    { language: 'en' as const, locale: 'de-AT' },
    { language: 'de' as const, locale: 'fr-FR' },
    { language: 'en' as const, locale: 'hi-IN' },
  ),
});

type GeneratedLine = typeof line extends fc.Arbitrary<infer T> ? T : never;

/** The quote's lines priced as the window prices them, each its own article. */
function pricedLines({ lines, currency }: { lines: GeneratedLine[]; currency: string }): PricedLine[] {
  return lines.map(({ price, factor, factorPriceKind, quantity, tax, lifecycle, stock }, index) => {
    const factorPrice = serviceFactorPrice(price, factor, factorPriceKind);
    const info = priceInfo({ price, factor_price: factorPrice, currencySign: currency, tax, lifecycle, stock });
    return priceLine({ artnr: `A${1000 + index}`, quantity, factor }, info);
  });
}

/** What a cell of the window's table reads as: its text, a mark's words included. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

const unescape = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The PDF's lines as text by column class, and its totals as label and amount. */
function documentText(html: string): { lines: Record<string, string>[]; totals: [string, string][] } {
  const table = /<table class="lines[^"]*">([\s\S]*?)<\/table>/.exec(html)![1]!;
  const classes = [...table.matchAll(/<th class="([^"]+)">/g)].map((match) => match[1]!);
  const lines = [...table.matchAll(/<tbody class="line[^"]*"><tr>([\s\S]*?)<\/tr>/g)].map((row) => {
    const cells = [...row[1]!.matchAll(/<td class="[^"]+">([\s\S]*?)<\/td>/g)].map((cell) => unescape(cell[1]!));
    return Object.fromEntries(classes.map((name, index) => [name === 'num' ? `num${index}` : name, cells[index]!]));
  });
  const totalsTable = /<table class="totals">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const totals = [...totalsTable.matchAll(/<tr class="[^"]+"><th>([\s\S]*?)<\/th><td>([\s\S]*?)<\/td><\/tr>/g)].map(
    (row): [string, string] => [unescape(row[1]!), unescape(row[2]!)],
  );
  return { lines, totals };
}

/**
 * The spec's arithmetic, told here on its own from what the service answered: the price to the 4 decimals
 * money shows (net: without its VAT, to the cent or the price's own decimals); with a factor that price ×
 * the factor, rounded once to the cent (a price below a cent to its own decimals); times the quantity, to
 * cents once. None where the price or the service's factor price is 0, or the offer rounds to 0.
 */
function expected(answered: GeneratedLine, line: PricedLine, basis: PriceBasis): { unit: string; total: string } | null {
  const factorPrice = serviceFactorPrice(answered.price, answered.factor, answered.factorPriceKind);
  // The decimals a figure is rounded to: the cent, or the figure's own below it, at most 4.
  const placesOf = (figure: Big): number => Math.min(4, Math.max(2, figure.toFixed().split('.')[1]?.length ?? 0));
  const byFactor = (figure: Big): Big =>
    answered.factor === null ? figure : figure.times(answered.factor).round(placesOf(figure), Big.roundHalfUp);
  const price = new Big(answered.price).round(4, Big.roundHalfUp);
  const shown = basis === 'gross' ? price : price.times(100).div(new Big(answered.tax).plus(100)).round(placesOf(price), Big.roundHalfUp);
  const offered = byFactor(shown);
  const grossOffer = byFactor(price);
  if (line.offer !== 'offered' || grossOffer.eq(0) || (answered.factor !== null && new Big(factorPrice).eq(0))) return null;
  return { unit: offered.toFixed(), total: offered.times(answered.quantity).round(2, Big.roundHalfUp).toFixed() };
}

describe("a quote's figures, the customer's copy", () => {
  test.prop([quote], { seed: 20261127, numRuns: 150 })(
    'are the same in the window, the summary, CSV and the PDF: every unit price, line total and total line',
    (generated) => {
      const { basis, currency } = generated;
      const { language, locale } = generated.setting;
      const words = translator(language);
      const lines = pricedLines(generated);
      const total = quoteTotal(lines, basis);
      expect(total.ok).toBe(true);
      if (!total.ok) return;
      const money = (value: string): string => formatMoney(value, currency, locale);
      const shown = (value: Shown): string => shownText(value, money, words);

      // The window's table: the customer's columns, filled as its rows fill them.
      const columns = quoteLineColumns('customer', basis, words, locale);
      const cell = (key: string, priced: PricedLine): string => {
        const context = {
          artnr: priced.artnr,
          priced,
          figures: lineFigures(priced, basis),
          asOf: null,
          shown: shownWith(money, words),
          asOfText: () => '',
          controls: { quantity: null, factor: null, remove: null, notes: null, article: null },
        };
        return textOf(columns.find((column) => column.key === key)!.cell(context));
      };

      const summary = quoteSummary(
        {
          quote: { country: 'de', lines: lines.map((each, index) => ({ id: String(index), ...each })), priceBasis: basis },
          pricedLines: lines,
          total,
          copy: 'customer',
          ownVatId: '',
        },
        words,
        locale,
      ).split('\n');
      // The cells as written (a number cell's figures as such).
      const rows = quoteRows(lines, total, { locale, words, copy: 'customer', basis, ownVatId: '' }).map((row) =>
        row.map((cell) => (typeof cell === 'string' ? cell : cell.number)),
      );
      const header = rows[0]!;
      const unitColumn = header.indexOf(words.t('quote.column.unitPrice', { basis }));
      const totalColumn = header.indexOf(words.t('quote.column.lineTotal', { basis }));
      const document = documentText(
        renderQuoteDocument(
          quoteDocument({ id: 'q1', name: 'Intern', country: 'de', priceBasis: basis }, lines, currency, 'customer'),
          sampleContext(language, locale),
        ).html,
      );

      lines.forEach((priced, index) => {
        const figures = lineFigures(priced, basis);
        const unit = cell('unitPrice', priced);
        const lineTotal = cell('lineTotal', priced);
        expect(unit).toBe(shown(figures.unitPrice));
        expect(lineTotal).toBe(shown(figures.lineTotal));

        // The figures themselves, from the spec: the offered price (net without its VAT), times the quantity, to cents once.
        const sum = expected(generated.lines[index]!, priced, basis);
        if (sum === null) expect('amount' in figures.lineTotal).toBe(false);
        else expect([valueOf(unit, locale), valueOf(lineTotal, locale)]).toEqual([sum.unit, sum.total]);

        // The summary says the same unit price and line total (or why the line is left out).
        const said = summary.find((text) => text.includes(`Art. ${priced.artnr}`))!;
        expect(said).toContain(lineTotal);
        if ('amount' in figures.lineTotal) expect(said).toContain(unit);

        // CSV: the same figures as numbers a spreadsheet reads, or the same words.
        const row = rows[index + 1]!;
        for (const [text, cellText] of [
          [unit, row[unitColumn]!],
          [lineTotal, row[totalColumn]!],
        ] as const) {
          if (/\d/.test(cellText)) expect(valueOf(cellText, locale)).toBe(valueOf(text, locale));
          else expect(cellText).toBe(text);
        }

        // The PDF (and print): the same text in its unit price and line total columns.
        const printed = Object.values(document.lines[index]!);
        expect(printed).toContain(unit);
        expect(printed).toContain(lineTotal);
      });

      // The totals block: the same labels and amounts in the summary, CSV and the PDF.
      const block = totalLinesText(total.figures, words, money, locale);
      expect(document.totals).toEqual(block.map((row) => [row.label, row.amount]));
      for (const row of block) expect(summary).toContain(words.t('quote.totals.line', row));
      const csvTotals = rows.slice(lines.length + 1).filter((each) => each[totalColumn] !== '');
      // CSV spells a VAT line's base as a spreadsheet number, its currency in a column of its own: the same values.
      expect(csvTotals.map((each) => [figuresIn(each[0]!, locale), valueOf(each[totalColumn]!, locale)])).toEqual(
        block.map((row) => [figuresIn(row.label, locale), valueOf(row.amount, locale)]),
      );
    },
  );
});

describe("a quote's figures, checked with a calculator", () => {
  test.prop([quote], { seed: 20261128, numRuns: 150 })(
    "add up by hand from the figures beside them on both bases, each basis's totals by the one documented rule",
    (generated) => {
      const { currency, lines: answered } = generated;
      const { language, locale } = generated.setting;
      const words = translator(language);
      const lines = pricedLines(generated);
      const money = (value: string): string => formatMoney(value, currency, locale);
      /** A figure as the sales person's table shows it, read back; null where words stand. */
      const read = (text: string): string | null => (/\d/.test(text) ? valueOf(text, locale) : null);
      const asRead = { gross: [] as LineAsRead[], net: [] as LineAsRead[] };
      for (const basis of ['gross', 'net'] as const) {
        const total = quoteTotal(lines, basis);
        expect(total.ok).toBe(true);
        if (!total.ok) return;
        const columns = quoteLineColumns('internal', basis, words, locale);
        const cell = (key: string, priced: PricedLine): string => {
          const context = {
            artnr: priced.artnr,
            priced,
            figures: lineFigures(priced, basis),
            asOf: null,
            shown: shownWith(money, words),
            asOfText: () => '',
            controls: { quantity: null, factor: null, remove: null, notes: null, article: null },
          };
          return textOf(columns.find((column) => column.key === key)!.cell(context));
        };
        asRead[basis] = lines.map((priced) => ({
          quantity: priced.quantity,
          factor: priced.factor,
          price: read(cell('listPrice', priced)),
          factorPrice: priced.factor === null ? null : read(cell('factorPrice', priced)),
          lineTotal: read(cell('lineTotal', priced)),
        }));
        // The totals block as the window words it: each label's figures (a rate, a base) and its amount.
        const totals = totalLinesText(total.figures, words, money, locale).map((row) => ({
          kind: row.kind,
          label: figuresIn(row.label, locale),
          amount: valueOf(row.amount, locale),
        }));
        expect(wrongByHand(basis, asRead[basis], totals)).toEqual([]);
      }
      // One price list under both: each net price is the gross one beside it without its VAT, by hand.
      asRead.net.forEach((line, index) => {
        const gross = asRead.gross[index]!.price;
        if (gross === null) expect(line.price).toBeNull();
        else expect(line.price).toBe(new Big(netByHand(gross, answered[index]!.tax)).toFixed());
      });
    },
  );
});
