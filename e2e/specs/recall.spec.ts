import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openSection } from '../settings-section';

test.use({ connected: true });

async function lookUp(page: Page, artnr: string, country: string, factor = ''): Promise<void> {
  await page.getByLabel('Article number').fill(artnr);
  await page.getByLabel('Country').selectOption(country);
  await page.getByLabel('Factor', { exact: true }).fill(factor);
  await page.getByLabel('Article number').press('Enter');
}

test('recent lookups: newest first, a repeat moves to the top, kept across a restart', async ({ app }) => {
  const { page } = app;
  const recent = page.getByRole('list', { name: app.tr('recall.recent.name') });
  await lookUp(page, '900155', 'de');
  await app.expectPriceFor('900155');
  await expect(recent.getByRole('button')).toHaveCount(1);
  await lookUp(page, '100234', 'at', '1,25');
  await app.expectPriceFor('100234');
  await expect(recent.getByRole('button')).toHaveCount(2);
  // Article, country in the UI language, factor (with its markup) and price in the regional format, and the time.
  await expect(recent.getByRole('button').first()).toHaveText(
    /^100234 · Austria \(at\) · factor 1\.25 \(\+25%\) · .*\d · \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}/,
  );
  if (app.service.simulator) await expect(recent.getByRole('button').nth(1)).toContainText('900155 · Germany (de) · €47.85');
  await lookUp(page, '900155', 'de', '');
  await app.expectPriceFor('900155');
  await expect(recent.getByRole('button').first()).toContainText('900155 · Germany (de)');
  await expect(recent.getByRole('button')).toHaveCount(2);
  await page.reload();
  await expect(recent.getByRole('button')).toHaveText([/^900155 · Germany \(de\)/, /^100234 · Austria \(at\) · factor 1\.25/]);
  await app.screenshot('recent-lookups');
});

test('recent lookups by keyboard: ArrowDown from the article number, ArrowUp and ArrowDown within, Enter runs one again', async ({
  app,
}) => {
  const { page } = app;
  const recent = page.getByRole('list', { name: app.tr('recall.recent.name') });
  const article = page.getByLabel('Article number');
  await lookUp(page, '900155', 'de', '1,5');
  await app.expectPriceFor('900155');
  await lookUp(page, '100234', 'at');
  await app.expectPriceFor('100234');
  await expect(recent.getByRole('button')).toHaveCount(2);

  await article.press('ArrowDown');
  await expect(recent.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(recent.getByRole('button').nth(1)).toBeFocused();
  // Only one tab stop in the list: the entry last focused.
  await expect(recent.getByRole('button').nth(0)).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowUp');
  await expect(recent.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(article).toBeFocused();

  await article.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Filled in, looked up, and the cursor back in the article number with its text selected.
  await app.expectPriceFor('900155');
  await expect(article).toHaveValue('900155');
  await expect(page.getByLabel('Country')).toHaveValue('de');
  await expect(page.getByLabel('Factor', { exact: true })).toHaveValue('1.5');
  await expect(article).toBeFocused();
  expect(await article.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 6]);
  await expect(recent.getByRole('button').first()).toContainText('900155 · Germany (de) · factor 1.5');
});

test('"Clear history" in Settings empties the recent lookups', async ({ app }) => {
  const { page } = app;
  const recent = page.getByRole('list', { name: app.tr('recall.recent.name') });
  await lookUp(page, '900155', 'de');
  await expect(recent.getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'history');
  await page.getByRole('button', { name: app.tr('recall.settings.clearHistory') }).click();
  await expect(page.getByRole('status').filter({ hasText: app.tr('recall.settings.historyCleared') })).toBeVisible();
  await page.getByRole('button', { name: app.tr('lookup.nav.backToLookup') }).click();
  await expect(recent).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Article number')).toBeVisible();
  await expect(recent).toHaveCount(0);
});

test('favourites: star a result, run it again from the list by keyboard, unstar it', async ({ app }) => {
  const { page } = app;
  const favourites = page.getByRole('list', { name: app.tr('recall.favourites.name') });
  const star = page.getByRole('button', { name: app.tr('recall.favourite.add') });
  const unstar = page.getByRole('button', { name: app.tr('recall.favourite.remove') });
  await lookUp(page, '100234', 'at', '2');
  await app.expectPriceFor('100234');
  await expect(unstar).toHaveCount(0);
  await star.click();
  await expect(unstar).toBeVisible();
  await expect(favourites.getByRole('button')).toHaveText(['100234 · Austria (at) · factor 2 (+100%)']);

  await lookUp(page, '900155', 'de');
  await app.expectPriceFor('900155');
  await expect(star).toBeVisible();
  await page.reload();
  // The same keyboard model as the recent lookups: one tab stop, Enter runs it.
  await favourites.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await app.expectPriceFor('100234');
  await expect(page.getByLabel('Country')).toHaveValue('at');
  await expect(page.getByLabel('Factor', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Article number')).toBeFocused();
  await unstar.click();
  await expect(star).toBeVisible();
  await expect(favourites).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the lists are named in German, countries and prices in the regional format', async ({ app }) => {
    const { page } = app;
    await page.getByLabel('Artikelnummer', { exact: true }).fill('900155');
    await page.getByLabel('Land', { exact: true }).selectOption('at');
    await page.getByLabel('Faktor', { exact: true }).fill('1,25');
    await page.getByLabel('Artikelnummer', { exact: true }).press('Enter');
    await app.expectPriceFor('900155');
    const recent = page.getByRole('list', { name: 'Zuletzt nachgeschlagen' });
    await expect(recent.getByRole('button').first()).toContainText('900155 · Österreich (at) · Faktor 1,25 (+25\u00a0%)');
    await page.getByRole('button', { name: 'Zu Favoriten hinzufügen' }).click();
    await expect(page.getByRole('list', { name: 'Favoriten' }).getByRole('button')).toHaveText([
      '900155 · Österreich (at) · Faktor 1,25 (+25\u00a0%)',
    ]);
    // Run again, the form is refilled as the region writes the factor, not as it is kept.
    await page.getByLabel('Faktor', { exact: true }).fill('');
    await recent.getByRole('button').first().click();
    await expect(page.getByLabel('Faktor', { exact: true })).toHaveValue('1,25');
  });
});
