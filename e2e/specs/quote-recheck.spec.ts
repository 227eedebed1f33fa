import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePriceInfo } from '../../electron/core/price-schema';
import { CHECK_PRICE_PATH } from '../../electron/core/price-url';
import { DEMO_CATALOGUE, demoPriceAnswer } from '../../electron/core/simulator/demo-catalogue';
import { formatMoney } from '../../electron/shared/format/numbers';
import { netPrice } from '../../electron/shared/net-price';
import type { PriceInfo } from '../../electron/shared/price-info';
import type { KeptPricing } from '../../electron/shared/quote/saved-quote';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';

/** Two days (and more) before any run of this spec; the fixtures pin the time zone to Europe/Berlin (10:14 there). */
const PRICED_AT = '2026-11-21T09:14:00.000Z';

/** What the simulator answers today for an article in Germany, as the app holds it. */
function todaysInfo(artnr: string): PriceInfo {
  const article = DEMO_CATALOGUE.find((candidate) => candidate.artnr === artnr);
  if (!article) throw new Error(`${artnr} is not in the demo catalogue`);
  const parsed = parsePriceInfo(demoPriceAnswer(article, 'de', null));
  if (!parsed.ok) throw new Error('the demo answer does not parse');
  return parsed.info;
}

const kept = (info: PriceInfo, pricedAt = PRICED_AT): KeptPricing => ({ pricedAt, source: 'service', country: 'de', factor: null, info });

// 900155 was cheaper, in stock 5 and lifecycle A two days ago; today the simulator says 47.85, 11+, E.
// 100234 is priced as today. FAULT-404 was priced then, and is not found now.
const quotesFile = (lines: { id: string; artnr: string; quantity: number; pricing: KeptPricing }[]) =>
  JSON.stringify({
    version: 1,
    data: {
      activeId: 'q-mueller',
      quotes: [
        {
          id: 'q-mueller',
          name: 'Camping Müller',
          country: 'de',
          factor: null,
          lines: lines.map((line) => ({ ...line, factor: null })),
          updatedAt: PRICED_AT,
        },
      ],
    },
  });

const savedTwoDaysAgo = quotesFile([
  { id: 'l1', artnr: '900155', quantity: 3, pricing: kept({ ...todaysInfo('900155'), price: '45.00', stock: 5, lifecycle: 'A' }) },
  { id: 'l2', artnr: '100234', quantity: 1, pricing: kept(todaysInfo('100234')) },
  { id: 'l3', artnr: 'FAULT-404', quantity: 1, pricing: kept({ ...todaysInfo('900155'), price: '10.00' }) },
]);

const lookupsSent = (app: AppHarness): number =>
  app.service.simulator?.requests.filter((request) => request.path.startsWith(CHECK_PRICE_PATH)).length ?? 0;

async function openQuote(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.quote'), exact: true }).click();
}

test.use({ connected: true });

test.describe('a quote priced two days ago', () => {
  test.use({ quotesFile: savedTwoDaysAgo });

  test.beforeEach(({ app }) => {
    test.skip(app.service.simulator === null, "Changes in price are the simulator's demo prices against older ones.");
  });

  test('is shown as it was priced, says so, and a re-check shows what changed', async ({ app }) => {
    const { page } = app;
    await openQuote(app);
    const total = page.getByLabel('Quote total');
    // 3 × 45.00 + 219.00 + 10.00, as kept; nothing asked of the service.
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €364.00');
    await expect(page.getByText(/^Prices from Nov 21, 2026, 10:14\sAM — they may have changed\.$/)).toBeVisible();
    await expect(page.getByText('Priced 3 of 3')).toBeVisible();
    expect(lookupsSent(app)).toBe(0);
    await app.screenshot('quote-recheck-old');

    await page.getByRole('button', { name: 'Re-check prices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Prices re-checked' })).toHaveText(
      'Prices re-checked: 1 line changed, 1 unchanged, 1 could not be re-checked.',
    );
    expect(lookupsSent(app)).toBe(3);
    const changed = page.locator('tr[data-recheck-for="900155"]');
    await expect(changed).toContainText('Price (gross): €45.00 → €47.85');
    await expect(changed).toContainText('Stock: 5 → 11+');
    await expect(changed).toContainText('Lifecycle: A → E');
    await expect(changed).not.toContainText('Delivery days');
    // Heard by a screen reader in words, not as an arrow.
    await expect(changed.locator('.visually-hidden').first()).toHaveText('Price (gross) was €45.00, now €47.85');
    await expect(page.locator('tr[data-recheck-for="100234"]')).toHaveText('Re-check: Unchanged');
    const failed = page.locator('tr[data-artnr="FAULT-404"]');
    await expect(page.locator('tr[data-recheck-for="FAULT-404"]')).toContainText(
      'Re-check: Could not be re-checked: Article FAULT-404 was not found',
    );
    // The failed line keeps its old price: it still counts with €10.00.
    await expect(failed).toContainText('€10.00');
    await expect(total).toContainText('Total (gross) €372.55');
    await expect(total).toContainText('before €364.00 → €372.55 (+€8.55)');
    await expect(page.getByText(/Prices from .* may have changed/)).toHaveCount(0);
    await app.screenshot('quote-recheck-done');

    // The new prices are kept; the failed line keeps what it had.
    await expect
      .poll(async () => {
        const lines = JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')).data.quotes[0].lines;
        return lines.map((line: { pricing: KeptPricing }) => [line.pricing.info.price, line.pricing.pricedAt === PRICED_AT]);
      })
      .toEqual([
        ['47.85', false],
        ['219', false],
        ['10.00', true],
      ]);

    // An edit ends the comparison; the line keeps its new price without asking again.
    await page.getByLabel('Quantity of 900155').fill('1');
    await page.getByLabel('Quantity of 900155').blur();
    await expect(page.getByText('Re-check:')).toHaveCount(0);
    await expect(total.locator('.quote-total-first')).toHaveText('Total (gross) €276.85');
    expect(lookupsSent(app)).toBe(3);
  });

  test('on a net quote, a re-check says the price net, as the price column does', async ({ app }) => {
    const { page } = app;
    await openQuote(app);
    await page.getByLabel('Prices shown').selectOption('net');
    await expect(page.getByLabel('Quote total').locator('.quote-total-first')).toContainText('Net total');
    await page.getByRole('button', { name: 'Re-check prices' }).click();
    const tax = todaysInfo('900155').tax;
    const net = (gross: string): string => formatMoney(netPrice(gross, tax), 'EUR', 'en-US');
    const changed = page.locator('tr[data-recheck-for="900155"]');
    await expect(changed).toContainText(`Price (net): ${net('45.00')} → ${net('47.85')}`);
    await expect(page.locator('tr[data-artnr="900155"]')).toContainText(net('47.85'));
  });

  test('a changed country prices the lines anew', async ({ app }) => {
    const { page } = app;
    await openQuote(app);
    await expect(page.getByLabel('Quote total').locator('.quote-total-first')).toHaveText('Total (gross) €364.00');
    await page.getByLabel('Quote country').selectOption('at');
    await expect(page.locator('tr[data-artnr="900155"]')).toContainText('€48.25');
    // Each line asked once: the others may still be on their way to the service when the first shows. The
    // article Austria does not have counts as not priced.
    await expect(page.getByText('Priced 2 of 3; 1 line could not be priced')).toBeVisible();
    expect(lookupsSent(app)).toBe(3);
    await expect(page.getByText(/Prices from/)).toHaveCount(0);
  });
});

