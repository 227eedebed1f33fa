import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';

test.describe('an English UI on a computer with German regional settings', () => {
  test.use({ regionalLocale: 'de-DE', connected: true });

  test('prices, the copied table and the CSV use the German number format', async ({ app }) => {
    test.skip(app.electron !== null, "In Electron the regional format is the operating system's own (app.getSystemLocale()).");
    const { page } = app;
    // The factor's example follows the region's decimal mark, in English words and English's percent style.
    await expect(page.getByLabel('Factor', { exact: true })).toHaveAttribute('placeholder', 'e.g. 1,25 or +25%');
    await page.getByLabel('Article number').fill('900155');
    await page.getByLabel('Country').selectOption('de');
    await page.getByLabel('Factor', { exact: true }).fill('1.25');
    await page.getByRole('button', { name: 'Look up' }).click();
    await app.expectPriceFor('900155');
    const result = page.getByRole('region', { name: 'Price information' });
    // The labels stay English, and so does the percent style ("19%"); the numbers follow the region.
    await expect(result).toContainText('Offer price (gross) with factor 1,25 (+25%)59,81\u00a0€');
    await expect(result).toContainText('incl. 19% VAT');
    await expect(result).toContainText('List price 47,85\u00a0€ × factor 1,25');
    await app.screenshot('regional-de-result');

    await page.getByLabel('Quantity', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add to quote' }).click();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByText('Priced 1 of 1')).toBeVisible();
    await page.getByRole('button', { name: 'Copy as table' }).click();
    await expect.poll(() => app.readClipboard()).toContain('47,85');
    await page.getByRole('button', { name: 'Save as CSV' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const csv = await readFile(app.savePath, 'utf8');
    // Excel in a German region reads ";" as the separator and "," as the decimal mark (the line has no description).
    expect(csv).toContain('900155;;3;47,85');
  });
});
