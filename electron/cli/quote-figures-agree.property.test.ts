import { fc, test } from '@fast-check/vitest';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createMemoryTokenStore } from '../core/token-store';
import { formatMoney } from '../shared/format/numbers';
import { translator } from '../shared/i18n/translator';
import type { PriceInfo } from '../shared/price-info';
import { priceLine, quoteTotal } from '../shared/quote/priced-quote';
import { lineFigures, type PriceBasis, type Shown } from '../shared/quote/quote-figures';
import { totalLinesText } from '../shared/quote/quote-figures-words';
import { priceInfo, serviceFactorPrice } from '../../test/support/price-info';
import {
  articleFields,
  figuresIn,
  netByHand,
  quoteFactor,
  valueOf,
  wrongByHand,
  type LineAsRead,
} from '../../test/support/quote-figures-arbitraries';
import { runCli } from './run-cli';
import { tempFolder, removeFolder } from '../../test/support/temp-folder';

let dir: string;
beforeAll(async () => {
  dir = await tempFolder('quote-figures');
});
afterAll(async () => {
  await removeFolder(dir);
});

const article = fc.record(articleFields);
const quote = fc.record({
  articles: fc.array(article, { minLength: 1, maxLength: 6 }),
  // The CLI prices a quote with one factor.
  factor: quoteFactor,
  currency: fc.constantFrom('EUR', 'CHF'),
  basis: fc.constantFrom<PriceBasis>('gross', 'net'),
  language: fc.constantFrom('de' as const, 'en' as const),
});

/** The answer as the service sends it: its decimals as JSON numbers, the delivery field in the reference spelling. */
function answerJson(info: PriceInfo): string {
  const { delivery_days, ...fields } = info;
  const numbers = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, key === 'tax' || key.endsWith('price') ? Number(value) : value]),
  );
  return JSON.stringify({ ...numbers, deleivery_days: delivery_days });
}

type Generated = typeof quote extends fc.Arbitrary<infer T> ? T : never;

/** The service's answers for a generated quote, by article number. */
function answersOf({ articles, factor, currency }: Generated): Map<string, PriceInfo> {
  const infos = new Map<string, PriceInfo>();
  articles.forEach(({ price, factorPriceKind, tax, lifecycle, stock }, index) => {
    const factorPrice = serviceFactorPrice(price, factor, factorPriceKind);
    infos.set(`A${1000 + index}`, priceInfo({ price, factor_price: factorPrice, currencySign: currency, tax, lifecycle, stock }));
  });
  return infos;
}

/** `price-lookup quote` for a generated quote on a basis, the service answering as `infos` say: its output's lines. */
async function cliQuote(generated: Generated, infos: Map<string, PriceInfo>, basis: PriceBasis): Promise<string[]> {
  const { factor, language } = generated;
  const lines = generated.articles.map(({ quantity }, index) => `A${1000 + index};${quantity}`);
  let stdout = '';
  const code = await runCli(
    [
      'quote',
      '--country',
      'de',
      '--base-url',
      'https://prices.example.com',
      '--lang',
      language,
      ...(factor === null ? [] : ['--factor', factor]),
      ...(basis === 'net' ? ['--net'] : []),
    ],
    {
      env: { PRICE_LOOKUP_USER_DATA: dir, PRICE_LOOKUP_TOKEN: 'tok-figures-5e2a' },
      stdout: (text) => (stdout += text),
      stderr: () => undefined,
      fetch: async (url) => {
        const artnr = decodeURIComponent(new URL(url).pathname.split('/').at(-1)!);
        return new Response(answerJson(infos.get(artnr)!), { status: 200, headers: { 'content-type': 'application/json' } });
      },
      tokenStore: createMemoryTokenStore(),
      stdin: async () => lines.join('\n'),
      checkOptions: { sleep: async () => undefined },
    },
  );
  expect(code).toBe(0);
  return stdout.split('\n');
}

/** The lines of the totals block the CLI printed, in order, by the labels the window's block has. */
function totalsSaid(out: readonly string[], block: readonly { label: string }[]): string[] {
  return out.filter((text) => block.some((row) => text.startsWith(`${row.label.split(/\d/)[0]!}`)) && text.includes(': '));
}