test.describe('with Settings saying "after 72 hours"', () => {
  // Two days before this run, whenever it is: within 72 hours, past 24.
  const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000).toISOString();
  test.use({ quotesFile: quotesFile([{ id: 'l1', artnr: '900155', quantity: 1, pricing: kept(todaysInfo('900155'), twoDaysAgo) }]) });

  test('prices two days old are not called out, and Re-check stays offered', async ({ app }) => {
    test.skip(app.service.simulator === null, "Prices against the simulator's.");
    const { page } = app;
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await openSection(app, 'quotes');
    await page.getByLabel('Say quote prices may have changed after').selectOption({ label: '72 hours' });
    await expect(page.getByRole('status').filter({ hasText: 'after 72 hours' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByLabel('Quote total').locator('.quote-total-first')).toHaveText('Total (gross) €47.85');
    await expect(page.getByRole('button', { name: 'Re-check prices' })).toBeEnabled();
    await expect(page.getByText(/Prices from .* may have changed/)).toHaveCount(0);

    // The choice is remembered, and 24 hours calls the same prices out.
    expect(JSON.parse(await readFile(join(app.userDataDir, 'settings.json'), 'utf8')).recheckAfterHours).toBe(72);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await openSection(app, 'quotes');
    await page.getByLabel('Say quote prices may have changed after').selectOption({ label: '24 hours' });
    await expect(page.getByRole('status').filter({ hasText: 'after 24 hours' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(page.getByText(/Prices from .* may have changed/)).toBeVisible();
  });
});

test.describe('a re-check under way', () => {
  test.use({ quotesFile: quotesFile([{ id: 'l1', artnr: 'FAULT-slow', quantity: 2, pricing: kept(todaysInfo('900155')) }]) });

  test('Escape cancels it and the kept prices stay', async ({ app }) => {
    test.skip(app.service.simulator === null, "Needs the simulator's slow answer.");
    const { page } = app;
    await openQuote(app);
    await expect(page.getByLabel('Quote total').locator('.quote-total-first')).toHaveText('Total (gross) €95.70');
    await page.getByRole('button', { name: 'Re-check prices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Re-checking prices: 0 of 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Re-check cancelled.' })).toBeVisible();
    await expect(page.getByLabel('Quote total').locator('.quote-total-first')).toHaveText('Total (gross) €95.70');
    await expect(page.getByText('Re-check:')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Re-check prices' })).toBeEnabled();
  });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', quotesFile: savedTwoDaysAgo });

  test('the notice, the changes and the total in German words and the German format', async ({ app }) => {
    test.skip(app.service.simulator === null, "Changes in price are the simulator's demo prices against older ones.");
    const { page } = app;
    await openQuote(app);
    await expect(page.getByText('Preise vom 21.11.2026, 10:14 – sie können sich geändert haben.')).toBeVisible();
    await page.getByRole('button', { name: 'Preise neu prüfen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Preise neu geprüft' })).toHaveText(
      'Preise neu geprüft: 1 Zeile geändert, 1 unverändert, 1 nicht neu geprüft.',
    );
    const changed = page.locator('tr[data-recheck-for="900155"]');
    await expect(changed).toContainText('Preis brutto: 45,00\u00a0€ → 47,85\u00a0€');
    await expect(changed).toContainText('Lagerbestand: 5 → 11+');
    await expect(changed).toContainText('Lebenszyklus: A → E');
    await expect(page.locator('tr[data-recheck-for="100234"]')).toHaveText('Neuprüfung: Unverändert');
    await expect(page.getByLabel('Summe des Angebots')).toContainText('vorher 364,00\u00a0€ → 372,55\u00a0€ (+8,55\u00a0€)');
    await app.screenshot('de-quote-recheck');
  });
});
