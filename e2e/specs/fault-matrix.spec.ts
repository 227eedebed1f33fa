import { FAULT_MATRIX } from '../../electron/core/simulator/fault-matrix';
import { expect, test } from '../fixtures';

const FIELD_IDS = { artnr: 'artnr', country: 'country', factor: 'factor', baseUrl: 'base-url' } as const;

test.describe('fault matrix: UI', () => {
  test.beforeEach(async ({ app }) => {
    test.skip(app.service.simulator === null, 'A real price service cannot be asked to fail on purpose.');
    await app.connect();
  });

  for (const matrixCase of FAULT_MATRIX) {
    test(matrixCase.name, async ({ app }) => {
      const { page } = app;
      const { input } = matrixCase;
      if (input.token !== undefined) await app.connect(input.token);

      if (input.baseUrl !== undefined) {
        await page.getByRole('button', { name: /^Settings$/ }).click();
        await page.getByLabel('Base URL').fill(input.baseUrl);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.locator('#base-url-error')).toHaveText(matrixCase.message);
        await expect(page.getByLabel('Base URL')).toHaveValue(input.baseUrl);
        await page.getByRole('button', { name: 'Back to lookup' }).click();
      } else if (input.country !== undefined) {
        // The form offers only the listed countries; main must refuse others from a hostile page too.
        const answer = await page.evaluate(
          (country) => window.priceLookup?.checkPrice({ artnr: '900155', country }),
          input.country,
        );
        expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'country' } });
        expect(answer?.ok === false && answer.error.message).toMatch(matrixCase.message);
      } else {
        await page.getByLabel('Article number').fill(input.artnr ?? '900155');
        await page.getByLabel('Factor').fill(input.factor ?? '');
        await page.getByRole('button', { name: 'Look up' }).click();
        if (matrixCase.kind === 'ok') {
          await expect(page.getByRole('region', { name: 'Price information' })).toContainText('Price (gross)');
        } else if (matrixCase.field !== undefined) {
          await expect(page.locator(`#${FIELD_IDS[matrixCase.field]}-error`)).toHaveText(matrixCase.message);
        } else {
          await expect(page.getByRole('alert')).toContainText(matrixCase.message);
        }
        await expect(page.getByLabel('Article number')).toHaveValue(input.artnr ?? '900155');
      }

      if (input.token !== undefined) await app.connect();
      await page.getByLabel('Article number').fill('900155');
      await page.getByLabel('Factor').fill('');
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect(page.getByRole('region', { name: 'Price information' })).toContainText('47.85');
    });
  }
});
