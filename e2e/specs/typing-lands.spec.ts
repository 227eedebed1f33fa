import { expect, test, type AppHarness } from '../fixtures';
import { openQuoteWithPricedLines } from '../quote-steps';
import { CLOSES_WINDOW } from '../closes-window';
import { specLocales } from '../languages';

// What the sales person types lands on the quote it was typed for, as typed, also on a busy machine, where a
// timer task runs after the next keys or the next click: the page's timers are held here to play that (as in
// typing-kept.spec.ts). Each test failed while the quote's change reached the view in such a timer.
let held: AppHarness | null = null;
const holdTimers = async (app: AppHarness): Promise<void> => {
  held = app;
  await app.page.clock.install();
  await app.page.clock.pauseAt(Date.now() + 1_000);
};
// A busy machine's timers run in the end: the window then hands over what is typed as it closes, at once, rather
// than main waiting out its limit for a page whose timers are held for good (14 s of each such test's end).
test.afterEach(async () => {
  await held?.page.clock.resume();
  held = null;
});

const reopen = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.reload();
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
};

for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('a value applied, then typed back to the one before and applied again, is the one kept', async ({ app }, testInfo) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      test.skip(testInfo.project.name === 'electron', "The page's timers are held in the Chromium harness; the window's code is the same.");
      const { page, tr } = app;
      await openQuoteWithPricedLines(app);
      const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));
      const factor = page.getByLabel(tr('quote.lines.factorOf', { artnr: 'AB-1029' }));
      const subject = page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });
      const decimal = (value: string): string => (locale === 'de-DE' ? value.replace('.', ',') : value);

      await holdTimers(app);
      await quantity.fill('5');
      await quantity.press('Enter');
      await quantity.fill('10');
      await quantity.press('Enter');
      await factor.fill(decimal('1.1'));
      await factor.press('Enter');
      await factor.fill('');
      await factor.press('Enter');
      await subject.fill('Your awning');
      await subject.press('Enter');
      await subject.fill('');
      await subject.press('Enter');
      await page.clock.runFor(500);
      await expect(quantity).toHaveValue('10');
      await expect(factor).toHaveValue('');
      await expect(subject).toHaveValue('');

      await page.clock.resume();
      await reopen(app);
      await expect(quantity).toHaveValue('10');
      await expect(factor).toHaveValue('');
      await expect(subject).toHaveValue('');
    });
  });
}

test.describe('a field left by a click on the quote toolbar', () => {
  test.use({ locale: 'en-US', connected: true });

  test('a quote deleted and brought back keeps what was typed just before the delete', async ({ app }, testInfo) => {
    test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
    test.skip(testInfo.project.name === 'electron', "The page's timers are held in the Chromium harness; the window's code is the same.");
    const { page, tr } = app;
    await openQuoteWithPricedLines(app);
    const subject = page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });

    await holdTimers(app);
    await subject.fill('Your awning');
    await page.getByRole('button', { name: tr('quote.toolbar.delete') }).click();
    await page.clock.runFor(500);
    await page.getByRole('button', { name: tr('quote.toolbar.undo') }).click();
    await page.clock.runFor(500);
    await expect(subject).toHaveValue('Your awning');

    await page.clock.resume();
    await reopen(app);
    await expect(subject).toHaveValue('Your awning');
  });

  test('a duplicate has what was typed just before Duplicate', async ({ app }, testInfo) => {
    test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
    test.skip(testInfo.project.name === 'electron', "The page's timers are held in the Chromium harness; the window's code is the same.");
    const { page, tr } = app;
    await openQuoteWithPricedLines(app);
    const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));

    await holdTimers(app);
    await quantity.fill('7');
    await page.getByRole('button', { name: tr('quote.toolbar.duplicate') }).click();
    await page.clock.runFor(500);
    await expect(page.getByLabel(tr('quote.toolbar.name'))).toHaveValue(
      tr('quote.copyName', { name: tr('quote.defaultName', { number: '1' }) }),
    );
    await expect(quantity).toHaveValue('7');
  });
});

test.describe('before there is a quote', () => {
  test.use({ locale: 'en-US' });

  test('a refused text keeps its message when another field makes the quote', async ({ app }) => {
    const { page, tr } = app;
    await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
    const subject = page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });
    const factor = page.getByLabel(tr('quote.settings.factor'));
    const name = page.getByRole('group', { name: tr('letter.group') }).getByLabel(tr('letter.recipient.name'));

    await subject.fill('x'.repeat(121));
    await subject.press('Enter');
    await expect(page.getByText(tr('letter.tooLong', { max: 120, length: 121 }))).toBeVisible();
    await factor.fill('abc');
    await factor.press('Enter');
    await expect(page.getByText(tr('errors.factor.notANumber'))).toBeVisible();
    // The first text kept makes the quote.
    await name.fill('Camping Müller');
    await name.press('Tab');
    await expect(page.getByLabel(tr('quote.toolbar.name'))).toBeVisible();

    await expect(subject).toHaveValue('x'.repeat(121));
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(tr('letter.tooLong', { max: 120, length: 121 }))).toBeVisible();
    await expect(factor).toHaveValue('abc');
    await expect(page.getByText(tr('errors.factor.notANumber'))).toBeVisible();
  });
});

test.describe('a field not left before the quote goes', () => {
  test.use({ locale: 'en-US', connected: true });

  test('what is typed and not yet applied is kept when the global shortcut brings the lookup back', async ({ app }) => {
    test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
    test.skip(
      app.pressGlobalShortcut === null,
      'A system key press cannot be made from a test; the boot test covers the wiring in Electron.',
    );
    const { page, tr } = app;
    await openQuoteWithPricedLines(app);
    const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));

    await quantity.fill('7');
    expect(await app.pressGlobalShortcut?.()).toBe(true);
    await expect(page.getByLabel(tr('lookup.form.artnr'))).toBeFocused();
    await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
    await expect(quantity).toHaveValue('7');
    await reopen(app);
    await expect(quantity).toHaveValue('7');
  });

  test('what is typed and not yet applied is kept when the window goes', CLOSES_WINDOW, async ({ app }) => {
    const { tr } = app;
    const subjectOf = (page: AppHarness['page']) =>
      page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });
    await app.page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
    await subjectOf(app.page).fill('Your awning');
    await subjectOf(app.page).press('Enter');
    await subjectOf(app.page).fill('Your awning for 2027');
    // Closed at once, the cursor still in the field: main has the window hand it over first.
    const again = await app.restart();
    await again.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
    await expect(subjectOf(again)).toHaveValue('Your awning for 2027');
  });
});

test.describe('a field left by a click on an export', () => {
  test.use({ locale: 'en-US', connected: true });

  test('the table copied has the quantity just typed, never the one before', async ({ app }, testInfo) => {
    test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
    test.skip(testInfo.project.name === 'electron', "The page's timers are held in the Chromium harness; the window's code is the same.");
    const { page, tr } = app;
    await openQuoteWithPricedLines(app);
    const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '31245' }));
    const copied = async (): Promise<string | undefined> =>
      (await app.readClipboard())
        .split('\r\n')
        .map((line) => line.split('\t'))
        .find((cells) => cells[0] === '31245')?.[2];

    await holdTimers(app);
    await quantity.fill('7');
    await page.getByRole('button', { name: tr('quote.export.copy') }).click();
    await page.clock.runFor(500);
    await expect(page.getByText(tr('quote.export.copied', { count: 3 }))).toBeVisible();
    expect(await copied()).toBe('7');
  });
});
