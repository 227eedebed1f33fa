import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { priceInfo } from '../../test/support/price-info';
import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withAny = (text: string, marker: string): RegExp => new RegExp(escaped(text).replace(escaped(marker), '.+'));

/** A quote sent in March 2024 and long expired, and a draft of today: the sent one goes to the archive when the quotes are read. */
const quotesFile = JSON.stringify({
  version: 1,
  data: {
    activeId: 'q-old',
    quotes: [
      {
        id: 'q-old',
        name: 'Markise Frühjahr',
        country: 'de',
        factor: null,
        updatedAt: '2024-03-04T09:00:00.000Z',
        letter: {
          recipient: { name: 'Camping Müller GmbH', contact: 'Frau Schäfer', address: [], customerNumber: 'K-10023' },
          validityDays: null,
          terms: null,
          documentLanguage: null,
        },
        issue: { number: 'A-2024-0031', issuedOn: '2024-03-04', sentAt: '2024-03-04T12:00:00.000Z', validUntil: '2024-04-03' },
        lines: [
          {
            id: 'l1',
            artnr: '900155',
            quantity: 3,
            factor: null,
            pricing: {
              pricedAt: '2024-03-04T09:00:00.000Z',
              source: 'service',
              country: 'de',
              factor: null,
              info: priceInfo({ lifecycle: 'A', price: '47.85' }),
            },
          },
        ],
      },
      { id: 'q-new', name: 'Vorzelt', country: 'de', factor: null, updatedAt: '2026-11-20T09:00:00.000Z', lines: [] },
    ],
  },
});

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true, quotesFile });

    test('an old sent quote is in the archive: found by the search, opened read-only, and duplicated into the list', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      const choice = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      // Not in the list any more: it went to the archive when the quotes were read.
      await expect(choice.locator('option')).toHaveCount(1);
      await expect(choice.locator('option')).toContainText('Vorzelt');
      const archive = JSON.parse(await readFile(join(app.userDataDir, 'quote-archive', '2024.json'), 'utf8')) as {
        data: { quotes: { id: string }[] };
      };
      expect(archive.data.quotes.map((quote) => quote.id)).toEqual(['q-old']);

      await page.keyboard.press(app.commandKey('f'));
      const search = page.getByRole('combobox', { name: tr('quote.search.label') });
      await expect(search).toBeFocused();
      const results = page.getByRole('listbox', { name: tr('quote.search.label') });
      await search.fill('mueller');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('A-2024-0031');
      await expect(results.getByRole('option')).toContainText(tr('quote.search.archived'));
      await expect(results.getByRole('option')).toContainText(tr('status.expired'));
      await expect(page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 1 }) })).toBeVisible();
      await app.screenshot(`${locale}-quote-archive-search`);

      // Opened by keyboard: read-only, marked archived, with Duplicate and no Revise.
      await search.press('Enter');
      const bar = page.getByRole('region', { name: withAny(tr('quote.archive.readOnly', { date: '§' }), '§') });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(tr('quote.archive.explain'));
      await expect(bar.getByRole('button', { name: tr('quote.sent.revise'), exact: true })).toHaveCount(0);
      await expect(choice.locator('option:checked')).toContainText(tr('quote.search.archived'));
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }))).not.toBeEditable();
      await expect(page.getByRole('button', { name: tr('quote.toolbar.delete'), exact: true })).toHaveCount(0);
      await app.screenshot(`${locale}-quote-archived`);

      // Duplicated into the list: a new draft, editable; the archived quote stays where it is.
      await bar.getByRole('button', { name: tr('quote.sent.duplicate'), exact: true }).click();
      await expect(bar).toHaveCount(0);
      await expect(choice.locator('option')).toHaveCount(2);
      await expect(choice.locator('option:checked')).toContainText(tr('quote.copyName', { name: 'Markise Frühjahr' }));
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }))).toBeEditable();
      await search.fill('A-2024-0031');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText(tr('quote.search.archived'));
    });
  });
}
