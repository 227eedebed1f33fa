import { expect, test } from '../fixtures';

test('without a configured service the app offers demo data and says so', async ({ app }) => {
  const { page } = app;
  await expect(page.getByText(/Demo data/).first()).toBeVisible();
  await page.getByLabel('Article number').fill('900155');
  await page.getByLabel('Country').selectOption('at');
  await page.getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('region', { name: 'Price information' });
  await expect(result).toContainText('48.25');
  await expect(result).toContainText('11+');
  await expect(result).toContainText('Phasing out');
  await expect(page.getByText(/Demo data/).first()).toBeVisible();
  await app.screenshot('demo-result');
});
