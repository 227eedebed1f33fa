import { expect, SERVICE_BASE_URL, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { openSection } from '../settings-section';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { writeFile } from 'node:fs/promises';
import { specLocales } from '../languages';

const openSettings = async (app: AppHarness, section: Parameters<typeof openSection>[1]): Promise<void> => {
  await app.page.getByRole('button', { name: app.tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, section);
};

test.describe('a base URL set and locked by IT', () => {
  test.use({ policy: { BaseUrl: SERVICE_BASE_URL, BaseUrlLocked: true } });

  test('is in place and read-only, says who set it, and the token pasted beside it prices', async ({ app }) => {
    const { page, tr } = app;
    await openSettings(app, 'connection');
    const baseUrl = page.getByLabel(tr('lookup.settings.baseUrl'));
    await expect(baseUrl).toHaveValue(app.service.baseUrl);
    await expect(baseUrl).toHaveAttribute('readonly', '');
    await expect(baseUrl).toHaveAccessibleDescription(tr('policy.setByIt'));
    await page.getByLabel(tr('lookup.settings.accessToken')).fill(app.service.token);
    await page.getByRole('button', { name: tr('lookup.settings.save') }).click();
    await expect(page.getByText(tr('lookup.token.inKeychain')).or(page.getByText(tr('lookup.token.inSession')))).toBeVisible();
    // Support lists what IT has set.
    await openSection(app, 'support');
    const list = page.getByRole('region', { name: tr('policy.settings.heading') });
    await expect(list.getByRole('listitem')).toHaveText([tr('policy.BaseUrl.title'), tr('policy.BaseUrlLocked.title')]);
    await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
    // No demo banner: the service IT named answers.
    await expect(page.getByText(tr('lookup.demo.title'))).toHaveCount(0);
    await lookUp(app, '900155');
    await app.expectPriceFor('900155');
  });
});

test.describe('demo data not allowed', () => {
  test.use({ policy: { AllowDemo: false } });

  test('shows no demo prices and no switch to them; a lookup says a service must be set up', async ({ app }) => {
    const { page, tr } = app;
    await expect(page.getByText(tr('lookup.demo.title'))).toHaveCount(0);
    await lookUp(app, '900155');
    await expect(page.getByText(tr('policy.error.noService'))).toBeVisible();
    await app.connect();
    await openSettings(app, 'connection');
    await expect(page.getByRole('button', { name: tr('lookup.settings.useDemo') })).toHaveCount(0);
  });
});

test.describe('sign-in with a password only', () => {
  test.use({ policy: { SignIn: 'password-only', StaySignedInAllowed: false } });

  test('offers no token field and no "Stay signed in"', async ({ app }) => {
    const { page, tr } = app;
    await openSettings(app, 'connection');
    await expect(page.getByLabel(tr('signIn.user'))).toBeVisible();
    await expect(page.getByLabel(tr('lookup.settings.accessToken'))).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: tr('signIn.staySignedIn') })).toBeHidden();
    await expect(page.getByText(tr('signIn.barred.StaySignedInAllowed'))).toBeVisible();
  });
});

for (const locale of specLocales('journey')) {
  test.describe(`sign-in with a token only (${locale})`, () => {
    test.use({ locale, policy: { SignIn: 'token-only' } });

    test('offers the token field and no sign-in with a password, and says why no password is kept', async ({ app }) => {
      const { page, tr } = app;
      await openSettings(app, 'connection');
      await expect(page.getByLabel(tr('lookup.settings.accessToken'))).toBeVisible();
      await expect(page.getByLabel(tr('signIn.user'))).toHaveCount(0);
      await expect(page.getByText(tr('signIn.barred.SignIn'))).toBeVisible();
      await app.screenshot(`${locale}-policy-token-only`);
    });
  });
}

for (const locale of specLocales('journey')) {
  test.describe(`a wrong value from IT (${locale})`, () => {
    test.use({ locale, policy: { LastKnownMaxDays: 400, CompanyName: 'Reimo GmbH', Colour: 'blue' } });

    test('is ignored and said in Settings in the user’s language; the rest applies, read-only', async ({ app }) => {
      const { page, tr } = app;
      await openSettings(app, 'quotes');
      const notice = page.locator('.policy-problems');
      await expect(notice).toContainText(
        tr('policy.notice', { name: 'LastKnownMaxDays', reason: tr('policy.problem.outOfRange', { min: 1, max: 365 }) }),
      );
      await expect(notice).toContainText(tr('policy.notice', { name: 'Colour', reason: tr('policy.problem.unknown') }));
      const company = page.getByLabel(tr('document.company.name'), { exact: true });
      await expect(company).toHaveValue('Reimo GmbH');
      await expect(company).toHaveAttribute('readonly', '');
      // Every detail of the company is IT's once one is: none can be typed, and nothing says it was saved.
      for (const label of [tr('document.company.address'), tr('company.registerCourt'), tr('company.vatId')])
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('readonly', '');
      await expect(page.locator('#company-name-status')).toHaveCount(0);
      await app.screenshot(`${locale}-policy-notice`);
    });
  });
}

