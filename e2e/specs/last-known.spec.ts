import type { Page } from '@playwright/test';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

// Last-known prices: when the service cannot be reached, the result shows the answer kept from an
// earlier lookup of the same request, marked as such, in both languages.

async function lookUp(app: AppHarness, artnr: string): Promise<void> {
  await app.page.getByLabel(app.tr('lookup.form.artnr')).fill(artnr);
  await app.page.getByLabel(app.tr('lookup.form.artnr')).press('Enter');
}

/** A moment as the result shows when an answer was fetched: the page's regional format and time zone. */
const shownTime = (page: Page, at: Date): Promise<string> =>
  page.evaluate(
    (iso) => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    at.toISOString(),
  );

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('the last-known price when the service cannot be reached, never for not found, gone once cleared', async ({ app }) => {
      const simulator = app.service.simulator;
      test.skip(simulator === null, 'A real price service cannot be made unreachable on purpose.');
      if (simulator === null) return;
      const { page, tr } = app;
      const region = page.getByRole('region', { name: tr('lookup.result.region') });
      const banner = region.getByRole('note', { name: tr('lastKnown.banner.title') });

      const before = new Date();
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      const after = new Date();
      await expect(banner).toHaveCount(0);

      // The service answers "not found" for it now: that is what the user reads, not the kept price.
      // A new page, as after a restart: the window's own cache of answers starts empty.
      simulator.setFaultForAll('404');
      await page.reload();
      await lookUp(app, '900155');
      await expect(page.getByText(tr('lookup.error.title.notFound'))).toBeVisible();
      await expect(banner).toHaveCount(0);

      // Nothing listens any more: the kept answer, marked with the words and when it was fetched.
      simulator.setFaultForAll(null);
      await simulator.close();
      await lookUp(app, '900155');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(tr('lastKnown.banner.title'));
      const times = [...new Set([await shownTime(page, before), await shownTime(page, after)])];
      await expect(banner).toContainText(new RegExp(times.map((time) => time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
      await app.expectPriceFor('900155');
      // Stock and delivery are from then too: each says when, and neither is drawn as current (no tone, no ✓).
      const asOf = times.map((when) => tr('lookup.result.asOf', { when }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      for (const field of ['stock', 'delivery_days']) {
        const row = region.locator(`[data-field="${field}"]`);
        await expect(row).toContainText(new RegExp(asOf));
        await expect(row).not.toHaveClass(/tone-/);
      }
      await expect(region.locator('[data-field="stock"] .result-value')).toHaveText('11+');
      await expect(banner).toContainText(tr('lastKnown.banner.title'));
      await app.screenshot(`last-known-${locale}`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`last-known-${locale}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // Cleared in Settings: the same lookup says the service is unavailable, as without a kept answer.
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'history');
      await page.getByRole('button', { name: tr('lastKnown.settings.clear') }).click();
      await expect(page.getByText(tr('lastKnown.settings.cleared', { count: 1 }))).toBeVisible();
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await lookUp(app, '900155');
      await expect(page.getByText(tr('lookup.error.title.unavailable'))).toBeVisible();
      await expect(banner).toHaveCount(0);
    });

    test('a last-known answer is in Recent lookups marked as such, with when it was fetched', async ({ app }) => {
      const simulator = app.service.simulator;
      test.skip(simulator === null, 'A real price service cannot be made unreachable on purpose.');
      if (simulator === null) return;
      const { page, tr } = app;
      const recent = page.getByRole('list', { name: tr('recall.recent.name') });
      const before = new Date();
      await lookUp(app, '900155');
      await app.expectPriceFor('900155');
      const after = new Date();
      await expect(recent.getByRole('button')).toHaveCount(1);
      await expect(recent.getByRole('button').first()).not.toContainText(tr('recall.entry.lastKnown', { when: '' }).trim());

      await page.reload();
      await simulator.close();
      await lookUp(app, '900155');
      await expect(page.getByRole('note', { name: tr('lastKnown.banner.title') })).toBeVisible();
      const marks = [...new Set([await shownTime(page, before), await shownTime(page, after)])].map((when) =>
        tr('recall.entry.lastKnown', { when }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
      await expect(recent.getByRole('button')).toHaveCount(1);
      await expect(recent.getByRole('button').first()).toContainText(new RegExp(marks.join('|')));
      await app.screenshot(`last-known-recent-${locale}`);
    });
  });
}

test("a colleague's token on the same base URL never sees the kept prices of the token before", async ({ app }) => {
  const simulator = app.service.simulator;
  test.skip(simulator === null, 'A real price service cannot be made unreachable on purpose.');
  if (simulator === null) return;
  const { page, tr } = app;
  const banner = page.getByRole('note', { name: tr('lastKnown.banner.title') });
  const unavailable = page.getByText(tr('lookup.error.title.unavailable'));
  await app.connect();
  await lookUp(app, '900155');
  await app.expectPriceFor('900155');
  await simulator.close();

  // Pasted over the first token: the window's own cache of answers must not answer for the colleague either.
  await app.connect(`colleague-${'c'.repeat(32)}`);
  await lookUp(app, '900155');
  await expect(unavailable).toBeVisible();
  await expect(banner).toHaveCount(0);

  // "Remove token", then a colleague's token: still none of the first account's prices.
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'connection');
  await page.getByRole('button', { name: tr('lookup.settings.removeToken') }).click();
  await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
  await app.connect(`another-colleague-${'d'.repeat(32)}`);
  await lookUp(app, '900155');
  await expect(unavailable).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The first account again: its kept price stands in once more.
  await app.connect();
  await lookUp(app, '900155');
  await expect(banner).toBeVisible();
  await app.expectPriceFor('900155');
});

test('Settings: how long last-known prices are kept, remembered', async ({ app }) => {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'history');
  const maxAge = page.getByLabel(tr('lastKnown.settings.maxAge'));
  await expect(maxAge).toHaveValue('30');
  await maxAge.selectOption('7');
  await expect(page.getByText(tr('lastKnown.settings.maxAgeSaved', { count: 7 }))).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'history');
  await expect(page.getByLabel(tr('lastKnown.settings.maxAge'))).toHaveValue('7');
});

test('the country comparison marks each row priced from a kept answer', async ({ app }) => {
  const simulator = app.service.simulator;
  test.skip(simulator === null, 'A real price service cannot be made unreachable on purpose.');
  if (simulator === null) return;
  const { page, tr } = app;
  await app.connect();
  await lookUp(app, '900155');
  await app.expectPriceFor('900155');
  const comparison = page.getByRole('region', { name: tr('quote.compare.label') });
  await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
  const germany = comparison.locator('tr[data-country="de"]');
  await expect(germany).toContainText('47');
  await expect(comparison.locator('.last-known-marker')).toHaveCount(0);

  await page.reload();
  await simulator.close();
  await lookUp(app, '900155');
  await expect(page.getByRole('note', { name: tr('lastKnown.banner.title') })).toBeVisible();
  await page.getByRole('button', { name: tr('lookup.action.compare') }).click();
  await expect(germany.locator('.last-known-marker')).toContainText(tr('lastKnown.line.marker', { when: '' }).trim());
  await expect(germany).toContainText('47');
});
