import { expect, test } from '../fixtures';

test.use({ connected: true });
test.beforeEach(async ({ app }) => {
  test.skip(app.service.simulator === null, 'Needs the simulator to count requests and play slow answers.');
});

test('double-clicking "Look up" sends one request', async ({ app }) => {
  const { page, service } = app;
  await page.getByLabel('Article number').fill('100234');
  const before = service.simulator?.requests.length ?? 0;
  await page.getByRole('button', { name: 'Look up' }).dblclick();
  await app.expectPriceFor('100234');
  expect((service.simulator?.requests.length ?? 0) - before).toBe(1);
});

test('a repeated lookup is served from the cache without a request', async ({ app }) => {
  const { page, service } = app;
  await page.getByLabel('Article number').fill('31245');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('31245');
  const before = service.simulator?.requests.length ?? 0;
  await page.getByLabel('Article number').fill('900155');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('900155');
  await page.getByLabel('Article number').fill('31245');
  await page.getByRole('button', { name: 'Look up' }).click();
  await app.expectPriceFor('31245');
  expect((service.simulator?.requests.length ?? 0) - before).toBe(1);
});

test('a newer lookup cancels a slower older one, whose answer never shows', async ({ app }) => {
  const { page, ipc } = app;
  test.skip(ipc === null, 'Reads the IPC traffic of the Chromium harness.');
  await page.getByLabel('Article number').fill('FAULT-slow');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('region', { name: 'Price information' })).toHaveAttribute('aria-busy', 'true');
  await page.getByLabel('Article number').fill('560011');
  await page.getByRole('button', { name: 'Look up' }).click();
  const region = page.getByRole('region', { name: 'Price information' });
  await app.expectPriceFor('560011');
  await expect
    .poll(() =>
      ipc?.some(
        (call) => call.channel === 'price-lookup:cancel-lookup' && (call.response as { value?: { cancelled?: boolean } }).value?.cancelled,
      ),
    )
    .toBe(true);
  // The older lookup's own answer has reached the page: main's reply once the cancel stopped it.
  await expect
    .poll(
      () =>
        ipc?.find((call) => call.channel === 'price-lookup:check-price' && (call.request as { artnr?: string }).artnr === 'FAULT-slow')
          ?.response,
    )
    .toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  // Two frames later the page has rendered whatever that answer changed: still the newer article, no error.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await app.expectPriceFor('560011');
  await expect(region).not.toContainText('FAULT-slow');
  // Alert regions are always in the page (so messages are announced): none may say anything.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
});
