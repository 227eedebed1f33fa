import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import type { Locator } from '@playwright/test';
import { expect, test, type AppHarness } from '../fixtures';
import { openSection } from '../settings-section';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { specLocales } from '../languages';

const openQuote = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
};

/** The letter as main saved it with the quote, read from its file. */
const savedLetter = async (app: AppHarness): Promise<unknown> =>
  (JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')) as { data: { quotes: { letter?: unknown }[] } }).data.quotes[0]
    ?.letter ?? null;

/** Connects and opens Settings → Quote documents; gives its region. */
const openQuoteDocuments = async (app: AppHarness) => {
  const { page, tr } = app;
  await app.connect();
  await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
  await openSection(app, 'quotes');
  return page.getByRole('region', { name: tr('letter.settings.heading') });
};

/** Saves the number pattern AN-{year}-{seq:3} as the user does: typed, then left. */
const savePattern = async ({ tr }: AppHarness, section: Locator): Promise<void> => {
  const pattern = section.getByLabel(tr('letter.settings.pattern'), { exact: true });
  await pattern.fill('AN-{year}-{seq:3}');
  await pattern.press('Tab');
  await expect(section.locator('#document-number-pattern-status')).toHaveText(tr('settings.saved'));
};

/** Pastes one quote line and waits until it is priced. */
const addLine = async ({ page, tr }: AppHarness, line: string): Promise<void> => {
  await page.getByLabel(tr('quote.paste.label')).fill(line);
  await page.getByRole('button', { name: tr('quote.paste.add') }).click();
  await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
};

/** Saves the customer PDF (without sender details) and gives the number the status names: AN-<the clock's year>-<seq>. */
const customerPdfNumber = async (app: AppHarness, seq: string): Promise<string> => {
  const { page, tr } = app;
  await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
  await goOnWithoutSender(app);
  const saved = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  const number = new RegExp(`AN-\\d{4}-${seq}`);
  await expect(saved).toContainText(number);
  return number.exec((await saved.textContent()) ?? '')?.[0] ?? '';
};

// The quote as a business letter: who it is for, how long it is valid, its number once it goes out.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    const german = locale === 'de-DE';

    test('a recipient and a validity survive a restart; a validity out of range stays as typed, explained', async ({ app }) => {
      const { page, tr } = app;
      await openQuote(app);
      const group = page.getByRole('group', { name: tr('letter.group') });
      await expect(group).toBeVisible();
      // Empty takes the default from Settings, and says which.
      const validity = group.getByLabel(tr('letter.validity.label'), { exact: true });
      await expect(validity).toHaveAttribute('placeholder', tr('letter.validity.placeholder', { days: 14 }));

      // The first field applied makes the quote; the next one, perhaps typed in already, is not drawn anew (its text would go).
      const contact = await group.getByLabel(tr('letter.recipient.contact'), { exact: true }).elementHandle();
      await group.getByLabel(tr('letter.recipient.name'), { exact: true }).fill('Müller Freizeit GmbH');
      await group.getByLabel(tr('letter.recipient.name'), { exact: true }).press('Enter');
      await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option')).toContainText(['Müller Freizeit GmbH']);
      expect(await contact?.evaluate((element) => element.isConnected)).toBe(true);
      await group.getByLabel(tr('letter.recipient.contact'), { exact: true }).fill('Frau Schmidt');
      await group.getByLabel(tr('letter.recipient.address'), { exact: true }).fill('Seeweg 4\n\n12345 Am See\n');
      await group.getByLabel(tr('letter.recipient.customerNumber'), { exact: true }).fill('K-4711');
      await group.getByLabel(tr('letter.recipient.customerNumber'), { exact: true }).press('Enter');

      await validity.fill('400');
      await validity.press('Enter');
      await expect(group.getByText(tr('letter.validity.outOfRange', { max: 365 }))).toBeVisible();
      await expect(validity).toHaveValue('400');
      await expect(validity).toHaveAttribute('aria-invalid', 'true');
      await expect(validity).toBeFocused();
      await validity.fill('30');
      await validity.press('Enter');
      await expect(group.getByText(tr('letter.validity.outOfRange', { max: 365 }))).toHaveCount(0);

      // An address of more lines than the letter's field holds is refused as a whole, as typed.
      const address = group.getByLabel(tr('letter.recipient.address'), { exact: true });
      await expect(address).toHaveValue('Seeweg 4\n12345 Am See');
      await address.fill('1\n2\n3\n4\n5');
      await address.blur();
      await expect(group.getByText(tr('letter.address.tooManyLines', { max: 4, count: 5 }))).toBeVisible();
      await expect(address).toHaveValue('1\n2\n3\n4\n5');
      await address.fill('Seeweg 4\n12345 Am See');
      await address.blur();

      await group.getByLabel(tr('letter.language.label'), { exact: true }).selectOption(german ? 'en' : 'de');
      const quotes = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      const draft = tr('letter.option.customer', {
        name: tr('quote.defaultName', { number: 1 }),
        customer: 'Müller Freizeit GmbH',
        count: 0,
        status: tr('letter.status.draft'),
      });
      await expect(quotes.locator('option')).toHaveText([draft]);
      await expect
        .poll(() => savedLetter(app))
        .toEqual({
          recipient: {
            name: 'Müller Freizeit GmbH',
            contact: 'Frau Schmidt',
            address: ['Seeweg 4', '12345 Am See'],
            customerNumber: 'K-4711',
          },
          validityDays: 30,
          terms: null,
          documentLanguage: german ? 'en' : 'de',
        });
      await app.screenshot(`${locale}-quote-letter-fields`);

      await page.reload();
      await openQuote(app);
      const after = page.getByRole('group', { name: tr('letter.group') });
      await expect(after.getByLabel(tr('letter.recipient.name'), { exact: true })).toHaveValue('Müller Freizeit GmbH');
      await expect(after.getByLabel(tr('letter.recipient.contact'), { exact: true })).toHaveValue('Frau Schmidt');
      await expect(after.getByLabel(tr('letter.recipient.address'), { exact: true })).toHaveValue('Seeweg 4\n12345 Am See');
      await expect(after.getByLabel(tr('letter.recipient.customerNumber'), { exact: true })).toHaveValue('K-4711');
      await expect(after.getByLabel(tr('letter.validity.label'), { exact: true })).toHaveValue('30');
      await expect(after.getByLabel(tr('letter.language.label'), { exact: true })).toHaveValue(german ? 'en' : 'de');
      await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option')).toHaveText([draft]);
    });

    test('Settings → Quote documents refuses a bad number pattern in place and saves a good one, kept after a restart', async ({ app }) => {
      const { page, tr } = app;
      const section = await openQuoteDocuments(app);
      const pattern = section.getByLabel(tr('letter.settings.pattern'), { exact: true });
      await expect(pattern).toHaveValue('A-{year}-{seq:4}');
      await app.screenshot(`${locale}-settings-quote-documents`);

      // Saved as it is typed: a pattern that cannot be is refused as it is left, kept as typed, and not saved.
      await pattern.fill('AN-{month}-{seq}');
      await pattern.press('Tab');
      await expect(section.getByText(tr('document.pattern.unknownPlaceholder', { placeholder: '{month}' }))).toBeVisible();
      await expect(pattern).toHaveValue('AN-{month}-{seq}');
      await expect(pattern).toHaveAttribute('aria-invalid', 'true');
      await expect(section.locator('#document-number-pattern-status')).toBeEmpty();
      const validity = section.getByLabel(tr('letter.settings.validity'), { exact: true });
      await validity.fill('21');
      await validity.press('Tab');
      await expect(section.locator('#document-validity-status')).toHaveText(tr('settings.saved'));
      await app.screenshot(`${locale}-settings-quote-documents-refused`);

      await savePattern(app, section);
      await section.getByLabel(tr('letter.settings.salespersonEmail'), { exact: true }).fill('eva@example.de');
      const footer = section.getByLabel(tr('letter.settings.footer', { column: 1 }), { exact: true });
      await footer.fill('Volksbank Berlin\nIBAN DE02 1001 0010 0000 1234 56');
      await footer.press('Tab');
      await expect(section.locator('#document-footer-1-status')).toHaveText(tr('settings.saved'));
      await expect(section.getByText(tr('document.pattern.unknownPlaceholder', { placeholder: '{month}' }))).toHaveCount(0);

      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await openQuote(app);
      // The quote's validity is empty: the new default is offered.
      const group = page.getByRole('group', { name: tr('letter.group') });
      await expect(group.getByLabel(tr('letter.validity.label'), { exact: true })).toHaveAttribute(
        'placeholder',
        tr('letter.validity.placeholder', { days: 21 }),
      );

      // Kept: after a restart the pattern is the one saved.
      await page.reload();
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'quotes');
      await expect(page.getByLabel(tr('letter.settings.pattern'), { exact: true })).toHaveValue('AN-{year}-{seq:3}');
    });

    test('the first customer PDF gives the quote its number from the saved pattern, kept after a restart', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await savePattern(app, await openQuoteDocuments(app));
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await openQuote(app);
      const group = page.getByRole('group', { name: tr('letter.group') });
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await addLine(app, '900155\t2');
      await group.getByLabel(tr('letter.recipient.name'), { exact: true }).fill('Müller Freizeit GmbH');
      await group.getByLabel(tr('letter.recipient.name'), { exact: true }).press('Enter');
      const quotes = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      await expect(quotes.locator('option')).toContainText([tr('letter.status.draft')]);

      const number = await customerPdfNumber(app, '001');
      const sent = tr('letter.option.numberedCustomer', {
        number,
        name: tr('quote.defaultName', { number: 1 }),
        customer: 'Müller Freizeit GmbH',
        count: 1,
        status: tr('letter.status.sent'),
      });
      await expect(quotes.locator('option')).toHaveText([sent]);
      await expect(group.getByText(new RegExp(`${number}.*${tr('letter.status.sent')}$`))).toBeVisible();
      await app.screenshot(`${locale}-quote-letter-sent`);

      // Kept: after a restart the quote still has its number.
      await page.reload();
      await openQuote(app);
      await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option')).toHaveText([sent]);
    });

    test('a deleted quote’s number is not given again: the next quote’s PDF carries the next one, on page 1 with its recipient', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await savePattern(app, await openQuoteDocuments(app));
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await openQuote(app);
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await addLine(app, '900155\t2');
      const number = await customerPdfNumber(app, '001');

      // main's own restart is in document-handlers.test.ts.
      await page.getByRole('button', { name: tr('quote.toolbar.delete') }).click();
      await page.getByRole('button', { name: tr('quote.toolbar.new') }).click();
      await addLine(app, '900155\t1');
      const group = page.getByRole('group', { name: tr('letter.group') });
      await group.getByLabel(tr('letter.recipient.name'), { exact: true }).fill('Wohnmobil Schmidt');
      await group.getByLabel(tr('letter.recipient.address'), { exact: true }).fill('Am Hafen 2\n24103 Kiel');
      const next = await customerPdfNumber(app, '002');
      expect(next).toBe(number.replace(/001$/, '002'));
      const [first] = await pdfPages(app.pdfPath);
      expect(first).toContain(next);
      expect(first).not.toContain(number);
      expect(first).toMatch(/Wohnmobil Schmidt\s+[^]*Am Hafen 2\s+[^]*24103 Kiel/);
    });
  });
}

