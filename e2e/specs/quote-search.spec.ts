import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keptPricing, sampleLetter } from '../../test/support/sample-quotes';
import { expect, test, type AppHarness } from '../fixtures';
import { specLocales } from '../languages';

/** Three quotes kept from before: one sent (total 3 × 47.85 + 20 × 61.75 = 1,378.55), its revision, and a draft. */
const quotesFile = JSON.stringify({
  version: 1,
  data: {
    activeId: 'q-revision',
    quotes: [
      {
        id: 'q-sommer',
        name: 'Markise Sommer',
        country: 'de',
        factor: null,
        updatedAt: '2026-11-04T09:00:00.000Z',
        letter: sampleLetter('Camping Müller GmbH', 'Frau Schäfer', 'K-10023'),
        // Valid until a day far ahead, kept with the issue: the quote reads "Sent" whatever today's date (quoteStatus).
        issue: { number: 'A-2026-0007', issuedOn: '2026-11-03', sentAt: '2026-11-03T12:00:00.000Z', validUntil: '2099-12-31' },
        lines: [
          { id: 'l1', artnr: '900155', quantity: 3, factor: null, pricing: keptPricing('47.85') },
          { id: 'l2', artnr: '560011', quantity: 20, factor: null, pricing: keptPricing('61.75') },
        ],
      },
      {
        id: 'q-berger',
        name: 'Vorzelt',
        country: 'de',
        factor: null,
        updatedAt: '2026-10-02T08:00:00.000Z',
        letter: sampleLetter('Freizeit Berger KG', '', ''),
        lines: [{ id: 'l3', artnr: '881200', quantity: 2, factor: null, pricing: keptPricing('47.85') }],
      },
      {
        id: 'q-revision',
        name: 'Markise Sommer',
        country: 'de',
        factor: null,
        updatedAt: '2026-11-25T09:00:00.000Z',
        revises: { quoteId: 'q-sommer', number: 'A-2026-0007', base: 'A-2026-0007' },
        lines: [{ id: 'l4', artnr: '770412', quantity: 1, factor: null }],
      },
    ],
  },
});

// A quote sent two days ago (at noon UTC, the same day in the pinned time zone): found by its day typed without a year.
const sentDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
const recentQuotesFile = JSON.stringify({
  version: 1,
  data: {
    activeId: 'q-alpen',
    quotes: [
      {
        id: 'q-alpen',
        name: 'Vorzelt Alpen',
        country: 'de',
        factor: null,
        updatedAt: `${sentDay}T12:00:00.000Z`,
        letter: sampleLetter('Alpencamping AG', 'Herr Keller', 'K-20001'),
        issue: { number: 'A-2026-0042', issuedOn: sentDay, sentAt: `${sentDay}T12:00:00.000Z`, validUntil: '2099-12-31' },
        lines: [{ id: 'l1', artnr: '900155', quantity: 1, factor: null, pricing: keptPricing('47.85') }],
      },
      { id: 'q-other', name: 'Markise', country: 'de', factor: null, updatedAt: '2026-01-02T08:00:00.000Z', lines: [] },
    ],
  },
});

