import { FAULT_MATRIX, type MatrixCase } from '../../electron/core/simulator/fault-matrix';
import { englishText } from '../../electron/shared/i18n/translator';
import { jargonIn } from '../../test/support/user-words';
import { expect, test } from '../fixtures';

/** The labels of the fields a case's message belongs to: the message must be that field's description. */
const FIELD_LABELS = { artnr: 'Article number', country: 'Country', factor: 'Factor', baseUrl: 'Base URL' } as const;

/** At most this many cases share one app, one after the other, each a step of its own. */
const CASES_PER_TEST = 8;

/**
 * Every case with PRICE_LOOKUP_FULL_SUITE=1 (the desktop CI); otherwise the first case of each input, outcome
 * and field (a timeout, a refused token, a missing article, an unexpected answer, each field's refusal, …):
 * every case's message and outcome are held by the unit tests of the same matrix through the core and the
 * CLI (electron/core/fault-matrix.test.ts, electron/cli/fault-matrix.test.ts); the window shows each kind alike.
 */
const FULL = process.env.PRICE_LOOKUP_FULL_SUITE === '1';

function casesRun(): { matrixCase: MatrixCase; index: number }[] {
  // A wrong token pasted in Settings is tried first and never replaces the kept one (error-words.spec.ts), so in the
  // window a refused token is met only as one kept from before: errors.spec.ts plays that; the core and CLI keep the case.
  const all = FAULT_MATRIX.map((matrixCase, index) => ({ matrixCase, index })).filter(
    ({ matrixCase }) => matrixCase.input.token === undefined,
  );
  if (FULL) return all;
  const seen = new Set<string>();
  return all.filter(({ matrixCase }) => {
    const key = `${matrixCase.name.split(':')[0]} ${matrixCase.kind} ${matrixCase.field ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The cases run in groups of one kind (article, factor, service, …) of at most CASES_PER_TEST, in the matrix's order. */
function caseGroups(): { title: string; cases: { matrixCase: MatrixCase; index: number }[] }[] {
  const byKind = new Map<string, { matrixCase: MatrixCase; index: number }[]>();
  casesRun().forEach(({ matrixCase, index }) => {
    const kind = matrixCase.name.split(':')[0] ?? matrixCase.name;
    byKind.set(kind, [...(byKind.get(kind) ?? []), { matrixCase, index }]);
  });
  return [...byKind].flatMap(([kind, cases]) => {
    const count = Math.ceil(cases.length / CASES_PER_TEST);
    return Array.from({ length: count }, (_, part) => ({
      title: count === 1 ? kind : `${kind} (${part + 1} of ${count})`,
      cases: cases.slice(part * CASES_PER_TEST, (part + 1) * CASES_PER_TEST),
    }));
  });
}

test.describe('fault matrix: UI', () => {
  // Up to CASES_PER_TEST cases, some of which wait for the app's timeout or a Retry-After: more than the usual 30 s.
  test.describe.configure({ timeout: 60_000 });
  test.use({ connected: true });
  test.beforeEach(async ({ app }) => {
    test.skip(app.service.simulator === null, 'A real price service cannot be asked to fail on purpose.');
  });

  for (const group of caseGroups()) {
    test(group.title, async ({ app }) => {
      const { page } = app;
      for (const { matrixCase, index } of group.cases)
        await test.step(matrixCase.name, async () => {
          const { input } = matrixCase;
          if (input.token !== undefined) await app.connect(input.token);

          if (input.baseUrl !== undefined) {
            await page.getByRole('button', { name: /^Settings$/ }).click();
            await page.getByLabel('Base URL').fill(input.baseUrl);
            await page.getByRole('button', { name: 'Save connection' }).click();
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
              // The words on screen: no status code, host, port, protocol or format word, no field name.
              expect(jargonIn((await page.getByRole('alert').textContent()) ?? '', [input.artnr ?? ''])).toEqual([]);
            }
            await expect(page.getByLabel('Article number')).toHaveValue(input.artnr ?? '900155');
          }

          // The next ordinary lookup still works: an article of its own, which no case asks for and no earlier
          // step looked up, so its answer can be neither left over nor remembered.
          const followUp = `SYN-${index + 1}`;
          if (input.token !== undefined) await app.connect();
          await page.getByLabel('Article number').fill(followUp);
          await page.getByLabel('Factor', { exact: true }).fill('');
          await page.getByRole('button', { name: 'Look up' }).click();
          await app.expectPriceFor(followUp);
        });
    });
  }
});
