import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keptPricing, sampleLetter, savedQuotesFile } from '../../test/support/sample-quotes';
import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// The user guide's pictures of the customers and of finding a quote: a few customers kept, and saved quotes
// found by typing a customer's name. Run in both languages as any spec; with PRICE_LOOKUP_README_PICTURES=1
// the English run in the light theme writes docs/customers.png and docs/quote-search.png (as appearance.spec.ts
// writes docs/app-light.png and docs/app-dark.png).
const writeGuidePictures = process.env.PRICE_LOOKUP_README_PICTURES === '1';
const guidePicture = (name: string): string => join(__dirname, '..', '..', 'docs', name);

const customer = (
  id: string,
  name: string,
  number: string,
  address: string[],
  country: string,
  markup: string | null,
  more: { contact?: string; email?: string; documentLanguage?: 'de' | 'en'; priceBasis?: 'net' | 'gross' } = {},
) => ({
  id,
  name,
  number,
  contact: more.contact ?? '',
  email: more.email ?? '',
  phone: '',
  address,
  country,
  markup,
  documentLanguage: more.documentLanguage ?? null,
  priceBasis: more.priceBasis ?? null,
  note: '',
});

/** A sales person's customers, as the customers file keeps them. */
const customersFile = JSON.stringify({
  version: 1,
  entries: [
    customer('c1', 'Camping Müller GmbH', 'K-10023', ['Seestraße 4', '88400 Biberach'], 'de', '1.25', {
      contact: 'Frau Schäfer',
      email: 'info@mueller.example',
      priceBasis: 'net',
    }),
    customer('c2', 'Freizeit Berger KG', 'K-10031', ['Hauptstraße 1', '89073 Ulm'], 'de', null),
    customer('c3', 'Caravan Huber', 'K-20011', ['Linzer Gasse 12', '5020 Salzburg'], 'at', '1.3', { documentLanguage: 'de' }),
    customer('c4', 'Kampeerwinkel De Vries', 'K-30005', ['Oudegracht 88', '3511 AV Utrecht'], 'nl', '1.2', {
      documentLanguage: 'en',
      priceBasis: 'gross',
    }),
    customer('c5', 'Wohnmobile Weiß', 'K-10047', ['Ringstraße 9', '50667 Köln'], 'de', '1.1'),
  ],
});

/** Camping Müller's quotes (one accepted, one sent, a draft revising it) and another customer's. */
const quotesFile = savedQuotesFile(
  [
    {
      id: 'q-fruehjahr',
      name: 'Saisonstart',
      country: 'de',
      factor: null,
      updatedAt: '2026-03-12T09:00:00.000Z',
      letter: sampleLetter('Camping Müller GmbH', 'Frau Schäfer', 'K-10023'),
      issue: {
        number: 'A-2026-0002',
        issuedOn: '2026-03-10',
        sentAt: '2026-03-10T12:00:00.000Z',
        // Valid far ahead: finished quotes go to the archive a year after their last day, and this one stays listed.
        validUntil: '2099-12-31',
        outcome: { kind: 'accepted', at: '2026-03-12T09:00:00.000Z' },
      },
      lines: [{ id: 'l1', artnr: '31245', quantity: 24, factor: null, pricing: keptPricing('15.95') }],
    },
    {
      id: 'q-sommer',
      name: 'Markise Sommer',
      country: 'de',
      factor: null,
      updatedAt: '2026-11-04T09:00:00.000Z',
      letter: sampleLetter('Camping Müller GmbH', 'Frau Schäfer', 'K-10023'),
      // Valid until a day far ahead: the quote reads "Sent" whatever today's date (quoteStatus).
      issue: { number: 'A-2026-0007', issuedOn: '2026-11-03', sentAt: '2026-11-03T12:00:00.000Z', validUntil: '2099-12-31' },
      lines: [
        { id: 'l2', artnr: '900155', quantity: 3, factor: null, pricing: keptPricing('47.85') },
        { id: 'l3', artnr: '560011', quantity: 20, factor: null, pricing: keptPricing('61.75') },
      ],
    },
    {
      id: 'q-revision',
      name: 'Markise Sommer',
      country: 'de',
      factor: null,
      updatedAt: '2026-11-25T09:00:00.000Z',
      letter: sampleLetter('Camping Müller GmbH', 'Frau Schäfer', 'K-10023'),
      revises: { quoteId: 'q-sommer', number: 'A-2026-0007', base: 'A-2026-0007' },
      lines: [{ id: 'l4', artnr: '900155', quantity: 4, factor: null, pricing: keptPricing('47.85') }],
    },
    {
      id: 'q-berger',
      name: 'Vorzelt',
      country: 'de',
      factor: null,
      updatedAt: '2026-10-02T08:00:00.000Z',
      letter: sampleLetter('Freizeit Berger KG', '', 'K-10031'),
      lines: [{ id: 'l5', artnr: '881200', quantity: 2, factor: null, pricing: keptPricing('47.85') }],
    },
  ],
  'q-berger',
);

for (const locale of specLocales(writeGuidePictures ? 'words' : 'journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true, quotesFile, colorScheme: 'light' });
    const german = locale === 'de-DE';

    test('the customers view with a few customers, each with number, town and markup', async ({ app }) => {
      const { page, tr } = app;
      // As another window or an import would leave it: the view reads the file when it opens.
      await writeFile(join(app.userDataDir, 'customers.json'), customersFile);
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      const list = page.getByRole('list', { name: tr('customers.list.label') });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      await expect(list.getByRole('listitem').first()).toContainText('Camping Müller GmbH · K-10023 · 88400 Biberach');
      await expect(list).toContainText(tr('customers.list.markup', { factor: german ? '1,25 (+25\u00a0%)' : '1.25 (+25%)' }));
      await expect(page.getByLabel(tr('customers.search.label'), { exact: true })).toBeFocused();
      // The pointer off the buttons, so none is drawn hovered.
      await page.mouse.move(0, 0);
      await app.screenshot(`${locale}-guide-customers`);
      if (writeGuidePictures && !german) await page.screenshot({ path: guidePicture('customers.png') });
    });

    test('saved quotes found by a customer’s name, with number, date, status and total', async ({ app }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      // The quote view is there (its list of quotes shows the one open) before its key is pressed.
      await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option:checked')).toContainText('Vorzelt');
      await page.keyboard.press(app.commandKey('f'));
      const search = page.getByRole('combobox', { name: tr('quote.search.label') });
      await expect(search).toBeFocused();
      await search.pressSequentially('müller');
      const results = page.getByRole('listbox', { name: tr('quote.search.label') }).getByRole('option');
      // Last changed first: the revision (a draft), the sent quote, the accepted one.
      await expect(results).toHaveCount(3);
      await expect(results.nth(0)).toContainText(tr('letter.status.draft'));
      await expect(results.nth(1)).toContainText('A-2026-0007');
      await expect(results.nth(1)).toContainText(german ? '1.378,55' : '1,378.55');
      await expect(results.nth(2)).toContainText('A-2026-0002');
      await expect(page.getByRole('status').filter({ hasText: tr('quote.search.found', { count: 3 }) })).toBeVisible();
      await page.mouse.move(0, 0);
      await app.screenshot(`${locale}-guide-quote-search`);
      if (writeGuidePictures && !german) await page.screenshot({ path: guidePicture('quote-search.png') });
    });
  });
}
