import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IPC_CHANNELS } from '../../electron/shared/ipc-contract';
import { translator } from '../../electron/shared/i18n/translator';
import { expect, test, type AppHarness } from '../fixtures';
import { lookUp } from '../form-lookup';
import { pdfPages } from '../pdf-text';
import { goOnWithoutSender } from '../sender-check';
import { openSection } from '../settings-section';
import { specLocales } from '../languages';

const openQuote = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
};
/** A German quote of 900155 × 2, priced. */
const pricedQuote = async (app: AppHarness): Promise<void> => {
  const { page, tr } = app;
  await openQuote(app);
  await page.getByLabel(tr('quote.settings.country')).selectOption('de');
  await page.getByLabel(tr('quote.paste.label')).fill('900155\t2');
  await page.getByRole('button', { name: tr('quote.paste.add') }).click();
  await expect(page.getByText(tr('quote.progress.priced', { done: 1, count: 1 }))).toBeVisible();
};

/** The same for Müller Freizeit GmbH: ready to be sent. Answers its recipient's group. */
const quoteForMueller = async (app: AppHarness) => {
  await pricedQuote(app);
  const group = app.page.getByRole('group', { name: app.tr('letter.group') });
  await group.getByLabel(app.tr('letter.recipient.name'), { exact: true }).fill('Müller Freizeit GmbH');
  await group.getByLabel(app.tr('letter.recipient.name'), { exact: true }).press('Enter');
  return group;
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue text with one value left open, as a pattern. */
const withAny = (text: string, marker: string): RegExp => new RegExp(escaped(text).replace(escaped(marker), '.+'));

/** The quotes as main saved them, from its file. */
const savedQuotes = async (app: AppHarness) =>
  (
    JSON.parse(await readFile(join(app.userDataDir, 'quotes.json'), 'utf8')) as {
      data: { quotes: { name: string; lines: { quantity: number }[]; issue?: { number: string }; revises?: { number: string } }[] };
    }
  ).data.quotes;

// What was sent is never changed under its number: the view only reads it, and offers a revision or a copy.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });

    test('a sent quote’s customer PDF is the one first sent, after the validity and the UI language changed', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await pricedQuote(app);
      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) })).toBeVisible({
        timeout: 15_000,
      });
      const first = await pdfPages(app.pdfPath);
      expect(first.join('\n')).toContain(tr('document.info.validUntil'));

      // Today's Settings say otherwise: another validity, and the other language.
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'quotes');
      const section = page.getByRole('region', { name: tr('letter.settings.heading') });
      const validity = section.getByLabel(tr('letter.settings.validity'), { exact: true });
      await validity.fill('60');
      await validity.press('Tab');
      await expect(section.locator('#document-validity-status')).toHaveText(tr('settings.saved'));
      await openSection(app, 'appearance');
      const other = translator(app.uiLanguage === 'de' ? 'en' : 'de');
      await page.getByLabel('Language / Sprache', { exact: true }).selectOption(app.uiLanguage === 'de' ? 'en' : 'de');
      await expect(page.getByRole('heading', { name: other.t('lookup.settings.heading') })).toBeVisible();
      await page.getByRole('button', { name: other.t('lookup.nav.quote'), exact: true }).click();

      await rm(app.pdfPath);
      await page.getByRole('button', { name: other.t('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender({ page, tr: (key, values) => other.t(key, values) });
      await expect(page.getByRole('status').filter({ hasText: other.t('document.status.saved', { path: app.pdfPath }) })).toBeVisible({
        timeout: 15_000,
      });
      expect(await pdfPages(app.pdfPath)).toEqual(first);
    });

    test('a sent quote is read only; "Revise" makes <number>-2 at its first document, "Duplicate" a quote without number; all stay findable', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      const group = await quoteForMueller(app);
      const total = page.getByLabel(tr('quote.total.label'));
      const sentTotal = await total.textContent();

      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      const saved = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
      await expect(saved).toBeVisible({ timeout: 15_000 });
      const number = /A-\d{4}-\d{4}/.exec((await saved.textContent()) ?? '')?.[0] ?? 'no number';

      // Read only, and the view says why.
      const bar = page.getByRole('region', { name: withAny(tr('quote.sent.readOnly', { date: '§' }), '§') });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(tr('quote.sent.explain'));
      const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }));
      await expect(quantity).not.toBeEditable();
      await expect(page.getByLabel(tr('quote.lines.factorOf', { artnr: '900155' }))).not.toBeEditable();
      await expect(page.getByLabel(tr('quote.settings.country'))).toBeDisabled();
      await expect(page.getByLabel(tr('quote.settings.factor'))).not.toBeEditable();
      await expect(group.getByLabel(tr('letter.recipient.name'), { exact: true })).not.toBeEditable();
      await expect(group.getByLabel(tr('letter.language.label'), { exact: true })).toBeDisabled();
      await expect(page.getByLabel(tr('quote.paste.label'))).toHaveCount(0);
      await expect(page.getByRole('button', { name: tr('quote.lines.removeArticle', { artnr: '900155' }) })).toHaveCount(0);
      // Typing changes nothing.
      await quantity.press('5');
      await quantity.press('Enter');
      await expect(quantity).toHaveValue('2');
      await expect(total).toHaveText(sentTotal ?? '');
      await app.screenshot(`${locale}-quote-sent`);
      // Read-only fields and the note over them, as the dark theme draws them.
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-quote-sent-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // Nor can the lookup add to it.
      await page.getByRole('button', { name: tr('lookup.nav.backToLookup') }).click();
      await lookUp(app, '100234');
      await app.expectPriceFor('100234');
      await page.getByRole('button', { name: tr('quote.add.button') }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('quote.sent.refused', { number }) })).toBeVisible();
      await openQuote(app);
      await expect(page.locator('.quote-lines tr[data-artnr]')).toHaveCount(1);

      // "Revise": the same lines, recipient and letter, a draft, editable; numbered after the sent one.
      await page.getByRole('button', { name: tr('quote.sent.revise'), exact: true }).click();
      const quotes = page.getByLabel(tr('quote.toolbar.choice'), { exact: true });
      const name = tr('quote.defaultName', { number: 1 });
      const revisionDraft = tr('letter.option.revisionCustomer', {
        name,
        customer: 'Müller Freizeit GmbH',
        of: number,
        count: 1,
        status: tr('letter.status.draft'),
      });
      await expect(quotes.locator('option:checked')).toHaveText(revisionDraft);
      await expect(page.getByRole('status').filter({ hasText: tr('quote.sent.revised', { number }) })).toBeVisible();
      await expect(group.getByText(tr('letter.issue.revision', { number }))).toBeVisible();
      await expect(group.getByLabel(tr('letter.recipient.name'), { exact: true })).toHaveValue('Müller Freizeit GmbH');
      const revisedQuantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }));
      await expect(revisedQuantity).toBeEditable();
      await revisedQuantity.fill('5');
      await revisedQuantity.press('Enter');
      await expect(total).not.toHaveText(sentTotal ?? '');
      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('status').filter({ hasText: `${number}-2` })).toBeVisible({ timeout: 15_000 });

      // Both stay in the list, found by the number; the sent one as it was sent.
      await expect(quotes.locator('option', { hasText: number })).toHaveCount(2);
      await quotes.selectOption({
        label: tr('letter.option.numberedCustomer', {
          number,
          name,
          customer: 'Müller Freizeit GmbH',
          count: 1,
          status: tr('letter.status.sent'),
        }),
      });
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }))).toHaveValue('2');
      await expect(total).toHaveText(sentTotal ?? '');

      // "Duplicate", for another customer: a new quote without a number or a recipient, editable.
      await page.getByRole('button', { name: tr('quote.sent.duplicate'), exact: true }).click();
      const copyName = tr('quote.copyName', { name });
      await expect(quotes.locator('option:checked')).toHaveText(
        tr('letter.option.plain', { name: copyName, count: 1, status: tr('letter.status.draft') }),
      );
      await expect(page.getByRole('region', { name: withAny(tr('quote.sent.readOnly', { date: '§' }), '§') })).toHaveCount(0);
      await expect(page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }))).toBeEditable();
      await app.screenshot(`${locale}-quote-duplicated`);

      // Kept so by main, across a restart.
      await expect
        .poll(async () =>
          (await savedQuotes(app)).map((quote) => [quote.issue?.number ?? null, quote.revises?.number ?? null, quote.lines[0]?.quantity]),
        )
        .toEqual([
          [number, null, 2],
          [null, null, 2],
          [`${number}-2`, number, 5],
        ]);
      await page.reload();
      await openQuote(app);
      await expect(page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).locator('option', { hasText: number })).toHaveCount(2);
    });
  });

  // "Being sent" is main's: from the page drawn until the dialog closes, a change to the quote is refused.
  test.describe(`in ${locale}, edited while the print dialog is open`, () => {
    test.use({ locale, connected: true });

    test('a quantity changed while the print dialog is open is refused: the paper, the list and a revision say 2', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const dialog = app.printDialog;
      test.skip(dialog === null, 'The print dialog is held open in the Chromium harness.');
      const { page, tr } = app;
      await pricedQuote(app);
      const customerView = page.getByRole('button', { name: tr('quote.export.customerView') });
      await customerView.click();
      dialog!.hold();
      await page.getByRole('button', { name: tr('document.button.printCustomer'), exact: true }).click();
      await goOnWithoutSender(app);
      await dialog!.opened();

      // The dialog is open: the person goes back to the quote and changes 2 pieces to 5.
      await customerView.click();
      const quantity = page.getByLabel(tr('quote.lines.quantityOf', { artnr: '900155' }));
      await quantity.fill('5');
      await quantity.press('Tab');
      await expect(page.getByRole('alert').filter({ hasText: withAny(tr('errors.quotes.beingSent', { number: '§' }), '§') })).toBeVisible();
      await expect(quantity).toHaveValue('2');
      dialog!.close(true);
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.printing') })).toBeVisible({ timeout: 15_000 });

      // Paper, list and the revision agree: 2 pieces.
      const [paper] = await app.printedDocuments();
      const printedPath = `${app.pdfPath}.printed.pdf`;
      await writeFile(printedPath, paper ?? new Uint8Array());
      const number = /A-\d{4}-\d{4}/.exec((await pdfPages(printedPath)).join('\n'))?.[0] ?? 'no number';
      await expect
        .poll(async () => (await savedQuotes(app)).map((quote) => [quote.issue?.number ?? null, quote.lines[0]?.quantity]))
        .toEqual([[number, 2]]);
      await page.getByRole('button', { name: tr('quote.sent.revise'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: tr('quote.sent.revised', { number }) })).toBeVisible();
      await expect(quantity).toHaveValue('2');
    });
  });

  // Typed while its first customer PDF was made, applied once it was sent: nothing typed is lost, nothing
  // sent is changed; the change goes into a revision, as when main refuses a save for a quote sent meanwhile.
  test.describe(`in ${locale}, typed while the quote is sent`, () => {
    test.use({ locale, connected: true, holdChannels: [IPC_CHANNELS.saveQuotePdf] });

    test('a subject typed while the PDF is made goes into a revision of the sent quote', async ({ app }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await quoteForMueller(app);
      const subject = page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true });

      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true })).toBeDisabled();
      await subject.fill('Your awning for 2027');
      app.release(IPC_CHANNELS.saveQuotePdf);
      const saved = page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) });
      await expect(saved).toBeVisible({ timeout: 15_000 });
      const number = /A-\d{4}-\d{4}/.exec((await saved.textContent()) ?? '')?.[0] ?? 'no number';
      expect((await pdfPages(app.pdfPath)).join('\f')).not.toContain('Your awning for 2027');

      // The field is left: what it holds goes into a revision, which is open, and the view says so.
      await subject.press('Tab');
      await expect(page.getByText(tr('quote.sent.changeKept', { number }))).toBeVisible();
      await expect(page.getByRole('region', { name: withAny(tr('quote.sent.readOnly', { date: '§' }), '§') })).toHaveCount(0);
      await expect(subject).toHaveValue('Your awning for 2027');
      await expect(subject).toBeEditable();
      await app.screenshot(`${locale}-quote-change-kept`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await app.screenshot(`${locale}-quote-change-kept-dark`);
      await page.emulateMedia({ colorScheme: 'light' });

      // Kept across a restart: the sent quote as sent, its revision with the subject.
      await expect
        .poll(async () => (await savedQuotes(app)).map((quote) => [quote.issue?.number ?? null, quote.revises?.number ?? null]))
        .toEqual([
          [number, null],
          [null, number],
        ]);
      await page.reload();
      await openQuote(app);
      await expect(subject).toHaveValue('Your awning for 2027');
      await page.getByLabel(tr('quote.toolbar.choice'), { exact: true }).selectOption({ index: 0 });
      await expect(subject).not.toHaveValue('Your awning for 2027');
    });
  });
}
