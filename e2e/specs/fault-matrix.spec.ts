import { FAULT_MATRIX } from '../../electron/core/simulator/fault-matrix';
import { englishText } from '../../electron/shared/i18n/translator';
import { expect, test } from '../fixtures';

/** A demo article other than 900155, which the matrix's cases (and the faults' answers) use. */
const FOLLOW_UP_ARTICLE = '100234';

/** The labels of the fields a case's message belongs to: the message must be that field's description. */
const FIELD_LABELS = { artnr: 'Article number', country: 'Country', factor: 'Factor', baseUrl: 'Base URL' } as const;

test.describe('fault matrix: UI', () => {
  test.use({ connected: true });
  test.beforeEach(async ({ app }) => {
    test.skip(app.service.simulator === null, 'A real price service cannot be asked to fail on purpose.');
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
        await expect(page.getByLabel('Base URL')).toHaveAccessibleDescription(matrixCase.message);
        await expect(page.getByLabel('Base URL')).toHaveValue(input.baseUrl);
        await page.getByRole('button', { name: 'Back to lookup' }).click();
      } else if (input.country !== undefined) {
        // The form offers only the listed countries; main must refuse others from a hostile page too.
        const answer = await page.evaluate((country) => window.priceLookup?.checkPrice({ artnr: '900155', country }), input.country);
        expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'country' } });
        expect(answer?.ok === false && englishText(answer.error.message)).toMatch(matrixCase.message);
      } else {
        await page.getByLabel('Article number').fill(input.artnr ?? '900155');
        await page.getByLabel('Factor', { exact: true }).fill(input.factor ?? '');
        await page.getByRole('button', { name: 'Look up' }).click();
        if (matrixCase.kind === 'ok') {
          await app.expectPriceFor(input.artnr ?? '900155');
        } else if (matrixCase.field !== undefined) {
          await expect(page.getByLabel(FIELD_LABELS[matrixCase.field])).toHaveAccessibleDescription(matrixCase.message);
        } else {
          await expect(page.getByRole('alert')).toContainText(matrixCase.message);
        }
        await expect(page.getByLabel('Article number')).toHaveValue(input.artnr ?? '900155');
      }

      // The next ordinary lookup still works: an article no case above asks for, so its answer cannot be left over.
      if (input.token !== undefined) await app.connect();
      await page.getByLabel('Article number').fill(FOLLOW_UP_ARTICLE);
      await page.getByLabel('Factor', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Look up' }).click();
      await app.expectPriceFor(FOLLOW_UP_ARTICLE);
    });
  }
});
