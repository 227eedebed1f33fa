import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test.use({ connected: true });
test.beforeEach(async ({ app }) => {
  test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
});

async function openQuote(app: { page: import('@playwright/test').Page }) {
  await app.page.getByRole('button', { name: /^Quote$/ }).click();
}

async function paste(app: { page: import('@playwright/test').Page }, text: string) {
  await app.page.getByLabel('Paste lines').fill(text);
  await app.page.getByRole('button', { name: 'Add lines' }).click();
}

test('paste lines: bad lines listed, good ones priced, total decimal-exact', async ({ app }) => {
  const { page } = app;
  await openQuote(app);
  await page.getByLabel('Quote country').selectOption('de');
  await paste(app, 'Artikel;Menge\n900155\t3\nAB-1029;12\n31245,10\n../x;1\n');
  // The quote view has two alert regions, always present: the quotes' own and the pasted lines'.
  const notAdded = page.getByRole('alert').filter({ hasText: 'not added' });
  await expect(notAdded).toContainText('1 line was not added');
  await expect(notAdded).toContainText('Line 5 (../x;1)');
  await expect(page.getByLabel('Paste lines')).toHaveValue('../x;1');
  await expect(page.getByText('Priced 3 of 3')).toBeVisible();
  await expect(page.locator('.paste-lines').getByRole('status')).toHaveText(
    'Line 1 (Artikel;Menge) was read as column headings and not added.',
  );
  await app.screenshot('paste-lines-en');
  await expect(page.getByLabel('Quote total')).toHaveText('Total (gross) €421.85 including 19% VAT €67.35');
  await expect(page.locator('tr[data-artnr="AB-1029"]')).toContainText('at least 11');
  await expect(page.locator('tr[data-artnr="31245"]')).toContainText('Only 3 in stock – 10 requested');
  await expect(page.locator('tr[data-artnr="900155"]')).toContainText('Lifecycle E');

  await page.getByLabel('Quote factor').fill('1,25');
  await page.getByLabel('Quote factor').blur();
  await expect(page.getByLabel('Quote total')).toContainText('Total (gross) €527.39');
  await app.screenshot('quote');

  await page.getByLabel('Factor of 31245').fill('2');
  await page.getByLabel('Factor of 31245').blur();
  await expect(page.locator('tr[data-artnr="31245"]')).toContainText('€319.00');
  await page.getByLabel('Quantity of 900155').fill('1');
  await page.getByLabel('Quantity of 900155').blur();
  await expect(page.getByLabel('Quote total')).toContainText('Total (gross) €527.37');
  // Net for a business customer: net unit prices, each the net price × the factor (50.26 + 12 × 10.40 + 10 × 26.80:
  // 13.40 × 2, not worked back from the gross 31.90), the VAT added to their sum; the net total is binding.
  await page.getByLabel('Prices shown').selectOption('net');
  await expect(page.getByRole('columnheader', { name: 'Line total (net)' })).toBeVisible();
  await expect(page.getByLabel('Quote total')).toHaveText('Net total €443.06 plus 19% VAT €84.18 Total (gross) €527.24');
});

test.describe('pasted in German', () => {
  test.use({ locale: 'de-DE' });

  test('1.000 is read as a thousand and says so; a line not taken is listed with its reason', async ({ app }) => {
    const { page } = app;
    await page.getByRole('button', { name: app.tr('lookup.nav.quote'), exact: true }).click();
    await page.getByLabel(app.tr('quote.settings.country')).selectOption('de');
    await page.getByLabel(app.tr('quote.paste.label')).fill('900155\t1.000\n100234;12 Kisten\n');
    await page.getByRole('button', { name: app.tr('quote.paste.add') }).click();
    const pasted = page.locator('.paste-lines');
    await expect(pasted.getByRole('status')).toHaveText('Zeile 1 (900155): 1.000 als 1000 Stück gelesen');
    await expect(pasted.getByRole('alert')).toContainText('1 Zeile wurde nicht übernommen');
    await expect(pasted.getByRole('alert')).toContainText(
      'Zeile 2 (100234;12 Kisten): Die Menge „12 Kisten“ hat eine andere Einheit als Stück.',
    );
    await expect(page.getByLabel(app.tr('quote.paste.label'))).toHaveValue('100234;12 Kisten');
    await expect(page.getByLabel(app.tr('quote.lines.quantityOf', { artnr: '900155' }))).toHaveValue('1000');
    await expect(page.getByLabel(app.tr('quote.total.label'))).toContainText('47.850,00');
    await app.screenshot('paste-lines-de');
  });
});

