import { expect, test } from '../fixtures';
import { openQuoteWithPricedLines } from '../quote-steps';
import { specLocales } from '../languages';

// A quote's field applies on Enter, and the value kept comes back to it; on a busy machine a timer task runs
// after the next keys (the quotes' own change is drawn in its task since, the rest may come later). Here the
// page's timers are held to play that: what is typed after Enter must stay in the field, while a value kept
// otherwise than typed ("5 Stk" as 5) still shows.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test("typing on right after Enter is kept when the quote's own change comes back late", async ({ app }, testInfo) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      test.skip(testInfo.project.name === 'electron', "The page's timers are held in the Chromium harness; the window's code is the same.");
      const { page, tr } = app;
      await openQuoteWithPricedLines(app);
      const quantity = (artnr: string) => page.getByLabel(tr('quote.lines.quantityOf', { artnr }));
      const subject = page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });
      const factor = page.getByLabel(tr('quote.lines.factorOf', { artnr: 'AB-1029' }));
      const decimal = (value: string): string => (locale === 'de-DE' ? value.replace('.', ',') : value);

      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      // A quantity with its unit: shown as kept once the change comes back, the sign that it has.
      await quantity('31245').fill('5 Stk');
      await quantity('31245').press('Enter');
      await subject.fill('Your awning');
      await subject.press('Enter');
      await subject.pressSequentially(' for 2027');
      await page.clock.runFor(500);
      await expect(quantity('31245')).toHaveValue('5');
      await expect(subject).toHaveValue('Your awning for 2027');
      await expect(subject).toBeFocused();

      // The same with a line's factor, a field of its own kind (asked about when unusual).
      await quantity('900155').fill('4 pcs');
      await quantity('900155').press('Enter');
      await factor.fill(decimal('1.1'));
      await factor.press('Enter');
      await factor.pressSequentially('5');
      await page.clock.runFor(500);
      await expect(quantity('900155')).toHaveValue('4');
      await expect(factor).toHaveValue(decimal('1.15'));

      // Applied as they now read, and kept.
      await page.clock.resume();
      await factor.press('Tab');
      await page.reload();
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await expect(subject).toHaveValue('Your awning for 2027');
      await expect(factor).toHaveValue(decimal('1.15'));
      await expect(quantity('31245')).toHaveValue('5');
      await expect(quantity('900155')).toHaveValue('4');
    });
  });
}
