import type { Locator, Page } from '@playwright/test';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { expectNoViolations } from '../appearance-checks';
import { expect, test } from '../fixtures';

test.use({ connected: true });

test.beforeEach(async ({ app }) => {
  // The window opens with the cursor in the article number: the tests type from there.
  await expect(app.page.getByLabel('Article number')).toBeFocused();
});

const needsSimulator = (simulator: unknown): void =>
  test.skip(simulator === null, "Plays the simulator's slow answers and checks its demo prices.");

async function lookUpByKeyboard(page: Page, artnr: string): Promise<void> {
  await page.keyboard.type(artnr);
  await page.keyboard.press('Enter');
}

async function openQuoteWith(page: Page, lines: string): Promise<void> {
  await page.getByRole('button', { name: 'Quote', exact: true }).click();
  await page.getByLabel('Quote country').selectOption('de');
  await page.getByLabel('Paste lines').fill(lines);
  await page.getByRole('button', { name: 'Add lines' }).click();
}

/** A live region that was already there before `act`, and shows `text` after it (the same element). */
async function expectAnnouncedIn(region: Locator, act: () => Promise<void>, text: string | RegExp): Promise<void> {
  const before = await region.elementHandle();
  await act();
  await expect(region).toContainText(text);
  expect(await before?.evaluate((element, now) => element === now, await region.elementHandle())).toBe(true);
}

