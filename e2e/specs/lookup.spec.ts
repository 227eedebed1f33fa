import { expect, test } from '../fixtures';

test.use({ connected: true });

test('look up without a factor: price, stock, lifecycle, no factor price', async ({ app }) => {
  const { page } = app;
  await page.getByLabel('Article number').fill('900155');
  await page.getByLabel('Country').selectOption('de');
  await page.getByLabel('Article number').press('Enter');
  const result = page.getByRole('region', { name: 'Price information' });
  await app.expectPriceFor('900155');
  if (app.service.simulator) {
    await expect(result).toContainText('47.85');
    await expect(result).toContainText('11+');
    await expect(result).toContainText('Phasing out');
  }
  await expect(result.getByText(/× factor/)).toHaveCount(0);
  await app.screenshot('lookup-result');
});

test('look up with a factor typed with a comma', async ({ app }) => {
  const { page } = app;
  await page.getByLabel('Article number').fill('900155');
  await page.getByLabel('Country').selectOption('de');
  await page.getByLabel('Factor', { exact: true }).fill('1,25');
  await page.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('region', { name: 'Price information' });
  await expect(result.getByText(/× factor/)).toBeVisible();
  if (app.service.simulator) {
    await expect(result).toContainText('59.81');
    expect(app.service.simulator.requests.at(-1)?.path).toContain('factor=1.25');
  }
  await app.screenshot('lookup-factor');
});

test('the same article again within the minute: its price at once, from main, without asking the service again', async ({ app }) => {
  test.skip(app.service.simulator === null, 'Counts the requests the simulator sees.');
  const { page } = app;
  const asked = (artnr: string): number =>
    app.service.simulator?.requests.filter((request) => request.path.includes(`/checkPrice/${artnr}?`)).length ?? 0;
  const lookUp = async (artnr: string): Promise<void> => {
    await page.getByLabel('Article number').fill(artnr);
    await page.getByLabel('Article number').press('Enter');
    await app.expectPriceFor(artnr);
  };
  await lookUp('900155');
  await lookUp('100234');
  await lookUp('900155');
  // Main's answer said until when it is fresh: the window showed it at once, and main answered from its fresh answers.
  expect(asked('900155')).toBe(1);
  // The lookup still went to main: it is on top of the recent lookups.
  await expect(page.getByRole('list', { name: 'Recent lookups' }).getByRole('listitem').first()).toContainText('900155');
});

test('invalid input is explained next to its field and nothing is sent', async ({ app }) => {
  const { page, service } = app;
  const before = service.simulator?.requests.length ?? 0;
  await page.getByLabel('Article number').fill('../etc');
  await page.getByLabel('Factor', { exact: true }).fill('1,2,3');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(/may contain only letters, digits/)).toBeVisible();
  await expect(page.getByText(/Enter the factor as a number/)).toBeVisible();
  await expect(page.getByLabel('Article number')).toHaveValue('../etc');
  await expect(page.getByRole('region', { name: 'Price information' })).not.toContainText('Price');
  expect(service.simulator?.requests.length ?? 0).toBe(before);
  await app.screenshot('invalid-input');
});

test('the chosen country is remembered', async ({ app }) => {
  const { page } = app;
  await page.getByLabel('Country').selectOption('se');
  await page.reload();
  await expect(page.getByLabel('Country')).toHaveValue('se');
});