describe('price-lookup quote', () => {
  test.prop([quote], { seed: 20261127, numRuns: 40 })(
    "gives every figure as the window's one rule does: list and factor price, line total and the totals block",
    async (generated) => {
      const { factor, currency, basis, language } = generated;
      const infos = answersOf(generated);
      const out = await cliQuote(generated, infos, basis);
      const lines = generated.articles.map(({ quantity }, index) => ({ artnr: `A${1000 + index}`, quantity }));

      // The window's pricing of the same answers.
      const words = translator(language);
      const locale = language === 'de' ? 'de-DE' : 'en-US';
      const priced = lines.map((line) => priceLine({ ...line, factor }, infos.get(line.artnr)!));
      const total = quoteTotal(priced, basis);
      // A cell as the window's figures give it: the same value, or the same words.
      const agrees = (cell: string | undefined, shown: Shown): void => {
        if ('amount' in shown) expect(valueOf(cell ?? '', locale)).toBe(new Big(shown.amount).toFixed());
        else expect(cell).toBe(words.text(shown.words));
      };
      priced.forEach((line) => {
        const figures = lineFigures(line, basis);
        const cells = out.find((text) => text.startsWith(`${line.artnr} `))!.split(/\s{2,}/);
        // Article, quantity, price, (factor price), line total, stock, lifecycle; a blank factor price column is no cell.
        expect(valueOf(cells[1]!, locale)).toBe(String(line.quantity));
        agrees(cells[2], figures.price);
        if (figures.factorPrice !== null) agrees(cells[3], figures.factorPrice);
        agrees(cells[figures.factorPrice === null ? 3 : 4], figures.lineTotal);
      });

      expect(total.ok).toBe(true);
      if (!total.ok) return;
      const block = totalLinesText(total.figures, words, (value) => formatMoney(value, currency, locale), locale);
      // The same labels, and in them and after them the same rates and amounts (the CLI spells the currency as its code).
      expect(totalsSaid(out, block).map((text) => figuresIn(text, locale))).toEqual(
        block.map((row) => figuresIn(`${row.label}: ${row.amount}`, locale)),
      );
    },
  );

  test.prop([quote], { seed: 20261128, numRuns: 25 })(
    "prints figures that add up by hand on both bases, each basis's totals by the one documented rule",
    async (generated) => {
      const { factor, currency, language } = generated;
      const infos = answersOf(generated);
      const words = translator(language);
      const locale = language === 'de' ? 'de-DE' : 'en-US';
      const read = (cell: string | undefined): string | null => (cell !== undefined && /\d/.test(cell) ? valueOf(cell, locale) : null);
      const grossPrices: (string | null)[] = [];
      for (const basis of ['gross', 'net'] as const) {
        const out = await cliQuote(generated, infos, basis);
        const asRead: LineAsRead[] = generated.articles.map(({ quantity }, index) => {
          const cells = out.find((text) => text.startsWith(`A${1000 + index} `))!.split(/\s{2,}/);
          return {
            quantity,
            factor,
            price: read(cells[2]),
            factorPrice: factor === null ? null : read(cells[3]),
            lineTotal: read(cells[factor === null ? 3 : 4]),
          };
        });
        // The totals block's kinds in order (net first on a net quote), its figures as the CLI printed them.
        const priced = generated.articles.map(({ quantity }, index) =>
          priceLine({ artnr: `A${1000 + index}`, quantity, factor }, infos.get(`A${1000 + index}`)!),
        );
        const total = quoteTotal(priced, basis);
        expect(total.ok).toBe(true);
        if (!total.ok) return;
        const block = totalLinesText(total.figures, words, (value) => formatMoney(value, currency, locale), locale);
        const said = totalsSaid(out, block);
        expect(said).toHaveLength(block.length);
        const totals = said.map((text, index) => {
          const figures = figuresIn(text, locale);
          return { kind: block[index]!.kind, label: figures.slice(0, -1), amount: figures.at(-1)! };
        });
        expect(wrongByHand(basis, asRead, totals)).toEqual([]);
        if (basis === 'gross') grossPrices.push(...asRead.map((line) => line.price));
        // One price list under both: each net price is the gross one printed before, without its VAT.
        else
          asRead.forEach((line, index) => {
            const gross = grossPrices[index];
            expect(line.price).toBe(
              gross === null || gross === undefined ? null : new Big(netByHand(gross, generated.articles[index]!.tax)).toFixed(),
            );
          });
      }
    },
  );
});
