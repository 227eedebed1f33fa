import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

// A markup said in percent is taken as one ("25 %", "+25 %", "-10 %"); a bare number outside the usual
// range is asked about before anything is looked up, the percent reading first, and Enter never
// multiplies by more than 2. The factor in force is always in view, with the markup it means.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const german = locale === 'de-DE';
    const decimal = (text: string): string => (german ? text.replace('.', ',') : text);
    // A percentage as the region writes it: "+25%" in English, "+25 %" (no-break space) in German; minus is U+2212.
    const percent = (signed: string): string => `${signed.replace('-', '\u2212')}${german ? '\u00a0' : ''}%`;
    const money = (amount: string): string => (german ? `${amount.replace('.', ',')}\u00a0€` : `€${amount}`);

    test('a bare number is offered as a markup in percent first; Enter takes a reading of at most ×2, else cancels', async ({ app }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const question = page.getByRole('alertdialog');
      const range = { min: decimal('0.5'), max: '3' };
      const offer = (factorWords: string) => page.getByText(tr('lookup.result.offerPrice', { factor: factorWords }), { exact: true });
      // A form with another fault is not asked about: its error comes first.
      await article.fill('../etc');
      await factor.fill('25');
      await factor.press('Enter');
      await expect(article).toHaveAttribute('aria-invalid', 'true');
      await expect(question).toHaveCount(0);

      // "25": +25 % first and focused, then 2,5; keeping ×25 takes a click of its own.
      await article.fill('31245');
      await factor.press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.meant', { factor: '25', ...range }));
      const asPercent = question.getByRole('button', {
        name: tr('lookup.factorCheck.usePercent', { percent: percent('+25'), factor: decimal('1.25') }),
        exact: true,
      });
      const answers = question.getByRole('button');
      await expect(answers).toHaveText([
        tr('lookup.factorCheck.usePercent', { percent: percent('+25'), factor: decimal('1.25') }),
        tr('lookup.factorCheck.use', { suggestion: decimal('2.5') }),
        tr('lookup.factorCheck.keep', { factor: '25' }),
        tr('lookup.factorCheck.cancel'),
      ]);
      // Beside the question: no error of the earlier try, and no chip for a factor not yet in force.
      await expect(article).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.factor-chip')).toHaveCount(0);
      await app.screenshot(`${locale}-factor-check`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-factor-check-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect(asPercent).toBeFocused();
      await page.keyboard.press('Enter');
      await app.expectPriceFor('31245');
      await expect(question).toHaveCount(0);
      await expect(factor).toHaveValue(`+25 %`);
      await expect(offer(`${decimal('1.25')} (${percent('+25')})`)).toBeVisible();
      await expect(page.locator('[data-field="factor_price"]')).toContainText(money('19.94'));

      // "0,25": the same markup written as a share, offered the same way; Escape asks nothing more and looks nothing up.
      await factor.fill(decimal('0.25'));
      await factor.press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.meant', { factor: decimal('0.25'), ...range }));
      await expect(asPercent).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(factor).toBeFocused();
      await expect(factor).toHaveValue(decimal('0.25'));

      // "125": +125 % would be ×2,25, so Enter takes 1,25, offered second.
      await factor.fill('125');
      await factor.press('Enter');
      await expect(answers).toHaveText([
        tr('lookup.factorCheck.usePercent', { percent: percent('+125'), factor: decimal('2.25') }),
        tr('lookup.factorCheck.use', { suggestion: decimal('1.25') }),
        tr('lookup.factorCheck.keep', { factor: '125' }),
        tr('lookup.factorCheck.cancel'),
      ]);
      await expect(
        question.getByRole('button', { name: tr('lookup.factorCheck.use', { suggestion: decimal('1.25') }), exact: true }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(factor).toHaveValue(decimal('1.25'));
      await expect(offer(`${decimal('1.25')} (${percent('+25')})`)).toBeVisible();

      // "400": no reading lands in the range; Enter cancels, and ×400 takes a click.
      await factor.fill('400');
      await factor.press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.unusual', { factor: '400', ...range }));
      await expect(answers).toHaveText([tr('lookup.factorCheck.keep', { factor: '400' }), tr('lookup.factorCheck.cancel')]);
      await expect(question.getByRole('button', { name: tr('lookup.factorCheck.cancel') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(factor).toBeFocused();
      await expect(offer(`${decimal('1.25')} (${percent('+25')})`)).toBeVisible();
      await factor.press('Enter');
      await question.getByRole('button', { name: tr('lookup.factorCheck.keep', { factor: '400' }) }).click();
      await expect(offer(`400 (${percent(german ? '+39.900' : '+39,900')})`)).toBeVisible();
      // Kept for this session: the next lookup with it is not asked about.
      await article.fill('AB-1029');
      await article.press('Enter');
      await app.expectPriceFor('AB-1029');
      await expect(question).toHaveCount(0);
    });

    test('a markup or discount typed in percent is taken as it is, and one outside the range asked about', async ({ app }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const question = page.getByRole('alertdialog');
      const main = page.locator('[data-field="factor_price"]');
      await expect(factor).toHaveAttribute(
        'placeholder',
        tr('lookup.form.factorPlaceholder', { factor: decimal('1.25'), percent: percent('+25') }),
      );
      await expect(factor).toHaveAttribute('placeholder', german ? 'z. B. 1,25 oder +25\u00a0%' : 'e.g. 1.25 or +25%');

      await article.fill('31245');
      for (const typed of ['25 %', '+25 %', '25%']) {
        await factor.fill(typed);
        await factor.press('Enter');
        await expect(main).toContainText(tr('lookup.result.offerPrice', { factor: `${decimal('1.25')} (${percent('+25')})` }));
        await expect(main).toContainText(money('19.94'));
        await expect(question).toHaveCount(0);
      }
      await expect(page.locator('.factor-chip')).toHaveText(
        `${tr('lookup.factorChip.label', { factor: `${decimal('1.25')} (${percent('+25')})` })} ${tr('quote.lines.removeMark')}`,
      );

      // A discount: 15,95 × 0,9.
      await factor.fill('-10 %');
      await factor.press('Enter');
      await expect(main).toContainText(tr('lookup.result.offerPrice', { factor: `${decimal('0.9')} (${percent('-10')})` }));
      await expect(main).toContainText(money('14.36'));
      await expect(page.locator('.factor-chip')).toContainText(
        tr('lookup.factorChip.label', { factor: `${decimal('0.9')} (${percent('-10')})` }),
      );

      // A bare negative number is refused, with the percent way shown; nothing is looked up.
      await factor.fill('-10');
      await factor.press('Enter');
      await expect(page.getByText(tr('errors.factor.negative', { number: '-10' }))).toBeVisible();
      await expect(factor).toHaveAttribute('aria-invalid', 'true');
      await expect(question).toHaveCount(0);

      // +250 % is ×3,5: asked about only whether to keep it, and Enter cancels.
      await factor.fill('+250 %');
      await factor.press('Enter');
      await expect(question).toContainText(
        tr('lookup.factorCheck.unusual', { factor: `${decimal('3.5')} (${percent('+250')})`, min: decimal('0.5'), max: '3' }),
      );
      await expect(question.getByRole('button', { name: tr('lookup.factorCheck.cancel') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(main).toContainText(money('14.36'));
    });

    test('the factor in force is a chip beside the form that one key removes; a recent lookup refills it in the regional format', async ({
      app,
    }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const words = `${decimal('1.25')} (${percent('+25')})`;
      const chip = page.getByRole('button', { name: tr('lookup.factorChip.remove', { factor: words }), exact: true });
      await expect(chip).toHaveCount(0);
      await article.fill('31245');
      await factor.fill(decimal('1.25'));
      await factor.press('Enter');
      await app.expectPriceFor('31245');
      await expect(chip).toBeVisible();
      await expect(chip).toContainText(tr('lookup.factorChip.label', { factor: words }));

      await chip.focus();
      await chip.press('Delete');
      await expect(factor).toHaveValue('');
      await expect(chip).toHaveCount(0);
      await expect(article).toBeFocused();

      // The recent lookup with the factor names it as the chip does, and puts it back as the region writes it.
      const recent = page.getByRole('list', { name: tr('recall.recent.name') });
      await recent.getByRole('button', { name: tr('recall.entry.factor', { factor: words }) }).click();
      await expect(factor).toHaveValue(decimal('1.25'));
      await expect(chip).toBeVisible();
    });
  });
}
