import { expect, test, type AppHarness } from '../fixtures';
import { pdfPages } from '../pdf-text';
import { openSection } from '../settings-section';
import { goOnWithoutSender } from '../sender-check';
import { specLocales } from '../languages';

const openQuote = async ({ page, tr }: AppHarness): Promise<void> => {
  await page.getByRole('button', { name: tr('lookup.nav.quote'), exact: true }).click();
};

const BUILT_IN = {
  de: { salutation: 'Sehr geehrte Damen und Herren,', closing: ['Wir freuen uns auf Ihren Auftrag.', 'Mit freundlichen Grüßen'] },
  en: { salutation: 'Dear Sir or Madam,', closing: ['We look forward to your order.', 'Kind regards'] },
} as const;

// The letter a customer receives: what each line is, its position, a subject, salutation, intro and closing.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    const language = locale === 'de-DE' ? 'de' : 'en';

    test('Settings keep a salutation, intro and closing per document language; a text too long is refused where it is typed', async ({
      app,
    }) => {
      const { page, tr } = app;
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'quotes');
      const section = page.getByRole('region', { name: tr('letter.settings.heading') });
      const german = section.getByRole('group', { name: tr('letter.settings.textsGroup', { language: 'de' }) });
      const english = section.getByRole('group', { name: tr('letter.settings.textsGroup', { language: 'en' }) });
      // The built-in texts, each language's in its own words whatever the app speaks.
      await expect(german.getByLabel(tr('letter.salutation.label'), { exact: true })).toHaveValue(BUILT_IN.de.salutation);
      await expect(english.getByLabel(tr('letter.salutation.label'), { exact: true })).toHaveValue(BUILT_IN.en.salutation);
      await expect(german.getByLabel(tr('letter.closing.label'), { exact: true })).toHaveValue(BUILT_IN.de.closing.join('\n\n'));

      // Each text saved as it is left; one too long refused where it is typed, kept as typed, not saved.
      const salutation = german.getByLabel(tr('letter.salutation.label'), { exact: true });
      await salutation.fill('Liebe Campingfreunde,');
      await salutation.press('Tab');
      await expect(section.locator('#document-salutation-de-status')).toHaveText(tr('settings.saved'));
      const intro = german.getByLabel(tr('letter.intro.label'), { exact: true });
      await intro.fill('x'.repeat(601));
      await intro.press('Tab');
      await expect(german.getByText(tr('letter.text.tooLong', { max: 600, length: 601 }))).toBeVisible();
      await expect(intro).toHaveAttribute('aria-invalid', 'true');
      await expect(section.locator('#document-intro-de-status')).toBeEmpty();
      await expect(salutation).toHaveValue('Liebe Campingfreunde,');
      await app.screenshot(`${locale}-settings-letter-texts-refused`);

      // A placeholder the text cannot fill is refused where it is typed, naming those it can in the text's language.
      await intro.fill('zu Ihrer Anfrage {Rabatt}:');
      await intro.press('Tab');
      const offeredDe = '{Nummer}, {Kunde}, {Ansprechpartner}, {GültigBis}';
      await expect(german.getByText(tr('letter.placeholder.unknown', { count: 1, names: '{Rabatt}', offered: offeredDe }))).toBeVisible();
      await expect(section.locator('#document-intro-de-status')).toBeEmpty();
      const englishIntro = english.getByLabel(tr('letter.intro.label'), { exact: true });
      await englishIntro.fill('As discussed, {discount}:');
      await englishIntro.press('Tab');
      const offeredEn = '{number}, {customer}, {contact}, {validUntil}';
      await expect(
        english.getByText(tr('letter.placeholder.unknown', { count: 1, names: '{discount}', offered: offeredEn })),
      ).toBeVisible();
      await englishIntro.fill('As discussed, for {customer}:');
      await englishIntro.press('Tab');
      await expect(section.locator('#document-intro-en-status')).toHaveText(tr('settings.saved'));

      await intro.fill('gern bieten wir Ihnen an:');
      await intro.press('Tab');
      await expect(section.locator('#document-intro-de-status')).toHaveText(tr('settings.saved'));
      const closing = english.getByLabel(tr('letter.closing.label'), { exact: true });
      await closing.fill('Best wishes');
      await closing.press('Tab');
      await expect(section.locator('#document-closing-en-status')).toHaveText(tr('settings.saved'));
      await expect(german.getByText(tr('letter.text.tooLong', { max: 600, length: 601 }))).toHaveCount(0);
      await app.screenshot(`${locale}-settings-letter-texts`);

      await page.reload();
      await page.getByRole('button', { name: tr('lookup.nav.settings'), exact: true }).click();
      await openSection(app, 'quotes');
      await expect(german.getByLabel(tr('letter.salutation.label'), { exact: true })).toHaveValue('Liebe Campingfreunde,');
      await expect(german.getByLabel(tr('letter.intro.label'), { exact: true })).toHaveValue('gern bieten wir Ihnen an:');
      await expect(english.getByLabel(tr('letter.closing.label'), { exact: true })).toHaveValue('Best wishes');
      await expect(english.getByLabel(tr('letter.intro.label'), { exact: true })).toHaveValue('As discussed, for {customer}:');
      await expect(english.getByLabel(tr('letter.salutation.label'), { exact: true })).toHaveValue(BUILT_IN.en.salutation);
    });

    test('descriptions pasted and typed, a subject and an intro of its own: the customer PDF prints them with positions, salutation and closing', async ({
      app,
    }) => {
      test.skip(app.service.simulator === null, "Prices the simulator's demo articles.");
      const { page, tr } = app;
      await app.connect();
      await openQuote(app);
      await page.getByLabel(tr('quote.settings.country')).selectOption('de');
      await page
        .getByLabel(tr('quote.paste.label'))
        .fill('Art.-Nr.\tBezeichnung\tMenge\n900155\tVorzeltteppich 250 x 400 cm\t2 Stk\n31245\tMarkise Omnistor\t1');
      await page.getByRole('button', { name: tr('quote.paste.add') }).click();
      await expect(page.getByText(tr('quote.progress.priced', { done: 2, count: 2 }))).toBeVisible();
      const description = (artnr: string) => page.getByLabel(tr('quote.lines.descriptionOf', { artnr }));
      await expect(description('900155')).toHaveValue('Vorzeltteppich 250 x 400 cm');

      // Typed in the table: a description too long stays as typed, explained; a good one is kept.
      await description('31245').fill('M'.repeat(121));
      await description('31245').press('Enter');
      await expect(page.getByText(tr('quote.lines.descriptionTooLong', { max: 120, length: 121 }))).toBeVisible();
      await expect(description('31245')).toHaveValue('M'.repeat(121));
      await expect(description('31245')).toHaveAttribute('aria-invalid', 'true');
      await description('31245').fill('Markise Omnistor 5200, 4,00 m');
      await description('31245').press('Enter');
      await expect(page.getByText(tr('quote.lines.descriptionTooLong', { max: 120, length: 121 }))).toHaveCount(0);

      // The letter's texts: a subject and an intro of this quote's own; the salutation from Settings, as its placeholder.
      const texts = page.getByRole('group', { name: tr('letter.texts.group') });
      await expect(texts.getByLabel(tr('letter.salutation.label'), { exact: true })).toHaveAttribute(
        'placeholder',
        BUILT_IN[language].salutation,
      );
      const subject = texts.getByLabel(tr('letter.subject.label'), { exact: true });
      await subject.fill('Ihr Vorzelt für die Saison 2027');
      await subject.press('Enter');
      await texts.getByLabel(tr('letter.intro.label'), { exact: true }).fill('wie am Telefon besprochen,\nbieten wir Ihnen an:');
      await texts.getByLabel(tr('letter.intro.label'), { exact: true }).blur();
      const longSubject = 'S'.repeat(121);
      await subject.fill(longSubject);
      await subject.press('Enter');
      await expect(texts.getByText(tr('letter.tooLong', { max: 120, length: 121 }))).toBeVisible();
      await subject.fill('Ihr Vorzelt für die Saison 2027');
      await subject.press('Enter');
      await app.screenshot(`${locale}-quote-letter-texts`);

      // The customer view shows what each article is.
      await page.getByRole('button', { name: tr('quote.export.customerView') }).click();
      await expect(page.getByRole('rowheader', { name: /31245/ })).toContainText('Markise Omnistor 5200, 4,00 m');
      // Headed with the subject, not the quote's internal name.
      await expect(page.getByText('Ihr Vorzelt für die Saison 2027', { exact: true })).toBeVisible();
      await expect(page.getByText(tr('quote.defaultName', { number: 1 }), { exact: true })).toHaveCount(0);
      await app.screenshot(`${locale}-customer-view-descriptions`);

      await page.getByRole('button', { name: tr('document.button.customerPdf'), exact: true }).click();
      await goOnWithoutSender(app);
      await expect(page.getByRole('status').filter({ hasText: tr('document.status.saved', { path: app.pdfPath }) })).toBeVisible({
        timeout: 15_000,
      });
      const text = (await pdfPages(app.pdfPath)).join('\n');
      const inOrder = [
        'Ihr Vorzelt für die Saison 2027',
        BUILT_IN[language].salutation,
        'wie am Telefon besprochen,',
        'bieten wir Ihnen an:',
        tr('document.column.position'),
        '900155',
        // A description wraps in its column as it needs to.
        'Vorzeltteppich',
        '31245',
        'Markise Omnistor',
        tr('quote.totals.gross'),
        ...BUILT_IN[language].closing,
      ];
      let from = 0;
      for (const words of inOrder) {
        const at = text.indexOf(words, from);
        expect(at, `"${words}" after what comes before it`).toBeGreaterThanOrEqual(from);
        from = at + words.length;
      }
      expect(text).toMatch(/^\s*1\s+900155\b/m);
      expect(text).toMatch(/^\s*2\s+31245\b/m);
      // The quote's internal name is not the subject.
      expect(text).not.toContain(tr('quote.defaultName', { number: 1 }));

      // Kept with the quote.
      await page.reload();
      await openQuote(app);
      await expect(page.getByLabel(tr('quote.lines.descriptionOf', { artnr: '31245' }))).toHaveValue('Markise Omnistor 5200, 4,00 m');
      await expect(
        page.getByRole('group', { name: tr('letter.texts.group') }).getByLabel(tr('letter.subject.label'), { exact: true }),
      ).toHaveValue('Ihr Vorzelt für die Saison 2027');
    });
  });
}