test.describe('focus', () => {
  test('switching views focuses the view heading; back in the lookup, the article number is focused and selected', async ({ app }) => {
    const { page } = app;
    const article = page.getByLabel('Article number');
    await expect(article).toBeFocused();
    await page.keyboard.type('900155');
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Quotes' })).toBeFocused();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeFocused();
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    await expect(article).toBeFocused();
    // Selected: what is typed now replaces the number.
    await page.keyboard.type('100234');
    await expect(article).toHaveValue('100234');
  });

  test('type, Enter, type, Enter: each number replaces the last without touching the mouse', async ({ app }) => {
    const { page } = app;
    const article = page.getByLabel('Article number');
    await lookUpByKeyboard(page, '900155');
    await app.expectPriceFor('900155');
    await expect(article).toBeFocused();
    await lookUpByKeyboard(page, '100234');
    await app.expectPriceFor('100234');
    await expect(article).toHaveValue('100234');
    // Also after a click on "Look up" the cursor goes back to the article number, selected.
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(article).toBeFocused();
    await lookUpByKeyboard(page, '31245');
    await app.expectPriceFor('31245');
  });

  test('a refused lookup focuses the first invalid field; a refused save in settings too', async ({ app }) => {
    const { page } = app;
    const article = page.getByLabel('Article number');
    const factor = page.getByLabel('Factor', { exact: true });
    await factor.fill('1,2,3');
    await article.fill('../etc');
    await factor.press('Enter');
    await expect(article).toBeFocused();
    await expect(article).toHaveAttribute('aria-invalid', 'true');
    await expect(article).toHaveAccessibleDescription(/may contain only letters, digits/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('900155');
    await page.keyboard.press('Enter');
    await expect(factor).toBeFocused();
    await expect(factor).toHaveAccessibleDescription(
      /Enter the factor as a number, like 1.25 or 1,25, or as a markup or discount in percent/,
    );

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByLabel('Base URL').fill('ftp://example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Base URL')).toBeFocused();
    await expect(page.getByLabel('Base URL')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('live regions', () => {
  test('errors and statuses appear in regions that were there before them; the result is one live region', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page } = app;
    const result = page.getByRole('region', { name: 'Price information' });
    await expect(result).toHaveAttribute('aria-live', 'polite');

    await expectAnnouncedIn(page.getByRole('alert'), () => lookUpByKeyboard(page, 'NO-SUCH-ARTICLE-4711'), 'was not found');
    await page.keyboard.type('900155');
    await page.keyboard.press('Enter');
    await app.expectPriceFor('900155');
    await expect(page.getByRole('alert')).toBeEmpty();
    // No live region inside the result's: nested ones are read twice or not at all.
    await expect(result.locator('[aria-live], [role="status"], [role="alert"], [role="log"]')).toHaveCount(0);

    const added = page.locator('.add-to-quote').getByRole('status');
    await expectAnnouncedIn(
      added,
      () => page.getByRole('button', { name: 'Add to quote' }).click(),
      /Added 1 × 900155 to Quote 1 without a factor/,
    );
    await expect(result.locator('[aria-live], [role="status"], [role="alert"], [role="log"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByText('Priced 1 of 1')).toBeVisible();
    const pasteProblems = page.locator('.paste-lines').getByRole('alert');
    await page.getByLabel('Paste lines').fill('../x;1');
    await expectAnnouncedIn(pasteProblems, () => page.getByRole('button', { name: 'Add lines' }).click(), '1 line was not added');
  });
});

test.describe('compare and quote lines', () => {
  test('the compare checkboxes are named by country', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page } = app;
    await lookUpByKeyboard(page, '900155');
    await app.expectPriceFor('900155');
    await page.getByRole('button', { name: 'Compare countries' }).click();
    const comparison = page.getByRole('region', { name: 'Country comparison' });
    await expect(comparison.getByRole('heading')).toHaveText('Article 900155 in 12 countries');
    const sweden = comparison.getByRole('checkbox', { name: 'Sweden (se)' });
    await sweden.focus();
    await page.keyboard.press('Space');
    await expect(sweden).not.toBeChecked();
    await expect(comparison.getByRole('rowheader', { name: 'Sweden (se)' })).toHaveCount(0);
    await expect(comparison.getByRole('heading')).toHaveText('Article 900155 in 11 countries');
  });

  test('a wrong quantity or factor in a quote line stays, explained next to it; a valid one then applies', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page } = app;
    await openQuoteWith(page, '900155\t3');
    await expect(page.getByText('Priced 1 of 1')).toBeVisible();
    const total = page.getByLabel('Quote total');
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €143.55');

    const quantity = page.getByLabel('Quantity of 900155');
    await quantity.fill('3.5');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('3.5');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveAccessibleDescription(/The quantity "3.5" is not a whole number\./);
    await expect(page.getByText(/The quantity "3\.5" is not a whole number\./)).toBeVisible();
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €143.55');
    await quantity.fill('2');
    await quantity.press('Tab');
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €95.70');
    await expect(page.getByLabel('Quantity of 900155')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('is not a whole number')).toHaveCount(0);

    const factor = page.getByLabel('Factor of 900155');
    await factor.fill('1,2,3');
    await factor.press('Tab');
    await expect(factor).toHaveValue('1,2,3');
    await expect(factor).toHaveAttribute('aria-invalid', 'true');
    await expect(factor).toHaveAccessibleDescription(
      /Enter the factor as a number, like 1.25 or 1,25, or as a markup or discount in percent/,
    );
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €95.70');
    await factor.fill('2');
    await factor.press('Tab');
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €191.40');
    await expect(factor).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('Escape', () => {
  test('cancels a running lookup; the article number keeps focus and the next lookup works', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page, ipc } = app;
    const result = page.getByRole('region', { name: 'Price information' });
    await lookUpByKeyboard(page, 'FAULT-slow');
    await expect(result).toContainText('Looking up FAULT-slow…');
    // Under way in main too: a cancel that overtakes the lookup on its way there is not counted by main.
    await expect.poll(() => app.service.simulator?.requests.some((request) => request.path.includes('FAULT-slow'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(result).toContainText('Lookup of FAULT-slow cancelled.');
    await expect(result).not.toHaveAttribute('aria-busy', 'true');
    if (ipc) {
      await expect
        .poll(() =>
          ipc.some(
            (call) =>
              call.channel === 'price-lookup:cancel-lookup' && (call.response as { value?: { cancelled?: boolean } }).value?.cancelled,
          ),
        )
        .toBe(true);
    }
    await expect(page.getByLabel('Article number')).toBeFocused();
    await expect(page.getByRole('alert')).toBeEmpty();
    await lookUpByKeyboard(page, '900155');
    await app.expectPriceFor('900155');
  });

  test('closes the comparison and gives focus back to its button', async ({ app }) => {
    needsSimulator(app.service.simulator);
    const { page } = app;
    await lookUpByKeyboard(page, '900155');
    await app.expectPriceFor('900155');
    const compare = page.getByRole('button', { name: 'Compare countries' });
    await compare.click();
    const comparison = page.getByRole('region', { name: 'Country comparison' });
    await comparison.getByRole('checkbox', { name: 'Austria (at)' }).focus();
    await page.keyboard.press('Escape');
    await expect(comparison).toHaveCount(0);
    await expect(compare).toBeFocused();
    await expect(compare).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('while the lines are being priced', () => {
    // Main's answers held back: the batch runs until Escape, however slow the machine (a slow article's
    // own timeout could end it first).
    test.use({ holdChannels: [IPC_CHANNELS.priceQuoteLine] });

    test('cancels a running quote batch', async ({ app }) => {
      needsSimulator(app.service.simulator);
      const { page } = app;
      await openQuoteWith(page, 'FAULT-slow\t1');
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('status').filter({ hasText: 'Pricing cancelled.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Price the missing lines' })).toBeVisible();
      await expect(page.locator('tr[data-artnr="FAULT-slow"]')).toContainText('Not priced yet');
    });
  });
});

// axe (every rule, colour contrast included) runs over every view and state in light and dark, in English
// and German: e2e/specs/appearance.spec.ts and appearance-states.spec.ts.

test.describe('the quote search', () => {
  test('its list open passes axe and IBM Equal Access; arrows choose, Escape clears, Enter opens', async ({ app }) => {
    const { page } = app;
    await openQuoteWith(page, '900155\t2');
    await expect(page.getByText('Priced 1 of 1')).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Find a quote' });
    await search.fill('900155');
    const option = page.getByRole('listbox', { name: 'Find a quote' }).getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'the quote search with its list open');
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await search.fill('900155');
    await search.press('Enter');
    await expect(search).toHaveValue('');
  });
});
