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
import { articleFields, figuresIn, quoteFactor, valueOf } from '../../test/support/quote-figures-arbitraries';
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

describe('price-lookup quote', () => {
  test.prop([quote], { seed: 20261127, numRuns: 40 })(
    "gives every figure as the window's one rule does: list and factor price, line total and the totals block",
    async ({ articles, factor, currency, basis, language }) => {
      const infos = new Map<string, PriceInfo>();
      articles.forEach(({ price, factorPriceKind, tax, lifecycle, stock }, index) => {
        const factorPrice = serviceFactorPrice(price, factor, factorPriceKind);
        infos.set(`A${1000 + index}`, priceInfo({ price, factor_price: factorPrice, currencySign: currency, tax, lifecycle, stock }));
      });
      const lines = articles.map(({ quantity }, index) => ({ artnr: `A${1000 + index}`, quantity }));
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
          stdin: async () => lines.map((line) => `${line.artnr};${line.quantity}`).join('\n'),
          checkOptions: { sleep: async () => undefined },
        },
      );
      expect(code).toBe(0);

      // The window's pricing of the same answers.
      const words = translator(language);
      const locale = language === 'de' ? 'de-DE' : 'en-US';
      const priced = lines.map((line) => priceLine({ ...line, factor }, infos.get(line.artnr)!));
      const total = quoteTotal(priced, basis);
      const out = stdout.split('\n');
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
      const said = out.filter((text) => block.some((row) => text.startsWith(`${row.label.split(/\d/)[0]!}`)) && text.includes(': '));
      // The same labels, and in them and after them the same rates and amounts (the CLI spells the currency as its code).
      expect(said.map((text) => figuresIn(text, locale))).toEqual(block.map((row) => figuresIn(`${row.label}: ${row.amount}`, locale)));
    },
  );
});
