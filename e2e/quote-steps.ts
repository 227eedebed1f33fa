import { expect, type AppHarness } from './fixtures';

/** Opens the quote and adds three demo lines for Germany, pasted as a spreadsheet gives them, and waits until they are priced. */
export async function openQuoteWithPricedLines({ page, tr }: AppHarness): Promise<void> {
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
  await page.getByLabel(tr('quote.settings.country')).selectOption('de');
  await page.getByLabel(tr('quote.paste.label')).fill('900155\t3\nAB-1029;12\n31245,10');
  await page.getByRole('button', { name: tr('quote.paste.add') }).click();
  await expect(page.getByText(tr('quote.progress.priced', { done: 3, count: 3 }))).toBeVisible();
}