test.describe('how long last-known prices are kept, bounded by IT', () => {
  test.use({ policy: { LastKnownMaxDays: 7 } });

  test('offers no longer time than IT allows, and says so', async ({ app }) => {
    const { page, tr } = app;
    await openSettings(app, 'history');
    const maxAge = page.getByLabel(tr('lastKnown.settings.maxAge'));
    await expect(maxAge).toHaveValue('7');
    const offered = await maxAge
      .locator('option')
      .evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
    expect(Math.max(...offered)).toBe(7);
    await expect(maxAge).toHaveAccessibleDescription(tr('policy.boundByIt', { count: 7 }));
  });
});

/** The footer IT sets: two of the three columns, the middle one left out. */
const FOOTER_POLICY = {
  DocumentFooter1: 'Reimo GmbH\nAmtsgericht Offenbach HRB 1234',
  DocumentFooter3: 'IBAN DE02 5005 0201 0000 1234 56',
};

for (const locale of specLocales('journey')) {
  test.describe(`a footer set by IT (${locale})`, () => {
    test.use({ locale, policy: FOOTER_POLICY });

    test('is read-only in Settings → Quote documents and says who set it; the rest of the section stays the user’s to save', async ({
      app,
    }) => {
      const { page, tr } = app;
      await openSettings(app, 'quotes');
      const section = page.getByRole('region', { name: tr('letter.settings.heading') });
      const column = (number: number) => section.getByLabel(tr('letter.settings.footer', { column: number }), { exact: true });
      await expect(column(1)).toHaveValue(FOOTER_POLICY.DocumentFooter1);
      await expect(column(2)).toHaveValue('');
      await expect(column(3)).toHaveValue(FOOTER_POLICY.DocumentFooter3);
      for (const number of [1, 2, 3]) {
        await expect(column(number)).toHaveAttribute('readonly', '');
        await expect(column(number)).toHaveAccessibleDescription(tr('policy.setByIt'));
      }
      await app.screenshot(`${locale}-policy-footer`);

      // The salesperson is not IT's: it saves, and the footer stays IT's.
      const salesperson = section.getByLabel(tr('letter.settings.salespersonName'), { exact: true });
      await salesperson.fill('Anna Schmidt');
      await salesperson.press('Tab');
      await expect(section.locator('#document-salesperson-name-status')).toHaveText(tr('settings.saved'));
      await expect(section.getByRole('alert')).toHaveCount(0);
      await page.reload();
      await openSettings(app, 'quotes');
      await expect(salesperson).toHaveValue('Anna Schmidt');
      await expect(column(1)).toHaveValue(FOOTER_POLICY.DocumentFooter1);

      await openSection(app, 'support');
      const list = page.getByRole('region', { name: tr('policy.settings.heading') });
      await expect(list.getByRole('listitem')).toHaveText([tr('policy.DocumentFooter1.title'), tr('policy.DocumentFooter3.title')]);
    });
  });
}

// A footer pasted from a PDF carries a form feed; CSS reads one as a line break. The footer is text in the
// page, never CSS: it cannot hide or change a figure, and every line of it is printed.
const PASTED_FOOTER_POLICY = {
  DocumentFooter1: 'Reimo GmbH\f}} .totals, .closing { display: none }',
  DocumentFooter3: 'IBAN DE02 5005 0201 0000 1234 56',
};

for (const locale of specLocales('journey')) {
  test.describe(`a footer from IT with a form feed, printed (${locale})`, () => {
    test.use({ locale, policy: PASTED_FOOTER_POLICY, connected: true });

    test('prints the total and the footer as written, on every page', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      // Electron's print opens the system's dialog, which no test can answer: checked in the Chromium harness only.
      test.skip(app.printedPdfs === null, 'Chromium harness only.');
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
      await page.getByRole('button', { name: tr('quote.export.customerView'), pressed: false }).click();
      await page.getByRole('button', { name: tr('document.button.printCustomer') }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.printing') })).toBeVisible({ timeout: 15_000 });
      const path = `${app.pdfPath}.printed.pdf`;
      await writeFile(path, app.printedPdfs?.at(-1) ?? new Uint8Array());
      const pages = await pdfPages(path);
      // The total is printed, with its amount: the footer's text hides nothing.
      expect(pages.join('\n')).toMatch(new RegExp(`${tr('quote.totals.gross').replace(/[()]/g, '\\$&')}\\s+(€\\s?[\\d.,]+|[\\d.,]+\\s€)`));
      expect(pages.join('\n')).not.toContain('9,99');
      for (const [index, text] of pages.entries()) {
        for (const line of ['Reimo GmbH', '}} .totals, .closing { display: none }', 'IBAN DE02 5005 0201 0000 1234 56']) {
          expect(text, `page ${index + 1}`).toContain(line);
        }
      }
    });
  });
}
