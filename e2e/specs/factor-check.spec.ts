import { expect, test } from '../fixtures';

// "125" instead of "1,25" is asked about before anything is looked up, and the factor in force is always in view.
for (const locale of ['en-US', 'de-DE']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const decimal = (text: string): string => (locale === 'de-DE' ? text.replace('.', ',') : text);

    test('an unusual factor is asked about, a likely one offered, a kept one not asked again', async ({ app }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const question = page.getByRole('alertdialog');
      // A form with another fault is not asked about: its error comes first.
      await article.fill('../etc');
      await factor.fill('125');
      await factor.press('Enter');
      await expect(article).toHaveAttribute('aria-invalid', 'true');
      await expect(question).toHaveCount(0);
      await article.fill('31245');
      await factor.press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.meant', { factor: '125', suggestion: decimal('1.25') }));
      // Beside the question: no error of the earlier try, and no chip for a factor not yet in force.
      await expect(article).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('button', { name: tr('lookup.factorChip.remove', { factor: '125' }) })).toHaveCount(0);
      await app.screenshot(`${locale}-factor-check`);
      const take = page.getByRole('button', { name: tr('lookup.factorCheck.use', { suggestion: decimal('1.25') }) });
      await expect(take).toBeFocused();
      await take.press('Enter');
      await app.expectPriceFor('31245');
      await expect(question).toHaveCount(0);
      await expect(factor).toHaveValue(decimal('1.25'));
      await expect(
        page.getByText(tr('lookup.result.listPrice', { amount: locale === 'de-DE' ? '15,95\u00a0€' : '€15.95', factor: decimal('1.25') })),
      ).toBeVisible();

      // Outside the range with no likely factor: Escape asks nothing more and looks nothing up.
      await factor.fill('4');
      await factor.press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.unusual', { factor: '4', min: decimal('0.5'), max: '3' }));
      const keep = page.getByRole('button', { name: tr('lookup.factorCheck.keep', { factor: '4' }) });
      await expect(keep).toBeFocused();
      await keep.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(factor).toBeFocused();
      await expect(
        page.getByText(tr('lookup.result.listPrice', { amount: locale === 'de-DE' ? '15,95\u00a0€' : '€15.95', factor: '4' })),
      ).toHaveCount(0);

      await factor.press('Enter');
      await keep.click();
      await expect(
        page.getByText(tr('lookup.result.listPrice', { amount: locale === 'de-DE' ? '15,95\u00a0€' : '€15.95', factor: '4' })),
      ).toBeVisible();
      // Kept for this session: the next lookup with it is not asked about.
      await article.fill('AB-1029');
      await article.press('Enter');
      await app.expectPriceFor('AB-1029');
      await expect(question).toHaveCount(0);
    });

    test('the factor in force is a chip beside the form that one key removes; a recent lookup refills it in the regional format', async ({
      app,
    }) => {
      const { page, tr } = app;
      const article = page.getByLabel(tr('lookup.form.artnr'), { exact: true });
      const factor = page.getByLabel(tr('lookup.form.factor'), { exact: true });
      const chip = page.getByRole('button', { name: tr('lookup.factorChip.remove', { factor: decimal('1.25') }) });
      await expect(chip).toHaveCount(0);
      await article.fill('31245');
      await factor.fill(decimal('1.25'));
      await factor.press('Enter');
      await app.expectPriceFor('31245');
      await expect(chip).toBeVisible();
      await expect(chip).toContainText(tr('lookup.factorChip.label', { factor: decimal('1.25') }));

      await chip.focus();
      await chip.press('Delete');
      await expect(factor).toHaveValue('');
      await expect(chip).toHaveCount(0);
      await expect(article).toBeFocused();

      // The recent lookup with the factor puts it back as the region writes it.
      const recent = page.getByRole('list', { name: tr('recall.recent.name') });
      await recent.getByRole('button', { name: new RegExp(tr('recall.entry.factor', { factor: decimal('1.25') })) }).click();
      await expect(factor).toHaveValue(decimal('1.25'));
      await expect(chip).toBeVisible();
    });
  });
}
