import type { Locator } from '@playwright/test';
import type { MessageKey } from '../../electron/shared/i18n/catalogue';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// Nothing says something by its colour alone: lifecycle, stock, last-known answers and warnings are also
// said in words, which a screen reader hears (the tone's sign is seen, and silent: the words say it).

/** Seen and heard: the words are in the element's visible text and in what a screen reader is given of it. */
async function expectSaid(element: Locator, words: string): Promise<void> {
  await expect(element).toContainText(words);
  // The accessibility tree gives a no-break space (before "%" in German) as a space.
  expect(await element.ariaSnapshot()).toContain(words.replace(/\u00a0/g, ' '));
}

/** The sign a tone puts before a value (CSS content). */
const signBefore = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element, '::before').content);

/** A message's words before its `{when}`, which depends on the moment. */
const beforeWhen = (app: AppHarness, key: MessageKey): string => app.tr(key, { when: '\u0000' }).split('\u0000')[0] ?? '';

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test.use({ connected: true });
    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Shows the simulator's demo articles, and makes the service unreachable.");
    });

    test('lifecycle and stock: every tone comes with words, and the sign that goes with it', async ({ app }) => {
      const { page, tr } = app;
      const cases: { artnr: string; lifecycle: [MessageKey, string]; stock: [string, string] }[] = [
        { artnr: '100234', lifecycle: ['lookup.lifecycle.keptInStock', '✓'], stock: [tr('lookup.result.lowStock'), '⚠'] },
        {
          artnr: 'AB-1029',
          lifecycle: ['lookup.lifecycle.keptInStock', '✓'],
          stock: [tr('lookup.result.stockCapped', { cap: '11' }), '✓'],
        },
        { artnr: '560011', lifecycle: ['lookup.lifecycle.onRequest', '⚠'], stock: [tr('lookup.result.outOfStock'), '✕'] },
        { artnr: '881200', lifecycle: ['lookup.lifecycle.onRequest', '⚠'], stock: [tr('lookup.result.lowStock'), '⚠'] },
        { artnr: '900155', lifecycle: ['lookup.lifecycle.phasingOut', '⚠'], stock: [tr('lookup.result.stockCapped', { cap: '11' }), '✓'] },
        { artnr: '770412', lifecycle: ['lookup.lifecycle.discontinued', '✕'], stock: [tr('lookup.result.outOfStock'), '✕'] },
      ];
      const row = (field: string) => page.locator(`.result-row[data-field="${field}"]`);
      for (const { artnr, lifecycle, stock } of cases) {
        await lookUp(app, artnr);
        await app.expectPriceFor(artnr);
        await expectSaid(row('lifecycle'), tr(lifecycle[0]));
        expect(await signBefore(row('lifecycle').locator('.result-value')), `lifecycle of ${artnr}`).toContain(lifecycle[1]);
        await expectSaid(row('stock'), stock[0]);
        expect(await signBefore(row('stock').locator('.result-value')), `stock of ${artnr}`).toContain(stock[1]);
        // Whatever else has a tone has its words too.
        for (const toned of await page.locator('.result-row.tone-good, .result-row.tone-warn, .result-row.tone-bad').all()) {
          await expect(toned.locator('.result-note')).not.toBeEmpty();
        }
      }

      // A factor: said in the main figure's label and in a badge beside the heading, not by the band's colour alone.
      const factorWords = locale === 'de-DE' ? '1,25 (+25\u00a0%)' : '1.25 (+25%)';
      await lookUp(app, '31245', { factor: locale === 'de-DE' ? '1,25' : '1.25' });
      await app.expectPriceFor('31245');
      await expectSaid(row('factor_price'), tr('lookup.result.offerPrice', { factor: factorWords }));
      await expectSaid(page.locator('.badge-factor'), tr('lookup.factorChip.label', { factor: factorWords }));

      // No price: said where the price would be, in the result and in each country of the comparison.
      await lookUp(app, '770001');
      await app.expectPriceFor('770001');
      await expectSaid(row('price'), tr('lookup.result.noPrice'));
      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      await expect(comparison.getByRole('rowheader')).toHaveCount(12);
      await expect(comparison.getByText(tr('quote.lines.lookingUp'))).toHaveCount(0);
      await expectSaid(comparison.locator('tr[data-country="at"]'), tr('quote.compare.noPrice'));
    });

    test('warnings in a quote: each line says them, a line without a price says so, the total says what it leaves out', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('770412\t2\n770001\t1\n560011\t3\n900155\t20');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 4, count: 4 }))).toBeVisible();
      const line = (artnr: string) => page.locator(`tr[data-artnr="${artnr}"]`);
      await expectSaid(line('770412'), tr('errors.quoteWarning.discontinued', { lifecycle: 'F' }));
      await expectSaid(line('770412'), tr('errors.quoteWarning.shortStock', { stock: 0, quantity: '2', days: 0 }));
      await expectSaid(line('770001'), tr('errors.quoteWarning.noPrice'));
      await expectSaid(line('770001'), tr('document.noPrice'));
      await expectSaid(line('770001'), tr('quote.offer.noPrice'));
      await expectSaid(line('770412'), tr('quote.offer.discontinued'));
      await expectSaid(line('560011'), tr('errors.quoteWarning.onRequest', { lifecycle: 'C' }));
      await expectSaid(line('900155'), tr('errors.quoteWarning.stockCapped', { cap: '11', quantity: '20' }));
      await expectSaid(line('900155'), tr('errors.quoteWarning.phasingOut', { lifecycle: 'E' }));
      await expectSaid(
        page.getByLabel(tr('quote.total.label')),
        tr('quote.totals.leftOut', {
          parts: [tr('quote.totals.leftOut.noPrice', { count: 1 }), tr('quote.totals.leftOut.discontinued', { count: 1 })].join(', '),
        }),
      );
    });

    test('a last-known answer is said so in the result, the comparison, a quote line and Recent lookups', async ({ app }) => {
      const { page, tr } = app;
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      await page.reload();
      await app.service.simulator?.close();
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      const banner = page.getByRole('note', { name: tr('lastKnown.banner.title') });
      await expectSaid(banner, tr('lastKnown.banner.title'));
      await expectSaid(banner, beforeWhen(app, 'lastKnown.banner.fetched'));
      // Stock and delivery of a kept answer say when they are from, and carry no tone or sign that says "now".
      const row = (field: string) => page.locator(`.result-row[data-field="${field}"]`);
      for (const field of ['stock', 'delivery_days']) {
        await expectSaid(row(field), beforeWhen(app, 'lookup.result.asOf'));
        await expect(row(field)).not.toHaveClass(/tone-/);
        expect(await signBefore(row(field).locator('.result-value')), field).toBe('none');
      }
      await expectSaid(page.getByRole('list', { name: tr('recall.recent.name') }), beforeWhen(app, 'recall.entry.lastKnown'));

      await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
      const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
      await expectSaid(comparison.locator('tr[data-country="de"]'), beforeWhen(app, 'lastKnown.line.marker'));

      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expectSaid(page.locator('tr[data-artnr="900155"]'), beforeWhen(app, 'lastKnown.line.marker'));
    });
  });
}
