import Big from 'big.js';
import { formatMoney } from '../../electron/shared/format/numbers';
import { expect, test } from '../fixtures';
import { CLOSES_WINDOW } from '../closes-window';
import { specLocales } from '../languages';

// A factor typed on a quote follows the lookup's rule: a markup in percent is taken as one and kept as
// the factor it makes; a number outside the usual range is asked about (the same question, the percent
// reading first, Enter never ×2 or more without a key of its own) before anything on the quote changes.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    const german = locale === 'de-DE';
    const decimal = (text: string): string => (german ? text.replace('.', ',') : text);
    const percent = (signed: string): string => `${signed.replace('-', '\u2212')}${german ? '\u00a0' : ''}%`;
    const money = (amount: string): string => formatMoney(new Big(amount).toFixed(2), 'EUR', locale);
    const range = { min: decimal('0.5'), max: '3' };

    test(
      "the quote's factor: 25 is asked about first, nothing changes until answered; +25 % is kept as 1,25 and prices the line",
      CLOSES_WINDOW,
      async ({ app }) => {
        test.skip(app.service.simulator === null, "Needs the simulator's demo prices (31245 at 15,95 € in Germany).");
        const { page, tr } = app;
        await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        await page.getByLabel(tr('quote.settings.country')).selectOption('de');
        await page.getByLabel(tr('quote.paste.label')).fill('31245\t2');
        await page.getByRole('button', { name: tr('quote.paste.add') }).click();
        const total = page.getByLabel(tr('quote.total.label'));
        // 2 × 15,95 €.
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('31.90')}`);

        const factor = page.getByLabel(tr('quote.settings.factor'), { exact: true });
        await expect(factor).toHaveAttribute('placeholder', german ? 'z. B. 1,25 oder +25\u00a0%' : 'e.g. 1.25 or +25%');
        await expect(factor).toHaveAttribute(
          'placeholder',
          tr('quote.settings.factorPlaceholder', { factor: decimal('1.25'), percent: percent('+25') }),
        );

        await factor.fill('25');
        await factor.press('Enter');
        const question = page.getByRole('alertdialog', { name: tr('lookup.factorCheck.meant', { factor: '25', ...range }) });
        await expect(question).toBeVisible();
        const answers = question.getByRole('button');
        await expect(answers).toHaveText([
          tr('lookup.factorCheck.usePercent', { percent: percent('+25'), factor: decimal('1.25') }),
          tr('lookup.factorCheck.use', { suggestion: decimal('2.5') }),
          tr('quote.factorCheck.keep', { factor: '25' }),
          tr('lookup.factorCheck.cancel'),
        ]);
        const asPercent = answers.nth(0);
        await expect(asPercent).toBeFocused();
        await app.screenshot(`${locale}-quote-factor-question`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await app.screenshot(`${locale}-quote-factor-question-dark`);
        await page.emulateMedia({ colorScheme: 'light' });
        // Until answered the quote is as it was.
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('31.90')}`);

        // Escape cancels: the field as typed, the cursor in it, nothing applied.
        await page.keyboard.press('Escape');
        await expect(question).toHaveCount(0);
        await expect(factor).toBeFocused();
        await expect(factor).toHaveValue('25');
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('31.90')}`);

        // Enter again asks again; Enter then takes +25 %: the field shows the factor kept, and what it means.
        await factor.press('Enter');
        await expect(asPercent).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(question).toHaveCount(0);
        await expect(factor).toHaveValue(decimal('1.25'));
        await expect(factor).toBeFocused();
        await expect(page.getByText(tr('quote.settings.factorMeans', { percent: percent('+25') }), { exact: true })).toBeVisible();
        // 2 × 19,94 € (15,95 × 1,25).
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('39.88')}`);
        await app.screenshot(`${locale}-quote-factor-applied`);

        // A markup typed in percent is taken as it is, and shown as the factor the quote keeps.
        await factor.fill('+10 %');
        await factor.press('Enter');
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(factor).toHaveValue(decimal('1.1'));
        // 2 × 17,55 € (15,95 × 1,1 = 17,545).
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('35.10')}`);
        await factor.fill('25 %');
        await factor.press('Enter');
        await expect(factor).toHaveValue(decimal('1.25'));
        await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('39.88')}`);
        // The same factor typed as a percentage is still shown as the factor kept.
        await factor.fill('+25 %');
        await factor.press('Tab');
        await expect(factor).toHaveValue(decimal('1.25'));

        // Kept as the factor, across a restart.
        const again = await app.restart();
        await again.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
        await expect(again.getByLabel(tr('quote.settings.factor'), { exact: true })).toHaveValue(decimal('1.25'));
        await expect(again.getByLabel(tr('quote.total.label'))).toContainText(`${tr('quote.totals.gross')} ${money('39.88')}`);
      },
    );

    test("a line's factor: asked about when unusual, Enter never takes more than ×2, a discount in percent kept as its factor", async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Needs the simulator's demo prices (31245 at 15,95 € in Germany).");
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('31245\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      const total = page.getByLabel(tr('quote.total.label'));
      await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('31.90')}`);
      const lineFactor = page.getByLabel(tr('quote.lines.factorOf', { artnr: '31245' }));

      // 400: no reading in the range; leaving the field asks, and Enter cancels.
      await lineFactor.fill('400');
      await lineFactor.press('Tab');
      const unusual = page.getByRole('alertdialog', { name: tr('quote.factorCheck.unusual', { factor: '400', ...range }) });
      await expect(unusual).toBeVisible();
      await expect(unusual.getByRole('button')).toHaveText([
        tr('quote.factorCheck.keep', { factor: '400' }),
        tr('lookup.factorCheck.cancel'),
      ]);
      await expect(unusual.getByRole('button', { name: tr('lookup.factorCheck.cancel') })).toBeFocused();
      await app.screenshot(`${locale}-quote-line-factor-question`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-quote-line-factor-question-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Enter');
      await expect(unusual).toHaveCount(0);
      await expect(lineFactor).toBeFocused();
      await expect(lineFactor).toHaveValue('400');
      await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('31.90')}`);

      // 30: +30 % first and focused; ×3 takes a key of its own.
      await lineFactor.fill('30');
      await lineFactor.press('Enter');
      const meant = page.getByRole('alertdialog', { name: tr('lookup.factorCheck.meant', { factor: '30', ...range }) });
      await expect(meant.getByRole('button')).toHaveText([
        tr('lookup.factorCheck.usePercent', { percent: percent('+30'), factor: decimal('1.3') }),
        tr('lookup.factorCheck.use', { suggestion: '3' }),
        tr('quote.factorCheck.keep', { factor: '30' }),
        tr('lookup.factorCheck.cancel'),
      ]);
      await expect(meant.getByRole('button').nth(0)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(meant.getByRole('button', { name: tr('lookup.factorCheck.use', { suggestion: '3' }), exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(meant).toHaveCount(0);
      await expect(lineFactor).toHaveValue('3');
      await expect(lineFactor).toBeFocused();
      // 2 × 47,85 € (15,95 × 3).
      await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('95.70')}`);

      // A discount in percent: no question, the line kept at 0,9 and said as −10 %.
      await lineFactor.fill('-10 %');
      await lineFactor.press('Enter');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(lineFactor).toHaveValue(decimal('0.9'));
      await expect(page.locator('tr[data-artnr="31245"]').getByText(percent('-10'), { exact: true })).toBeVisible();
      // 2 × 14,36 € (15,95 × 0,9 = 14,355).
      await expect(total).toContainText(`${tr('quote.totals.gross')} ${money('28.72')}`);
      await app.screenshot(`${locale}-quote-line-factor-percent`);
    });
  });
}