test.describe('when main cannot answer the save of Settings → Quote documents', () => {
  test.use({ rejectChannels: [IPC_CHANNELS.updateSettings] });

  test('says so beside the field, keeps what was typed and tries again when the field is left again', async ({ app }) => {
    const { page, tr } = app;
    await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
    await openSection(app, 'quotes');
    const section = page.getByRole('region', { name: tr('letter.settings.heading') });
    await section.getByLabel(tr('letter.settings.pattern'), { exact: true }).fill('AN-{year}-{seq:3}');
    await section.getByLabel(tr('letter.settings.terms'), { exact: true }).fill('Zahlbar in 14 Tagen.');
    const terms = section.getByLabel(tr('letter.settings.terms'), { exact: true });
    await terms.press('Tab');
    // Said beside the field, not "Saved"; leaving it again tries again.
    const notSaved = new RegExp(`${tr('settings.notSaved', { reason: '' }).trim()} ${tr('lookup.error.noAnswer')}`);
    await expect(terms).toHaveAccessibleDescription(notSaved);
    await expect(section.locator('#document-terms-status')).toBeEmpty();
    await terms.focus();
    await terms.press('Tab');
    await expect(terms).toHaveAccessibleDescription(notSaved);
    await expect(section.getByLabel(tr('letter.settings.pattern'), { exact: true })).toHaveValue('AN-{year}-{seq:3}');
    await expect(section.getByLabel(tr('letter.settings.terms'), { exact: true })).toHaveValue('Zahlbar in 14 Tagen.');
  });
});