const openQuote = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
};

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true, quotesFile });
    const german = locale === 'de-DE';

    test('a quote is found by customer, article, number, date and total, and opened by keyboard', async ({ app }) => {
      const { page, tr } = app;
      await openQuote(app);
      const choice = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      await expect(choice.locator('option:checked')).toContainText(tr('letter.status.draft'));
      await page.keyboard.press(app.commandKey('f'));
      const search = page.getByRole('combobox', { name: tr('quote.search.label') });
      await expect(search).toBeFocused();
      const results = page.getByRole('listbox', { name: tr('quote.search.label') });
      const count = page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 1 }) });

      // The customer, as typed without the umlaut; opened with the arrow and Enter.
      await search.fill('mueller');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('A-2026-0007');
      await expect(results.getByRole('option')).toContainText(german ? '1.378,55' : '1,378.55');
      await expect(count).toBeVisible();
      await app.screenshot(`${locale}-quote-search`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-quote-search-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(choice.locator('option:checked')).toContainText('A-2026-0007');
      await expect(search).toHaveValue('');
      await expect(results).toBeHidden();

      // An article number on any line; the contact person; the customer number.
      await search.fill('881200');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('Freizeit Berger KG');
      await search.press('Enter');
      await expect(choice.locator('option:checked')).toContainText('Freizeit Berger KG');
      await search.fill('schäfer');
      await expect(results.getByRole('option')).toContainText('A-2026-0007');
      await search.fill('K-10023');
      await expect(results.getByRole('option')).toHaveCount(1);

      // The quote number: the quote and its revision, last changed first.
      await search.fill('0007');
      await expect(results.getByRole('option')).toHaveCount(2);
      await expect(page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 2 }) })).toBeVisible();
      // The first is chosen as found; the arrows move on.
      await expect(results.getByRole('option', { selected: true })).toContainText(tr('letter.status.draft'));
      await search.press('ArrowDown');
      await expect(results.getByRole('option', { selected: true })).toContainText(tr('letter.status.sent'));
      await search.press('ArrowUp');
      await expect(results.getByRole('option', { selected: true })).toContainText(tr('letter.status.draft'));

      // The day it was issued, and a month, in the regional format.
      await search.fill(german ? '03.11.2026' : '11/3/2026');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('A-2026-0007');
      await search.fill(german ? '10.2026' : '10/2026');
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText('Freizeit Berger KG');

      // The total as the quote shows it, typed with grouping or without.
      await search.fill(german ? '1.378,55' : '1,378.55');
      await expect(results.getByRole('option')).toHaveCount(1);
      await search.fill(german ? '95,7' : '95.7');
      await expect(results.getByRole('option')).toContainText('Freizeit Berger KG');

      // Nothing found says so; Escape clears the search.
      await search.fill('zzz');
      await expect(page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 0 }) })).toBeVisible();
      await search.press('Escape');
      await expect(search).toHaveValue('');
    });

    test('a quote made now is found by its total, as main prices it', async ({ app }) => {
      const { page, tr } = app;
      await openQuote(app);
      await page.getByRole('button', { name: tr('quote.toolbar.new'), exact: true }).click();
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t3\nAB-1029;12');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      // The total as the quote shows it, typed into the search as read.
      const amount = german ? /\d{1,3}(?:\.\d{3})*,\d{2}/u : /\d{1,3}(?:,\d{3})*\.\d{2}/u;
      const total = amount.exec((await page.getByLabel(tr('quote.total.label')).textContent()) ?? '')?.[0] ?? '';
      expect(total).not.toBe('');
      await page.keyboard.press(app.commandKey('f'));
      const search = page.getByRole('combobox', { name: tr('quote.search.label') });
      await search.fill(total);
      const results = page.getByRole('listbox', { name: tr('quote.search.label') });
      await expect(results.getByRole('option')).toHaveCount(1);
      await expect(results.getByRole('option')).toContainText(total);
      await expect(page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 1 }) })).toBeVisible();
    });

    test('a quote is duplicated for another customer: same lines and prices, no number, no recipient', async ({ app }) => {
      const { page, tr } = app;
      await openQuote(app);
      const choice = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      await choice.selectOption({
        label: tr('letter.option.customer', {
          name: 'Vorzelt',
          customer: 'Freizeit Berger KG',
          count: 1,
          status: tr('letter.status.draft'),
        }),
      });
      await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
      await page.getByRole('button', { name: tr('quote.toolbar.duplicate'), exact: true }).click();
      const copyName = tr('quote.copyName', { name: 'Vorzelt' });
      await expect(choice.locator('option:checked')).toHaveText(
        tr('letter.option.plain', { name: copyName, count: 1, status: tr('letter.status.draft') }),
      );
      await expect(page.getByRole('status').filter({ hasText: tr('quote.sent.duplicated', { name: 'Vorzelt' }) })).toBeVisible();
      await expect(page.getByLabel(tr('letter.recipient.name'), { exact: true })).toHaveValue('');
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '881200' }))).toHaveValue('2');
      // Priced as the quote it was copied from was: 2 × 47.85.
      await expect(page.getByLabel(tr('quote.total.label'))).toContainText(german ? '95,70' : '95.70');
      await app.screenshot(`${locale}-quote-duplicate`);

      // Main kept the copy with the pricing of the line it was copied from, and no link to it.
      await expect
        .poll(async () => {
          const file = JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')) as {
            data: {
              quotes: {
                name: string;
                letter?: { recipient: unknown };
                lines: { pricing?: { info: { price: string } }; copiedFrom?: unknown }[];
              }[];
            };
          };
          const copy = file.data.quotes.find((quote) => quote.name === copyName);
          return copy && [copy.letter?.recipient ?? null, copy.lines[0]?.pricing?.info.price, 'copiedFrom' in (copy.lines[0] ?? {})];
        })
        .toEqual([null, '47.85', false]);
    });

    test.describe('with a quote sent two days ago', () => {
      test.use({ quotesFile: recentQuotesFile });

      test('the day it was sent, typed as a person types it without the year, finds it; the search says the year', async ({ app }) => {
        const { page, tr } = app;
        await openQuote(app);
        const search = page.getByRole('combobox', { name: tr('quote.search.label') });
        const results = page.getByRole('listbox', { name: tr('quote.search.label') });
        const [year, month, day] = sentDay.split('-').map(Number) as [number, number, number];
        const shown = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year, month - 1, day)),
        );
        const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
          new Date(Date.UTC(year, month - 1, day)),
        );
        const typings = german
          ? [`${day}.${month}.`, `${day}.${month}`, `${day}. ${monthName}`]
          : [`${month}/${day}`, `${monthName} ${day}`];
        for (const typed of typings) {
          await search.fill(typed);
          await expect(results.getByRole('option'), typed).toHaveCount(1);
          await expect(results.getByRole('option')).toContainText('Alpencamping AG');
          await expect(page.getByRole('status').filter({ hasText: tr('quote.search.dateRead', { typed, date: shown }) })).toBeVisible();
        }
        await search.press('Enter');
        // The quote opened is the one the screen says was sent that day.
        await expect(page.getByRole('heading', { name: tr('quote.sent.readOnly', { date: shown }) })).toBeVisible();
      });
    });

    test.describe('with room for three quotes', () => {
      test.use({ maxQuotes: 3 });

      test('a new quote or a duplicate beyond the limit is refused where it is asked for, saying why', async ({ app }) => {
        const { page, tr } = app;
        await openQuote(app);
        const refusal = page.getByRole('alert').filter({ hasText: tr('quote.limit.quotes', { max: 3 }) });
        await page.getByRole('button', { name: tr('quote.toolbar.new'), exact: true }).click();
        await expect(refusal).toBeVisible();
        await page.getByRole('button', { name: tr('quote.toolbar.duplicate'), exact: true }).click();
        await expect(refusal).toBeVisible();
        await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option')).toHaveCount(3);
        await app.screenshot(`${locale}-quote-limit`);
      });
    });
  });
}
