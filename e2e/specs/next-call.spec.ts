import { expect, test } from '../fixtures';
import { lookUp } from '../form-lookup';
import { specLocales } from '../languages';

// One customer's factor is never carried to the next caller unnoticed: "Next call" (Ctrl+N, or Escape
// on an empty article number) clears the form but the country, and a result with a factor says so in
// its main figure's label and a badge. The line for the phone is the lookup shown, not the form.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const german = locale === 'de-DE';
    const factorWords = german ? '1,25 (+25\u00a0%)' : '1.25 (+25%)';

    test.beforeEach(async ({ app }) => {
      test.skip(app.service.simulator === null, "Checks the simulator's demo prices.");
    });

    test('Ctrl+N, the button and Escape on an empty article number clear factor, form and result; the country stays', async ({ app }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const country = page.getByLabel(tr('lookup.form.country'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const result = page.getByRole('region', { name: tr('lookup.result.region') });
      const ready = page.getByRole('status').filter({ hasText: tr('lookup.nextCall.ready') });
      const main = result.locator('.result-main');

      // With a factor, the main figure's label names it, and a badge beside the heading says it in words.
      await lookUp(app, '560011', { country: 'at', factor: german ? '1,25' : '1.25' });
      await app.expectPriceFor('560011');
      await expect(main.getByRole('term')).toHaveText(tr('lookup.result.offerPrice', { factor: factorWords }));
      await expect(result.locator('.badge-factor')).toHaveText(tr('lookup.factorChip.label', { factor: factorWords }));
      await app.screenshot(`${locale}-result-with-factor`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-result-with-factor-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // Ctrl+N: the next caller. The country stays, the cursor waits in the article number.
      await page.keyboard.press(app.commandKey('N'));
      await expect(ready).toBeVisible();
      await expect(article).toHaveValue('');
      await expect(factor).toHaveValue('');
      await expect(country).toHaveValue('at');
      await expect(article).toBeFocused();
      await expect(result).toContainText(tr('lookup.status.empty'));
      await expect(result.locator('.result')).toHaveCount(0);
      await expect(page.locator('.factor-chip')).toHaveCount(0);

      // The next article is priced without the last customer's factor.
      await article.fill('31245');
      await article.press('Enter');
      await app.expectPriceFor('31245');
      await expect(ready).toHaveCount(0);
      await expect(main.getByRole('term')).toHaveText(tr('lookup.result.price'));
      await expect(result.locator('.badge-factor')).toHaveCount(0);
      await app.screenshot(`${locale}-result-without-factor`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-result-without-factor-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // Escape with an article number typed clears nothing; on an empty one, it is the next call.
      await factor.fill('2');
      await article.fill('AB-1029');
      await article.press('Escape');
      await expect(factor).toHaveValue('2');
      await expect(article).toHaveValue('AB-1029');
      await article.fill('');
      await factor.press('Escape');
      await expect(factor).toHaveValue('');
      await expect(result.locator('.result')).toHaveCount(0);
      await expect(ready).toBeVisible();
      await expect(article).toBeFocused();

      // The button, named with its key, does the same.
      await lookUp(app, '31245', { country: 'at', factor: '25 %' });
      await app.expectPriceFor('31245');
      const button = page.getByRole('button', {
        name: tr('lookup.nextCall.button', { keys: tr('lookup.nextCall.keys', { mac: app.macKeys }) }),
      });
      await expect(button).toHaveAttribute('aria-keyshortcuts', app.commandKey('N'));
      await button.click();
      await expect(factor).toHaveValue('');
      await expect(article).toBeFocused();
      await expect(ready).toBeVisible();
    });

    test('Escape answers an open factor question and starts no next call', async ({ app }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      await article.fill('31245');
      await factor.fill('25');
      await factor.press('Enter');
      const question = page.getByRole('alertdialog');
      await expect(question).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(factor).toHaveValue('25');
      await expect(article).toHaveValue('31245');
      // Ctrl+N closes a question too: the next caller's form has none.
      await factor.press('Enter');
      await expect(question).toBeVisible();
      await page.keyboard.press(app.commandKey('N'));
      await expect(question).toHaveCount(0);
      await expect(factor).toHaveValue('');
      await expect(article).toBeFocused();
    });

    test('the line for the phone is the lookup shown, with its factor, whatever the form holds now', async ({ app }) => {
      const { page, tr } = app;
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      await lookUp(app, '560011', { factor: german ? '1,25' : '1.25' });
      await app.expectPriceFor('560011');
      // The factor is removed in the form, not yet looked up with: the result shown is still the one with the factor.
      await factor.fill('');
      await factor.press(app.commandKey('Shift+C'));
      const offered = german ? '965,39\u00a0€' : '€965.39';
      await expect.poll(() => app.readClipboard()).toContain(offered);
      await expect(page.getByRole('status').filter({ hasText: offered })).toBeVisible();
      // And the other way round: a factor typed but not looked up with is not in the line.
      await lookUp(app, '560011');
      await app.expectPriceFor('560011');
      await factor.fill('2');
      await factor.press(app.commandKey('Shift+C'));
      await expect.poll(() => app.readClipboard()).toContain(german ? '772,31\u00a0€' : '€772.31');
    });
  });
}