test('export: copy as a table with numbers as numbers; customer view hides dealer price and factor', async ({ app }) => {
  const { page } = app;
  await openQuote(app);
  await page.getByLabel('Quote country').selectOption('de');
  await page.getByLabel('Quote factor').fill('1,25');
  await page.getByLabel('Quote factor').blur();
  await paste(app, '900155\t3');
  await expect(page.getByText('Priced 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Copy as table' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 1 line as a table.' })).toBeVisible();
  const rows = (await app.readClipboard())
    .trim()
    .split('\r\n')
    .map((row) => row.split('\t'));
  expect(rows[0]).toEqual([
    'Article',
    'Description',
    'Quantity',
    'Price (gross)',
    'Factor',
    'Factor price (gross)',
    'Line total (gross)',
    'Currency',
    'Dealer list price (net)',
    'Stock',
    'Stock as of',
    'Delivery days',
    'Lifecycle',
    'Availability',
  ]);
  // No description typed; the stock is current, so it has no date. Availability in words, as on the internal PDF.
  expect(rows[1]).toEqual([
    '900155',
    '',
    '3',
    '47.85',
    '1.25',
    '59.81',
    '179.43',
    'EUR',
    '24.13',
    '11+',
    '',
    '0',
    'E',
    'from stock – phasing out',
  ]);

  await page.getByRole('button', { name: 'Customer view' }).click();
  await expect(page.getByRole('button', { name: 'Customer view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader', { name: 'Factor price (gross)' })).toHaveCount(0);
  await app.screenshot('quote-customer-view');
  await page.getByRole('button', { name: 'Copy as table' }).click();
  await expect.poll(() => app.readClipboard()).toContain('Unit price (gross)');
  const customer = await app.readClipboard();
  expect(customer).toContain('Unit price (gross)');
  expect(customer).toContain('59.81');
  expect(customer).not.toContain('24.13');
  expect(customer).not.toContain('1.25');

  await page.getByRole('button', { name: 'Save as CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const csv = await readFile(app.savePath, 'utf8');
  expect(csv.startsWith('\ufeffArticle,Description,Quantity,Unit price (gross)')).toBe(true);
});

test('the quote survives a restart; quotes are named; a deleted one comes back with undo', async ({ app }) => {
  const { page } = app;
  await page.getByLabel('Article number').fill('100234');
  await page.getByLabel('Country').selectOption('at');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('100234');
  await page.getByLabel('Quantity', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Add to quote' }).click();
  await expect(page.getByText('Added 4 × 100234 to Quote 1 without a factor.')).toBeVisible();

  await page.reload();
  await openQuote(app);
  await expect(page.getByLabel('Quote', { exact: true })).toHaveValue(/.+/);
  await expect(page.locator('tr[data-artnr="100234"]')).toBeVisible();
  await expect(page.getByLabel('Quantity of 100234')).toHaveValue('4');
  await expect(page.getByLabel('Quote country')).toHaveValue('at');

  await page.getByRole('button', { name: 'New quote' }).click();
  // The name field is the new quote's (a fresh field) once it shows its name.
  await expect(page.getByLabel('Quote name')).toHaveValue('Quote 2');
  await page.getByLabel('Quote name').fill('Camping Müller');
  await page.getByLabel('Quote name').press('Enter');
  await expect(page.getByLabel('Quote', { exact: true }).locator('option')).toHaveText([
    'Quote 1 (1) · Draft',
    'Camping Müller (0) · Draft',
  ]);
  await page.getByRole('button', { name: 'Delete quote' }).click();
  await expect(page.getByLabel('Quote', { exact: true }).locator('option')).toHaveText(['Quote 1 (1) · Draft']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Quote', { exact: true }).locator('option')).toHaveText([
    'Quote 1 (1) · Draft',
    'Camping Müller (0) · Draft',
  ]);
  await page.reload();
  await openQuote(app);
  await expect(page.getByLabel('Quote', { exact: true }).locator('option')).toHaveText([
    'Quote 1 (1) · Draft',
    'Camping Müller (0) · Draft',
  ]);
});

test('compare countries: a row per country, failures in their own row, countries can be left out', async ({ app }) => {
  const { page } = app;
  await page.getByLabel('Article number').fill('AB-1029');
  await page.getByLabel('Factor', { exact: true }).fill('1,25');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('AB-1029');
  await page.getByRole('button', { name: 'Compare countries' }).click();
  const table = page.getByRole('region', { name: 'Country comparison' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(table.locator('tr[data-country="ch"]')).toContainText('CHF');
  await expect(table.locator('tr[data-country="se"]')).toContainText('SEK');
  await expect(table.locator('tr[data-country="gl"]')).toContainText('Not sold in Greenland');
  await expect(table.locator('tr[data-country="no"]')).toContainText('Not sold in Norway');
  await expect(table.locator('tr[data-country="de"]')).toContainText('€9.90');
  await expect(table.locator('tr[data-country="de"]')).toContainText('€12.38');
  await app.screenshot('compare');
  await table.getByLabel('gl').uncheck();
  await table.getByLabel('no').uncheck();
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(table).not.toContainText('Not sold in');
});

test('Ctrl+Z after removing a line brings exactly that line back; the quantity changed before stays, with its total', async ({ app }) => {
  const { page } = app;
  await openQuote(app);
  await page.getByLabel('Quote country').selectOption('de');
  await paste(app, '900155\t12\n31245\t1');
  await expect(page.getByText('Priced 2 of 2')).toBeVisible();
  const total = page.getByLabel('Quote total');
  const before = await total.innerText();
  const quantity = page.getByLabel('Quantity of 900155');
  await quantity.fill('24');
  await quantity.press('Tab');
  await expect(total).not.toHaveText(before);
  const withBoth = await total.innerText();
  await page.getByRole('button', { name: 'Remove 31245' }).click();
  await expect(page.locator('tr[data-artnr="31245"]')).toHaveCount(0);
  await expect(total).not.toHaveText(withBoth);

  await page.keyboard.press(app.commandKey('z'));
  await expect(page.locator('tr[data-artnr="31245"]')).toBeVisible();
  await expect(quantity).toHaveValue('24');
  await expect(total).toHaveText(withBoth);
  await expect
    .poll(async () =>
      (
        JSON.parse(await readFile(`${app.userDataDir}/quotes.json`, 'utf8')) as {
          data: { quotes: { lines: { artnr: string; quantity: number }[] }[] };
        }
      ).data.quotes[0]?.lines.map((line) => [line.artnr, line.quantity]),
    )
    .toEqual([
      ['900155', 24],
      ['31245', 1],
    ]);
});
