import type { Locator } from '@playwright/test';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { expectNoViolationsInBothThemes } from '../appearance-checks';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

// Every view and state a user meets, checked by axe (colour contrast included) in the light and the dark
// theme; each also pictured in dark and in forced colours with PRICE_LOOKUP_SCREENSHOTS=1. The update
// banner's state is checked in updates.spec.ts, where the update feed is built once.

// Each state is checked by axe twice and pictured twice, a few seconds each: more than the usual 30 s a test.
test.describe.configure({ timeout: 60_000 });

const needsSimulator = (simulator: unknown): void =>
  test.skip(simulator === null, 'Plays faults, an unreachable service and the demo articles of the simulator.');

/** The result of `artnr` is shown (not its loading line). */
async function lookedUp(app: AppHarness, artnr: string, options: { country?: string; factor?: string } = {}): Promise<void> {
  await lookUp(app, artnr, options);
  await app.expectPriceFor(artnr);
}

/** The comparison opened by `button` (the result's own, unless given), with every country answered (a price, or why not). */
async function openComparison(
  app: AppHarness,
  button: Locator = app.page.getByRole('button', { name: app.tr('lookup.action.compare') }),
): Promise<Locator> {
  await button.click();
  const comparison = app.page.getByRole('region', { name: app.tr('quote.compare.label') });
  await expect(comparison.getByRole('rowheader')).toHaveCount(12);
  await expect(comparison.getByText(app.tr('quote.lines.lookingUp'))).toHaveCount(0);
  return comparison;
}

async function openQuote(app: AppHarness): Promise<void> {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.quote'), exact: true }).click();
  await app.page.getByLabel(app.tr('quote.settings.country')).selectOption('de');
}

async function addLines(app: AppHarness, lines: string): Promise<void> {
  await app.page.getByLabel(app.tr('quote.paste.label')).fill(lines);
  await app.page.getByRole('button', { name: app.tr('quote.paste.add') }).click();
}

