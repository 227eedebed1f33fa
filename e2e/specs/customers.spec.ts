import { readFile, writeFile } from 'node:fs/promises';
import { expectNoViolationsInBothThemes } from '../appearance-checks';
import { expect, test } from '../fixtures';
import { specLocales } from '../languages';

/** Windows-1252 bytes of text made of Latin-1 letters, as Excel on a German Windows saves a CSV. */
const cp1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => char.charCodeAt(0)));

// The customer list as a sales person keeps it: added and changed by keyboard, each limit said where it
// is typed, main's refusals said beside the field with nothing typed lost, removal after a question;
// an ERP's CSV previewed (every line not taken, with its reason) and imported; the list exported.
for (const locale of specLocales('journey')) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, connected: true });
    // axe in both themes takes a few seconds a state: more than the usual 30 s a test.
    test.describe.configure({ timeout: 60_000 });
    const german = locale === 'de-DE';

    test('a customer added, changed and removed by keyboard; a number another has is refused and nothing typed is lost', async ({
      app,
    }) => {
      const { page, tr } = app;
      const nav = page.getByRole('button', { name: tr('customers.nav'), exact: true });
      await nav.focus();
      await page.keyboard.press('Enter');
      const search = page.getByLabel(tr('customers.search.label'), { exact: true });
      await expect(search).toBeFocused();
      await expect(page.getByText(tr('customers.list.empty'))).toBeVisible();

      const newCustomer = page.getByRole('button', { name: tr('customers.action.add'), exact: true });
      // Within the customers' view: the lookup form (hidden meanwhile, kept as typed) has a Country of its own.
      const view = page.getByRole('region', { name: tr('customers.title'), exact: true });
      const field = (key: Parameters<typeof tr>[0]) => view.getByLabel(tr(key), { exact: true });
      await newCustomer.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: tr('customers.form.newTitle') })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(field('customers.form.name')).toBeFocused();
      await page.keyboard.type('Camping Müller');
      await page.keyboard.press('Tab');
      await page.keyboard.type('K-1001');
      await field('customers.form.address').fill('Seestraße 4\n88400 Biberach');
      await field('customers.form.country').selectOption('de');
      await field('customers.form.markup').fill('25 %');
      const factorWords = german ? '1,25 (+25\u00a0%)' : '1.25 (+25%)';
      await expect(page.getByText(tr('customers.form.markupRead', { factor: factorWords }))).toBeVisible();
      // Limits where they are typed: a phone number too long at once, an address that is no e-mail once left.
      await field('customers.form.phone').fill('0'.repeat(41));
      await expect(page.getByText(tr('customers.form.tooLong', { max: 40, count: 41 }))).toBeVisible();
      await field('customers.form.phone').fill('07351 123');
      await field('customers.form.email').fill('info@');
      await page.keyboard.press('Tab');
      await expect(page.getByText(tr('customers.form.badEmail'))).toBeVisible();
      await expect(field('customers.form.email')).toHaveAttribute('aria-invalid', 'true');
      await field('customers.form.email').fill('info@mueller.example');
      await field('customers.form.name').press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.form.saved', { name: 'Camping Müller' }))).toBeVisible();
      const list = page.getByRole('list', { name: tr('customers.list.label') });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(`Camping Müller · K-1001 · 88400 Biberach`);
      await expect(list).toContainText(tr('customers.list.markup', { factor: factorWords }));

      await newCustomer.press('Enter');
      await field('customers.form.name').fill('Freizeit Schulz');
      await field('customers.form.number').fill('K-1002');
      await field('customers.form.name').press('Enter');
      await expect(list.getByRole('listitem')).toHaveCount(2);

      // Changed to a number Camping Müller has: refused beside the number, the cursor there, the contact typed kept.
      await page.getByRole('button', { name: tr('customers.action.editNamed', { name: 'Freizeit Schulz' }) }).press('Enter');
      await field('customers.form.contact').fill('Herr Schulz');
      await field('customers.form.number').fill('k-1001');
      await field('customers.form.number').press('Enter');
      const taken = tr('customers.error.numberTaken', { number: 'k-1001', name: 'Camping Müller' });
      await expect(page.getByText(taken)).toBeVisible();
      await expect(field('customers.form.number')).toBeFocused();
      await expect(field('customers.form.number')).toHaveAttribute('aria-invalid', 'true');
      await expect(field('customers.form.contact')).toHaveValue('Herr Schulz');
      await app.screenshot(`${locale}-customer-number-taken`);
      await expectNoViolationsInBothThemes(app, 'a customer whose number another has', 'customer-number-taken');
      await page.emulateMedia({ colorScheme: 'light' });
      await field('customers.form.number').fill('K-1003');
      await expect(page.getByText(taken)).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.form.saved', { name: 'Freizeit Schulz' }))).toBeVisible();
      await expect(list).toContainText('Freizeit Schulz · K-1003');

      // Typing finds by the first letters of the town.
      await search.fill('bibe');
      await expect(list.getByRole('listitem')).toHaveText([/Camping Müller/]);
      await search.fill('');

      // Removed after a question whose cursor is on "Keep": Enter at once removes nothing.
      await page.getByRole('button', { name: tr('customers.action.removeNamed', { name: 'Camping Müller' }) }).press('Enter');
      const question = page.getByRole('group', { name: tr('customers.remove.question', { name: 'Camping Müller' }) });
      await expect(question.getByRole('button', { name: tr('customers.remove.keep') })).toBeFocused();
      await app.screenshot(`${locale}-customer-remove-question`);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.remove.done', { name: 'Camping Müller' }))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveText([/Freizeit Schulz/]);
      const kept = JSON.parse(await readFile(`${app.userDataDir}/customers.json`, 'utf8')) as {
        entries: { name: string; contact: string }[];
      };
      expect(kept.entries.map((each) => [each.name, each.contact])).toEqual([['Freizeit Schulz', 'Herr Schulz']]);
    });

    test('an unusual markup is asked about where it is typed, as the factor field asks, before the customer is saved', async ({ app }) => {
      const { page, tr } = app;
      const decimal = (text: string): string => (german ? text.replace('.', ',') : text);
      const percent = (signed: string): string => `${signed}${german ? '\u00a0' : ''}%`;
      const range = { min: decimal('0.5'), max: '3' };
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      const view = page.getByRole('region', { name: tr('customers.title'), exact: true });
      const field = (key: Parameters<typeof tr>[0]) => view.getByLabel(tr(key), { exact: true });
      const list = page.getByRole('list', { name: tr('customers.list.label') });
      const question = view.getByRole('alertdialog');
      const kept = async (): Promise<{ name: string; markup: string | null }[]> => {
        const text = await readFile(`${app.userDataDir}/customers.json`, 'utf8').catch(() => '{"entries":[]}');
        return (JSON.parse(text) as { entries: { name: string; markup: string | null }[] }).entries.map(({ name, markup }) => ({
          name,
          markup,
        }));
      };

      // "25": +25 % offered first and focused, as in the lookup form; nothing is saved while it is asked.
      await page.getByRole('button', { name: tr('customers.action.add'), exact: true }).click();
      await field('customers.form.name').fill('Camping Müller');
      await field('customers.form.markup').fill('25');
      await field('customers.form.markup').press('Enter');
      await expect(question).toContainText(tr('lookup.factorCheck.meant', { factor: '25', ...range }));
      await expect(question.getByRole('button')).toHaveText([
        tr('lookup.factorCheck.usePercent', { percent: percent('+25'), factor: decimal('1.25') }),
        tr('lookup.factorCheck.use', { suggestion: decimal('2.5') }),
        tr('customers.factorCheck.keep', { factor: '25' }),
        tr('lookup.factorCheck.cancel'),
      ]);
      await expect(
        question.getByRole('button', { name: tr('lookup.factorCheck.usePercent', { percent: percent('+25'), factor: decimal('1.25') }) }),
      ).toBeFocused();
      expect(await kept()).toEqual([]);
      await app.screenshot(`${locale}-customer-markup-question`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.form.saved', { name: 'Camping Müller' }))).toBeVisible();
      await expect(list).toContainText(tr('customers.list.markup', { factor: `${decimal('1.25')} (${percent('+25')})` }));
      expect(await kept()).toEqual([{ name: 'Camping Müller', markup: '1.25' }]);

      // "400": no reading lands in the range, so Enter cancels and the cursor goes back to the markup, as typed.
      await page.getByRole('button', { name: tr('customers.action.editNamed', { name: 'Camping Müller' }) }).click();
      await field('customers.form.markup').fill('400');
      await field('customers.form.markup').press('Enter');
      await expect(question).toContainText(tr('customers.factorCheck.unusual', { factor: '400', ...range }));
      await expect(question.getByRole('button', { name: tr('lookup.factorCheck.cancel') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(field('customers.form.markup')).toBeFocused();
      await expect(field('customers.form.markup')).toHaveValue('400');
      expect(await kept()).toEqual([{ name: 'Camping Müller', markup: '1.25' }]);
      // Escape answers it the same way; keeping ×400 takes a click of its own.
      await field('customers.form.markup').press('Enter');
      await expect(question).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(field('customers.form.markup')).toBeFocused();
      await field('customers.form.markup').press('Enter');
      await question.getByRole('button', { name: tr('customers.factorCheck.keep', { factor: '400' }) }).click();
      await expect(list).toContainText(tr('customers.list.markup', { factor: `400 (${percent(german ? '+39.900' : '+39,900')})` }));
      expect(await kept()).toEqual([{ name: 'Camping Müller', markup: '400' }]);

      // Saved again unchanged: the markup it has was asked about already.
      await page.getByRole('button', { name: tr('customers.action.editNamed', { name: 'Camping Müller' }) }).click();
      await field('customers.form.contact').fill('Frau Müller');
      await field('customers.form.contact').press('Enter');
      await expect(page.getByRole('status').getByText(tr('customers.form.saved', { name: 'Camping Müller' }))).toBeVisible();
      await expect(question).toHaveCount(0);
    });

    test('an ERP file (semicolons, Windows-1252, German headings) is previewed with its bad line, imported and exported', async ({
      app,
    }) => {
      const { page, tr } = app;
      await writeFile(
        app.importPath,
        cp1252(
          'Kundennr.;Firma;Straße;PLZ;Ort;Land;Aufschlag;E-Mail;Umsatz\r\n' +
            'K-1;Camping Müller;Seestraße 4;88400;Biberach;Deutschland;25 %;info@mueller.example;1200\r\n' +
            'K-2;Freizeit Schäfer;Hauptstraße 1;89073;Ulm;Atlantis;1,1;;300\r\n' +
            'K-3;Wohnmobile Weiß;Ringstraße 9;50667;Köln;DE;;;50\r\n',
        ),
      );
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      await page.getByRole('button', { name: tr('customers.action.import'), exact: true }).click();
      const preview = page.getByRole('region', { name: tr('customers.preview.title', { file: 'customers-import.csv' }) });
      await expect(preview).toBeVisible();
      await expect(preview).toContainText(tr('customers.preview.counts', { added: 2, updated: 0, unchanged: 0 }));
      const columns = preview.getByRole('table', { name: tr('customers.preview.columns') });
      await expect(columns.getByRole('row', { name: `Ort ${tr('customers.field.town')}` })).toBeVisible();
      await expect(columns.getByRole('row', { name: `Umsatz ${tr('customers.import.column.unknown')}` })).toBeVisible();
      const rejected = preview.getByRole('region', { name: tr('customers.preview.rejectedTitle', { count: 1 }) });
      await expect(rejected.getByRole('listitem')).toHaveText([
        tr('customers.preview.rejectedLine', {
          line: 3,
          name: 'Freizeit Schäfer',
          reasons: tr('customers.import.unknownCountry', { value: 'Atlantis' }),
        }),
      ]);
      // Nothing is kept before the user says so.
      await expect(page.getByText(tr('customers.list.empty'))).toBeVisible();
      await app.screenshot(`${locale}-customer-import-preview`);
      await expectNoViolationsInBothThemes(app, 'the preview of a customer import with a line not taken', 'customer-import-preview');
      await page.emulateMedia({ colorScheme: 'light' });

      await preview.getByRole('button', { name: tr('customers.preview.import', { count: 2 }) }).press('Enter');
      const done = tr('customers.import.done', { file: 'customers-import.csv', added: 2, updated: 0, unchanged: 0, rejected: 1 });
      await expect(page.getByRole('status').getByText(done)).toBeVisible();
      await expect(preview).toHaveCount(0);
      const list = page.getByRole('list', { name: tr('customers.list.label') });
      await expect(list.getByRole('listitem')).toHaveText([/Camping Müller · K-1 · 88400 Biberach/, /Wohnmobile Weiß · K-3 · 50667 Köln/]);
      await page.getByLabel(tr('customers.search.label'), { exact: true }).fill('koeln');
      await expect(list.getByRole('listitem')).toHaveText([/Wohnmobile Weiß/]);
      await expect(page.getByText(tr('customers.list.found', { count: 1 }))).toBeVisible();
      await app.screenshot(`${locale}-customers-found`);

      await page.getByRole('button', { name: tr('customers.action.export'), exact: true }).click();
      await expect(page.getByRole('status').getByText(tr('customers.export.done', { count: 2, file: app.savePath }))).toBeVisible();
      const exported = new TextDecoder().decode(await readFile(app.savePath));
      const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toContain(german ? 'Kundennummer' : 'Customer number');
      expect(lines.slice(1, 3)).toEqual([
        expect.stringMatching(/^K-1;Camping Müller;.*Seestraße 4;88400 Biberach;.*DE;1[,.]25;/),
        expect.stringMatching(/^K-3;Wohnmobile Weiß;.*Ringstraße 9;50667 Köln;.*DE;/),
      ]);
    });

    test('a re-import says per customer what changes, asks which of two copies is meant, and keeps what the file has no column for', async ({
      app,
    }) => {
      const { page, tr } = app;
      const customer = (id: string, name: string, number: string, address: string[], note = '') => ({
        ...{ id, name, number, contact: '', email: '', phone: '', address, country: null, markup: null },
        ...{ documentLanguage: null, priceBasis: null, note },
      });
      const schulz = ['Hauptstraße 1', '89073 Ulm'];
      const entries = [
        customer('m', 'Camping Müller', 'K-1', ['Seestraße 12', 'Haus B', '83209 Prien'], 'ruft vormittags an'),
        customer('s1', 'Freizeit Schulz', '', schulz),
        customer('s2', 'Freizeit Schulz', '', schulz),
      ];
      await writeFile(`${app.userDataDir}/customers.json`, JSON.stringify({ version: 1, entries }));
      // Only postcode, town and phone: the street, "Haus B" and the note have no column and stay.
      await writeFile(
        app.importPath,
        cp1252('Kundennr.;Firma;PLZ;Ort;Telefon\r\nK-1;Camping Müller;83209;Prien am Chiemsee;\r\n;Freizeit Schulz;89073;Ulm;0731 555\r\n'),
      );
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      await page.getByRole('button', { name: tr('customers.action.import'), exact: true }).click();
      const preview = page.getByRole('region', { name: tr('customers.preview.title', { file: 'customers-import.csv' }) });
      await expect(preview).toContainText(tr('customers.preview.counts', { added: 0, updated: 1, unchanged: 0 }));
      const changes = preview.getByRole('region', { name: tr('customers.preview.changesTitle', { count: 1 }) });
      await expect(changes.getByRole('listitem').first()).toContainText(
        tr('customers.preview.changeLine', { line: 2, name: 'Camping Müller' }),
      );
      await expect(changes).toContainText(
        tr('customers.preview.change', {
          field: tr('customers.field.address'),
          before: 'Seestraße 12, Haus B, 83209 Prien',
          after: 'Seestraße 12, Haus B, 83209 Prien am Chiemsee',
        }),
      );
      const question = preview.getByRole('group', { name: tr('customers.preview.question', { line: 3, name: 'Freizeit Schulz' }) });
      await expect(question.getByRole('radio', { name: tr('customers.preview.leaveOut') })).toBeChecked();
      await expect(preview.getByRole('button', { name: tr('customers.preview.import', { count: 1 }) })).toBeVisible();
      await app.screenshot(`${locale}-customer-import-changes`);
      await question
        .getByRole('radio', { name: tr('customers.preview.candidate', { index: 1, customer: `Freizeit Schulz · ${schulz.join(', ')}` }) })
        .check();
      await preview.getByRole('button', { name: tr('customers.preview.import', { count: 2 }) }).click();
      const done = tr('customers.import.done', { file: 'customers-import.csv', added: 0, updated: 2, unchanged: 0, rejected: 0 });
      await expect(page.getByRole('status').getByText(done)).toBeVisible();
      const kept = JSON.parse(await readFile(`${app.userDataDir}/customers.json`, 'utf8')) as { entries: typeof entries };
      expect(kept.entries.map(({ id, address, phone, note }) => ({ id, address, phone, note }))).toEqual([
        { id: 'm', address: ['Seestraße 12', 'Haus B', '83209 Prien am Chiemsee'], phone: '', note: 'ruft vormittags an' },
        { id: 's1', address: schulz, phone: '0731 555', note: '' },
        { id: 's2', address: schulz, phone: '', note: '' },
      ]);
    });

    test('10,000 customers: a hundred drawn, the rest found by typing', async ({ app }) => {
      const { page, tr } = app;
      const entries = Array.from({ length: 10_000 }, (_, index) => ({
        id: `c-${index}`,
        name: `Kunde ${String(index).padStart(5, '0')}`,
        number: `K-${index}`,
        contact: '',
        email: '',
        phone: '',
        address: [`${index} Ort${index}`],
        country: null,
        markup: null,
        documentLanguage: null,
        priceBasis: null,
        note: '',
      }));
      // As another window or the CLI would leave it: the view reads the file as it is when it opens.
      await writeFile(`${app.userDataDir}/customers.json`, JSON.stringify({ version: 1, entries }));
      await page.getByRole('button', { name: tr('customers.nav'), exact: true }).click();
      const list = page.getByRole('list', { name: tr('customers.list.label') });
      // Main keeps the list and answers the page the window draws: the window never holds 10,000 customers.
      await expect(page.getByText(tr('customers.list.capped', { shown: 100, count: 10_000 }))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(100);
      await page.getByLabel(tr('customers.search.label'), { exact: true }).fill('ort4711');
      await expect(list.getByRole('listitem')).toHaveText([/Kunde 04711 · K-4711/]);
      await page.getByLabel(tr('customers.search.label'), { exact: true }).fill('kunde');
      await expect(page.getByText(tr('customers.list.refine', { shown: 100 }))).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(100);
    });
  });
}
