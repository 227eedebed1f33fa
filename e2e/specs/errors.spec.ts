import { jargonIn } from '../../test/support/user-words';
import { expect, test } from '../fixtures';

async function lookUp(app: { page: import('@playwright/test').Page }, artnr: string): Promise<void> {
  await app.page.getByLabel('Article number').fill(artnr);
  await app.page.getByLabel('Factor', { exact: true }).fill('1,5');
  await app.page.getByRole('button', { name: 'Look up' }).click();
}

async function expectFormKept(app: { page: import('@playwright/test').Page }, artnr: string): Promise<void> {
  await expect(app.page.getByLabel('Article number')).toHaveValue(artnr);
  await expect(app.page.getByLabel('Factor', { exact: true })).toHaveValue('1,5');
}

test('no token: says so, offers settings, keeps the form', async ({ app }) => {
  const { page, service } = app;
  await page.getByRole('button', { name: /^Settings$/ }).click();
  await page.getByLabel('Base URL').fill(service.baseUrl);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Back to lookup' }).click();
  await lookUp(app, '900155');
  await expect(page.getByRole('alert')).toContainText('No access token is stored');
  await expect(page.getByRole('button', { name: 'Open settings' })).toBeVisible();
  await expectFormKept(app, '900155');
  await app.screenshot('error-no-token');
});

test.describe('with a token kept from before that the service no longer takes', () => {
  // Pasted in Settings it would be tried and refused there (error-words.spec.ts): here it was kept earlier.
  test.use({ connected: true, keptToken: 'not-the-right-token' });

  test('token rejected (401): asks for a new token, keeps the form', async ({ app }) => {
    await lookUp(app, '900155');
    await expect(app.page.getByRole('alert')).toContainText('did not accept the access token');
    await expectFormKept(app, '900155');
    await app.screenshot('error-token-rejected');
  });
});

test('article not found (404)', async ({ app }) => {
  await app.connect();
  await lookUp(app, 'NO-SUCH-ARTICLE-4711');
  await expect(app.page.getByRole('alert')).toContainText('was not found');
  await expectFormKept(app, 'NO-SUCH-ARTICLE-4711');
  await app.screenshot('error-not-found');
});

test.describe('faults played by the simulator', () => {
  test.use({ connected: true });
  test.beforeEach(async ({ app }) => {
    test.skip(app.service.simulator === null, 'A real price service cannot be asked to fail on purpose.');
  });

  test('each fault gets its own message, the form is kept, and the next lookup works', async ({ app }) => {
    const faults = [
      ['FAULT-503', 'could not answer this request'],
      ['FAULT-429-no-retry-after', 'busy right now'],
      ['FAULT-slow', 'did not answer within'],
      ['FAULT-reset', 'connection was interrupted'],
      ['FAULT-html', 'A web page came back instead of prices: most often the sign-in page of a hotel or guest Wi-Fi'],
      ['FAULT-missing-field', 'answer was incomplete'],
      ['FAULT-huge', 'far more than price information'],
    ] as const;
    for (const [index, [artnr, expected]] of faults.entries())
      await test.step(artnr, async () => {
        await lookUp(app, artnr);
        await expect(app.page.getByRole('alert')).toContainText(expected);
        // In the user's words: no status code, host, port, protocol or format word.
        expect(jargonIn((await app.page.getByRole('alert').textContent()) ?? '', [artnr])).toEqual([]);
        await expectFormKept(app, artnr);
        if (artnr === 'FAULT-503' || artnr === 'FAULT-html') await app.screenshot(`error-${artnr.toLowerCase()}`);
        // An article no earlier step looked up, so the answer comes from the service, not the window's cache.
        const next = `SYN-${index + 1}`;
        await lookUp(app, next);
        await app.expectPriceFor(next);
      });
  });

  test('service unreachable', async ({ app }) => {
    const { page } = app;
    await page.getByRole('button', { name: /^Settings$/ }).click();
    await page.getByLabel('Base URL').fill('http://127.0.0.1:9');
    // Another server: the app asks for the token again rather than sending the stored one there.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#access-token-error')).toContainText(
      'The stored access token was entered for another price service. Paste the token for this one.',
    );
    await page.getByLabel('Access token').fill(app.service.token);
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved, and tested: nothing answers there.
    await expect(page.getByText('Saved. The price service could not be reached to test the token')).toBeVisible();
    await page.getByRole('button', { name: 'Back to lookup' }).click();
    await lookUp(app, '900155');
    await expect(page.getByRole('alert')).toContainText('Could not reach the price service:');
    expect(jargonIn((await page.getByRole('alert').textContent()) ?? '')).toEqual([]);
    await expectFormKept(app, '900155');
  });
});