const alertTitled = (app: AppHarness, title: Parameters<AppHarness['tr']>[0]): Locator =>
  app.page.getByRole('alert').filter({ hasText: app.tr(title) });

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test.describe('before a service is set, after the settings file was unreadable', () => {
      test.use({ settingsFile: '{"version": 1, "baseUrl": ', connected: false });

      test('the demo banner, the notice and a demo answer', async ({ app }) => {
        const { page, tr } = app;
        await expect(page.getByText(tr('lookup.demo.title'))).toBeVisible();
        await expect(page.locator('.notice')).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'the first view, in demo mode with a notice', 'state-demo-first');
        await lookedUp(app, '900155', { country: 'at' });
        await expect(page.locator('.badge-demo')).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'a demo answer', 'state-demo-result');
      });
    });

    test('the empty lookup view, input errors and the factor question, with and without a likely factor', async ({ app }) => {
      const { page, tr } = app;
      await expect(page.getByText(tr('lookup.status.empty'))).toBeVisible();
      await expectNoViolationsInBothThemes(app, 'the empty lookup view', 'state-empty');

      await lookUp(app, '../etc', { factor: '1,2,3' });
      await expect(page.getByLabel(tr('lookup.form.artnr'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(tr('lookup.form.factor'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolationsInBothThemes(app, 'the form with input errors', 'state-input-errors');

      const question = page.getByRole('alertdialog');
      // 125: +125 % and 1,25 offered, keep and cancel.
      await lookUp(app, '31245', { factor: '125' });
      await expect(question.getByRole('button')).toHaveCount(4);
      await expectNoViolationsInBothThemes(app, 'the factor question with a likely factor', 'state-factor-question');
      await page.keyboard.press('Escape');
      // 400: no reading lands in the range; keep and cancel only.
      await lookUp(app, '31245', { factor: '400' });
      await expect(question.getByRole('button')).toHaveCount(2);
      await expectNoViolationsInBothThemes(app, 'the factor question without one', 'state-factor-unusual');
    });

    test.describe('with the lookups held in main', () => {
      // Held until released: the waiting state stays for as long as axe takes, however slow the machine.
      test.use({ holdChannels: [IPC_CHANNELS.checkPrice] });

      test('a lookup under way and a cancelled one', async ({ app }) => {
        const { page, tr } = app;
        await lookUp(app, '900155');
        const region = page.getByRole('region', { name: tr('lookup.result.region') });
        await expect(region.getByRole('progressbar', { name: tr('lookup.status.loading', { artnr: '900155' }) })).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'a lookup under way', 'state-waiting');
        await page.keyboard.press('Escape');
        await expect(region).toContainText(tr('lookup.status.cancelled', { artnr: '900155' }));
        await expectNoViolationsInBothThemes(app, 'a cancelled lookup', 'state-cancelled');
        app.release(IPC_CHANNELS.checkPrice);
      });
    });

    test('answers with badges, out of stock and discontinued, on request', async ({ app }) => {
      needsSimulator(app.service.simulator);
      // Hot deal and novelty, a "was" price, low stock, scale volumes; lifecycle F, out of stock; C, back in 14 days.
      for (const artnr of ['100234', '770412', '560011']) {
        await lookedUp(app, artnr);
        await expectNoViolationsInBothThemes(app, `the answer for ${artnr}`, `state-result-${artnr}`);
      }
    });

    test('an answer without a price, with a factor, and its comparison', async ({ app }) => {
      needsSimulator(app.service.simulator);
      await lookedUp(app, '770001', { factor: '1,3' });
      await expect(app.page.locator('[data-field="factor_price"]')).toContainText(app.tr('lookup.result.noPrice'));
      await expectNoViolationsInBothThemes(app, 'an answer without a price, with a factor', 'state-result-no-price');
      const comparison = await openComparison(app);
      await expect(comparison.getByText(app.tr('quote.compare.noPrice')).first()).toBeVisible();
      await expectNoViolationsInBothThemes(app, 'a comparison without prices', 'state-compare-no-price');
    });

    test('errors: the service’s, with its details; a missing article, and compared', async ({ app }) => {
      needsSimulator(app.service.simulator);
      const { tr } = app;
      await lookUp(app, 'FAULT-500');
      const serviceError = alertTitled(app, 'lookup.error.title.serviceError');
      await serviceError.getByText(tr('lookup.error.details'), { exact: true }).click();
      const details = tr('lookup.error.serviceDetails');
      await expect(serviceError.getByText(details)).toBeVisible();
      await expectNoViolationsInBothThemes(app, 'a service error with its details', 'state-error-service');

      await lookUp(app, 'AB-1029', { country: 'no' });
      const notFound = alertTitled(app, 'lookup.error.title.notFound');
      await expect(notFound).toContainText(tr('lookup.error.checkBaseUrl'));
      await expectNoViolationsInBothThemes(app, 'a missing article', 'state-error-not-found');
      await openComparison(app, notFound.getByRole('button', { name: tr('lookup.error.compare') }));
      await expectNoViolationsInBothThemes(app, 'a missing article compared', 'state-error-not-found-compared');
    });

    test('errors: an unexpected answer; Settings refusing a base URL', async ({ app }) => {
      needsSimulator(app.service.simulator);
      const { page, tr } = app;
      await lookUp(app, 'FAULT-html');
      await expect(alertTitled(app, 'lookup.error.title.unexpectedResponse')).toBeVisible();
      await expectNoViolationsInBothThemes(app, 'an unexpected answer', 'state-error-unexpected');

      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'connection');
      await page.getByLabel(tr('lookup.settings.baseUrl')).fill('ftp://example.com');
      await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
      await expect(page.getByLabel(tr('lookup.settings.baseUrl'))).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolationsInBothThemes(app, 'Settings refusing a base URL', 'state-error-settings');
    });

    test.describe('the service unreachable after a lookup of 900155', () => {
      test.beforeEach(async ({ app }) => {
        const simulator = app.service.simulator;
        needsSimulator(simulator);
        await lookedUp(app, '900155');
        // A new page, as after a restart: the window's own answers are gone, the kept ones are main's.
        await app.page.reload();
        await simulator?.close();
      });

      test('the last-known answer, and the comparison of it with countries that cannot be reached', async ({ app }) => {
        const { page, tr } = app;
        await lookUp(app, '900155');
        await expect(page.getByRole('note', { name: tr('lastKnown.banner.title') })).toBeVisible();
        await app.expectPriceFor('900155');
        await expectNoViolationsInBothThemes(app, 'a last-known answer', 'state-last-known');
        const comparison = await openComparison(app);
        await expect(comparison.locator('tr[data-country="de"] .last-known-marker')).toBeVisible();
        await expect(comparison.locator('.cell-error').first()).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'a comparison of a kept answer and unreachable countries', 'state-last-known-compare');
      });

      test('an article with no kept answer; a quote of a kept and an unreachable line', async ({ app }) => {
        const { page, tr } = app;
        await lookUp(app, '100234');
        await expect(alertTitled(app, 'lookup.error.title.unavailable')).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'an unreachable service, nothing kept', 'state-error-unavailable');

        await openQuote(app);
        await addLines(app, '900155\t2\n100234\t1');
        const lines = page.getByRole('region', { name: tr('quote.lines.label') });
        await expect(lines.locator('tr[data-artnr="900155"] .last-known-marker')).toBeVisible();
        await expect(lines.locator('tr[data-artnr="100234"] .cell-error')).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'a quote with a kept and an unreachable line', 'state-last-known-quote');
      });
    });

    test('a quote: a paste read by columns; warnings, no price, a line error, a refused line, a wrong quantity; the customer view', async ({
      app,
    }) => {
      needsSimulator(app.service.simulator);
      const { page, tr } = app;
      await openQuote(app);
      await page.getByLabel(tr('quote.paste.label')).fill('Art.-Nr.\tBezeichnung\tMenge\n31245\tMarkise\t10\n770412\tFenster\t2');
      await expect(page.getByLabel(tr('quote.paste.quantityColumn'))).toBeVisible();
      await expectNoViolationsInBothThemes(app, 'a paste read by columns', 'state-paste-columns');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();

      // No price; on request; more than the stock shows; a fault of the service; and a line that cannot be read.
      await addLines(app, '770001\t1\n560011\t3\n900155\t20\nFAULT-500\t1\n../x;1');
      const lines = page.getByRole('region', { name: tr('quote.lines.label') });
      // Each line a row, and a row under it for its description.
      await expect(lines.getByRole('rowheader')).toHaveCount(6);
      await expect(lines.getByRole('row')).toHaveCount(13);
      await expect(lines.getByText(tr('quote.lines.lookingUp'))).toHaveCount(0);
      await expect(lines.locator('tr[data-artnr="FAULT-500"] .cell-error')).toBeVisible();
      // Both warnings beside the total: a line without a price, and the line that could not be priced.
      // 770412 (F, none in stock) and 770001 (no price) are left out; FAULT-500 could not be priced.
      await expect(page.locator('.quote-total-warning')).toHaveText([
        tr('quote.totals.leftOut', {
          parts: [tr('quote.totals.leftOut.noPrice', { count: 1 }), tr('quote.totals.leftOut.discontinued', { count: 1 })].join(', '),
        }),
        tr('quote.total.partial', { done: 5, count: 6 }),
        tr('quote.total.notPriced', { count: 1, button: tr('quote.progress.priceAgain') }),
      ]);
      await expect(page.locator('.paste-lines .error-box')).toContainText(tr('quote.paste.notAdded', { count: 1 }));
      const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));
      await quantity.fill('3,5');
      await quantity.press('Tab');
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolationsInBothThemes(app, 'a quote with warnings, errors and a refused line', 'state-quote-warnings');

      const customerView = page.getByRole('button', { name: tr('quote.export.customerView') });
      await customerView.click();
      await expect(customerView).toHaveAttribute('aria-pressed', 'true');
      await expectNoViolationsInBothThemes(app, 'the customer view of that quote', 'state-quote-customer');
    });

    test.describe('behind a proxy that asks for a sign-in', () => {
      test.use({ signInProxy: { username: 'anna.berg', password: 'proxy-pw-31c7' } });

      test('the proxy’s sign-in dialog', async ({ app }) => {
        needsSimulator(app.service.simulator);
        await lookUp(app, '900155');
        await expect(app.page.getByRole('dialog', { name: app.tr('signIn.proxy.title') })).toBeVisible();
        await expectNoViolationsInBothThemes(app, 'the proxy sign-in dialog', 'state-proxy-sign-in');
      });
    });
  });
}
